"""Positions for the rulebook's examples and worked statements, built from the parts that matter.

:func:`build_position` fills in everything not given: pawns on their villages, the movement cards
not named in a hand in the draw pile, the power cards not named in the power pile, scores 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rulebook import citations
from rulebook.i18n import N_, _
from rulebook.le_dernier_peuple.cards import (
    POWER_IDS,
    colours_for,
    deck_for,
    pawn_ids,
    power_sorted,
    village_of,
)
from rulebook.le_dernier_peuple.state import GAME_NAME


def build_position(players: int = 3, *, pawns: Mapping[str, int] | None = None,
                   hands: Mapping[str, list[int]] | None = None, powers: Mapping[str, list[str]] | None = None,
                   scores: Mapping[str, int] | None = None, active: str | None = None,
                   discards: list[int] | None = None, seed: int = 1, **extra) -> dict:
    """A full position: only the given parts differ from the set-up (hands otherwise empty)."""
    colours = colours_for(players)
    hands = {c: list((hands or {}).get(c, [])) for c in colours}
    powers = {c: list((powers or {}).get(c, [])) for c in colours}
    discards = list(discards or [])
    used = {card for hand in hands.values() for card in hand} | set(discards)
    held = {card for hand in powers.values() for card in hand}
    position = {
        "game": GAME_NAME,
        "players": list(colours),
        "hidden_scores": False,
        "active": active or colours[0],
        "phase": "turn",
        "scores": {c: (scores or {}).get(c, 0) for c in colours},
        "pawns": {p: village_of(c) for c in colours for p in pawn_ids(c)},
        "hands": hands,
        "powers": powers,
        "draw_pile": [card for card in deck_for(players) if card not in used],
        "discards": discards,
        "power_pile": list(power_sorted(card for card in POWER_IDS if card not in held)),
        "power_discards": [],
        "power_played": False,
        "skips": {c: 0 for c in colours},
        "extra_turns": 0,
        "power": None,
        "event": None,
        "arrived": None,
        "redeploy": [],
        "rng": {"seed": seed, "draws": 0},
    }
    position["pawns"].update(pawns or {})
    position.update(extra)
    return position


@dataclass(frozen=True)
class Example:
    """A worked example: the position, what it shows, where the text says so, the move it is about."""

    name: str
    cite: str
    statement: str          # the English, marked for translation: read ``text``
    parts: Mapping
    move: str = ""

    @property
    def text(self) -> str:
        """What the example shows, in the current language."""
        return _(self.statement)

    def position(self) -> dict:
        return build_position(**self.parts)

    def citation(self) -> str:
        """The rulebook section it follows, cited for the language spoken now (the Italian text is the only
        version the seed has)."""
        return citations.localized(self.cite)


def _power(card: str, italian: str, text: str, parts: Mapping, move: str) -> Example:
    """A power card's example: red, to play, holds the card (and movement card 10 for the rest of the turn)."""
    parts = {"players": 3, **parts, "hands": {"red": [10], **parts.get("hands", {})}}
    return Example(f"power-{card}", f"LE DERNIER PEUPLE, IT, 'Carte potere' ({italian})", text, parts, move)


