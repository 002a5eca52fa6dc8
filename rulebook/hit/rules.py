"""HIT's turn: set-up, the legal decisions, applying them, explanations, the Game session."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rulebook import core, i18n
from rulebook.core import InvalidPosition, Move, Outcome, Rng
from rulebook.hit.board import (
    HAND_SIZE,
    MARKET_SIZE,
    NEUTRAL_CARD_IDS,
    PLAYER_COUNTS,
    START_COINS,
    VARIANTS,
    CardKind,
    board_for,
    card_kind,
    colour_word,
    colours_for,
    figure_letter,
    player_name,
    start_card_ids,
    upper_first,
)
from rulebook.hit.movement import (
    Landing,
    Rules,
    Scene,
    field_name,
    figure_name,
    figures_after,
)
from rulebook.hit.state import (
    PHASE_TEXT,
    State,
    box_for,
    colour_of_figure,
    state_from_position,
    state_to_position,
)
from rulebook.i18n import N_

# Effects whose moves need a third click on the destination (the card offers several per figure).
CHOICE_EFFECTS = frozenset({"move-up-to", "move-or-back", "corners", "groups", "split"})


# ================================================================ set-up
def initial_state(rng: Rng, players: int = 4, variants: Sequence[str] = ()) -> State:
    """The set-up of DE 'Spielvorbereitung', every shuffle drawn from ``rng``."""
    variants = check_options(players, variants)
    colours = colours_for(players)
    board = board_for(players, variants)
    figures = {}
    for colour in colours:
        for number, fig in enumerate(board.figure_ids(colour), start=1):
            figures[fig] = f"wait:{colour}-{number}"
        # one figure of each colour is already out on its start field
        figures[f"{colour}-1"] = board.route_key(colour, 0)
    hands, draws = {}, {}
    for colour in colours:
        deck, rng = rng.shuffled(start_card_ids(colour))
        hands[colour], draws[colour] = deck[:HAND_SIZE], deck[HAND_SIZE:]
    neutral, rng = rng.shuffled(NEUTRAL_CARD_IDS)
    # Rule note: the youngest player begins (DE 'Spielablauf'); the rules cannot know ages, so seat 0
    # (the first colour) is the youngest and begins, and play goes on clockwise in seating order.
    return State(players=colours, variants=variants, figures=figures, hands=hands, draws=draws,
                 discards={c: () for c in colours}, coins={c: START_COINS for c in colours},
                 market=tuple(neutral[:MARKET_SIZE]), neutral=tuple(neutral[MARKET_SIZE:]),
                 box=box_for(colours), rng=rng)


def check_options(players, variants) -> frozenset[str]:
    if isinstance(players, bool) or players not in PLAYER_COUNTS:
        given = repr(players)
        # Translators: an error of a new HIT game; {low} and {high} are the fewest and most players, {value} the
        # number asked for.
        raise ValueError(i18n.say("HIT is played by {low} to {high} players, not {value}.", low=min(PLAYER_COUNTS),
                                  high=max(PLAYER_COUNTS), value=given))
    if isinstance(variants, str):
        variants = (variants,)
    unknown = [v for v in variants if v not in VARIANTS]
    if unknown:
        # Translators: an error of a new HIT game; {unknown} are the variants asked for, {variants} HIT's variant
        # codes ('mehr-schadenfreude' and '4-statt-3'): keep them.
        raise ValueError(i18n.say("Unknown variant {unknown}: HIT's variants are {variants}.",
                                  unknown=", ".join(map(repr, unknown)), variants=" and ".join(map(repr, VARIANTS))))
    if "4-statt-3" in variants and players != 4:
        # Translators: an error of a new HIT game; '4-statt-3' is the variant's code: keep it.
        raise ValueError(i18n._("The variant '4-statt-3' is for 4 players (2 and 3 players always have 4 figures)."))
    return frozenset(variants)


# ================================================================ options of a card
def option_tokens(kind: CardKind) -> tuple[str, ...]:
    """Every option of a card kind, as the token used in notations."""
    effect, steps = kind.effect, kind.steps
    if effect == "move":
        return (f"fwd{steps}",)
    if effect == "come-out-or-move":
        return ("out", f"fwd{steps}")
    if effect == "move-up-to":
        return tuple(f"fwd{n}" for n in range(1, steps + 1))
    if effect == "move-or-back":
        return (f"fwd{steps}", f"back{kind.back}")
    if effect == "corners":
        return tuple(f"corners{n}" for n in range(1, steps + 1))
    if effect == "groups":
        return tuple(f"groups{n}" for n in range(1, steps + 1))
    return {"next-free-corner": ("corner",), "hunter": ("hunt",), "behind": ("behind",),
            "barrier-jump": ("barrier",), "start-jump": ("start",), "coins": ("coins",),
            "split": ("split",)}[effect]


def _is_number(text: str) -> bool:
    """Plain digits 0-9 only, at most 6 of them (str.isdigit also accepts superscripts, which int()
    refuses, and Python refuses to read numbers of thousands of digits)."""
    return text.isascii() and text.isdigit() and len(text) <= 6


def _count(token: str, prefix: str) -> int:
    return int(token[len(prefix):])


def option_result(scene: Scene, kind: CardKind, token: str, fig: str) -> Landing | str:
    """Carry out one option of a card with one figure (split parts are handled separately)."""
    rules = Rules.of(kind)
    board = scene.board
    if token == "out":
        return scene.come_out(fig, rules)
    if token.startswith("fwd"):
        return scene.forward(fig, _count(token, "fwd"), rules)
    if token.startswith("back"):
        return scene.backward(fig, _count(token, "back"), rules)
    if token == "corner":
        return scene.next_free_corner(fig, rules)
    if token.startswith("corners"):
        return scene.corners(fig, _count(token, "corners"), rules)
    if token.startswith("groups"):
        return scene.groups(fig, _count(token, "groups"), rules)
    if token == "hunt":
        return scene.hunter(fig, rules)
    if token == "behind":
        return scene.behind(fig, rules)
    if token == "barrier":
        return scene.jump_to(fig, board.barrier_field_set, "barrier field", rules)
    if token == "start":
        return scene.jump_to(fig, board.start_field_set, "start field", rules)
    raise ValueError(f"unknown option {token!r}")


def split_parts(scene: Scene, colour: str, left: int, moved: frozenset[str], kind: CardKind,
                memo: dict | None = None) -> list[tuple[str, int, Landing]]:
    """Every next part (figure, steps) of a split after which the rest can still be used completely."""
    # Rule note (facts file, assumed): each part of a split follows the card's no-hit symbol, so a part
    # that would end on an opponent goes on to the next free field; the steps counted are the card's.
    # The split is offered part by part (one decision per figure); a part is listed only if the
    # remaining steps can still be shared out completely, because the card must be used completely.
    memo = {} if memo is None else memo
    rules = Rules.of(kind)
    parts = []
    for fig in _split_candidates(scene, colour, moved):
        for steps in range(1, left + 1):
            landing = scene.forward(fig, steps, rules)
            if isinstance(landing, str):
                continue
            if steps == left or _split_feasible(scene.after(landing), colour, left - steps, moved | {fig},
                                                rules, memo):
                parts.append((fig, steps, landing))
    return parts


def _split_candidates(scene: Scene, colour: str, moved: frozenset[str]) -> list[str]:
    return [fig for fig in scene.board.figure_ids(colour)
            if fig not in moved and not scene.figures[fig].startswith("wait:")]


def _split_feasible(scene: Scene, colour: str, left: int, moved: frozenset[str], rules: Rules,
                    memo: dict) -> bool:
    """Whether ``left`` steps can still be shared out completely among the figures not yet moved."""
    key = (tuple(scene.figures[f] for f in scene.board.figure_ids(colour)), left, moved)
    if key in memo:
        return memo[key]
    result = False
    for fig in _split_candidates(scene, colour, moved):
        for steps in range(1, left + 1):
            landing = scene.forward(fig, steps, rules)
            if isinstance(landing, str):
                continue
            if steps == left or _split_feasible(scene.after(landing), colour, left - steps, moved | {fig},
                                                rules, memo):
                result = True
                break
        if result:
            break
    memo[key] = result
    return result


# ================================================================ actions and moves
@dataclass(frozen=True)
class Action:
    """What a move does (kept in ``Move.data``)."""

    kind: str                      # play | unused | split | discard2 | buy | end | keep-shield | shuffle-shield
    hand: int = -1                 # hand index (0-based)
    second: int = -1               # second hand index (discard2)
    token: str = ""
    fig: str = ""
    steps: int = 0                 # split part
    slot: int = -1                 # market slot (0-based)
    landing: Landing | None = None


# ---------------------------------------------------------------- labels, as a person says them
# "Red plays the 6: R1 moves 6 to field 17", "Red buys the hunter for 5 coins".
def _who(state: State) -> str:
    return player_name(state.current)


def short_figure(fig: str) -> str:
    """'red-1' → 'R1', as the board writes it on the figure (the colour's letter in the current language)."""
    return f"{figure_letter(colour_of_figure(fig))}{fig.rsplit('-', 1)[1]}"


def _spot(key: str) -> str:
    """'field:17' → 'field 17'; "goal:red-2" → 'goal field 2'; a waiting field → 'its waiting field'."""
    kind, _, rest = key.partition(":")
    if kind == "goal":
        # Translators: a move's label: one of the moving figure's own goal fields; {number} is 1 to 4.
        return i18n.say("goal field {number}", number=rest.rsplit("-", 1)[1])
    if kind == "wait":
        # Translators: a move's label: the moving figure's own waiting field ("back to its waiting field").
        return i18n._("its waiting field")
    return field_name(key)


def _card_name(kind: CardKind) -> str:
    """'the 6' for a start card that can also bring a figure out, else the card's title."""
    # Translators: a start card that brings a figure out or moves it, named inside a sentence ("Red plays the
    # 6: …"); {steps} is 1 or 6.
    return i18n.say("the {steps}", steps=kind.steps) if kind.effect == "come-out-or-move" else kind.title


def _hand_title(hand: Sequence[str], index: int) -> str:
    """'the 5', or 'the 5 (hand card 2)' when the hand holds two cards of that kind."""
    name = _card_name(card_kind(hand[index]))
    same = sum(1 for card in hand if _card_name(card_kind(card)) == name)
    # Translators: a card named in a move's label when the hand holds two alike; {card} is the card ("the 5"),
    # {number} its place in the hand (1 to 3).
    return i18n.say("{card} (hand card {number})", card=name, number=index + 1) if same > 1 else name


def _with_coins(text: str, kind: CardKind) -> str:
    if not kind.coins:
        return text
    # Translators: added to a move's label when the card also gives coins; {move} is the label so far, {count}
    # the number of coins.
    return i18n.say_n("{move}, and takes {count} coin", "{move}, and takes {count} coins", kind.coins, move=text)


def _landing_text(landing: Landing) -> str:
    """The end of a label: where the figure stops, who went on past whom, who was hit."""
    place = _spot(landing.dest)
    if landing.passed is not None and landing.why_passed == "no-hit":
        # Translators: a move's label: where the figure ends after going on past a figure the card may not hit;
        # {figure} is the figure passed ("B1"), {place} where it ends ("field 17").
        text = i18n.say("past {figure} (this card may not hit) to {place}", figure=short_figure(landing.passed),
                        place=place)
    elif landing.passed is not None:
        # Translators: a move's label: where the figure ends after going on past a figure its shield protects;
        # {figure} is that figure ("B1"), {place} where it ends ("field 26").
        text = i18n.say("past {figure} ({figure} has a shield) to {place}", figure=short_figure(landing.passed),
                        place=place)
    else:
        # Translators: a move's label: where the figure ends; {place} is a field ("field 17", "goal field 2").
        text = i18n.pgettext("HIT move", "to {place}").format(place=place)
    if landing.hit is not None:
        # Translators: added to a move's label when the figure hits another; {move} is the label so far,
        # {figure} the figure hit ("B1"). Use the glossary's hit and waiting field.
        text = i18n.say("{move}, and hits {figure} (back to its waiting field)", move=text,
                        figure=short_figure(landing.hit))
    return text


def come_out_text(landing: Landing) -> str:
    """'R2 comes out to field 0' (with a hit, or going on past a shielded figure)."""
    # Translators: a move's label; {figure} comes out ("R2"), {end} is where it ends ("to field 0", "past B1
    # (B1 has a shield) to field 1"). Use the glossary's come out.
    return i18n.say("{figure} comes out {end}", figure=short_figure(landing.fig), end=_landing_text(landing))


def _action_text(kind: CardKind, token: str, landing: Landing) -> str:
    fig = short_figure(landing.fig)
    end = _landing_text(landing)
    if token == "out":
        return come_out_text(landing)
    if token.startswith("fwd"):
        # Translators: a move's label; {count} is the number of steps.
        # {figure} is the moving figure ("R1"), {end} where it ends ("to field 17", maybe "..., and
        # hits B1 (back to its waiting field)").
        return i18n.say_n("{figure} moves {count} {end}", "{figure} moves {count} {end}", _count(token, "fwd"),
                          figure=fig, end=end)
    if token.startswith("back"):
        # Translators: a move's label: the figure moves backwards; {count} is the number of steps.
        # {figure} is the moving figure ("R1"), {end} where it ends ("to field 17", maybe "..., and
        # hits B1 (back to its waiting field)").
        return i18n.say_n("{figure} moves {count} back {end}", "{figure} moves {count} back {end}",
                          _count(token, "back"), figure=fig, end=end)
    if token == "corner":
        # Translators: a move's label (the next free corner card); {figure} is the figure ("R1"), {place} the
        # corner field ("field 12").
        # {figure} is the moving figure ("R1"), {end} where it ends ("to field 17", maybe "..., and
        # hits B1 (back to its waiting field)").
        return i18n.say("{figure} jumps to the next free corner, {place}", figure=fig, place=_spot(landing.dest))
    if token.startswith("corners"):
        # Translators: a move's label (the 1 to 3 corners card); {count} is the number of corners.
        # {figure} is the moving figure ("R1"), {end} where it ends ("to field 17", maybe "..., and
        # hits B1 (back to its waiting field)").
        return i18n.say_n("{figure} moves on {count} corner {end}", "{figure} moves on {count} corners {end}",
                          _count(token, "corners"), figure=fig, end=end)
    if token.startswith("groups"):
        # Translators: a move's label (the groups card); {count} is the number of groups of figures jumped.
        # {figure} is the moving figure ("R1"), {end} where it ends ("to field 17", maybe "..., and
        # hits B1 (back to its waiting field)").
        return i18n.say_n("{figure} jumps over {count} group of figures {end}",
                          "{figure} jumps over {count} groups of figures {end}", _count(token, "groups"),
                          figure=fig, end=end)
    if token == "hunt":
        # Translators: a move's label (the hunter card).
        # {figure} is the moving figure ("R1"), {end} where it ends ("to field 17", maybe "..., and
        # hits B1 (back to its waiting field)").
        return i18n.say("{figure} hunts {end}", figure=fig, end=end)
    if token == "behind":
        # Translators: a move's label (the behind card).
        # {figure} is the moving figure ("R1"), {end} where it ends ("to field 17", maybe "..., and
        # hits B1 (back to its waiting field)").
        return i18n.say("{figure} moves right behind the nearest figure ahead, {end}", figure=fig, end=end)
    if token == "barrier":
        # Translators: a move's label (the barrier jump card).
        # {figure} is the moving figure ("R1"), {end} where it ends ("to field 17", maybe "..., and
        # hits B1 (back to its waiting field)").
        return i18n.say("{figure} jumps to the nearest barrier field, {end}", figure=fig, end=end)
    if token == "start":
        # Translators: a move's label (the start jump card).
        # {figure} is the moving figure ("R1"), {end} where it ends ("to field 17", maybe "..., and
        # hits B1 (back to its waiting field)").
        return i18n.say("{figure} jumps to the nearest start field, {end}", figure=fig, end=end)
    raise ValueError(token)


def _play_move(state: State, index: int, token: str, landing: Landing) -> Move:
    hand = state.hands[state.current]
    kind = card_kind(hand[index])

    def label() -> str:
        # Translators: a move's label; {player} is a name ("Red"), {card} the card ("the 5"), {action} what it
        # does ("R1 moves 5 to field 7").
        return _with_coins(i18n.say("{player} plays {card}: {action}", player=_who(state),
                                    card=_hand_title(hand, index), action=_action_text(kind, token, landing)), kind)

    clicks = (f"hand:{index + 1}", f"figure:{landing.fig}")
    if kind.effect in CHOICE_EFFECTS:
        clicks += (landing.dest,)
    return Move(f"play {index + 1}:{token} {landing.fig}", label, clicks, landing.path,
                Action("play", hand=index, token=token, fig=landing.fig, landing=landing))


def _split_move(state: State, index: int | None, fig: str, steps: int, landing: Landing, left: int) -> Move:
    rest = left - steps

    def what() -> str:
        if not rest:
            # Translators: a part of the split 10 in a move's label; {figure} is the figure ("R1"), {count} its
            # steps, {end} where it ends ("to field 7"); no steps are left after it.
            return i18n.say_n("{figure} moves {count} {end} (no steps left)",
                              "{figure} moves {count} {end} (no steps left)", steps,
                              figure=short_figure(fig), end=_landing_text(landing))
        # Translators: a part of the split 10 in a move's label; {figure} is the figure ("R1"), {steps} its
        # steps, {end} where it ends ("to field 7"), {count} the steps still to share out.
        return i18n.say_n("{figure} moves {steps} {end} ({count} step left)",
                          "{figure} moves {steps} {end} ({count} steps left)", rest, figure=short_figure(fig),
                          steps=steps, end=_landing_text(landing))

    clicks = (f"figure:{fig}", landing.dest)
    if index is None:
        return Move(f"split {fig} {steps}", _going_on(state, what), clicks,
                    landing.path, Action("split", fig=fig, steps=steps, landing=landing))
    hand = state.hands[state.current]
    return Move(f"play {index + 1}:split {fig} {steps}",
                lambda: _playing(state, _hand_title(hand, index), what()),
                (f"hand:{index + 1}",) + clicks, landing.path,
                Action("play", hand=index, token="split", fig=fig, steps=steps, landing=landing))


def _going_on(state: State, what):
    # Translators: a move's label: the next part of the split 10; {player} is a name ("Red"), {action} the
    # part ("R1 moves 4 to field 7 (6 steps left)").
    return lambda: i18n.say("{player} goes on with the split card: {action}", player=_who(state), action=what())


def _playing(state: State, card: str, action: str) -> str:
    # Translators: a move's label; {player} is a name ("Red"), {card} the card ("the 5"), {action} what it does.
    return i18n.say("{player} plays {card}: {action}", player=_who(state), card=card, action=action)


def _own_figures(state: State, waiting: bool) -> list[str]:
    """The mover's figures on waiting fields (``waiting``) or out on the board."""
    return [fig for fig in state.board.figure_ids(state.current)
            if state.figures[fig].startswith("wait:") == waiting]


def card_moves(state: State, scene: Scene, index: int) -> list[Move]:
    """Every way to execute hand card ``index`` completely (empty if there is none)."""
    colour = state.current
    hand = state.hands[colour]
    kind = card_kind(hand[index])
    if kind.effect == "coins":
        return [Move(f"play {index + 1}:coins", _coins_label(state, hand, index, kind.coins),
                     (f"hand:{index + 1}", f"coins:{colour}"), (), Action("play", hand=index, token="coins"))]
    if kind.effect == "split":
        return [_split_move(state, index, fig, steps, landing, kind.steps)
                for fig, steps, landing in split_parts(scene, colour, kind.steps, frozenset(), kind)]
    moves = []
    for token in option_tokens(kind):
        # Rule note: waiting figures are alike, but each has its own key on the board; any waiting figure
        # may be clicked to come out, so there is one move per waiting figure.
        for fig in _own_figures(state, waiting=token == "out"):
            result = option_result(scene, kind, token, fig)
            if isinstance(result, Landing):
                moves.append(_play_move(state, index, token, result))
    return moves


def _coins_label(state: State, hand: Sequence[str], index: int, coins: int):
    # Translators: a move's label (a coin card); {player} is a name ("Red"), {card} the card ("the 3 coins"),
    # {count} the coins taken.
    return lambda: i18n.say_n("{player} plays {card} and takes {count} coins", "{player} plays {card} and takes "
                              "{count} coins", coins, player=_who(state), card=_hand_title(hand, index))


def _unused_move(state: State, index: int) -> Move:
    hand = state.hands[state.current]
    kind = card_kind(hand[index])
    return Move(f"play {index + 1}:unused",
                _unused_label(state, hand, index, kind),
                (f"hand:{index + 1}", f"discard:{state.current}"), (), Action("unused", hand=index))


def _unused_label(state: State, hand: Sequence[str], index: int, kind: CardKind):
    # Translators: a move's label: a card that cannot be executed goes unused onto the discard pile; {player}
    # is a name ("Red"), {card} the card ("the 11"). Use the glossary's discard pile.
    return lambda: _with_coins(i18n.say("{player} puts {card} on the discard pile: it cannot be used now",
                                        player=_who(state), card=_hand_title(hand, index)), kind)


def _discard_two_label(state: State, hand: Sequence[str], first: int, second: int, landing: Landing):
    """The label of coming out by discarding two cards, made when it is read."""
    # Translators: a move's label: coming out by discarding two hand cards; {player} is a name ("Red"),
    # {first} and {second} the cards ("the 5", "the hunter"), {action} the coming out ("R2 comes out to field 0").
    return lambda: i18n.say("{player} discards {first}, then {second}, and {action}", player=_who(state),
                            first=_hand_title(hand, first), second=_hand_title(hand, second),
                            action=come_out_text(landing))


def _discard_two_moves(state: State, scene: Scene) -> list[Move]:
    """Come out by discarding two hand cards unexecuted (DE 'RAUSKOMMEN', second way)."""
    hand = state.hands[state.current]
    if len(hand) < 2:
        return []
    landings = []
    for fig in _own_figures(state, waiting=True):
        result = scene.come_out(fig, Rules(title="coming out"))
        if isinstance(result, Landing):
            landings.append(result)
    moves = []
    for first in range(len(hand)):
        for second in range(len(hand)):
            if first == second:
                continue
            for landing in landings:
                label = _discard_two_label(state, hand, first, second, landing)
                moves.append(Move(f"discard {first + 1}+{second + 1}:out {landing.fig}", label,
                                  (f"hand:{first + 1}", f"hand:{second + 1}", f"figure:{landing.fig}"),
                                  landing.path, Action("discard2", hand=first, second=second, fig=landing.fig,
                                                       landing=landing)))
    return moves


def _play_phase_moves(state: State) -> list[Move]:
    scene = Scene.of(state)
    moves = []
    for index in range(len(state.hands[state.current])):
        # Rule note: a card must be executed completely whenever it can be (DE 'FIGUREN BEWEGEN'); only a
        # card that cannot be executed is discarded unused, so "unused" is offered for exactly those cards.
        # Coming out by discarding two cards is the one way to set executable cards aside.
        moves += card_moves(state, scene, index) or [_unused_move(state, index)]
    return moves + _discard_two_moves(state, scene)


def _split_phase_moves(state: State) -> list[Move]:
    left, moved = state.split
    kind = card_kind(state.discards[state.current][0])
    parts = split_parts(Scene.of(state), state.current, left, frozenset(moved), kind)
    return [_split_move(state, None, fig, steps, landing, left) for fig, steps, landing in parts]


def _buy_phase_moves(state: State) -> list[Move]:
    colour = state.current
    moves = []
    for slot, card in enumerate(state.market):
        if card is None:
            continue
        kind = card_kind(card)
        if kind.cost <= state.coins[colour]:
            twin = sum(1 for other in state.market if other is not None and card_kind(other).kind == kind.kind) > 1
            moves.append(Move(f"buy {slot + 1}", _buy_label(state, kind, slot, twin),
                              (f"market:{slot + 1}",), (), Action("buy", slot=slot)))
    moves.append(Move("end", _end_label(state), ("button:end-turn",), (), Action("end")))
    return moves


def _buy_label(state: State, kind: CardKind, slot: int, twin: bool):
    if twin:
        # Translators: a move's label; {player} is a name ("Red"), {card} the card ("the hunter"), {count} its
        # cost in coins, {slot} its place in the market (1 to 5) when two alike lie there.
        return lambda: i18n.say_n("{player} buys {card} for {count} coins (market card {slot})",
                                  "{player} buys {card} for {count} coins (market card {slot})", kind.cost,
                                  player=_who(state), card=kind.title, slot=slot + 1)
    # Translators: a move's label; {player} is a name ("Red"), {card} the card ("the hunter"), {count} its cost.
    return lambda: i18n.say_n("{player} buys {card} for {count} coins", "{player} buys {card} for {count} coins",
                              kind.cost, player=_who(state), card=kind.title)


def _end_label(state: State):
    if state.bought:
        # Translators: a move's label (the End turn button); {player} is a name ("Red"), {count} the cards drawn.
        return lambda: i18n.say_n("{player} ends the turn and draws {count} cards",
                                  "{player} ends the turn and draws {count} cards", HAND_SIZE, player=_who(state))
    # Translators: a move's label (the End turn button) when nothing was bought; {player} is a name ("Red"),
    # {count} the cards drawn.
    return lambda: i18n.say_n("{player} ends the turn without buying and draws {count} cards",
                              "{player} ends the turn without buying and draws {count} cards", HAND_SIZE,
                              player=_who(state))


def _shield_phase_moves(state: State) -> list[Move]:
    top = card_kind(state.discards[state.current][0])
    return [
        # Translators: a move's label (the Keep shield button); {player} is a name ("Red"), {card} the card on
        # top of the discard pile ("the 5"). Use the glossary's shield.
        Move("keep-shield", lambda: i18n.say("{player} keeps {card} lying as the shield and shuffles the rest",
                                             player=_who(state), card=top.title),
             ("button:keep-shield",), (), Action("keep-shield")),
        # Translators: a move's label (the Shuffle it in button); {player} is a name ("Red"), {card} the card.
        Move("shuffle-shield", lambda: i18n.say("{player} shuffles {card} in with the rest of the discard pile",
                                                player=_who(state), card=top.title),
             ("button:shuffle-shield",), (), Action("shuffle-shield")),
    ]


def moves_in(state: State) -> list[Move]:
    if state.winner is not None:
        return []
    return {"play": _play_phase_moves, "split": _split_phase_moves, "buy": _buy_phase_moves,
            "shield": _shield_phase_moves}[state.phase](state)


# ================================================================ applying
def apply(state: State, move: Move) -> State:
    action: Action = move.data
    handler = {"play": _apply_play, "unused": _apply_unused, "split": _apply_split,
               "discard2": _apply_discard_two, "buy": _apply_buy, "end": _apply_end,
               "keep-shield": _apply_keep_shield, "shuffle-shield": _apply_shuffle_shield}[action.kind]
    return handler(state, action)


def _replace(mapping: Mapping, key, value) -> dict:
    result = dict(mapping)
    result[key] = value
    return result


def _to_discard(state: State, indexes: Sequence[int]) -> dict:
    """Hands and discards after moving hand cards (in this order) onto the mover's discard pile."""
    colour = state.current
    hand = state.hands[colour]
    pile = state.discards[colour]
    for index in indexes:
        pile = (hand[index],) + pile
    new_hand = tuple(card for i, card in enumerate(hand) if i not in indexes)
    return {"hands": _replace(state.hands, colour, new_hand), "discards": _replace(state.discards, colour, pile)}


def _after_card(state: State, **changes) -> State:
    """Go on to the buying step once the hand is empty and no split is under way."""
    new = state.with_changes(**changes)
    if new.phase == "play" and not new.hands[new.current]:
        new = new.with_changes(phase="buy")
    return new


def _apply_play(state: State, action: Action) -> State:
    colour = state.current
    kind = card_kind(state.hands[colour][action.hand])
    changes = _to_discard(state, [action.hand])     # the card goes face up onto the discard pile first
    changes["coins"] = _replace(state.coins, colour, state.coins[colour] + kind.coins)
    if action.landing is not None:
        changes["figures"] = figures_after(state.figures, action.landing)
    if action.token == "split" and action.steps < kind.steps:
        changes.update(phase="split", split=(kind.steps - action.steps, (action.fig,)))
    return _after_card(state, **changes)


def _apply_unused(state: State, action: Action) -> State:
    colour = state.current
    kind = card_kind(state.hands[colour][action.hand])
    changes = _to_discard(state, [action.hand])
    # a card discarded unused still pays its coins (DE 'FIGUREN BEWEGEN')
    changes["coins"] = _replace(state.coins, colour, state.coins[colour] + kind.coins)
    return _after_card(state, **changes)


def _apply_split(state: State, action: Action) -> State:
    left, moved = state.split
    figures = figures_after(state.figures, action.landing)
    if action.steps < left:
        return state.with_changes(figures=figures, split=(left - action.steps, moved + (action.fig,)))
    return _after_card(state, figures=figures, split=None, phase="play")


def _apply_discard_two(state: State, action: Action) -> State:
    changes = _to_discard(state, [action.hand, action.second])   # no movement, no coins
    changes["figures"] = figures_after(state.figures, action.landing)
    return _after_card(state, **changes)


def _apply_buy(state: State, action: Action) -> State:
    colour = state.current
    card = state.market[action.slot]
    market = tuple(None if slot == action.slot else c for slot, c in enumerate(state.market))
    # Rule note: bought cards go face down on top of the draw pile one by one, so the order of buying is
    # the order on the pile: the card bought last lies on top and is drawn first.
    return state.with_changes(coins=_replace(state.coins, colour, state.coins[colour] - card_kind(card).cost),
                              draws=_replace(state.draws, colour, (card,) + state.draws[colour]),
                              market=market, bought=state.bought + (action.slot,))


def _apply_end(state: State, action: Action) -> State:
    return _draw(state, HAND_SIZE - len(state.hands[state.current]))


def _apply_keep_shield(state: State, action: Action) -> State:
    colour = state.current
    pile = state.discards[colour]
    draw, rng = state.rng.shuffled(pile[1:])
    new = state.with_changes(draws=_replace(state.draws, colour, draw),
                             discards=_replace(state.discards, colour, pile[:1]), rng=rng, to_draw=0)
    return _draw(new, state.to_draw)


def _apply_shuffle_shield(state: State, action: Action) -> State:
    colour = state.current
    draw, rng = state.rng.shuffled(state.discards[colour])
    new = state.with_changes(draws=_replace(state.draws, colour, draw),
                             discards=_replace(state.discards, colour, ()), rng=rng, to_draw=0)
    return _draw(new, state.to_draw)


def _draw(state: State, count: int) -> State:
    """Draw ``count`` cards, shuffling the discard pile only when a card must be drawn from an empty pile."""
    colour = state.current
    hand, draw, pile, rng = state.hands[colour], state.draws[colour], state.discards[colour], state.rng
    while count > 0:
        if not draw:
            if not pile:
                break
            # Rule note: with the variant 'Mehr Schadenfreude' shields protect nothing, so there is no
            # decision and the whole discard pile is shuffled.  (A lone shield card is always shuffled in,
            # or nothing could be drawn; with six or more cards per player this never happens in play.)
            if len(pile) > 1 and state.shields_count() and card_kind(pile[0]).shield:
                # the player decides whether the shield card stays as the new discard pile
                return state.with_changes(hands=_replace(state.hands, colour, hand),
                                          draws=_replace(state.draws, colour, draw),
                                          discards=_replace(state.discards, colour, pile), rng=rng,
                                          phase="shield", to_draw=count)
            draw, rng = rng.shuffled(pile)
            pile = ()
        hand, draw, count = hand + draw[:1], draw[1:], count - 1
    return _next_turn(state.with_changes(hands=_replace(state.hands, colour, hand),
                                         draws=_replace(state.draws, colour, draw),
                                         discards=_replace(state.discards, colour, pile), rng=rng))


def _next_turn(state: State) -> State:
    """Refill the market (one card per card bought), then the next player clockwise."""
    market, neutral = list(state.market), state.neutral
    for slot in sorted(state.bought):
        # Rule note (assumed): when the neutral stack is empty, the bought slots stay empty.
        if neutral:
            market[slot], neutral = neutral[0], neutral[1:]
    return state.with_changes(market=tuple(market), neutral=neutral, bought=(), phase="play", split=None,
                              to_draw=0, turn=(state.turn + 1) % len(state.players))


# ================================================================ outcome, evaluation
def outcome_of(state: State) -> Outcome | None:
    winner = state.winner
    if winner is None:
        return None
    return Outcome((winner,), {}, outcome_reason(state))


def outcome_reason(state: State) -> str:
    """Why the game is over, in the current language (an Outcome keeps the language it was made in)."""
    return winning_reason(state.winner, state.board.figures)


def winning_reason(winner: str, figures: int) -> str:
    """Why ``winner`` won with ``figures`` figures each, in the current language."""
    # Translators: why HIT is over (after "Red wins:"); {count} is the figures each player has (3 or 4),
    # {colour} the winner's colour word ("red"). Use the glossary's goal field.
    return i18n.say_n("all {count} {colour} figures stand on goal fields",
                      "all {count} {colour} figures stand on goal fields", figures, colour=colour_word(winner))


def progress(state: State, colour: str) -> int:
    """Fields run by a colour's figures: 0 waiting, 1 + route index when out, extra for goal fields."""
    board = state.board
    total = 0
    for fig in board.figure_ids(colour):
        index = board.route_index(colour, state.figures[fig])
        if index is not None:
            total += 1 + index + (5 if index >= board.loop else 0)
    return total


def deck_value(state: State, colour: str) -> int:
    """The summed costs of the neutral cards a colour owns (hand, draw and discard pile)."""
    cards = state.hands[colour] + state.draws[colour] + state.discards[colour]
    return sum(card_kind(card).cost or 0 for card in cards)


def hand_value(state: State, player: str) -> float:
    """What the cards still to play this turn are worth: a card kept is a move still to make.

    Only while ``player`` plays their hand: so of two ways to the same board (come out with
    the 1, or discard the 1 and the 6) the greedy computer keeps the card it does not need,
    and of two cards that do the same it spends the weaker one.
    """
    if state.current != player or state.phase not in ("play", "split"):
        return 0.0
    return sum(1.0 + 0.5 * (card_kind(card).steps or 0) for card in state.hands[player])


def evaluate(state: State, player: str) -> float:
    """For the greedy computer: own progress against the best opponent's, plus coins, cards and shield."""
    winner = state.winner
    if winner is not None:
        return 1000.0 if winner == player else -1000.0
    best_other = max(progress(state, c) for c in state.players if c != player)
    score = progress(state, player) - best_other
    score += 0.3 * state.coins[player] + 0.5 * deck_value(state, player) + hand_value(state, player)
    if state.protected(player):
        score += 0.5 * sum(1 for f in state.board.figure_ids(player) if state.figures[f].startswith("field:"))
    return score


# ================================================================ explanations
PLAY_RE = re.compile(r"^play (\d+):([a-z]+)(\d*)(?: ([a-z]+-\d+))?(?: (\d+))?$")
SPLIT_RE = re.compile(r"^split ([a-z]+-\d+) (\d+)$")
DISCARD_RE = re.compile(r"^discard (\d+)\+(\d+):out ([a-z]+-\d+)$")
BUY_RE = re.compile(r"^buy (\d+)$")
# Translators: after a refusal of a HIT move typed as text; the quoted moves are notation: keep them as they are.
GRAMMAR = i18n.N_("HIT moves are written like 'play 2:fwd5 red-1', 'play 1:out red-2', 'play 3:split red-1 4', "
           "'split red-2 6', 'play 2:coins', 'play 1:unused', 'discard 1+3:out red-2', 'buy 3', 'end', "
           "'keep-shield' or 'shuffle-shield'")


def _phase_reason(state: State, wanted: str) -> str:
    """Why a decision of kind ``wanted`` does not fit the step of the turn, in the current language."""
    # In these refusals {player} is the player to move ("Red") and {step} the step of the turn they are in
    # ("playing hand cards", "buying from the market": an infinitive clause in most languages).
    values = {"player": player_name(state.current), "step": i18n._(PHASE_TEXT[state.phase])}
    left = len(state.hands[state.current])
    if wanted == "play":
        if state.phase == "split":
            # Translators: a refused HIT move; {player} is the player ("Red"), {count} how many split steps are still
            # to share out.
            return i18n.say_n("{player} is in the middle of the split card: first share out the remaining "
                              "{count} steps", "{player} is in the middle of the split card: first share out the "
                              "remaining {count} steps", state.split[0], **values)
        # Translators: a refused HIT move; see above for {player} and {step}.
        return i18n.say("{player} has played all hand cards; now {player} is {step}", **values)
    if wanted == "buy":
        if state.phase == "play":
            # Translators: a refused HIT purchase; {player} is the player ("Red"), {count} how many hand cards are left.
            return i18n.say_n("Buying comes after playing all hand cards; {player} still has {count} hand card to "
                              "play", "Buying comes after playing all hand cards; {player} still has {count} hand "
                              "cards to play", left, **values)
        if state.phase == "split":
            # Translators: a refused HIT purchase; {player} is the player ("Red"), {count} how many hand cards are left.
            return i18n.say_n("Buying comes after playing all hand cards; {player} still has {count} hand card to "
                              "play and a split to finish", "Buying comes after playing all hand cards; {player} "
                              "still has {count} hand cards to play and a split to finish", left, **values)
        # Translators: a refused HIT purchase; {player} is the player, {step} the step of the turn.
        return i18n.say("{player} is {step}, not buying", **values)
    if wanted == "end" and state.phase == "play":
        # Translators: a refused end of a HIT turn; {player} is the player, {count} how many hand cards are left.
        return i18n.say_n("The turn ends only after all hand cards are played; {player} still has {count} hand card "
                          "to play", "The turn ends only after all hand cards are played; {player} still has "
                          "{count} hand cards to play", left, **values)
    if wanted == "end" and state.phase == "split":
        # Translators: a refused end of a HIT turn; {player} is the player, {count} how many hand cards are left.
        return i18n.say_n("The turn ends only after all hand cards are played; {player} still has {count} hand card "
                          "to play and a split to finish", "The turn ends only after all hand cards are played; "
                          "{player} still has {count} hand cards to play and a split to finish", left, **values)
    if wanted == "split":
        # Translators: a refused HIT split move; {player} is the player, {step} the step of the turn.
        return i18n.say("No split card is being shared out now; {player} is {step}", **values)
    if wanted == "shield":
        # Translators: a refused HIT shield decision; {player} is the player, {step} the step of the turn.
        return i18n.say("The shield decision comes only when you must draw from an empty draw pile and a card with "
                        "a shield lies on top of your discard pile; {player} is {step}", **values)
    # Translators: a refused HIT move; {player} is the player, {step} the step of the turn.
    return i18n.say("{player} is {step}", **values)


def why_not(state: State, notation: str) -> str:
    """Why ``notation`` is not a legal move here, for a learner."""
    if not isinstance(notation, str):
        # Translators: a refusal of a HIT move that is not text; {grammar} is the sentence on how moves are written.
        return i18n.say("A move is written as text. {grammar}.", grammar=i18n._(GRAMMAR))
    if state.winner is not None:
        # Translators: a refusal once HIT is over; {reason} says why ("all 3 red figures are in the goal").
        return i18n.say("The game is over: {reason}.", reason=outcome_reason(state))
    text = notation.strip()
    for pattern, explain in ((PLAY_RE, _why_not_play), (SPLIT_RE, _why_not_split),
                             (DISCARD_RE, _why_not_discard_two), (BUY_RE, _why_not_buy)):
        match = pattern.match(text)
        if match:
            return _sentence(explain(state, *match.groups()))
    if text == "end":
        return _sentence(_phase_reason(state, "end"))
    if text in ("keep-shield", "shuffle-shield"):
        return _sentence(_phase_reason(state, "shield"))
    # Translators: a refusal of a HIT move typed as text; {notation} is what was typed, {grammar} the sentence on
    # how moves are written.
    return i18n.say("'{notation}' is not a HIT move. {grammar}.", notation=notation, grammar=i18n._(GRAMMAR))


def _sentence(text: str) -> str:
    text = text[0].upper() + text[1:] if text else text
    return text if text.endswith(".") else text + "."


def _hand_card(state: State, number: str) -> tuple[int | None, str]:
    hand = state.hands[state.current]
    index = int(number) - 1
    if not 0 <= index < len(hand):
        # Translators: a refused HIT move; {player} is the player ("Red"), {count} the cards in the hand, {number}
        # the card asked for.
        return None, i18n.say_n("{player} has {count} hand card, so there is no hand card {number}",
                                "{player} has {count} hand cards, so there is no hand card {number}", len(hand),
                                player=player_name(state.current), number=number)
    return index, ""


def _figure_problem(state: State, fig: str | None) -> str | None:
    if fig is None:
        # Translators: a refused HIT move without a figure; 'red-1' is notation: keep it.
        return i18n._("Name the figure, e.g. 'red-1'")
    if fig not in state.figures:
        # Translators: a refused HIT move; {figure} is the figure as written ("red-4").
        return i18n.say("There is no figure {figure} in this game", figure=fig)
    if colour_of_figure(fig) != state.current:
        # Translators: a refused HIT move; {figure} is the figure ("blue figure 2"), {colour} the colour word of the
        # player to move ("red").
        return upper_first(i18n.say("{figure} is not yours: {colour} may move only {colour} figures",
                                    figure=figure_name(fig), colour=colour_word(state.current)))
    return None


def _why_not_play(state: State, number: str, word: str, count: str, fig: str | None, steps: str | None) -> str:
    if state.phase != "play":
        return _phase_reason(state, "play")
    index, problem = _hand_card(state, number)
    if index is None:
        return problem
    hand = state.hands[state.current]
    kind = card_kind(hand[index])
    title = _hand_title(hand, index)
    token = word + count
    scene = Scene.of(state)
    if token == "unused":
        moves = card_moves(state, scene, index)
        if moves:
            label = moves[0].label[0].lower() + moves[0].label[1:]
            # Translators: a refused HIT move; {card} is the card ("the 5"), {move} a move it can make.
            return upper_first(i18n.say("{card} can be executed ({move}), so it may not be discarded unused: only a "
                                        "card that cannot be executed completely is discarded unused", card=title,
                                        move=label))
        written = f"play {number}:unused"
        # Translators: a refused HIT move; {notation} is the move as written: keep it.
        return i18n.say("'{notation}' takes no figure", notation=written)
    tokens = option_tokens(kind)
    if token not in tokens:
        # Translators: a refused HIT move; {card} is the card, {option} and {options} are notation: keep them.
        return upper_first(i18n.say("{card} has no option '{option}'; its options are {options}", card=title,
                                    option=token, options=", ".join(tokens)))
    if token == "coins":
        if fig:
            written = f"play {number}:coins"
            # Translators: a refused HIT move; {notation} is the move as written: keep it.
            return i18n.say("'{notation}' takes no figure", notation=written)
        # Translators: said of a HIT card that may be played; {card} is the card ("the 5").
        return upper_first(i18n.say("{card} can be played", card=title))
    problem = _figure_problem(state, fig)
    if problem:
        return problem
    if token == "split":
        return _why_not_split_part(state, scene, kind, kind.steps, frozenset(), fig, steps, title)
    if steps is not None:
        written = f"play {number}:{token} {fig}"
        # Translators: a refused HIT move; {notation} is the move as it should be written: keep it.
        return i18n.say("Only the split card takes a number of steps after the figure; write '{notation}'",
                        notation=written)
    result = option_result(scene, kind, token, fig)
    if isinstance(result, str):
        return result
    written = f"play {index + 1}:{token} {fig}"
    # Translators: a HIT move written in another spelling; {notation} is the right spelling: keep it.
    return i18n.say("That move is legal, but write it exactly as '{notation}'", notation=written)


def _why_not_split_part(state: State, scene: Scene, kind: CardKind, left: int, moved: frozenset[str], fig: str,
                        steps: str | None, title: str) -> str:
    if steps is None:
        example = f"split {fig} 4"
        # Translators: a HIT split move without steps; {count} is the steps left, {figure} the figure, {notation}
        # an example move: keep it.
        return i18n.say_n("Say how many of the {count} steps {figure} takes, e.g. '{notation}'",
                          "Say how many of the {count} steps {figure} takes, e.g. '{notation}'", left,
                          figure=figure_name(fig), notation=example)
    count = int(steps)
    if fig in moved:
        return _moved_already(fig)
    if not 1 <= count <= left:
        # Translators: a refused HIT split move; {figure} is the figure, {count} the steps left, {wanted} the steps
        # asked for.
        return upper_first(i18n.say_n("{figure} can take 1 to {count} of the {count} steps left, not {wanted}",
                                      "{figure} can take 1 to {count} of the {count} steps left, not {wanted}", left,
                                      figure=figure_name(fig), wanted=count))
    result = scene.forward(fig, count, Rules.of(kind))
    if isinstance(result, str):
        return result
    # Translators: a refused HIT split move; {figure} is the figure, {count} the steps it would take, {left} the
    # steps that would remain, {card} the split card ("the split 10"), {total} all its steps.
    return i18n.say_n("After {figure} takes {count} step, the remaining {left} cannot be shared out completely among "
                      "the other figures; {card} must use all {total} steps", "After {figure} takes {count} steps, "
                      "the remaining {left} cannot be shared out completely among the other figures; {card} must use "
                      "all {total} steps", count, figure=figure_name(fig), left=left - count, card=title,
                      total=kind.steps)


def _moved_already(fig: str) -> str:
    # Translators: a refused HIT split move; {figure} is the figure ("red figure 2").
    return upper_first(i18n.say("{figure} has already moved with this split card; each figure moves at most once",
                                figure=figure_name(fig)))


def _why_not_split(state: State, fig: str, steps: str) -> str:
    if state.phase != "split":
        return _phase_reason(state, "split")
    problem = _figure_problem(state, fig)
    if problem:
        return problem
    left, moved = state.split
    kind = card_kind(state.discards[state.current][0])
    return _why_not_split_part(state, Scene.of(state), kind, left, frozenset(moved), fig, steps, kind.title)


def _why_not_discard_two(state: State, first: str, second: str, fig: str) -> str:
    if state.phase != "play":
        return _phase_reason(state, "play")
    hand = state.hands[state.current]
    if len(hand) < 2:
        # Translators: a refused HIT move (coming out by discarding two cards).
        return i18n._("Coming out by discarding needs two hand cards; only one is left")
    for number in (first, second):
        index, problem = _hand_card(state, number)
        if index is None:
            return problem
    if first == second:
        return _two_different()
    problem = _figure_problem(state, fig)
    if problem:
        return problem
    result = Scene.of(state).come_out(fig, Rules(title=_coming_out()))
    written = f"discard {first}+{second}:out {fig}"
    # Translators: a HIT move written in another spelling; {notation} is the right spelling: keep it.
    return result if isinstance(result, str) else i18n.say("That move is legal, but write it exactly as '{notation}'",
                                                           notation=written)


def _two_different() -> str:
    # Translators: a refused HIT move (coming out by discarding the same card twice).
    return i18n._("Discard two different hand cards to come out")


def _coming_out() -> str:
    # Translators: coming out by discarding two HIT cards, named where a card's name would stand ("{card} would
    # end red figure 1 on …"): a noun phrase.
    return i18n._("coming out")


def _why_not_buy(state: State, number: str) -> str:
    if state.phase != "buy":
        return _phase_reason(state, "buy")
    slot = int(number) - 1
    if not 0 <= slot < MARKET_SIZE:
        # Translators: a refused HIT purchase; {count} is the number of market slots, {number} the slot asked for.
        return i18n.say_n("The market has slots 1 to {count}, not {number}", "The market has slots 1 to {count}, not "
                          "{number}", MARKET_SIZE, number=number)
    card = state.market[slot]
    if card is None and slot in state.bought:
        # Translators: a refused HIT purchase; {number} is the market slot.
        return i18n.say("Market slot {number} is empty: you bought its card this turn; it is refilled at the end of "
                        "the turn", number=number)
    if card is None:
        # Translators: a refused HIT purchase; {number} is the market slot.
        return i18n.say("Market slot {number} is empty: the neutral stack is used up", number=number)
    kind = card_kind(card)
    coins = state.coins[state.current]
    # Translators: a refused HIT purchase; {count} is the player's coins, {card} the card ("the hunter"), {cost}
    # its price.
    return i18n.say_n("You have {count} coin; {card} costs {cost}", "You have {count} coins; {card} costs {cost}",
                      coins, card=kind.title, cost=kind.cost)


# ---------------------------------------------------------------- clicks
def notation_for_clicks(state: State, clicks: Sequence[str]) -> str | None:
    """The legal move made by exactly these clicks, if there is exactly one."""
    return Game.notation_for_clicks(state, clicks)


def why_not_clicks(state: State, clicks: Sequence[str]) -> str:
    """Why no legal move starts with these clicks, for a learner."""
    clicks = [str(click) for click in clicks]
    if not clicks:
        # Translators: the explanation of a HIT click when nothing is clicked yet.
        return i18n._("Click a hand card, a market card or a button to start a move.")
    if state.winner is not None:
        # Translators: a refusal once HIT is over; {reason} says why ("all 3 red figures are in the goal").
        return i18n.say("The game is over: {reason}.", reason=outcome_reason(state))
    legal = moves_in(state)
    if any(move.clicks[:len(clicks)] == tuple(clicks) for move in legal):
        # Translators: the explanation of HIT clicks that begin a legal move.
        return i18n._("These clicks start a legal move; click on to finish it.")
    first = clicks[0]
    kind, _, rest = first.partition(":")
    if kind == "hand":
        return _sentence(_why_not_hand_clicks(state, rest, clicks[1:]))
    if kind == "market":
        if state.phase != "buy":
            return _sentence(_phase_reason(state, "buy"))
        # Translators: a refused click on a HIT market card that does not exist.
        return _sentence(_why_not_buy(state, rest) if _is_number(rest) else i18n._("There is no such market card"))
    if first == "button:end-turn":
        return _sentence(_phase_reason(state, "end"))
    if first in ("button:keep-shield", "button:shuffle-shield"):
        return _sentence(_phase_reason(state, "shield"))
    if kind == "figure" and state.phase == "split":
        return _sentence(_why_not_split_clicks(state, rest, clicks[1:]))
    if kind in ("figure", "field", "goal", "wait"):
        if state.phase == "play":
            # Translators: a refused HIT click on a figure or field while cards are to be played.
            return i18n._("Start with a hand card: click the card to play, then the figure it moves.")
        if state.phase == "split":
            # Translators: a refused HIT click during a split.
            return i18n._("Click the figure that takes the next part of the split steps, then where it ends.")
        # Translators: a refused HIT click on a figure; {player} is the player ("Red"), {step} the step of the turn.
        return _sentence(i18n.say("{player} is {step}; figures do not move now", player=player_name(state.current),
                                  step=i18n._(PHASE_TEXT[state.phase])))
    name = _thing_name(first)
    if name is None:
        # Translators: a refused HIT click on something unknown.
        return i18n._("Nothing on the board is called that; start with a hand card, a market card or a button.")
    # Translators: a refused HIT click; {thing} is what was clicked ("blue's coins", "hand card 3").
    return upper_first(i18n.say("{thing} cannot start a move; start with a hand card, a market card or a button.",
                                thing=name))


def _thing_name(key: str) -> str | None:
    """A clicked element in words: 'blue's coins', 'hand card 3', 'the End turn button', 'field 17' (None if
    nothing is called so)."""
    kind, _, rest = key.partition(":")
    owner = rest.rsplit("-", 1)[0]
    if kind in ("field", "goal", "wait"):
        return field_name(key)
    if kind == "coins":
        # Translators: a clicked HIT element; {colour} is the colour word ("blue").
        return i18n.say("{colour}'s coins", colour=colour_word(rest))
    if kind == "discard":
        # Translators: a clicked HIT element; {colour} is the colour word ("blue").
        return i18n.say("{colour}'s discard pile", colour=colour_word(rest))
    if kind == "hand":
        # Translators: a clicked HIT element; {number} is the card's place in the hand.
        return i18n.say("hand card {number}", number=rest)
    if kind == "market":
        # Translators: a clicked HIT element; {number} is the market slot.
        return i18n.say("market card {number}", number=rest)
    if kind == "button":
        name = rest.replace("-", " ")
        # Translators: a clicked HIT button that does not exist; {name} is its name as it was sent (English).
        return i18n.say("the {name} button", name=name)
    if kind == "figure":
        # Translators: a HIT figure inside a sentence ("red figure 2"); {colour} is the colour word ("red"),
        # {number} the figure's number (1 to 4).
        return i18n.say("{colour} figure {number}", colour=colour_word(owner), number=rest.rsplit("-", 1)[-1])
    return None


def _why_not_hand_clicks(state: State, number: str, rest: Sequence[str]) -> str:
    if state.phase != "play":
        return _phase_reason(state, "play")
    if not _is_number(number):
        return _no_such_hand_card()
    index, problem = _hand_card(state, number)
    if index is None:
        return problem
    hand = state.hands[state.current]
    kind = card_kind(hand[index])
    title = _hand_title(hand, index)
    if not rest:
        # Translators: the explanation of a HIT click on a hand card; {card} is the card ("the 5").
        return i18n.say("Click where {card} should go", card=title)
    target_kind, _, target = rest[0].partition(":")
    if target_kind == "hand":
        if not _is_number(target) or _hand_card(state, target)[0] is None:
            return _hand_card(state, target)[1] if _is_number(target) else _no_such_hand_card()
        if target == number:
            return _two_different()
        if len(rest) >= 2 and rest[1].startswith("figure:"):
            return _why_not_discard_two(state, number, target, rest[1][7:])
        waiting = _own_figures(state, waiting=True)
        if not waiting:
            # Translators: a refused HIT move; {colour} is the colour word of the player ("red").
            return i18n.say("All of {colour}'s figures are out, so there is no figure to come out",
                            colour=colour_word(state.current))
        result = Scene.of(state).come_out(waiting[0], Rules(title=_coming_out()))
        # Translators: the explanation of HIT clicks on two hand cards.
        return result if isinstance(result, str) else i18n._("Click the waiting figure that comes out")
    if target_kind == "discard":
        return _why_not_play(state, number, "unused", "", None, None)
    if target_kind == "coins":
        if kind.effect == "coins":
            # Translators: the explanation of a HIT click; {card} is the card ("the coins card").
            return i18n.say("Click your own coins to take the coins of {card}", card=title)
        # Translators: a refused HIT click on the coins; {card} is the card ("the 5").
        return upper_first(i18n.say("{card} gives no coins by itself; click the figure it should move", card=title))
    if target_kind != "figure":
        # Translators: the explanation of a HIT click; {card} is the card ("the 5").
        return i18n.say("First click the figure {card} should move, then where it goes", card=title)
    fig = target
    problem = _figure_problem(state, fig)
    if problem:
        return problem
    scene = Scene.of(state)
    if kind.effect == "coins":
        # Translators: a refused HIT click on a figure; {card} is the card, {count} the coins it gives.
        return upper_first(i18n.say_n("{card} moves no figure: click your coins to take {count} coins",
                                      "{card} moves no figure: click your coins to take {count} coins", kind.coins,
                                      card=title))
    if kind.effect == "split":
        if len(rest) < 2:
            return _why_not_split_part(state, scene, kind, kind.steps, frozenset(), fig, "1", title)
        return _why_not_destination(state, scene, kind, fig, rest[1], split_left=kind.steps, moved=frozenset(),
                                    title=title)
    if len(rest) >= 2:
        return _why_not_destination(state, scene, kind, fig, rest[1], title=title)
    waiting = state.figures[fig].startswith("wait:")
    tokens = [t for t in option_tokens(kind) if (t == "out") == waiting]
    if not tokens:
        if waiting:
            # Translators: a refused HIT click; {figure} is the figure ("red figure 2"), {card} the card.
            return upper_first(i18n.say("{figure} is still on a waiting field, and {card} cannot bring a figure out; "
                                        "only figures that are out can move", figure=figure_name(fig), card=title))
        # Translators: a refused HIT click; {figure} is the figure ("red figure 2"), {card} the card.
        return upper_first(i18n.say("{figure} is already out; {card} moves it only from where it stands",
                                    figure=figure_name(fig), card=title))
    reasons = [option_result(scene, kind, token, fig) for token in tokens]
    reasons = [r for r in reasons if isinstance(r, str)]
    # Translators: the explanation of a HIT click on a figure; {figure} is the figure ("red figure 2").
    return reasons[0] if reasons else i18n.say("Click where {figure} should go", figure=figure_name(fig))


def _no_such_hand_card() -> str:
    # Translators: a refused HIT click on a hand card that does not exist.
    return i18n._("There is no such hand card")


def _why_not_destination(state: State, scene: Scene, kind: CardKind, fig: str, dest: str, *,
                         split_left: int | None = None, moved: frozenset[str] = frozenset(), title: str) -> str:
    """Why the card cannot take ``fig`` to ``dest``; lists where it can go."""
    if split_left is not None:
        reachable = [landing.dest for f, _, landing in split_parts(scene, state.current, split_left, moved, kind)
                     if f == fig]
        distance = _route_distance(state, fig, dest)
        if distance is not None and 1 <= distance <= split_left and dest not in reachable:
            return _why_not_split_part(state, scene, kind, split_left, moved, fig, str(distance), title)
        if not reachable:
            return _why_not_split_part(state, scene, kind, split_left, moved, fig, "1", title)
    else:
        results = [option_result(scene, kind, token, fig) for token in option_tokens(kind) if token != "out"]
        reachable = [r.dest for r in results if isinstance(r, Landing)]
        if not reachable:
            reasons = [r for r in results if isinstance(r, str)]
            # Translators: a refused HIT move; {card} is the card, {figure} the figure.
            return reasons[0] if reasons else upper_first(i18n.say("{card} cannot move {figure}", card=title,
                                                                   figure=figure_name(fig)))
    places = ", ".join(field_name(key) for key in dict.fromkeys(reachable))
    # Translators: a clicked place in a HIT refusal when it is nothing on the board ("that is not a corner field").
    target = _thing_name(dest) or i18n.pgettext("HIT click", "that")
    where = dest
    if dest.startswith("figure:") and dest[7:] in state.figures:
        where = state.figures[dest[7:]]
        # Translators: a HIT field named in a refusal; {field} is the field ("field 17"), {figure} the figure on it.
        target = i18n.say("{field} (where {figure} stands)", field=field_name(where), figure=figure_name(dest[7:]))
    values = {"target": target, "card": title, "figure": figure_name(fig), "places": places}
    if split_left is None:      # the number of steps to the place is on the card: the rule that forbids it
        distance = _route_distance(state, fig, where)
        if distance is not None and f"fwd{distance}" in option_tokens(kind):
            refused = option_result(scene, kind, f"fwd{distance}", fig)
            if isinstance(refused, str):
                # Translators: a refused HIT move; {refusal} is why (a sentence), {places} the fields it can reach.
                return i18n.say("{refusal}. It can reach {places}", refusal=refused, places=places)
        steps = [int(token[3:]) for token in option_tokens(kind) if token.startswith("fwd") and token[3:].isdigit()]
        if steps and distance is not None and distance > 0 and distance not in steps:
            if len(steps) > 2:
                # Translators: a range of steps in a HIT refusal ("1 to 4"); {first} and {last} are numbers.
                allowed = i18n.say("{first} to {last}", first=steps[0], last=steps[-1])
            elif len(steps) == 2:
                # Translators: two step counts in a HIT refusal ("3 or 5"); {first} and {last} are numbers.
                allowed = i18n.say("{first} or {last}", first=steps[0], last=steps[-1])
            else:
                allowed = str(steps[0])
            # Translators: a refused HIT move; {target} is the clicked place ("field 17"), {distance} how far it is,
            # {card} the card, {allowed} its step counts ("1 to 4", "3 or 5"), {count} the largest of them,
            # {places} the fields it can reach.
            return upper_first(i18n.say_n("{target} is {distance} fields on, and {card} moves a figure {allowed} "
                                          "field. It can reach {places}", "{target} is {distance} fields on, and "
                                          "{card} moves a figure {allowed} fields. It can reach {places}", steps[-1],
                                          distance=distance, allowed=allowed, **values))
        corners = any(token.startswith("corners") for token in option_tokens(kind))
        if corners and where.startswith("field:") and int(where[6:]) not in state.board.corner_fields:
            # Translators: a refused HIT move; {target} is the clicked place, {card} the card, {places} the
            # fields it can reach.
            return upper_first(i18n.say("{target} is not a corner field, and {card} ends only on corner fields. It "
                                        "can reach {places}", **values))
        if distance is not None and distance < 0 and not any(token.startswith("back") for token in option_tokens(kind)):
            # Translators: a refused HIT move; {target} is the clicked place, {figure} the figure, {card} the
            # card, {places} the fields it can reach.
            return i18n.say("Figures move clockwise, and {target} lies behind {figure}; {card} cannot step back. It "
                            "can reach {places}", **values)
    # Translators: a refused HIT move; {card} is the card, {figure} the figure, {target} the clicked place, {places}
    # the fields it can reach.
    return upper_first(i18n.say("{card} cannot take {figure} to {target}; it can reach {places}", **values))


def _route_distance(state: State, fig: str, dest: str) -> int | None:
    """How many steps along its route ``fig`` needs to reach ``dest`` (None if not on its route)."""
    colour = colour_of_figure(fig)
    board = state.board
    if not (dest.startswith("field:") and _is_number(dest[6:]) and int(dest[6:]) < board.loop) \
            and not dest.startswith(f"goal:{colour}-"):
        return None
    try:
        here, there = board.route_index(colour, state.figures[fig]), board.route_index(colour, dest)
    except ValueError:
        return None
    return None if here is None or there is None else there - here


def _why_not_split_clicks(state: State, fig: str, rest: Sequence[str]) -> str:
    problem = _figure_problem(state, fig)
    if problem:
        return problem
    left, moved = state.split
    kind = card_kind(state.discards[state.current][0])
    scene = Scene.of(state)
    if fig in moved:
        return _moved_already(fig)
    if not rest:
        return _why_not_split_part(state, scene, kind, left, frozenset(moved), fig, "1", kind.title)
    return _why_not_destination(state, scene, kind, fig, rest[0], split_left=left, moved=frozenset(moved),
                                title=kind.title)


# ================================================================ hidden information
def visible_position(state: State | core.Game, viewer: str | None) -> dict:
    """The position as ``viewer`` sees it: other hands, every draw pile and the neutral stack hidden.

    Hidden cards become ``None`` (so pile sizes stay visible); the random generator is dropped, since
    its seed would reveal every future shuffle.  ``viewer=None`` hides every hand.
    """
    if isinstance(state, core.Game):
        state = state.state
    position = state_to_position(state)
    for colour in state.players:
        if colour != viewer:
            position["hands"][colour] = [None] * len(position["hands"][colour])
        position["draw_piles"][colour] = [None] * len(position["draw_piles"][colour])
    position["neutral_stack"] = [None] * len(position["neutral_stack"])
    position["rng"] = None
    position["viewer"] = viewer
    return position


def resample_hidden(state: State, viewer: str | None, rng: Rng) -> State:
    """A state ``viewer`` cannot tell from ``state``: every card it cannot see dealt afresh.

    What a colour owns is public (its start cards and every purchase are seen by all), so another
    colour's hand and draw pile are redealt from their cards together; the viewer's own draw pile and
    the neutral stack are reshuffled; the random generator is replaced.  The cards are sorted before
    shuffling, so the result depends only on what ``viewer`` sees and on ``rng``.
    """
    hands, draws = dict(state.hands), dict(state.draws)
    for colour in state.players:
        hand, draw = state.hands[colour], state.draws[colour]
        if colour == viewer:
            draws[colour], rng = rng.shuffled(sorted(draw))
            continue
        cards, rng = rng.shuffled(sorted(hand + draw))
        hands[colour], draws[colour] = cards[:len(hand)], cards[len(hand):]
    neutral, rng = rng.shuffled(sorted(state.neutral))
    return state.with_changes(hands=hands, draws=draws, neutral=neutral, rng=rng.split())


# ================================================================ rule notes
#: Every reading the project chose where the rulebook is open (each is a "# Rule note:" in the code and
#: has a test); the notebooks show them where they matter.
RULE_NOTES: dict[str, str] = {
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "youngest-begins": N_("The youngest player begins; the rules cannot know ages, so seat 0 (red) begins."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "no-voluntary-waste": N_("A card that can be executed must be executed; 'discard unused' is offered only for "
                             "a card that cannot be executed completely (discarding two to come out is the one "
                             "way to set executable cards aside)."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "next-free-field-past-barrier": N_("If the next free field beyond a figure that may not be hit lies past the "
                                       "mover's own barrier, the movement is not allowed (assumed)."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "back-step-direction": N_("Stepping back onto a protected figure goes on backwards to the next free field."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "no-back-from-start": N_("A figure on its own start field may not step back onto its barrier field: that "
                             "would cross its own barrier backwards."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "goal-is-a-dead-end": N_("Figures in the goal do not step back."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "goal-figures-move-on": N_("Figures in the goal may move on inside the goal (exactly) with ordinary cards; only "
                               "'no goal entry' cards forbid it."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "hunter-into-goal": N_("The hunter goes on into its goal only when the protected figure it would hit stands on "
                           "the arrow field in front of that goal; it then takes the first free goal field. "
                           "Elsewhere a next free field past the own barrier makes the move impossible."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "behind-must-move": N_("The behind card cannot be used with a figure that already stands directly behind the "
                           "nearest figure (it would not move)."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "printed-fields-count": N_("Barrier and start fields of colours not in play still count for the jump cards."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "split-no-hit": N_("Each part of the split 10 follows the no-hit rule: onto an opponent it goes on to the next "
                       "free field (assumed)."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "split-part-by-part": N_("The split 10 is decided part by part; a part is offered only if the remaining steps "
                             "can still be used completely."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "come-out-any-waiting-figure": N_("Any waiting figure may be clicked to come out; a hit figure goes to the "
                                      "lowest free waiting field of its colour."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "buy-order": N_("Bought cards go onto the draw pile in the order bought: the last one lies on top (assumed)."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "no-shield-decision-without-shields": N_("With 'Mehr Schadenfreude' there is no shield decision when "
                                             "reshuffling: everything is shuffled."),
    # Translators: a rule note of HIT (how the project reads the rulebook where it is open), printed by a
    # notebook; keep quoted card names as the cards say them in your language.
    "empty-neutral-stack": N_("Once the neutral stack is used up, bought market slots stay empty (assumed)."),
}


def rule_note(name: str) -> str:
    """One of ``RULE_NOTES`` in the language spoken now."""
    return i18n.gettext(RULE_NOTES[name])


# ================================================================ the session
#: the decisions that show their player no card they could not see before (see ``Game.reveals_nothing``)
QUIET_DECISIONS = frozenset({"play", "unused", "split", "discard2", "buy"})


class Game(core.Game):
    """A HIT session (see the package docstring for the API)."""

    name = "hit"
    editor_module = "rulebook.hit.editor"
    hidden_information = True
    greedy_samples = 2

    initial_state = staticmethod(initial_state)

    @classmethod
    def state_from_position(cls, position: Mapping) -> State:
        state = state_from_position(position)
        # in play an unfinished game always offers a decision (at least "discard unused" or "end"), so a
        # described position without one (e.g. a split whose steps cannot be shared out) cannot arise
        if cls.outcome_of(state) is None and not moves_in(state):
            # Translators: a problem of a HIT position; {player} is the player ("Red"), {phase} the phase as written
            # in the position ('play', 'buy'): keep it.
            problem = i18n.say("{player} is to move in the phase '{phase}' but has no possible decision; such a "
                               "position cannot arise in play", player=player_name(state.current), phase=state.phase)
            raise InvalidPosition([problem])
        return state

    state_to_position = staticmethod(state_to_position)
    moves_in = staticmethod(moves_in)

    apply = core.apply_looking_up(apply, lambda data: isinstance(data, Action))

    @classmethod
    def player_to_move(cls, state: State) -> str:
        return state.current

    outcome_of = staticmethod(outcome_of)
    why_not = staticmethod(why_not)

    @classmethod
    def reveals_nothing(cls, state: State, move: core.Move) -> bool:
        # playing, discarding or buying shows the player no new card; ending the turn draws, and the
        # shield's choices shuffle the draw pile
        return isinstance(move.data, Action) and move.data.kind in QUIET_DECISIONS
    why_not_clicks = staticmethod(why_not_clicks)
    evaluate = staticmethod(evaluate)

    @classmethod
    def players_of(cls, state: State) -> tuple[str, ...]:
        return state.players

    visible_position = staticmethod(visible_position)
    resample_hidden = staticmethod(resample_hidden)



def new_game(seed: int | None = None, players: int = 4, variants: Sequence[str] = ()) -> Game:
    """A new game: 2, 3 or 4 players, variants drawn from ``VARIANTS``; seeded for reproducibility."""
    return Game.new(seed, players=players, variants=tuple(variants) if not isinstance(variants, str)
                    else (variants,))


__all__ = [
    "RULE_NOTES",
    "Action",
    "Game",
    "InvalidPosition",
    "apply",
    "evaluate",
    "initial_state",
    "moves_in",
    "new_game",
    "notation_for_clicks",
    "option_result",
    "option_tokens",
    "resample_hidden",
    "split_parts",
    "visible_position",
    "why_not",
    "why_not_clicks",
]
