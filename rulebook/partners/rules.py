"""Partners' rounds: dealing, the exchange, the legal decisions, applying them, views, the Game."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from rulebook import citations, core
from rulebook.core import InvalidPosition, Move, Outcome, Rng, shown
from rulebook.i18n import _
from rulebook.partners.board import (
    ALL_CARDS,
    COLOURS,
    DEALS_PER_DEALER,
    FIRST_DEALER,
    HAND_SIZE,
    KINDS,
    PAWN_IDS,
    CardKind,
    card_kind,
    card_title,
    colour_of_pawn,
    colour_word,
    field_name,
    left_of,
    partner_of,
    pawn_name,
    pawns_of,
    player_name,
    say,
    say_n,
    sorted_cards,
    upper_first,
)
from rulebook.partners.movement import (
    Landing,
    come_out,
    occupants,
    pawns_after,
    route_steps,
    swappable,
    walk,
    why_not_swappable,
)
from rulebook.partners.state import HOME, State, is_locked, state_from_position, state_to_position


# ================================================================ dealing
def _deal(rng: Rng, dealer: str, deals: int, pool: Sequence[str], used: tuple[str, ...],
          pawns: Mapping[str, str]) -> State:
    """Deal 4 cards to each player from ``pool``, starting on the dealer's left; the exchange begins.

    The cards are drawn here, at the moment of dealing, from the state's generator: no
    decision before it can depend on them (EN 'Giving cards').
    """
    cards, rng = rng.shuffled(sorted_cards(pool))
    hands, seat = {}, left_of(dealer)
    for index in range(len(COLOURS)):
        hands[seat] = sorted_cards(cards[index * HAND_SIZE:(index + 1) * HAND_SIZE])
        seat = left_of(seat)
    nobody = dict.fromkeys(COLOURS)
    return State(pawns=dict(pawns), hands=hands, deck=sorted_cards(cards[len(COLOURS) * HAND_SIZE:]), used=used,
                 dealer=dealer, deals=deals, phase="exchange", turn=left_of(dealer), exchange=nobody, gifts=nobody,
                 rng=rng)


def initial_state(rng: Rng) -> State:
    """Every pawn in its home base, the first dealer deals (EN 'Preparation', 'Giving cards')."""
    return _deal(rng, FIRST_DEALER, 1, ALL_CARDS, (), dict.fromkeys(PAWN_IDS, HOME))


def next_deal(state: State) -> State:
    """When every hand is played out: the dealer deals again from the remaining deck, or after 3 deals
    the next player on the left collects every card, shuffles and deals (EN 'The round ends', 'New dealer')."""
    if state.deals >= DEALS_PER_DEALER:
        return _deal(state.rng, left_of(state.dealer), 1, ALL_CARDS, (), state.pawns)
    return _deal(state.rng, state.dealer, state.deals + 1, state.deck, state.used, state.pawns)


# ================================================================ whose pawns
def all_locked(pawns: Mapping[str, str], colour: str) -> bool:
    """All four pawns of ``colour`` in the goal zone: its four circles are full, so all are locked."""
    return all(pawns[pawn].startswith("goal:") for pawn in pawns_of(colour))


def moving_colour(pawns: Mapping[str, str], player: str) -> str:
    """The colour whose pawns ``player``'s cards move: their own, or the partner's once all of their own
    pawns are locked (EN 'When a player has all of his/her pawns in the goal zone circles')."""
    # Rule note: a finished player plays every card for the partner's pawns, coming out included; in the
    # middle of a 7 this is the card's exception for the last pawn (the rest moves the partner's pawns).
    return partner_of(player) if all_locked(pawns, player) else player


def team_won(pawns: Mapping[str, str], player: str) -> bool:
    return all_locked(pawns, player) and all_locked(pawns, partner_of(player))


# ================================================================ the 7
def split_parts(pawns: Mapping[str, str], player: str, left: int, moved: frozenset[str],
                memo: dict | None = None) -> list[Landing]:
    """Every next part of a 7 (a pawn and its steps) after which the rest can still be used completely.

    Rule note: the 7 is decided part by part, each part one pawn; a part is offered only if the
    remaining steps can still be used up (EN 'The value of the cards', the 7).  Once the player's last
    pawn is locked, the remaining steps go to the partner's pawns (the card's exception); a part that
    wins the game ends the card (nobody is left to take the remaining steps).
    """
    memo = {} if memo is None else memo
    parts = []
    occupied = occupants(pawns)
    for pawn in _split_candidates(pawns, player, moved):
        for steps in range(1, left + 1):
            landing = walk(pawns, pawn, steps, occupied=occupied)
            if isinstance(landing, str):
                continue
            after = pawns_after(pawns, landing)
            if steps == left or team_won(after, player) or \
                    _split_feasible(after, player, left - steps, moved | {pawn}, memo):
                parts.append(landing)
    return parts


def _split_candidates(pawns: Mapping[str, str], player: str, moved: frozenset[str]) -> list[str]:
    colour = moving_colour(pawns, player)
    return [pawn for pawn in pawns_of(colour)
            if pawn not in moved and pawns[pawn] != HOME and not is_locked(pawns, pawn)]


def _split_feasible(pawns: Mapping[str, str], player: str, left: int, moved: frozenset[str], memo: dict) -> bool:
    key = (tuple(pawns[p] for p in PAWN_IDS), left, moved)
    if key not in memo:
        memo[key] = False
        occupied = occupants(pawns)
        for pawn in _split_candidates(pawns, player, moved):
            for steps in range(1, left + 1):
                landing = walk(pawns, pawn, steps, occupied=occupied)
                if isinstance(landing, str):
                    continue
                after = pawns_after(pawns, landing)
                if steps == left or team_won(after, player) or \
                        _split_feasible(after, player, left - steps, moved | {pawn}, memo):
                    memo[key] = True
                    break
            if memo[key]:
                break
    return memo[key]


# ================================================================ actions and moves
@dataclass(frozen=True)
class Action:
    """What a move does (kept in ``Move.data``)."""

    kind: str                         # give | card | split | fold
    card: str = ""                    # the card given or played
    landing: Landing | None = None    # the pawn moved (come out, forward, backward, a part of a 7)
    swap: tuple[str, str] | None = None


def first_card(hand: Sequence[str], kind: str) -> str | None:
    return next((card for card in hand if card.split("#")[0] == kind), None)


def hand_kinds(hand: Sequence[str]) -> list[str]:
    """The kinds in a hand, each once, in hand order (cards of one kind are alike)."""
    return list(dict.fromkeys(card.split("#")[0] for card in hand))


def _steps_word(steps: int) -> str:
    # Translators: a number of steps, put into other sentences as {steps} ("{steps} left"); {count} is the number.
    return say_n("{count} step", "{count} steps", steps)


def _moved_by(landing: Landing) -> str:
    """'move yellow pawn 1 by 3 steps to field 3 after yellow's start' (a move's label after "Play the 3:")."""
    if landing.backward:
        # Translators: what the −4 does, in a move's label after "Play the −4:"; {pawn} is a pawn ("yellow pawn
        # 1"), {count} the steps, {end} where it ends ("to field 3 after red's start, bumping red pawn 2 home").
        return say_n("move {pawn} back by {count} step {end}", "move {pawn} back by {count} steps {end}",
                     landing.steps, pawn=pawn_name(landing.pawn), end=landing.describe_end())
    # Translators: what a card does, in a move's label after "Play the 9:"; {pawn} is a pawn ("yellow pawn 1"),
    # {count} the steps, {end} where it ends ("to field 3 after red's start", "to yellow's goal circle 2").
    return say_n("move {pawn} by {count} step {end}", "move {pawn} by {count} steps {end}", landing.steps,
                 pawn=pawn_name(landing.pawn), end=landing.describe_end())


def _card_move(state: State, kind: CardKind, notation: str, clicks: tuple[str, ...], what: Callable[[], str],
               landing: Landing | None = None, swap: tuple[str, str] | None = None,
               other_clicks: tuple[tuple[str, ...], ...] = ()) -> Move:
    card = first_card(state.hands[state.turn], kind.kind)
    # Translators: a move's label (the move list, Every legal move); {card} is the card ("the 9", "the swap
    # card"), {action} what it does ("move yellow pawn 1 by 9 steps to …").
    return Move(notation, lambda: say("Play {card}: {action}", card=kind.the, action=what()), clicks, landing.path if landing else (),
                Action("card", card=card, landing=landing, swap=swap), other_clicks)


def _come_out_moves(state: State, kind: CardKind) -> list[Move]:
    colour = moving_colour(state.pawns, state.turn)
    landing = come_out(state.pawns, colour)
    if isinstance(landing, str):
        return []
    def what() -> str:
        if landing.joined:
            # Translators: what a card with ♡ does, in a move's label after "Play the 8♡:"; {pawn} is a pawn
            # ("yellow pawn 2"), {place} its start field ("yellow's start field"), where a pawn of its colour stands.
            return say("bring {pawn} out onto {place} (joining its own pawn there)", pawn=pawn_name(landing.pawn),
                       place=field_name(landing.dest))
        # Translators: what a card with ♡ does, in a move's label after "Play the 8♡:"; {pawn} is a pawn
        # ("yellow pawn 2"), {place} its start field ("yellow's start field").
        return say("bring {pawn} out onto {place}", pawn=pawn_name(landing.pawn), place=field_name(landing.dest))

    return [_card_move(state, kind, f"play {kind.kind} out {colour}", (f"hand:{kind.kind}", f"home:{colour}"),
                       what, landing)]


def _movable(state: State) -> list[str]:
    colour = moving_colour(state.pawns, state.turn)
    return [pawn for pawn in pawns_of(colour) if state.pawns[pawn] != HOME and pawn not in state.locked]


def _forward_moves(state: State, kind: CardKind) -> list[Move]:
    moves = []
    choice = len(kind.forward) > 1          # the 1/14: say which, and click where the pawn ends
    for pawn in _movable(state):
        for steps in kind.forward:
            landing = walk(state.pawns, pawn, steps, occupied=state.occupancy)
            if isinstance(landing, str):
                continue
            notation = f"play {kind.kind} {pawn}" + (f" {steps}" if choice else "")
            clicks = (f"hand:{kind.kind}", f"pawn:{pawn}") + ((landing.dest,) if choice else ())
            what = (lambda landing=landing: _moved_by(landing))
            moves.append(_card_move(state, kind, notation, clicks, what, landing))
    return moves


def _backward_moves(state: State, kind: CardKind) -> list[Move]:
    moves = []
    for pawn in _movable(state):
        landing = walk(state.pawns, pawn, kind.backward, backward=True, occupied=state.occupancy)
        if isinstance(landing, str):
            continue
        what = (lambda landing=landing: _moved_by(landing))
        moves.append(_card_move(state, kind, f"play {kind.kind} {landing.pawn}",
                                (f"hand:{kind.kind}", f"pawn:{landing.pawn}"), what, landing))
    return moves


def _split_label(landing: Landing, left: int) -> str:
    rest = left - landing.steps
    if rest:
        # Translators: a part of a 7 in a move's label; {move} is what the part does ("move yellow pawn 1 by 3
        # steps to …"), {count} the steps of the 7 still to share out.
        return say_n("{move} ({count} step of the 7 left)", "{move} ({count} steps of the 7 left)", rest,
                     move=_moved_by(landing))
    # Translators: the last part of a 7 in a move's label; {move} is what the part does ("move yellow pawn 1 by
    # 3 steps to …").
    return say("{move} (the 7 is used up)", move=_moved_by(landing))


def _split_first_moves(state: State, kind: CardKind) -> list[Move]:
    return [_card_move(state, kind, f"play {kind.kind} {landing.pawn} {landing.steps}",
                       (f"hand:{kind.kind}", f"pawn:{landing.pawn}", landing.dest),
                       lambda landing=landing: _split_label(landing, kind.split), landing)
            for landing in split_parts(state.pawns, state.turn, kind.split, frozenset())]


def _swap_moves(state: State, kind: CardKind) -> list[Move]:
    free = [pawn for pawn in PAWN_IDS if swappable(state.pawns, pawn)]
    moves = []
    # each pair once (in the order of PAWN_IDS); the two pawns may be clicked in either order
    for index, first in enumerate(free):
        for second in free[index + 1:]:
            # Translators: what the swap card does, in a move's label after "Play the swap card:"; {first} and
            # {second} are pawns ("yellow pawn 1"), {first_place} and {second_place} where they stand.
            what = (lambda first=first, second=second: say(
                "swap {first} ({first_place}) with {second} ({second_place})", first=pawn_name(first),
                first_place=field_name(state.pawns[first]), second=pawn_name(second),
                second_place=field_name(state.pawns[second])))
            card = f"hand:{kind.kind}"
            moves.append(_card_move(state, kind, f"play {kind.kind} {first} {second}",
                                    (card, f"pawn:{first}", f"pawn:{second}"), what, swap=(first, second),
                                    other_clicks=((card, f"pawn:{second}", f"pawn:{first}"),)))
    return moves


#: every effect a card can have, and the function listing its moves: a card's moves are those of its effects
EFFECTS: tuple[tuple[Callable[[CardKind], bool], Callable[[State, CardKind], list[Move]]], ...] = (
    (lambda kind: kind.come_out, _come_out_moves),
    (lambda kind: bool(kind.forward), _forward_moves),
    (lambda kind: bool(kind.backward), _backward_moves),
    (lambda kind: bool(kind.split), _split_first_moves),
    (lambda kind: kind.swap, _swap_moves),
)


def card_moves(state: State, kind_name: str) -> list[Move]:
    """Every way to use one kind of hand card now (empty if it cannot be used)."""
    kind = KINDS[kind_name]
    return [move for applies, moves in EFFECTS if applies(kind) for move in moves(state, kind)]


def _fold_move(state: State) -> Move:
    hand = state.hands[state.turn]
    titles = ", ".join(card_title(card_kind(card).kind) for card in hand)
    # Translators: the move of folding (the move list, Every legal move); {cards} are the cards of the hand as
    # printed ("3, 9, 12"). "Fold the hand" is the board's button.
    return Move("fold", lambda: say("No card can be used: fold the hand ({cards}) and sit out until the next deal",
                                    cards=titles), ("button:fold",), (), Action("fold"))


def _give_moves(state: State) -> list[Move]:
    hand = state.hands[state.turn]
    partner = partner_of(state.turn)
    # Translators: a move of the exchange of cards (the move list); {card} is the card ("the 7", "the swap
    # card"), {partner} the partner's colour inside a sentence ("blue").
    return [Move(f"give {kind}", lambda kind=kind: say("Give {card} to {partner} (face down)", card=KINDS[kind].the,
                                                       partner=colour_word(partner)), (f"hand:{kind}",), (),
                 Action("give", card=first_card(hand, kind)))
            for kind in hand_kinds(hand)]


def _split_phase_moves(state: State) -> list[Move]:
    left, moved = state.split
    return [Move(f"split {landing.pawn} {landing.steps}", lambda landing=landing: _split_phase_label(landing, left),
                 (f"pawn:{landing.pawn}", landing.dest), landing.path, Action("split", landing=landing))
            for landing in split_parts(state.pawns, state.turn, left, frozenset(moved))]


def _split_phase_label(landing: Landing, left: int) -> str:
    # Translators: a move's label while a 7 is shared out (the move list, Every legal move); {part} is what this
    # part of the 7 does ("move yellow pawn 1 by 3 steps to … (4 steps of the 7 left)"). Keep the 7.
    return say("7: {part}", part=_split_label(landing, left))


def _play_phase_moves(state: State) -> list[Move]:
    moves = [move for kind in hand_kinds(state.hands[state.turn]) for move in card_moves(state, kind)]
    # Rule note: the swap counts as a usable card whenever two unprotected pawns are on the board, even
    # with no pawn of one's own out ('can and shall use the swap card'); only a hand with no usable card
    # at all is folded (EN 'No possible moves').
    return moves or [_fold_move(state)]


def moves_in(state: State) -> list[Move]:
    if state.winners is not None:
        return []
    if state.phase == "exchange":
        return _give_moves(state)
    if state.phase == "split":
        return _split_phase_moves(state)
    return _play_phase_moves(state)


# ================================================================ applying
def _replace(mapping: Mapping, key, value) -> dict:
    result = dict(mapping)
    result[key] = value
    return result


def _without(hand: Sequence[str], card: str) -> tuple[str, ...]:
    return tuple(c for c in hand if c != card)


def apply(state: State, move: Move) -> State:
    action: Action = move.data
    return {"give": _apply_give, "card": _apply_card, "split": _apply_split, "fold": _apply_fold}[action.kind](
        state, action)


def _apply_give(state: State, action: Action) -> State:
    """The card lies face down until all four have chosen; then the partners' cards change hands
    (EN 'Change of cards')."""
    hands = _replace(state.hands, state.turn, _without(state.hands[state.turn], action.card))
    exchange = _replace(state.exchange, state.turn, action.card)
    if any(card is None for card in exchange.values()):
        return state.with_changes(hands=hands, exchange=exchange, turn=left_of(state.turn))
    hands = {colour: sorted_cards(hands[colour] + (exchange[partner_of(colour)],)) for colour in COLOURS}
    # Rule note: the exchange goes round from the player left of the dealer, who then begins the play.
    return state.with_changes(hands=hands, exchange=dict.fromkeys(COLOURS), gifts=exchange, phase="play",
                              turn=left_of(state.dealer))


def _apply_card(state: State, action: Action) -> State:
    colour = state.turn
    pawns = state.pawns
    if action.landing is not None:
        pawns = pawns_after(pawns, action.landing)
    if action.swap is not None:
        first, second = action.swap
        pawns = _replace(_replace(pawns, first, pawns[second]), second, pawns[first])
    new = state.with_changes(pawns=pawns, hands=_replace(state.hands, colour, _without(state.hands[colour],
                                                                                       action.card)),
                             used=state.used + (action.card,))
    total = card_kind(action.card).split
    if total and action.landing.steps < total and not team_won(pawns, colour):
        return new.with_changes(phase="split", split=(total - action.landing.steps, (action.landing.pawn,)))
    return _next_turn(new)


def _apply_split(state: State, action: Action) -> State:
    left, moved = state.split
    pawns = pawns_after(state.pawns, action.landing)
    if action.landing.steps < left and not team_won(pawns, state.turn):
        return state.with_changes(pawns=pawns, split=(left - action.landing.steps, moved + (action.landing.pawn,)))
    return _next_turn(state.with_changes(pawns=pawns, phase="play", split=None))


def _apply_fold(state: State, action: Action) -> State:
    colour = state.turn
    # Rule note: folded cards go onto the used pile like played ones, face up (the text hides nothing).
    return _next_turn(state.with_changes(hands=_replace(state.hands, colour, ()),
                                         used=state.used + state.hands[colour]))


def _next_turn(state: State) -> State:
    """The next player on the left who still holds cards; when nobody does, the next deal."""
    state = state.with_changes(phase="play", split=None)
    if state.winners is not None:
        return state
    colour = state.turn
    for _seat in COLOURS:
        colour = left_of(colour)
        if state.hands[colour]:
            return state.with_changes(turn=colour)
    return next_deal(state)


# ================================================================ outcome, evaluation
def outcome_of(state: State) -> Outcome | None:
    team = state.winners
    if team is None:
        return None
    return Outcome(team, {}, outcome_reason(team))


def outcome_reason(team: Sequence[str]) -> str:
    """Why the game is over, in the current language (an Outcome keeps the language it was made in)."""
    # Translators: why the game is over (the status line, "Game over: {reason}."); {first} and {second} are the
    # winning team's colours inside a sentence ("yellow", "blue").
    return say("{first} and {second} have all 8 pawns locked in their goal zones", first=colour_word(team[0]),
               second=colour_word(team[1]))


def pawn_progress(state: State, pawn: str) -> float:
    """How far a pawn has come: 0 at home, 10 on its start field, one per step, more once locked."""
    steps = route_steps(colour_of_pawn(pawn), state.pawns[pawn])
    if steps is None:
        return 0.0
    return 10.0 + steps + (15.0 if pawn in state.locked else 0.0)


def team_progress(state: State, colour: str) -> float:
    return sum(pawn_progress(state, pawn) for member in (colour, partner_of(colour)) for pawn in pawns_of(member))


def card_value(state: State, card: str, holder: str) -> float:
    """How useful a card is to ``holder`` (for the greedy computer's exchange and its choice of card)."""
    kind = card_kind(card)
    colour = moving_colour(state.pawns, holder)
    if kind.come_out and any(state.pawns[p] == HOME for p in pawns_of(colour)):
        return 6.0
    if kind.split or kind.swap or len(kind.forward) > 1:
        return 3.0
    return 1.0


def evaluate(state: State, player: str) -> float:
    """For the greedy computer: the team's progress against the opponents', plus the usefulness of the
    cards the team holds (so it passes the partner what the partner needs)."""
    if state.winners is not None:
        return 10_000.0 if player in state.winners else -10_000.0
    opponent = left_of(player)
    score = team_progress(state, player) - team_progress(state, opponent)
    for member in (player, partner_of(player)):
        score += 0.5 * sum(card_value(state, card, member) for card in state.hands[member])
        given = state.exchange[partner_of(member)]
        if given is not None:
            score += 0.5 * card_value(state, given, member)
    return score


# ================================================================ hidden information
def visible_position(state: State, viewer: str | None) -> dict:
    """The position as ``viewer`` sees it: the other hands, their face-down choices and the deck hidden.

    Hidden cards become None, so the counts stay visible.  A player sees the card they gave their
    partner and the one they received; the generator is dropped (its seed would tell every deal).
    """
    position = state_to_position(state)
    for colour in COLOURS:
        if colour != viewer:
            position["hands"][colour] = [None] * len(position["hands"][colour])
            if position["exchange"][colour] is not None:
                position["exchange"][colour] = "face down"
        if viewer is None or colour not in (viewer, partner_of(viewer)):
            position["gifts"][colour] = None
    position["deck"] = [None] * len(position["deck"])
    position["rng"] = None
    position["viewer"] = viewer
    return position


def public_label(state: State, move: Move, viewer: str | None) -> str:
    """Every card is played face up; only the card given to the partner stays secret from the others."""
    action = move.data
    if isinstance(action, Action) and action.kind == "give" and viewer != state.turn:
        # Translators: the move list as the other players see a card given in the exchange; {player} is who
        # gave it (a name: "Yellow"), {partner} the partner's colour inside a sentence ("blue").
        return say("{player} chose a card for {partner} (face down)", player=player_name(state.turn),
                   partner=colour_word(partner_of(state.turn)))
    return move.label


def resample_hidden(state: State, viewer: str | None, rng: Rng) -> State:
    """A state ``viewer`` cannot tell from ``state``: every card they have not seen (the other hands,
    the others' face-down choices, the deck) dealt afresh from ``rng``, hand sizes kept."""
    known_gift = None
    if viewer is not None:
        gift = state.gifts[viewer]
        if gift is not None and gift in state.hands[partner_of(viewer)]:
            known_gift = gift
    others = [colour for colour in COLOURS if colour != viewer]
    pool = list(state.deck)
    for colour in others:
        pool += [card for card in state.hands[colour] if card != known_gift]
        if state.exchange[colour] is not None:
            pool.append(state.exchange[colour])
    cards, rng = rng.shuffled(sorted_cards(pool))
    cards = list(cards)
    hands, exchange = dict(state.hands), dict(state.exchange)
    for colour in others:
        keep = (known_gift,) if known_gift is not None and colour == partner_of(viewer) else ()
        size = len(state.hands[colour]) - len(keep)
        hands[colour] = sorted_cards(tuple(cards[:size]) + keep)
        del cards[:size]
        if state.exchange[colour] is not None:
            exchange[colour] = cards.pop(0)
    gifts = {colour: (state.gifts[colour] if viewer is not None and colour in (viewer, partner_of(viewer))
                      else None) for colour in COLOURS}
    return state.with_changes(hands=hands, exchange=exchange, deck=sorted_cards(cards), gifts=gifts, rng=rng)


# ================================================================ explanations
GIVE_RE = re.compile(r"^give (\S+)$")
OUT_RE = re.compile(r"^play (\S+) out (\S+)$")
SWAP_RE = re.compile(r"^play (swap) (\S+) (\S+)$")
PLAY_RE = re.compile(r"^play (\S+) (\S+)(?: (\d{1,3}))?$")
SPLIT_RE = re.compile(r"^split (\S+) (\d{1,3})$")
KIND_LIST = ", ".join(KINDS)


def grammar() -> str:
    """How a move is written (the notation is the same in every language)."""
    # Translators: how a Partners move is written in the move box; keep every quoted notation as it is
    # (it is the same in every language).
    return _("Partners moves are written like 'give 7', 'play 8 out yellow', 'play 9 yellow-2', 'play 1-14 "
             "yellow-2 14', 'play minus4 yellow-1', 'play 7 yellow-2 3', 'split yellow-1 4', "
             "'play swap yellow-2 red-1' or 'fold'")


def _sentence(text: str) -> str:
    text = text[0].upper() + text[1:] if text else text
    return text if text.endswith((".", "!", "?")) else text + "."


def _phase_problem(state: State, wanted: str, by_clicks: bool = False) -> str | None:
    """Why this is not the time for a ``wanted`` decision; ``by_clicks`` leaves out how a move is written."""
    mover = player_name(state.turn)
    if state.phase == wanted:
        return None
    if state.phase == "exchange":
        if by_clicks:
            # Translators: a refusal during the exchange of cards; {player} is who chooses now (a name: "Red").
            return say("First every player chooses a card to give to the partner; {player} is choosing now (click "
                       "the card to give)", player=mover)
        # Translators: a refusal during the exchange of cards; {player} is who chooses now (a name: "Red"). Keep
        # the notation 'give' and 'give 7' as it is.
        return say("First every player chooses a card to give to the partner; {player} is choosing now (write "
                   "'give' and the card, e.g. 'give 7')", player=mover)
    if state.phase == "split":
        left = state.split[0]
        if by_clicks:
            # Translators: a refusal while a 7 is shared out; {player} is a name ("Red"), {steps} how many are
            # left ("3 steps").
            return say("{player} is sharing out the 7 and has {steps} left: click a pawn that has not moved with "
                       "this 7 yet", player=mover, steps=_steps_word(left))
        notation = f"split {pawns_of(moving_colour(state.pawns, state.turn))[0]} {left}"
        # Translators: a refusal while a 7 is shared out; {player} is a name ("Red"), {steps} how many are left
        # ("3 steps"), {notation} how the next part is written ("split red-1 3": keep it as it is).
        return say("{player} is sharing out the 7 and has {steps} left: write it like '{notation}'", player=mover,
                   steps=_steps_word(left),
                   notation=notation)
    if wanted == "exchange":
        # Translators: a refusal when a card is given to the partner at the wrong moment.
        return _("Cards are given to the partner only right after a deal; now the cards are being played")
    # Translators: a refusal of a part of a 7 ("split …") when no 7 is being played.
    return _("No 7 is being shared out now")


def _kind_problem(state: State, kind: str) -> str | None:
    if kind not in KINDS:
        # Translators: a refusal of a move naming an unknown card; {text} is what was written, quoted, {cards}
        # the cards as the notation writes them ("start, 8, 13, 1-14 …": keep them).
        return say("There is no card {text}; the cards are {cards}", text=shown(kind), cards=KIND_LIST)
    if first_card(state.hands[state.turn], kind) is None:
        cards = ", ".join(card_title(card_kind(card).kind) for card in state.hands[state.turn])
        if not cards:
            # Translators: a refusal; {player} is a name ("Red"), {card} the card as printed ("8♡", "swap").
            return say("{player} holds no {card} (the hand is empty)", player=player_name(state.turn),
                       card=card_title(kind))
        # Translators: a refusal; {player} is a name ("Red"), {card} the card as printed ("8♡", "swap"), {cards}
        # the cards in the hand as printed ("3, 9, 12").
        return say("{player} holds no {card} (the hand: {cards})", player=player_name(state.turn),
                   card=card_title(kind), cards=cards)
    return None


def _pawn_problem(state: State, pawn: str) -> str | None:
    if pawn not in PAWN_IDS:
        return _no_pawn(pawn)
    colour = moving_colour(state.pawns, state.turn)
    if colour_of_pawn(pawn) != colour:
        if colour == state.turn:
            # Translators: a refusal; {player} is a name ("Red"), {colour} the same colour inside a sentence
            # ("red").
            return say("{player} moves only {colour} pawns; a player moves the partner's pawns only once all four "
                       "of their own are locked in the goal", player=player_name(state.turn), colour=colour_word(colour))
        # Translators: a refusal; {player} is the player's colour inside a sentence ("red"), {colour} the
        # partner's ("green").
        return say("All of {player}'s pawns are locked, so {player} plays for the partner and moves {colour} pawns",
                   player=colour_word(state.turn), colour=colour_word(colour))
    return None


def _no_pawn(pawn) -> str:
    # Translators: a refusal of a move naming an unknown pawn; {text} is what was written, quoted. Keep the
    # notation 'yellow-1' and 'green-4'.
    return say("There is no pawn {text}; the pawns are written like 'yellow-1' to 'green-4'", text=shown(pawn))


def why_not(state: State, notation: str) -> str:
    """Why ``notation`` is not a legal move here, for a learner."""
    if not isinstance(notation, str):
        # Translators: a refusal of a move that is not text; {grammar} says how moves are written.
        return say("A move is written as text. {grammar}.", grammar=grammar())
    if state.winners is not None:
        return _game_over(state)
    text = notation.strip()
    for pattern, explain in ((GIVE_RE, _why_not_give), (OUT_RE, _why_not_out), (SWAP_RE, _why_not_swap),
                             (PLAY_RE, _why_not_play), (SPLIT_RE, _why_not_split)):
        match = pattern.match(text)
        if match:
            return _sentence(explain(state, *match.groups()))
    if text == "fold":
        return _sentence(_why_not_fold(state))
    # Translators: a refusal of a text that is no move; {text} is what was written, quoted, {grammar} says how
    # moves are written.
    return say("{text} is not a Partners move. {grammar}.", text=shown(notation), grammar=grammar())


def _game_over(state: State) -> str:
    # Translators: a refusal once the game is over; {reason} says who won ("yellow and blue have all 8 pawns
    # locked in their goal zones").
    return say("The game is over: {reason}.", reason=outcome_reason(state.winners))


def _legal_but(state: State, notation: str) -> str:
    # Translators: said of a move written in another way than the rules' notation; {notation} is the notation,
    # quoted (keep it).
    return say("That move is legal; write it exactly as {notation}", notation=shown(notation, 60))


def _why_not_give(state: State, kind: str) -> str:
    return _phase_problem(state, "exchange") or _kind_problem(state, kind) or _legal_but(state, f"give {kind}")


def _why_not_fold(state: State, by_clicks: bool = False) -> str:
    problem = _phase_problem(state, "play", by_clicks)
    if problem:
        return problem
    moves = _play_phase_moves(state)
    # Translators: a refusal of folding; {player} is a name ("Red"), {move} a legal move's label ("Play the 9:
    # move …"). {rule} is the rulebook section it follows.
    return say("{player} can still use a card ({move}); a hand is folded only when no card can be used "
               "({rule})", player=player_name(state.turn), move=moves[0].label[:1].lower() + moves[0].label[1:],
               rule=_rule("no-possible-moves"))


def _why_not_out(state: State, kind: str, colour: str) -> str:
    problem = _phase_problem(state, "play") or _kind_problem(state, kind)
    if problem:
        return problem
    if not KINDS[kind].come_out:
        # Translators: a refusal; {card} is the card ("the 9").
        return upper_first(say("{card} has no start symbol ♡, so it cannot bring a pawn out", card=KINDS[kind].the))
    own = moving_colour(state.pawns, state.turn)
    if colour != own:
        # Translators: a refusal; {player} is a name ("Red"), {colour} the colour whose pawns come out, inside a
        # sentence ("red"), {text} the colour written in the move, quoted.
        return say("{player} brings out {colour} pawns, not {text}", player=player_name(state.turn),
                   colour=colour_word(own), text=shown(colour))
    result = come_out(state.pawns, colour)
    return result if isinstance(result, str) else _legal_but(state, f"play {kind} out {colour}")


def _why_not_swap(state: State, kind: str, first: str, second: str) -> str:
    problem = _phase_problem(state, "play") or _kind_problem(state, kind)
    if problem:
        return problem
    for pawn in (first, second):
        if pawn not in PAWN_IDS:
            return _no_pawn(pawn)
    if first == second:
        # Translators: a refusal of a swap naming one pawn twice.
        return _("The swap changes the places of two different pawns")
    for pawn in (first, second):
        if not swappable(state.pawns, pawn):
            return _cited(why_not_swappable(state.pawns, pawn))
    if PAWN_IDS.index(first) > PAWN_IDS.index(second):
        notation = f"play swap {second} {first}"
        # Translators: said of a swap written with its pawns the other way round; {notation} is how it is
        # written (keep it).
        return say("The same swap is written '{notation}' (each pair of pawns once)",
                   notation=notation)
    return _legal_but(state, f"play swap {first} {second}")


def _rule(section: str) -> str:
    """A section of the rulebook (rulebook/data/citations.json), cited in the reader's version."""
    return citations.citation("partners", section)


def _cited(reason: str) -> str:
    # Translators: a refusal and the rulebook section it follows; {reason} is the refusal. {rule} is the
    # rulebook section it follows.
    return say("{reason} ({rule})", reason=reason, rule=_rule("card-values"))


def _why_not_play(state: State, kind: str, pawn: str, steps: str | None) -> str:
    problem = _phase_problem(state, "play") or _kind_problem(state, kind) or _pawn_problem(state, pawn)
    if problem:
        return problem
    info = KINDS[kind]
    if info.swap:
        # Translators: a refusal of a swap naming one pawn; keep the notation 'play swap yellow-2 red-1'.
        return _("The swap needs two pawns, e.g. 'play swap yellow-2 red-1'")
    if info.backward:
        result = walk(state.pawns, pawn, info.backward, backward=True)
        return result if isinstance(result, str) else _legal_but(state, f"play {kind} {pawn}")
    if info.split:
        if steps is None:
            notation = f"play 7 {pawn} 3"
            # Translators: a refusal of a 7 written without steps; {pawn} is a pawn ("red pawn 1"), {notation}
            # an example ("play 7 red-1 3": keep it).
            return say("Say how many of the 7 steps {pawn} takes first, e.g. '{notation}'", pawn=pawn_name(pawn),
                       notation=notation)
        return _why_not_split_part(state, pawn, int(steps), info.split, frozenset(), f"play 7 {pawn} {steps}")
    if not info.forward:
        notation = f"play {kind} out {state.turn}"
        # Translators: a refusal; {card} is the card ("the start card"), {notation} how its move is written
        # ("play start out red": keep it).
        return upper_first(say("{card} only brings a pawn out: write '{notation}'", card=info.the,
                               notation=notation))
    if len(info.forward) > 1 and (steps is None or int(steps) not in info.forward):
        notation = f"play {kind} {pawn} {info.forward[-1]}"
        # Translators: a refusal; {card} is the card ("the 1/14"), {first} and {second} its two numbers of steps
        # (1 and 14), {notation} how its move is written ("play 1-14 red-1 14": keep it).
        return upper_first(say("{card} moves a pawn {first} or {second} steps: write e.g. '{notation}'",
                               card=info.the, first=info.forward[0], second=info.forward[-1],
                               notation=notation))
    if len(info.forward) == 1 and steps is not None:
        notation = f"play {kind} {pawn}"
        # Translators: a refusal; {card} is the card ("the 9"), {count} its steps, {notation} how its move is
        # written ("play 9 red-1": keep it).
        return upper_first(say_n("{card} always moves {count} step: write '{notation}'",
                                 "{card} always moves {count} steps: write '{notation}'", info.forward[0],
                                 card=info.the, notation=notation))
    count = int(steps) if steps is not None else info.forward[0]
    result = walk(state.pawns, pawn, count)
    return result if isinstance(result, str) else _legal_but(state, f"play {kind} {pawn}"
                                                            + (f" {steps}" if steps else ""))


def _why_not_split_part(state: State, pawn: str, steps: int, left: int, moved: frozenset[str],
                        notation: str) -> str:
    if pawn in moved:
        return _moved_already(pawn)
    if not 1 <= steps <= left:
        # Translators: a refusal of a part of a 7; {pawn} is a pawn ("red pawn 1"), {count} the steps left,
        # {steps} the number written.
        return upper_first(say_n("{pawn} can take 1 to {count} of the {count} step left, not {steps}",
                                 "{pawn} can take 1 to {count} of the {count} steps left, not {steps}", left,
                                 pawn=pawn_name(pawn), steps=steps))
    result = walk(state.pawns, pawn, steps)
    if isinstance(result, str):
        return result
    if any(part.pawn == pawn and part.steps == steps for part in split_parts(state.pawns, state.turn, left, moved)):
        return _legal_but(state, notation)
    # Translators: a refusal of a part of a 7; {pawn} is a pawn ("red pawn 1"), {steps} the steps it would take
    # ("3 steps"), {count} the steps that would remain. {rule} is the rulebook section it follows.
    return say_n("after {pawn} takes {steps}, the remaining {count} cannot all be used by the other pawns, and "
                 "all 7 steps must be used ({rule})",
                 "after {pawn} takes {steps}, the remaining {count} cannot all be used by the other pawns, and "
                 "all 7 steps must be used ({rule})", left - steps,
                 pawn=pawn_name(pawn), steps=_steps_word(steps), rule=_rule("card-values"))


def _moved_already(pawn: str) -> str:
    # Translators: a refusal of a part of a 7; {pawn} is a pawn ("red pawn 1").
    return upper_first(say("{pawn} has already moved with this 7; each pawn moves only once", pawn=pawn_name(pawn)))


def _why_not_split(state: State, pawn: str, steps: str) -> str:
    problem = _phase_problem(state, "split") or _pawn_problem(state, pawn)
    if problem:
        return problem
    left, moved = state.split
    return _why_not_split_part(state, pawn, int(steps), left, frozenset(moved), f"split {pawn} {steps}")


# ---------------------------------------------------------------- clicks
def notation_for_clicks(state: State, clicks: Sequence[str]) -> str | None:
    """The legal move made by exactly these clicks, if there is exactly one."""
    matches = [move.notation for move in moves_in(state) if move.made_by(clicks)]
    return matches[0] if len(matches) == 1 else None


def why_not_clicks(state: State, clicks: Sequence[str]) -> str:
    """Why no legal move starts with these clicks, for a learner."""
    clicks = [str(click) for click in clicks]
    if not clicks:
        # Translators: the message line when nothing has been clicked yet.
        return _("Click a hand card to start.")
    if state.winners is not None:
        return _game_over(state)
    if any(len(move.clicks) > len(clicks) and move.clicks[:len(clicks)] == tuple(clicks) for move in moves_in(state)):
        # Translators: the message line when the clicks so far begin a legal move.
        return _("These clicks start a legal move; click on to finish it.")
    first, rest = clicks[0], clicks[1:]
    kind, _colon, name = first.partition(":")
    if first == "button:fold":
        return _sentence(_why_not_fold(state, by_clicks=True))
    if kind == "hand":
        if state.phase == "exchange":
            return _sentence(_why_not_give(state, name))
        return _sentence(_why_not_hand_clicks(state, name, rest))
    if kind == "pawn" and state.phase == "split":
        return _sentence(_why_not_split_clicks(state, name, rest))
    if state.phase == "exchange":
        # Translators: the message line after a wrong click during the exchange of cards.
        return _("Now each player chooses a card for the partner: click one of your hand cards.")
    if state.phase == "split":
        # Translators: the message line after a wrong click while a 7 is shared out; {steps} is how many are left
        # ("3 steps").
        return say("Click a pawn that has not moved with this 7 yet, then where it ends ({steps} left).",
                   steps=_steps_word(state.split[0]))
    # Translators: the message line after a click that starts no move in the play of cards.
    return _("Start with a hand card: click the card, then the pawn it moves (or the home base to bring one out).")


def _why_not_hand_clicks(state: State, kind: str, rest: Sequence[str]) -> str:
    problem = _phase_problem(state, "play", by_clicks=True) or _kind_problem(state, kind)
    if problem:
        return problem
    info = KINDS[kind]
    if not rest:
        if not card_moves(state, kind):
            return _why_card_unusable(state, kind)
        # Translators: the message line after a hand card is clicked; {card} is the card ("the 9").
        return say("Click the pawn {card} should move", card=info.the)
    target_kind, _colon, target = rest[0].partition(":")
    if target_kind == "home":
        return _why_not_out(state, kind, target)
    if target_kind != "pawn":
        # Translators: the message line after a click on something else than a pawn; {card} is the card clicked
        # before ("the 9").
        return say("After the card, click the pawn {card} should move", card=info.the)
    if not info.moves_a_pawn:
        # Translators: a refusal; {card} is the card ("the start card").
        return upper_first(say("{card} only brings a pawn out: click your home base", card=info.the))
    if info.swap:
        if target not in PAWN_IDS:
            # Translators: a refusal of a click naming an unknown pawn; {text} is what was clicked, quoted.
            return say("There is no pawn {text}", text=shown(target))
        if not swappable(state.pawns, target):
            return why_not_swappable(state.pawns, target)
        if len(rest) < 2:
            # Translators: the message line after the swap card and a first pawn are clicked.
            return _("Click the second pawn to swap with")
        if not rest[1].startswith("pawn:"):
            kind_clicked, _colon, name = rest[1].partition(":")
            if kind_clicked == "home":
                # Translators: a refusal of a swap onto a home base; {colour} is the home base's colour inside a
                # sentence ("red"). {rule} is the rulebook section it follows.
                return say("The swap exchanges the places of two pawns standing on the board, and {colour}'s home "
                           "base is not a pawn ({rule})", colour=colour_word(name)
                           if name in COLOURS else shown(name), rule=_rule("card-values"))
            # Translators: a refusal of a swap onto a place; {place} is the place clicked ("field 7 after red's
            # start"). {rule} is the rulebook section it follows.
            return say("The swap exchanges the places of two pawns standing on the board, and {place} is not a pawn "
                       "({rule})", place=field_name(rest[1]), rule=_rule("card-values"))
        return _why_not_swap(state, kind, target, rest[1][5:])
    if info.split or len(info.forward) > 1:
        problem = _pawn_problem(state, target)
        if problem:
            return problem
        options = [m for m in card_moves(state, kind) if m.clicks[1] == f"pawn:{target}"]
        if not options:
            steps = 1 if info.split else info.forward[0]
            return _why_not_play(state, kind, target, str(steps)) if info.split else \
                _why_not_play(state, kind, target, str(info.forward[-1]))
        places = ", ".join(dict.fromkeys(field_name(m.clicks[2]) for m in options))
        lengths = range(1, info.split + 1) if info.split else info.forward
        place = rest[1] if len(rest) > 1 else ""
        blocked = _blocked_on_the_way(state, target, place, lengths)
        if blocked:
            # Translators: a refusal of a click; {reason} is why the pawn cannot get there (a whole sentence),
            # {card} the card ("the 7"), {places} the places it can reach ("field 3 after red's start, …").
            return say("{reason} With {card} it can reach {places}", reason=_sentence(blocked), card=info.the,
                       places=places)
        distance = _steps_ahead(state, target, place)
        if distance is not None and distance > 0 and distance not in lengths:
            if info.split:
                # Translators: a refusal of a click; {pawn} is a pawn ("red pawn 1"), {count} the steps it would
                # need, {card} the card ("the 7"), {most} the most steps it moves (7), {places} the places it can
                # reach ("field 3 after red's start, …").
                text = say_n("{pawn} would need {count} step to get there, and {card} moves it 1 to {most} steps. "
                             "It can reach {places}", "{pawn} would need {count} steps to get there, and {card} "
                             "moves it 1 to {most} steps. It can reach {places}", distance, pawn=pawn_name(target),
                             card=info.the, most=info.split, places=places)
            else:
                # Translators: a refusal of a click; {pawn} is a pawn ("red pawn 1"), {count} the steps it would
                # need, {card} the card ("the 1/14"), {first} and {second} its numbers of steps (1 and 14),
                # {places} the places it can reach.
                text = say_n("{pawn} would need {count} step to get there, and {card} moves it {first} or {second} "
                             "steps. It can reach {places}", "{pawn} would need {count} steps to get there, and "
                             "{card} moves it {first} or {second} steps. It can reach {places}", distance,
                             pawn=pawn_name(target), card=info.the, first=info.forward[0], second=info.forward[-1],
                             places=places)
            return upper_first(text)
        # Translators: a refusal of a click; {card} is the card ("the 7"), {pawn} a pawn ("red pawn 1"), {places}
        # the places it can reach ("field 3 after red's start, …").
        return upper_first(say("{card} cannot take {pawn} there; it can reach {places}", card=info.the,
                               pawn=pawn_name(target), places=places))
    return _why_not_play(state, kind, target, None)


def _blocked_on_the_way(state: State, pawn: str, place: str, lengths: Sequence[int]) -> str:
    """The rule that stops ``pawn`` on its way forward to the clicked ``place`` (a wall, a taken goal entrance)
    when the card offers that many steps; "" when the place is not such a number of steps ahead or nothing on
    the way forbids it."""
    distance = _steps_ahead(state, pawn, place)
    if distance is None or distance not in lengths:
        return ""
    blocked = walk(state.pawns, pawn, distance)
    return blocked if isinstance(blocked, str) else ""


def _steps_ahead(state: State, pawn: str, place: str) -> int | None:
    """How many steps forward along its way ``pawn`` needs to reach the clicked ``place`` (None: not a place on the
    way, or the pawn is not on it)."""
    if not (place.startswith("goal:") or (place.startswith("field:") and place[6:].isdigit())):
        return None
    colour = colour_of_pawn(pawn)
    here, there = route_steps(colour, state.pawns[pawn]), route_steps(colour, place)
    return None if here is None or there is None else there - here


def _why_card_unusable(state: State, kind: str) -> str:
    """Why a hand card has no move at all now, naming the rule (issue 19: said at the card's first click)."""
    info = KINDS[kind]
    if info.swap:
        # Translators: a refusal of the swap card at its first click. {rule} is the rulebook section
        # it follows.
        return say("The swap needs two unprotected pawns on the board, and there are not two now ({rule})",
                   rule=_rule("card-values"))
    colour = moving_colour(state.pawns, state.turn)
    on_board = [pawn for pawn in pawns_of(colour) if state.pawns[pawn] != HOME and pawn not in state.locked]
    if not on_board:
        if info.come_out:
            # Translators: a refusal of a card with ♡ at its first click; {card} is the card ("the 8♡"), {colour}
            # the colour of the pawns inside a sentence ("red"). {rule} is the rulebook section it follows.
            return upper_first(say("{card} moves a {colour} pawn on the board, but every one is in the home base "
                                   "and none can come out ({rule})", card=info.the,
                                   colour=colour_word(colour), rule=_rule("card-values")))
        # Translators: a refusal of a card at its first click; {card} is the card ("the 9"), {colour} the colour of
        # the pawns inside a sentence ("red"). {rule} is the rulebook section it follows.
        return upper_first(say("{card} moves a {colour} pawn on the board, but every one is in the home base or "
                               "locked in the goal ({rule})", card=info.the,
                               colour=colour_word(colour), rule=_rule("card-values")))
    reasons = [_why_pawn_cannot_use(state, info, pawn) for pawn in on_board] if info.moves_a_pawn else []
    if info.come_out and isinstance(come_out(state.pawns, colour), str):
        reasons.insert(0, come_out(state.pawns, colour))
    if not reasons:
        # Translators: a refusal of a card at its first click; {card} is the card ("the 9"). {rule} is the rulebook
        # section it follows.
        return upper_first(say("{card} cannot be used now ({rule})", card=info.the, rule=_rule("card-values")))
    reason = _sentence(reasons[0])
    card = upper_first(info.the)
    # Translators: a refusal of a card at its first click; {card} is the card ("the 9"), {reason} why (a sentence).
    return reason if reason.startswith(card) else upper_first(say("{card} cannot be used now: {reason}",
                                                                  card=info.the, reason=reason))


def _why_pawn_cannot_use(state: State, info: CardKind, pawn: str) -> str:
    """Why ``pawn`` cannot move by the card ``info`` (which has no move at all now)."""
    if info.split:
        blocked = walk(state.pawns, pawn, 1)
        # Translators: why a 7 cannot be used; {count} is its steps (7). {rule} is the rulebook section it follows.
        return blocked if isinstance(blocked, str) else say(
            "the pawns cannot share out all {count} steps, and all of them must be used "
            "({rule})", count=info.split, rule=_rule("card-values"))
    steps = str(info.forward[0]) if len(info.forward) > 1 else None
    return _why_not_play(state, info.kind, pawn, steps)


def _why_not_split_clicks(state: State, pawn: str, rest: Sequence[str]) -> str:
    problem = _pawn_problem(state, pawn)
    if problem:
        return problem
    left, moved = state.split
    if pawn in moved:
        return _moved_already(pawn)
    options = [part for part in split_parts(state.pawns, state.turn, left, frozenset(moved)) if part.pawn == pawn]
    if not options:
        return _why_not_split_part(state, pawn, 1, left, frozenset(moved), "")
    places = ", ".join(dict.fromkeys(field_name(part.dest) for part in options))
    blocked = _blocked_on_the_way(state, pawn, rest[0] if rest else "", range(1, left + 1))
    if blocked:
        # Translators: a refusal of a click while a 7 is shared out; {reason} is why the pawn cannot get there (a
        # sentence), {count} the steps left, {places} the places it can reach ("field 3 after red's start, …").
        return say_n("{reason} With the {count} step left it can reach {places}",
                     "{reason} With the {count} steps left it can reach {places}", left, reason=_sentence(blocked),
                     places=places)
    # Translators: a refusal of a click while a 7 is shared out; {pawn} is a pawn ("red pawn 1"), {count} the
    # steps left, {places} the places it can reach.
    return say_n("The 7 cannot take {pawn} there; with the {count} step left it can reach {places}",
                 "The 7 cannot take {pawn} there; with the {count} steps left it can reach {places}", left,
                 pawn=pawn_name(pawn), places=places)


# ================================================================ rule notes
#: Every reading the project chose where the rulebook is open (each is a "# Rule note:" in the code and
#: has a test); the notebooks show them where they matter.
RULE_NOTES: dict[str, str] = {
    "bounce": "A pawn that cannot go on in the goal zone (past the innermost circle, or onto a taken circle) "
              "turns round on its circle and uses the remaining steps the other way, as often as needed, and "
              "may leave the goal zone backwards onto the board; a pawn shut in between two pawns cannot move.",
    "bounce-back-home": "A pawn may end a bounce on the circle it started from: the card is still used.",
    "exchange-order": "The exchange goes round clockwise from the player left of the dealer; each choice lies "
                      "face down until all four have chosen.",
    "swap-counts-as-usable": "The swap is a usable card whenever two unprotected pawns stand on the board, even "
                             "with no pawn of one's own out; a hand is folded only if no card is usable.",
    "fold-face-up": "Folded cards go onto the used pile face up, like played ones.",
    "seven-part-by-part": "The 7 is decided part by part (one pawn each); a part is offered only if the rest "
                          "can still be used completely.",
    "seven-partner": "Once all of the player's own pawns are locked (also in the middle of a 7), the remaining "
                     "steps move the partner's pawns; a part that wins the game ends the 7.",
    "finished-player": "A player whose four pawns are all locked plays every card for the partner's pawns "
                       "(coming out included); the swap stays free for any two unprotected pawns.",
    "landing-on-double": "Landing on two or more pawns of another colour is allowed, and sends the moving pawn "
                         "home.",
    "no-second-lap": "A pawn that reaches its goal entrance must turn into the goal zone (assumed).",
    "blocked-entrance": "A pawn on goal circle 1 blocks the way in: no other pawn of its colour may turn into the "
                        "goal zone past it (IT says pawns in the goal circles may not be jumped, FR that a pawn not "
                        "yet on its proper circle may not be passed; DE and EN only say circles fill from the "
                        "inside). With no second lap, the pawn at its entrance then cannot use that card.",
}

#: Where the five languages of the rulebook (Partners, seed 001: DE, EN, FR, ES, IT) do not say the same, which
#: language says what, and which reading the project follows (issue 20 point 7).
LANGUAGE_NOTES: dict[str, str] = {
    "seven-last-pawn": "The 7 and the last pawn: DE, FR and IT add a note that the last own pawn may be brought in "
                       "with part of the 7 if the rest moves the partner's pawns; ES says the same more strictly "
                       "('if only one pawn is left'); EN has no such note. We follow DE/FR/IT/ES: the exception "
                       "applies to the player's last pawn not yet locked (rule note 'seven-partner').",
    "landing-on-a-double": "A field with two or more pawns: DE, EN, ES and IT send the pawn that lands there home; "
                           "FR says the field may be passed but not landed on. We follow the four: landing is a "
                           "legal move that sends the mover home (rule note 'landing-on-double'); passing is allowed "
                           "in every language.",
    "swap-start-fields": "Pawns protected from the swap: EN and ES name the goal zone, the start fields, the home "
                         "bases and doubles; DE and IT name only the goal zone and doubles; FR only doubles and the "
                         "goal zone. We follow EN/ES, the most complete list: a pawn on a start field cannot be "
                         "swapped (pawns at home were never on the board).",
    "blocked-entrance": "The way into the goal zone: IT forbids jumping pawns in the goal circles and FR passing a "
                        "pawn not yet on its proper circle; DE and EN say only that circles fill from the inside. "
                        "We follow IT/FR: a pawn on goal circle 1 blocks the entrance (rule note 'blocked-entrance').",
}


# ================================================================ the session
#: the decisions that show their player nothing new (see ``Game.reveals_nothing``)
QUIET_DECISIONS = frozenset({"card", "split"})


class Game(core.Game):
    """A Partners session (see the package docstring for the API)."""

    name = "partners"
    editor_module = "rulebook.partners.editor"
    hidden_information = True
    greedy_samples = 3

    initial_state = staticmethod(initial_state)

    @classmethod
    def state_from_position(cls, position: Mapping) -> State:
        state = state_from_position(position)
        if state.winners is None and not moves_in(state):
            # Translators: a problem of a position set up in the editor; {player} is a name ("Red").
            problem = say("{player} is sharing out a 7 whose remaining steps cannot be used; such a position "
                          "cannot arise in play", player=player_name(state.turn))
            raise InvalidPosition([problem])
        return state

    state_to_position = staticmethod(state_to_position)
    moves_in = staticmethod(moves_in)

    apply = core.apply_looking_up(apply, lambda data: isinstance(data, Action))

    @classmethod
    def player_to_move(cls, state: State) -> str:
        return state.turn

    outcome_of = staticmethod(outcome_of)

    @classmethod
    def players_of(cls, state: State) -> tuple[str, ...]:
        return COLOURS

    why_not = staticmethod(why_not)
    notation_for_clicks = staticmethod(notation_for_clicks)
    why_not_clicks = staticmethod(why_not_clicks)
    evaluate = staticmethod(evaluate)
    visible_position = staticmethod(visible_position)
    public_label = staticmethod(public_label)
    resample_hidden = staticmethod(resample_hidden)


    @classmethod
    def edit_help(cls, state: State) -> str:
        from rulebook.partners.editor import EDIT_HELP  # the editor is loaded only when a board edits
        return _(EDIT_HELP)

    @classmethod
    def reveals_nothing(cls, state: State, move: core.Move) -> bool:
        # a card played (or one step of a 7) shows everyone the same; giving a card completes the
        # face-down exchange and folding ends a hand, so neither is shown before it happens
        return isinstance(move.data, Action) and move.data.kind in QUIET_DECISIONS


def new_game(seed: int | None = None, players: int = 4) -> Game:
    """A new game of four (two teams of two), seeded for reproducibility."""
    if players != 4 or isinstance(players, bool):
        # Translators: an error for a teacher asking for a game of another number of players; {players} is it.
        raise ValueError(say("Partners is played by 4 players in two teams, not {players}.", players=repr(players)))
    return Game.new(seed)