#: One position per power card (notebook 8), in the text's order; ``move`` plays the card.
POWER_EXAMPLES: tuple[Example, ...] = (
    _power("bandit", "Bandito",
           # Translators: a worked example of the power card bandit (printed in a notebook).
           N_("Blue holds movement cards 5, 8 and 12; red's Bandit takes one of them, chosen at random, into red's hand."),
           {"hands": {"blue": [5, 8, 12]}, "powers": {"red": ["bandit"]}}, "power bandit blue"),
    _power("barter", "Baratto",
           # Translators: a worked example of the power card barter (printed in a notebook).
           N_("Red holds one movement card and Heal, blue three movement cards; after Barter they hold each other's "
           "cards, Heal included (our reading: the whole hand means movement and power cards)."),
           {"hands": {"blue": [5, 8, 12]}, "powers": {"red": ["barter", "heal"]}}, "power barter blue"),
    _power("defence", "Difesa",
           # Translators: a worked example of the power card defence (printed in a notebook).
           N_("Red curses blue (3 points); blue holds Defence and may cancel the Curse: blue keeps 3 points."),
           {"powers": {"red": ["curse"], "blue": ["defence"]}, "scores": {"blue": 3}}, "power curse blue"),
    _power("luck", "Fortuna",
           # Translators: a worked example of the power card luck (printed in a notebook).
           N_("Red holds one movement card and Luck: Luck draws one more movement card and one power card."),
           {"powers": {"red": ["luck"]}}, "power luck"),
    _power("strength", "Forza",
           # Translators: a worked example of the power card strength (printed in a notebook).
           N_("Red has 3 points; Strength brings 5."),
           {"powers": {"red": ["strength"]}, "scores": {"red": 3}}, "power strength"),
    _power("heal", "Guarire",
           # Translators: a worked example of the power card heal (printed in a notebook).
           N_("Red has 3 points; Heal brings 4."),
           {"powers": {"red": ["heal"]}, "scores": {"red": 3}}, "power heal"),
    _power("thief", "Ladro",
           # Translators: a worked example of the power card thief (printed in a notebook).
           N_("Blue has 3 points, green none: Thief on blue moves 1 point from blue to red; on green it would take "
           "nothing."),
           {"powers": {"red": ["thief"]}, "scores": {"blue": 3}}, "power thief blue"),
    _power("black-magic", "Magia Nera",
           # Translators: a worked example of the power card black-magic (printed in a notebook).
           N_("Blue holds movement card 5 and Strength; after Black magic (and blue's decision about Defence) one of "
           "the two, chosen at random, is discarded."),
           {"hands": {"blue": [5]}, "powers": {"red": ["black-magic"], "blue": ["strength"]}},
           "power black-magic blue"),
    _power("curse", "Maledizione",
           # Translators: a worked example of the power card curse (printed in a notebook).
           N_("Blue has 2 points; Curse takes 1 away (nobody gains it)."),
           {"powers": {"red": ["curse"]}, "scores": {"blue": 2}}, "power curse blue"),
    _power("mace", "Mazza",
           # Translators: a worked example of the power card mace (printed in a notebook).
           N_("Blue's pawn waits on card 5 and blue holds card 2 (+1) for a supply; Mace makes blue skip the next "
           "turn, so green plays after red."),
           {"pawns": {"blue-1": 5}, "hands": {"blue": [2]}, "powers": {"red": ["mace"]}}, "power mace blue"),
    _power("switch", "Scambiare",
           # Translators: a worked example of the power card switch (printed in a notebook).
           N_("Red's pawn 1 waits on card 5 beside blue's village; Switch puts red's pawn 2 on card 7 in place of "
           "blue's pawn 1: both sides of blue's village, but no noble attack (a Switch completes no event)."),
           {"pawns": {"red-1": 5, "blue-1": 7}, "powers": {"red": ["switch"]}}, "power switch red-2 blue-1"),
    _power("speed", "Velocità",
           # Translators: a worked example of the power card speed (printed in a notebook).
           N_("Red holds Speed and Heal: after Speed, red plays two turns in a row, with Heal allowed in the second."),
           {"powers": {"red": ["speed", "heal"]}}, "power speed"),
)


