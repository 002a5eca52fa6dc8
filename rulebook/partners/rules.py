"""Partners' rounds: dealing, the exchange, the legal decisions, applying them, views, the Game."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from rulebook import core
from rulebook.core import InvalidPosition, Move, Outcome, Rng, shown
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
    colour_of_pawn,
    field_name,
    left_of,
    partner_of,
    pawn_name,
    pawns_of,
    sorted_cards,
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

CITE = "Partners, EN"


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
    return f"{steps} step{'s' if steps != 1 else ''}"


def _card_move(state: State, kind: CardKind, notation: str, clicks: tuple[str, ...], what: Callable[[], str],
               landing: Landing | None = None, swap: tuple[str, str] | None = None,
               other_clicks: tuple[tuple[str, ...], ...] = ()) -> Move:
    card = first_card(state.hands[state.turn], kind.kind)
    return Move(notation, lambda: f"Play {kind.the}: {what()}", clicks, landing.path if landing else (),
                Action("card", card=card, landing=landing, swap=swap), other_clicks)


def _come_out_moves(state: State, kind: CardKind) -> list[Move]:
    colour = moving_colour(state.pawns, state.turn)
    landing = come_out(state.pawns, colour)
    if isinstance(landing, str):
        return []
    def what() -> str:
        return (f"bring {pawn_name(landing.pawn)} out onto {field_name(landing.dest)}"
                + (" (joining its own pawn there)" if landing.joined else ""))

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
            what = (lambda landing=landing: f"move {pawn_name(landing.pawn)} by {_steps_word(landing.steps)} "
                    f"{landing.describe_end()}")
            moves.append(_card_move(state, kind, notation, clicks, what, landing))
    return moves


def _backward_moves(state: State, kind: CardKind) -> list[Move]:
    moves = []
    for pawn in _movable(state):
        landing = walk(state.pawns, pawn, kind.backward, backward=True, occupied=state.occupancy)
        if isinstance(landing, str):
            continue
        what = (lambda landing=landing: f"move {pawn_name(landing.pawn)} back by {_steps_word(landing.steps)} "
                f"{landing.describe_end()}")
        moves.append(_card_move(state, kind, f"play {kind.kind} {landing.pawn}",
                                (f"hand:{kind.kind}", f"pawn:{landing.pawn}"), what, landing))
    return moves


def _split_label(landing: Landing, left: int) -> str:
    rest = left - landing.steps
    return (f"move {pawn_name(landing.pawn)} by {_steps_word(landing.steps)} {landing.describe_end()}"
            + (f" ({_steps_word(rest)} of the 7 left)" if rest else " (the 7 is used up)"))


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
            what = (lambda first=first, second=second: f"swap {pawn_name(first)} "
                    f"({field_name(state.pawns[first])}) with {pawn_name(second)} "
                    f"({field_name(state.pawns[second])})")
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
    titles = ", ".join(card_kind(card).title for card in hand)
    return Move("fold", f"No card can be used: fold the hand ({titles}) and sit out until the next deal",
                ("button:fold",), (), Action("fold"))


def _give_moves(state: State) -> list[Move]:
    hand = state.hands[state.turn]
    partner = partner_of(state.turn)
    return [Move(f"give {kind}", f"Give {KINDS[kind].the} to {partner} (face down)", (f"hand:{kind}",), (),
                 Action("give", card=first_card(hand, kind)))
            for kind in hand_kinds(hand)]


def _split_phase_moves(state: State) -> list[Move]:
    left, moved = state.split
    return [Move(f"split {landing.pawn} {landing.steps}", lambda landing=landing: f"7: {_split_label(landing, left)}",
                 (f"pawn:{landing.pawn}", landing.dest), landing.path, Action("split", landing=landing))
            for landing in split_parts(state.pawns, state.turn, left, frozenset(moved))]


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
    for _ in COLOURS:
        colour = left_of(colour)
        if state.hands[colour]:
            return state.with_changes(turn=colour)
    return next_deal(state)


# ================================================================ outcome, evaluation
def outcome_of(state: State) -> Outcome | None:
    team = state.winners
    if team is None:
        return None
    return Outcome(team, {}, f"{team[0]} and {team[1]} have all 8 pawns locked in their goal zones")


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
        return f"{state.turn.capitalize()} chose a card for {partner_of(state.turn)} (face down)"
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
GRAMMAR = ("Partners moves are written like 'give 7', 'play 8 out yellow', 'play 9 yellow-2', 'play 1-14 "
           "yellow-2 14', 'play minus4 yellow-1', 'play 7 yellow-2 3', 'split yellow-1 4', "
           "'play swap yellow-2 red-1' or 'fold'")
KIND_LIST = ", ".join(KINDS)


def _sentence(text: str) -> str:
    text = text[0].upper() + text[1:] if text else text
    return text if text.endswith((".", "!", "?")) else text + "."


def _phase_problem(state: State, wanted: str, by_clicks: bool = False) -> str | None:
    """Why this is not the time for a ``wanted`` decision; ``by_clicks`` leaves out how a move is written."""
    mover = state.turn.capitalize()
    if state.phase == wanted:
        return None
    if state.phase == "exchange":
        how = "click the card to give" if by_clicks else "write 'give' and the card, e.g. 'give 7'"
        return f"First every player chooses a card to give to the partner; {mover} is choosing now ({how})"
    if state.phase == "split":
        left = state.split[0]
        how = ("click a pawn that has not moved with this 7 yet" if by_clicks else
               f"write it like 'split {pawns_of(moving_colour(state.pawns, state.turn))[0]} {left}'")
        return f"{mover} is sharing out the 7 and has {_steps_word(left)} left: {how}"
    if wanted == "exchange":
        return "Cards are given to the partner only right after a deal; now the cards are being played"
    return "No 7 is being shared out now"


def _kind_problem(state: State, kind: str) -> str | None:
    if kind not in KINDS:
        return f"There is no card {shown(kind)}; the cards are {KIND_LIST}"
    if first_card(state.hands[state.turn], kind) is None:
        hand = ", ".join(card_kind(card).title for card in state.hands[state.turn]) or "no cards"
        return f"{state.turn.capitalize()} holds no {KINDS[kind].title} (the hand: {hand})"
    return None


def _pawn_problem(state: State, pawn: str) -> str | None:
    if pawn not in PAWN_IDS:
        return f"There is no pawn {shown(pawn)}; the pawns are written like 'yellow-1' to 'green-4'"
    colour = moving_colour(state.pawns, state.turn)
    if colour_of_pawn(pawn) != colour:
        if colour == state.turn:
            return (f"{state.turn.capitalize()} moves only {colour} pawns; a player moves the partner's pawns "
                    "only once all four of their own are locked in the goal")
        return (f"All of {state.turn}'s pawns are locked, so {state.turn} plays for the partner and moves "
                f"{colour} pawns")
    return None


def why_not(state: State, notation: str) -> str:
    """Why ``notation`` is not a legal move here, for a learner."""
    if not isinstance(notation, str):
        return f"A move is written as text. {GRAMMAR}."
    if state.winners is not None:
        return f"The game is over: {outcome_of(state).reason}."
    text = notation.strip()
    for pattern, explain in ((GIVE_RE, _why_not_give), (OUT_RE, _why_not_out), (SWAP_RE, _why_not_swap),
                             (PLAY_RE, _why_not_play), (SPLIT_RE, _why_not_split)):
        match = pattern.match(text)
        if match:
            return _sentence(explain(state, *match.groups()))
    if text == "fold":
        return _sentence(_why_not_fold(state))
    return f"{shown(notation)} is not a Partners move. {GRAMMAR}."


def _legal_but(state: State, notation: str) -> str:
    return f"That move is legal; write it exactly as {shown(notation, 60)}"


def _why_not_give(state: State, kind: str) -> str:
    return _phase_problem(state, "exchange") or _kind_problem(state, kind) or _legal_but(state, f"give {kind}")


def _why_not_fold(state: State, by_clicks: bool = False) -> str:
    problem = _phase_problem(state, "play", by_clicks)
    if problem:
        return problem
    moves = _play_phase_moves(state)
    return (f"{state.turn.capitalize()} can still use a card ({moves[0].label[0].lower()}{moves[0].label[1:]}); "
            "a hand is folded only when no card can be used (Partners, EN, 'No possible moves')")


def _why_not_out(state: State, kind: str, colour: str) -> str:
    problem = _phase_problem(state, "play") or _kind_problem(state, kind)
    if problem:
        return problem
    if not KINDS[kind].come_out:
        return f"{KINDS[kind].the.capitalize()} has no start symbol ♡, so it cannot bring a pawn out"
    own = moving_colour(state.pawns, state.turn)
    if colour != own:
        return f"{state.turn.capitalize()} brings out {own} pawns, not {shown(colour)}"
    result = come_out(state.pawns, colour)
    return result if isinstance(result, str) else _legal_but(state, f"play {kind} out {colour}")


def _why_not_swap(state: State, kind: str, first: str, second: str) -> str:
    problem = _phase_problem(state, "play") or _kind_problem(state, kind)
    if problem:
        return problem
    for pawn in (first, second):
        if pawn not in PAWN_IDS:
            return f"There is no pawn {shown(pawn)}; the pawns are written like 'yellow-1' to 'green-4'"
    if first == second:
        return "The swap changes the places of two different pawns"
    for pawn in (first, second):
        if not swappable(state.pawns, pawn):
            return f"{why_not_swappable(state.pawns, pawn)} (Partners, EN, 'The value of the cards')"
    if PAWN_IDS.index(first) > PAWN_IDS.index(second):
        return f"The same swap is written 'play swap {second} {first}' (each pair of pawns once)"
    return _legal_but(state, f"play swap {first} {second}")


def _why_not_play(state: State, kind: str, pawn: str, steps: str | None) -> str:
    problem = _phase_problem(state, "play") or _kind_problem(state, kind) or _pawn_problem(state, pawn)
    if problem:
        return problem
    info = KINDS[kind]
    if info.swap:
        return "The swap needs two pawns, e.g. 'play swap yellow-2 red-1'"
    if info.backward:
        result = walk(state.pawns, pawn, info.backward, backward=True)
        return result if isinstance(result, str) else _legal_but(state, f"play {kind} {pawn}")
    if info.split:
        if steps is None:
            return f"Say how many of the 7 steps {pawn_name(pawn)} takes first, e.g. 'play 7 {pawn} 3'"
        return _why_not_split_part(state, pawn, int(steps), info.split, frozenset(), f"play 7 {pawn} {steps}")
    if not info.forward:
        return f"{info.the.capitalize()} only brings a pawn out: write 'play {kind} out {state.turn}'"
    if len(info.forward) > 1 and (steps is None or int(steps) not in info.forward):
        return (f"{info.the.capitalize()} moves a pawn {' or '.join(map(str, info.forward))} steps: write e.g. "
                f"'play {kind} {pawn} {info.forward[-1]}'")
    if len(info.forward) == 1 and steps is not None:
        return f"{info.the.capitalize()} always moves {info.forward[0]} steps: write 'play {kind} {pawn}'"
    count = int(steps) if steps is not None else info.forward[0]
    result = walk(state.pawns, pawn, count)
    return result if isinstance(result, str) else _legal_but(state, f"play {kind} {pawn}"
                                                            + (f" {steps}" if steps else ""))


def _why_not_split_part(state: State, pawn: str, steps: int, left: int, moved: frozenset[str],
                        notation: str) -> str:
    if pawn in moved:
        return f"{pawn_name(pawn).capitalize()} has already moved with this 7; each pawn moves only once"
    if not 1 <= steps <= left:
        return f"{pawn_name(pawn).capitalize()} can take 1 to {left} of the {left} steps left, not {steps}"
    result = walk(state.pawns, pawn, steps)
    if isinstance(result, str):
        return result
    if any(part.pawn == pawn and part.steps == steps for part in split_parts(state.pawns, state.turn, left, moved)):
        return _legal_but(state, notation)
    return (f"after {pawn_name(pawn)} takes {_steps_word(steps)}, the remaining {left - steps} cannot all be "
            "used by the other pawns, and all 7 steps must be used (Partners, EN, 'The value of the cards')")


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
        return "Click a hand card to start."
    if state.winners is not None:
        return f"The game is over: {outcome_of(state).reason}."
    if any(len(move.clicks) > len(clicks) and move.clicks[:len(clicks)] == tuple(clicks) for move in moves_in(state)):
        return "These clicks start a legal move; click on to finish it."
    first, rest = clicks[0], clicks[1:]
    kind, _, name = first.partition(":")
    if first == "button:fold":
        return _sentence(_why_not_fold(state, by_clicks=True))
    if kind == "hand":
        if state.phase == "exchange":
            return _sentence(_why_not_give(state, name))
        return _sentence(_why_not_hand_clicks(state, name, rest))
    if kind == "pawn" and state.phase == "split":
        return _sentence(_why_not_split_clicks(state, name, rest))
    if state.phase == "exchange":
        return "Now each player chooses a card for the partner: click one of your hand cards."
    if state.phase == "split":
        return (f"Click a pawn that has not moved with this 7 yet, then where it ends "
                f"({_steps_word(state.split[0])} left).")
    return "Start with a hand card: click the card, then the pawn it moves (or the home base to bring one out)."


def _why_not_hand_clicks(state: State, kind: str, rest: Sequence[str]) -> str:
    problem = _phase_problem(state, "play", by_clicks=True) or _kind_problem(state, kind)
    if problem:
        return problem
    info = KINDS[kind]
    if not rest:
        if not card_moves(state, kind):
            return _why_card_unusable(state, kind)
        return f"Click the pawn {info.the} should move"
    target_kind, _, target = rest[0].partition(":")
    if target_kind == "home":
        return _why_not_out(state, kind, target)
    if target_kind != "pawn":
        return f"After the card, click the pawn {info.the} should move"
    if not info.moves_a_pawn:
        return f"{info.the.capitalize()} only brings a pawn out: click your home base"
    if info.swap:
        if target not in PAWN_IDS:
            return f"There is no pawn {shown(target)}"
        if not swappable(state.pawns, target):
            return why_not_swappable(state.pawns, target)
        if len(rest) < 2:
            return "Click the second pawn to swap with"
        if not rest[1].startswith("pawn:"):
            kind_clicked, _, name = rest[1].partition(":")
            where = f"{name}'s home base" if kind_clicked == "home" else field_name(rest[1])
            return (f"The swap exchanges the places of two pawns standing on the board, and {where} is not a pawn "
                    "(Partners, EN, 'The value of the cards')")
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
            return f"{_sentence(blocked)} With {info.the} it can reach {places}"
        distance = _steps_ahead(state, target, place)
        if distance is not None and distance > 0 and distance not in lengths:
            allowed = f"1 to {info.split}" if info.split else " or ".join(map(str, info.forward))
            return (f"{pawn_name(target).capitalize()} would need {distance} steps to get there, and {info.the} moves "
                    f"it {allowed} steps. It can reach {places}")
        return f"{info.the.capitalize()} cannot take {pawn_name(target)} there; it can reach {places}"
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
    cite = "(Partners, EN, 'The value of the cards')"
    if info.swap:
        return f"The swap needs two unprotected pawns on the board, and there are not two now {cite}"
    colour = moving_colour(state.pawns, state.turn)
    on_board = [pawn for pawn in pawns_of(colour) if state.pawns[pawn] != HOME and pawn not in state.locked]
    if not on_board:
        where = "in the home base" if info.come_out else "in the home base or locked in the goal"
        out = " and none can come out" if info.come_out else ""
        return f"{info.the.capitalize()} moves a {colour} pawn on the board, but every one is {where}{out} {cite}"
    reasons = [_why_pawn_cannot_use(state, info, pawn) for pawn in on_board] if info.moves_a_pawn else []
    if info.come_out and isinstance(come_out(state.pawns, colour), str):
        reasons.insert(0, come_out(state.pawns, colour))
    if not reasons:
        return f"{info.the.capitalize()} cannot be used now {cite}"
    reason = _sentence(reasons[0])
    return reason if reason.startswith(info.the.capitalize()) else \
        f"{info.the.capitalize()} cannot be used now: {reason}"


def _why_pawn_cannot_use(state: State, info: CardKind, pawn: str) -> str:
    """Why ``pawn`` cannot move by the card ``info`` (which has no move at all now)."""
    if info.split:
        blocked = walk(state.pawns, pawn, 1)
        return blocked if isinstance(blocked, str) else (
            f"the pawns cannot share out all {info.split} steps, and all of them must be used "
            "(Partners, EN, 'The value of the cards')")
    steps = str(info.forward[0]) if len(info.forward) > 1 else None
    return _why_not_play(state, info.kind, pawn, steps)


def _why_not_split_clicks(state: State, pawn: str, rest: Sequence[str]) -> str:
    problem = _pawn_problem(state, pawn)
    if problem:
        return problem
    left, moved = state.split
    if pawn in moved:
        return f"{pawn_name(pawn).capitalize()} has already moved with this 7; each pawn moves only once"
    options = [part for part in split_parts(state.pawns, state.turn, left, frozenset(moved)) if part.pawn == pawn]
    if not options:
        return _why_not_split_part(state, pawn, 1, left, frozenset(moved), "")
    places = ", ".join(dict.fromkeys(field_name(part.dest) for part in options))
    blocked = _blocked_on_the_way(state, pawn, rest[0] if rest else "", range(1, left + 1))
    if blocked:
        return f"{_sentence(blocked)} With the {left} steps left it can reach {places}"
    return f"The 7 cannot take {pawn_name(pawn)} there; with the {left} steps left it can reach {places}"


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
            problem = (f"{state.turn.capitalize()} is sharing out a 7 whose remaining steps cannot be used; "
                       "such a position cannot arise in play")
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
    def reveals_nothing(cls, state: State, move: core.Move) -> bool:
        # a card played (or one step of a 7) shows everyone the same; giving a card completes the
        # face-down exchange and folding ends a hand, so neither is shown before it happens
        return isinstance(move.data, Action) and move.data.kind in QUIET_DECISIONS


def new_game(seed: int | None = None, players: int = 4) -> Game:
    """A new game of four (two teams of two), seeded for reproducibility."""
    if players != 4 or isinstance(players, bool):
        raise ValueError(f"Partners is played by 4 players in two teams, not {players!r}.")
    return Game.new(seed)
