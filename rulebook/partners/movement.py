"""How pawns move on the Partners board: steps, walls, the goal zone's bounce, landing and bumping.

Every card moves pawns through the functions here (EN 'The game', 'Walls', 'Bump back',
'Getting the pawns to the goal zone', 'In the goal zone the pawn can change direction').
A move that is not possible returns the reason as text, for a learner.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rulebook import citations
from rulebook.partners.board import (
    BETWEEN,
    CIRCLES,
    COLOURS,
    RING,
    STRETCH,
    WALLS_BOTH_WAYS,
    colour_of_pawn,
    colour_word,
    entrance,
    field_key,
    field_name,
    goal_key,
    pawn_name,
    pawns_of,
    say,
    say_n,
    start_field,
    start_owner,
)
from rulebook.partners.state import HOME, is_locked

NUMBERED = BETWEEN * len(COLOURS)     # the numbered fields a pawn runs round before its goal zone


@dataclass(frozen=True)
class Landing:
    """Where one pawn ends after one card (or one part of a 7), and what it does there."""

    pawn: str
    start: str                      # where it stood
    dest: str                       # where it lands (even if it is sent home from there)
    path: tuple[str, ...]           # every place it steps on, the last one is ``dest``
    steps: int = 0
    backward: bool = False
    bumped: str | None = None       # a single pawn of another colour it sends home
    self_bumped: bool = False       # it landed on two or more pawns of another colour and goes home
    bounced: bool = False           # it turned round in the goal zone
    joined: bool = False            # it joined pawns of its own colour (a protected double)

    def describe_end(self) -> str:
        """'to field 7 after red's start, bumping red pawn 2 home' and the like (the end of a move's label)."""
        place = field_name(self.dest)
        if self.bounced:
            # Translators: the end of a move's label ("move yellow pawn 1 by 5 steps {end}"); {place} is a goal
            # circle ("Yellow's goal circle 3"): the pawn turned round in the goal zone.
            text = say("to {place} (turning round in the goal zone)", place=place)
        else:
            # Translators: the end of a move's label ("move yellow pawn 1 by 5 steps {end}"); {place} is a
            # field or goal circle ("field 7 after red's start").
            text = say("to {place}", place=place)
        if self.bumped:
            # Translators: added to a move's label when the pawn lands on a lone pawn of another colour; {move}
            # is the label so far ("… to field 7 after red's start"), {pawn} the pawn sent home ("red pawn 2").
            text = say("{move}, bumping {pawn} home", move=text, pawn=pawn_name(self.bumped))
        if self.self_bumped:
            # Translators: added to a move's label when the pawn lands where two or more pawns of another colour
            # stand (it goes back to its home base); {move} is the label so far.
            text = say("{move}, where two or more pawns of another colour stand, so it goes home itself", move=text)
        if self.joined and not self.dest.startswith("goal:"):
            # Translators: added to a move's label when the pawn joins a pawn of its own colour; {move} is the
            # label so far. A double cannot be bumped or swapped.
            text = say("{move}, forming a protected double", move=text)
        return text


def occupants(pawns: Mapping[str, str]) -> dict[str, tuple[str, ...]]:
    """Location → pawns there (home bases left out)."""
    found: dict[str, tuple[str, ...]] = {}
    for pawn, where in pawns.items():
        if where != HOME:
            found[where] = found.get(where, ()) + (pawn,)
    return found


def _others(occupied: Mapping[str, tuple[str, ...]], key: str, mover: str) -> tuple[str, ...]:
    """The pawns at ``key`` other than the moving one (it has left its place)."""
    return tuple(pawn for pawn in occupied.get(key, ()) if pawn != mover)


def wall_text(owner: str) -> str:
    # Translators: why a pawn cannot go on (a refusal); {colour} is a player's name (red). Use the glossary's
    # words for wall and start field; {rule} is the rulebook section it follows.
    return say("{colour}'s pawn on {colour}'s start field forms a wall: no other pawn may pass it "
               "({rule})", colour=colour_word(owner), rule=citations.citation("partners", "walls"))


def _step(colour: str, here: str, direction: int, occupied: Mapping[str, tuple[str, ...]],
          mover: str) -> tuple[str | None, str]:
    """The next place one step on (``direction`` +1 forward, -1 backward), or None and why not."""
    if here.startswith("goal:"):
        target = int(here.rsplit("-", 1)[1]) + direction
        if target == 0:
            return field_key(entrance(colour)), ""
        if target > CIRCLES:
            return None, "innermost"
        key = goal_key(colour, target)
        return (None, "taken") if _others(occupied, key, mover) else (key, "")
    position = int(here[6:])
    if direction > 0 and position == entrance(colour):
        # Rule note (assumed, data file 'goal_entrance'): a pawn at its entrance must turn in; no second lap.
        key = goal_key(colour, 1)
        if _others(occupied, key, mover):
            # Translators: why a pawn cannot go on (a refusal, may follow "… cannot go 5 steps:"); {colour} is
            # a player's name (red).
            return None, say("a pawn on {colour}'s goal circle 1 blocks the way into the goal zone: pawns in the "
                             "goal zone cannot be passed", colour=colour_word(colour))
        return key, ""
    nxt = (position + direction) % RING
    owner = start_owner(nxt)
    if owner is not None:
        # start fields are never counted as a step (EN 'The game'); an occupied one is a wall
        if _others(occupied, field_key(nxt), mover) and owner != colour and (direction > 0 or WALLS_BOTH_WAYS):
            return None, wall_text(owner)
        nxt = (nxt + direction) % RING
    return field_key(nxt), ""


def walk(pawns: Mapping[str, str], pawn: str, steps: int, backward: bool = False,
         occupied: Mapping[str, tuple[str, ...]] | None = None) -> Landing | str:
    """Move ``pawn`` ``steps`` steps (forward, or backward for the −4); a Landing, or why it cannot.

    ``occupied`` (location → pawns, from :func:`occupants`) may be passed in when many moves are
    tried on the same pawns.
    """
    colour = colour_of_pawn(pawn)
    here = pawns[pawn]
    if here == HOME:
        # Translators: a refusal; {pawn} is a pawn ("yellow pawn 2"). Use the glossary's home base.
        return say("{pawn} is still in its home base: only a card with the start symbol ♡ brings it out",
                   pawn=pawn_name(pawn))
    if is_locked(pawns, pawn):
        # Translators: a refusal; {pawn} is a pawn ("yellow pawn 2") on a goal circle with every circle further
        # in taken.
        return say("{pawn} is locked in its goal and can no longer move", pawn=pawn_name(pawn))
    if backward and here.startswith("goal:"):
        # Translators: a refusal of the −4 card; {pawn} is a pawn ("yellow pawn 2").
        return say("the −4 cannot be used for pawns in the goal zone, and {pawn} is in its goal zone",
                   pawn=pawn_name(pawn))
    occupied = occupants(pawns) if occupied is None else occupied
    direction = -1 if backward else 1
    place, path, bounced = here, [], False
    for _ in range(steps):
        nxt, why = _step(colour, place, direction, occupied, pawn)
        if nxt is None:
            if not place.startswith("goal:"):
                # Translators: a refusal; {pawn} is a pawn ("yellow pawn 2"), {count} the steps of the card,
                # {reason} why not (a wall, a blocked goal entrance: a sentence of its own without full stop).
                return say_n("{pawn} cannot go {count} step: {reason}", "{pawn} cannot go {count} steps: {reason}",
                             steps, pawn=pawn_name(pawn), reason=why)
            # Rule note: a pawn that cannot go on in the goal zone turns round and uses the remaining
            # steps the other way; it may turn only on goal circles, as often as needed (EN 'In the goal
            # zone the pawn can change direction').
            direction, bounced = -direction, True
            nxt, why = _step(colour, place, direction, occupied, pawn)
            if nxt is None:
                # Translators: a refusal; {pawn} is a pawn ("yellow pawn 2") in its goal zone.
                return say("{pawn} is shut in between pawns in its goal zone: it cannot step either way",
                           pawn=pawn_name(pawn))
        place = nxt
        path.append(place)
    # Rule note: the steps are used even if a bounce ends on the circle the pawn started from.
    return _landing(pawn, here, place, tuple(path), steps, backward, bounced, occupied)


def _landing(pawn: str, start: str, dest: str, path: tuple[str, ...], steps: int, backward: bool, bounced: bool,
             occupied: Mapping[str, tuple[str, ...]]) -> Landing:
    others = _others(occupied, dest, pawn) if dest.startswith("field:") else ()
    colour = colour_of_pawn(pawn)
    if not others:
        return Landing(pawn, start, dest, path, steps, backward, bounced=bounced)
    if colour_of_pawn(others[0]) == colour:
        return Landing(pawn, start, dest, path, steps, backward, bounced=bounced, joined=True)
    if len(others) == 1:
        return Landing(pawn, start, dest, path, steps, backward, bumped=others[0], bounced=bounced)
    # Rule note: landing on two or more pawns of another colour is a legal move; the mover goes home.
    return Landing(pawn, start, dest, path, steps, backward, self_bumped=True, bounced=bounced)


def come_out(pawns: Mapping[str, str], colour: str) -> Landing | str:
    """The first pawn of ``colour`` still at home comes out onto its start field (EN 'The game')."""
    waiting = [pawn for pawn in pawns_of(colour) if pawns[pawn] == HOME]
    if not waiting:
        # Translators: why no pawn can come out; {colour} is a player's name (yellow).
        return say("all {colour} pawns are out of their home base, so none can come out",
                   colour=colour_word(colour))
    dest = field_key(start_field(colour))
    joined = any(pawns[p] == dest for p in pawns_of(colour))
    return Landing(waiting[0], HOME, dest, (dest,), joined=joined)


def pawns_after(pawns: Mapping[str, str], landing: Landing) -> dict[str, str]:
    result = dict(pawns)
    result[landing.pawn] = HOME if landing.self_bumped else landing.dest
    if landing.bumped is not None:
        result[landing.bumped] = HOME
    return result


def swappable(pawns: Mapping[str, str], pawn: str) -> bool:
    """Unprotected: alone on a numbered field (not home, not a start field, not the goal zone, not a double)."""
    where = pawns[pawn]
    if not where.startswith("field:") or start_owner(int(where[6:])) is not None:
        return False
    return sum(1 for other in pawns.values() if other == where) == 1


def why_not_swappable(pawns: Mapping[str, str], pawn: str) -> str:
    where = pawns[pawn]
    name = pawn_name(pawn)
    if where == HOME:
        # Translators: why a pawn cannot be swapped; {pawn} is a pawn ("red pawn 1").
        return say("{pawn} is in its home base, where pawns are protected from the swap", pawn=name)
    if where.startswith("goal:"):
        # Translators: why a pawn cannot be swapped; {pawn} is a pawn ("red pawn 1").
        return say("{pawn} is in its goal zone, where pawns are protected from the swap", pawn=name)
    if start_owner(int(where[6:])) is not None:
        # Translators: why a pawn cannot be swapped; {pawn} is a pawn ("red pawn 1").
        return say("{pawn} stands on its start field, where pawns are protected from the swap", pawn=name)
    # Translators: why a pawn cannot be swapped; {pawn} is a pawn ("red pawn 1").
    return say("{pawn} stands with another pawn of its colour, a double: two or more pawns of one colour on a "
               "field are protected", pawn=name)


def route_steps(colour: str, where: str) -> int | None:
    """How many steps a pawn of ``colour`` has come from its start field (goal circles go on after 56)."""
    if where == HOME:
        return None
    if where.startswith("goal:"):
        return NUMBERED + int(where.rsplit("-", 1)[1])
    distance = (int(where[6:]) - start_field(colour)) % RING
    return distance - distance // STRETCH