EXAMPLES: dict[str, Example] = {example.name: example for example in (
    Example("example-cards", "LE DERNIER PEUPLE, IT, 'Carte movimento'",
            # Translators: a worked example of the rules (printed in a notebook); keep the numbers.
            N_("The text's two example cards: both move one of your own pawns (grey arrow); the first moves it 4 "
            "cards clockwise or to card 11, the second 6 cards clockwise or to card 1."),
            {"players": 3, "hands": {"red": [10, 12]}}, "play 10 red-1 circle"),
    Example("supply", "LE DERNIER PEUPLE, IT, 'Come si gioca'",
            # Translators: a worked example of the rules (printed in a notebook); keep the numbers.
            N_("Red's pawns on both empty cards beside red's own village: a supply, +2 for red."),
            {"players": 3, "pawns": {"red-1": 1}, "hands": {"red": [2]}}, "play 2 red-2 circle"),
    Example("noble-attack", "LE DERNIER PEUPLE, IT, 'Come si gioca'",
            # Translators: a worked example of the rules (printed in a notebook); keep the numbers.
            N_("Red's two pawns on both sides of blue's village: a noble attack, +3 for red, -1 for blue."),
            {"players": 3, "pawns": {"red-1": 5, "red-2": 6}, "hands": {"red": [2]},
             "scores": {"blue": 4}}, "play 2 red-2 circle"),
    Example("sneaky-attack", "LE DERNIER PEUPLE, IT, 'Come si gioca'",
            # Translators: a worked example of the rules (printed in a notebook); keep the numbers.
            N_("A red pawn and a green pawn on both sides of blue's village: red +2, green +1 (support), blue -1."),
            {"players": 3, "pawns": {"red-1": 6, "green-1": 5}, "hands": {"red": [2]},
             "scores": {"blue": 2}}, "play 2 red-1 circle"),
    Example("sneaky-by-opponent", "LE DERNIER PEUPLE, IT, 'Come si gioca' (N.B.)",
            # Translators: a worked example of the rules (printed in a notebook); keep the numbers.
            N_("Red moves green's pawn (black arrow) next to blue's village, where red's pawn waits: still red's "
            "sneaky attack, red +2, green +1, blue -1."),
            {"players": 3, "pawns": {"red-1": 5, "green-1": 6}, "hands": {"red": [3]},
             "scores": {"blue": 2}}, "play 3 green-1 circle"),
    Example("double-stops", "LE DERNIER PEUPLE, IT, 'Carte movimento'",
            # Translators: a worked example of the rules (printed in a notebook); keep the numbers.
            N_("Card 7 moves +2 then +1; its first move completes a supply, so the second move is not made."),
            {"players": 3, "pawns": {"red-1": 1, "red-2": 1}, "hands": {"red": [7]}}, "play 7 red-2 circle"),
    Example("floor", "LE DERNIER PEUPLE, IT, 'Come si gioca'",
            # Translators: a worked example of the rules (printed in a notebook); keep the numbers.
            N_("A noble attack on a village whose owner has no point: blue stays at 0."),
            {"players": 3, "pawns": {"red-1": 5, "red-2": 6}, "hands": {"red": [2]}}, "play 2 red-2 circle"),
    Example("defence", "LE DERNIER PEUPLE, IT, 'Carte potere' (Difesa)",
            # Translators: a worked example of the rules (printed in a notebook); keep the numbers.
            N_("Blue holds Defence: when red's noble attack comes, blue decides to cancel it."),
            {"players": 3, "pawns": {"red-1": 5, "red-2": 6}, "hands": {"red": [2]}, "powers": {"blue": ["defence"]},
             "scores": {"blue": 4}}, "play 2 red-2 circle"),
    Example("near-the-end", "LE DERNIER PEUPLE, IT, 'Fine della partita'",
            # Translators: a worked example of the rules (printed in a notebook); keep the numbers.
            N_("Red has 10 points; a supply brings 12 and ends the game at the end of the turn."),
            {"players": 3, "pawns": {"red-1": 1}, "hands": {"red": [2]}, "scores": {"red": 10}},
            "play 2 red-2 circle"),
) + POWER_EXAMPLES}


def example(name: str) -> dict:
    """The position of a named example (see ``EXAMPLES``)."""
    return EXAMPLES[name].position()
