"""What the public history says about the tokens nobody has seen: the exact odds of every flip.

Nobody ever looks at a token before it is bet ("without looking", EN 'How to play'), so everything
anyone can know about the hidden tokens follows from the public history.  Until the reserve is first
rebuilt, every hidden token came from the same shuffled pile, so any token is as likely as any other to
be galloping: the odds follow from the counts alone (``None`` below).  Once the reserve is rebuilt from
the discard — whose faces everyone saw — the new reserve holds known faces (5 galloping discarded: the
new reserve is all galloping), and a token taken from it is not like one taken earlier.

From then on the knowledge is a table of possibilities: how many galloping horses each *pool* (pool 0
the reserve, pool 1 + seat that seat's tokens) holds, each with its exact chance.  Every pool is a pile
whose tokens nobody can tell apart, so a take, a payment or a bet picks its tokens at random from the
pile (a hypergeometric draw), and a flip rules out the possibilities that could not have shown it
(Bayes' rule).

The table can hold hundreds of possibilities with long numbers, so neither a state nor a position carries
it: they carry the history that made it (``TokenHistory``: the piles when the reserve was first rebuilt,
then every take, payment, rebuild and flip since), from which ``known`` computes the very same table, one
step per event, once (``history_problems`` checks a history read from a position).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from math import comb, gcd

from rulebook import i18n
from rulebook.horse_race.course import GALLOPING_TOKENS
from rulebook.i18n import _

#: one possibility: (galloping horses per pool, its weight); a Knowledge is a sorted tuple of them, whole
#: weights with no common divisor (each possibility's chance is its weight over their sum: exact, and far
#: quicker to work with than fractions), or None while every hidden token is alike (before the first
#: rebuild of the reserve)
Knowledge = tuple[tuple[tuple[int, ...], int], ...] | None
#: what happened to the hidden tokens since the reserve was first rebuilt: first ("first rebuild", each
#: seat's tokens, the discard's (galloping, sleeping)) as it was just before, then events ("take", seat, n)
#: from the reserve, ("pay", seat, n) into it, ("rebuild",) from the discard, ("flip", seat, galloping,
#: sleeping); empty before the first rebuild
TokenHistory = tuple[tuple, ...]
Piles = tuple[tuple[int, ...], tuple[int, int]]     # (the pools' sizes, the discard's (galloping, sleeping))

RESERVE = 0


def pool_of(seat: int) -> int:
    return 1 + seat


@lru_cache(maxsize=8192)
def drawn_odds(galloping: int, size: int, drawn: int) -> tuple[tuple[int, Fraction], ...]:
    """(galloping among ``drawn`` tokens picked at random from a pile of ``size`` with ``galloping``, chance)."""
    sleeping = size - galloping
    whole = comb(size, drawn)
    return tuple((shown, Fraction(comb(galloping, shown) * comb(sleeping, drawn - shown), whole))
                 for shown in range(drawn + 1) if shown <= galloping and drawn - shown <= sleeping)


def _table(weights: dict) -> Knowledge:
    kept = [(vector, weight) for vector, weight in weights.items() if weight]
    common = gcd(*(weight for _, weight in kept)) or 1
    return tuple(sorted((vector, weight // common) for vector, weight in kept))


def _ways(galloping: int, size: int, drawn: int, shown: int) -> int:
    """In how many ways ``drawn`` tokens of a pile of ``size`` with ``galloping`` show ``shown`` galloping horses
    (out of comb(size, drawn) in all)."""
    return comb(galloping, shown) * comb(size - galloping, drawn - shown) if 0 <= drawn - shown else 0


def all_alike(sizes: Sequence[int], galloping: int) -> Knowledge:
    """The possibilities when the hidden tokens (``galloping`` of them galloping) were dealt at random
    into piles of ``sizes``: the same odds as ``None``, written out."""
    weights: dict = {}

    def deal(pool: int, left: int, vector: tuple[int, ...], ways: int) -> None:
        if pool == len(sizes) - 1:
            if left <= sizes[pool]:
                weights[vector + (left,)] = ways * comb(sizes[pool], left)
            return
        for here in range(min(left, sizes[pool]) + 1):
            deal(pool + 1, left - here, vector + (here,), ways * comb(sizes[pool], here))

    deal(0, galloping, (), 1)
    return _table(weights)


def move_tokens(knowledge: Knowledge, sizes: tuple[int, ...], source: int, target: int, count: int) -> Knowledge:
    """``count`` tokens picked at random from pool ``source`` go to pool ``target`` (unseen)."""
    if knowledge is None or count == 0:
        return knowledge
    weights: dict = defaultdict(int)
    for vector, weight in knowledge:
        for moved in range(min(count, vector[source]) + 1):
            ways = _ways(vector[source], sizes[source], count, moved)
            if ways:
                after = list(vector)
                after[source] -= moved
                after[target] += moved
                weights[tuple(after)] += weight * ways
    return _table(weights)


def rebuild_reserve(knowledge: Knowledge, sizes: tuple[int, ...], hidden_galloping: int,
                    discard_galloping: int) -> Knowledge:
    """The empty reserve (pool 0) becomes the discard, whose ``discard_galloping`` galloping horses everyone saw.

    ``sizes`` are the piles before the rebuild (the reserve's is 0) and ``hidden_galloping`` the
    galloping horses among the hidden tokens then.
    """
    if knowledge is None:
        knowledge = all_alike(sizes, hidden_galloping)
    return tuple((((discard_galloping,) + vector[1:]), weight) for vector, weight in knowledge)


def _weights_in(knowledge: Knowledge, pool: int) -> dict[int, int]:
    weights: dict = defaultdict(int)
    for vector, weight in knowledge:
        weights[vector[pool]] += weight
    return weights


def galloping_in(knowledge: Knowledge, pool: int) -> tuple[tuple[int, Fraction], ...]:
    """The chance of each number of galloping horses in ``pool`` (explicit knowledge only)."""
    weights = _weights_in(knowledge, pool)
    whole = sum(weights.values())
    return tuple(sorted((galloping, Fraction(weight, whole)) for galloping, weight in weights.items()))


def chances(knowledge: Knowledge) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """Every possibility with its exact chance."""
    whole = sum(weight for _, weight in knowledge)
    return tuple((vector, Fraction(weight, whole)) for vector, weight in knowledge)


def flip_odds(knowledge: Knowledge, hidden: tuple[int, int], pool: int, size: int, bet: int
              ) -> tuple[tuple[int, Fraction], ...]:
    """(galloping horses shown, chance) when ``bet`` tokens of ``pool`` (holding ``size``) are flipped.

    ``hidden`` = (galloping, sleeping) among all hidden tokens, which is all that counts while every
    hidden token is alike.
    """
    if knowledge is None:
        return drawn_odds(hidden[0], hidden[0] + hidden[1], bet)
    shows: dict = defaultdict(int)
    for galloping, weight in _weights_in(knowledge, pool).items():
        for shown in range(min(bet, galloping) + 1):
            shows[shown] += weight * _ways(galloping, size, bet, shown)
    whole = sum(shows.values())
    return tuple(sorted((shown, Fraction(weight, whole)) for shown, weight in shows.items() if weight))


def after_flip(knowledge: Knowledge, pool: int, size: int, galloping: int, sleeping: int) -> Knowledge:
    """The possibilities once ``galloping`` + ``sleeping`` tokens of ``pool`` were flipped and discarded
    (those that could not show it are ruled out, the others weighted by how likely they showed it)."""
    if knowledge is None:
        return None
    weights: dict = {}
    for vector, weight in knowledge:
        ways = _ways(vector[pool], size, galloping + sleeping, galloping)
        if ways:
            after = list(vector)
            after[pool] -= galloping
            weights[tuple(after)] = weight * ways
    return _table(weights)


def problems_of(knowledge, sizes: Sequence[int], hidden_galloping: int) -> list[str]:
    """What makes a table of possibilities impossible for these piles."""
    problems = []
    if not knowledge:
        return ["the table of possibilities for the hidden tokens is empty"]
    if len({vector for vector, _ in knowledge}) != len(knowledge):
        problems.append("a possibility for the hidden tokens is listed twice")
    for vector, weight in knowledge:
        if not (isinstance(weight, int) and weight > 0):
            problems.append(f"a possibility's weight is a whole number above 0, not {weight}")
        if any(not 0 <= galloping <= size for galloping, size in zip(vector, sizes)):
            problems.append("a possibility gives a pile more galloping horses than it holds tokens")
        elif sum(vector) != hidden_galloping:
            problems.append(f"every possibility holds the {hidden_galloping} galloping horses not in the discard, "
                            f"not {sum(vector)}")
    return sorted(set(problems), key=problems.index)


# ================================================================ the history the table follows from
def after_event(knowledge: Knowledge, piles: Piles, event: tuple) -> tuple[Knowledge, Piles]:
    """The knowledge and the piles after one event of a ``TokenHistory`` (not its first entry)."""
    sizes, discard = piles
    kind = event[0]
    if kind == "rebuild":
        knowledge = rebuild_reserve(knowledge, sizes, GALLOPING_TOKENS - discard[0], discard[0])
    elif kind == "flip":
        _, seat, galloping, sleeping = event
        knowledge = after_flip(knowledge, pool_of(seat), sizes[pool_of(seat)], galloping, sleeping)
    else:
        _, seat, count = event
        source, target = (RESERVE, pool_of(seat)) if kind == "take" else (pool_of(seat), RESERVE)
        knowledge = move_tokens(knowledge, sizes, source, target, count)
    return knowledge, piles_after(piles, event)


def piles_after(piles: Piles, event: tuple) -> Piles:
    """The pools' sizes and the discard after one event of a ``TokenHistory`` (not its first entry)."""
    sizes, discard = list(piles[0]), piles[1]
    kind = event[0]
    if kind == "rebuild":
        sizes[RESERVE], discard = sum(discard), (0, 0)
    elif kind == "flip":
        _, seat, galloping, sleeping = event
        sizes[pool_of(seat)] -= galloping + sleeping
        discard = (discard[0] + galloping, discard[1] + sleeping)
    else:
        _, seat, count = event
        source, target = (RESERVE, pool_of(seat)) if kind == "take" else (pool_of(seat), RESERVE)
        sizes[source], sizes[target] = sizes[source] - count, sizes[target] + count
    return tuple(sizes), discard


def recorded(history: TokenHistory, piles: Piles, events) -> TokenHistory:
    """The history once ``events`` happen to the piles: it starts at the first rebuild of the reserve (before
    it every hidden token is alike and nothing needs remembering)."""
    for event in events:
        if history:
            history += (event,)
        elif event[0] == "rebuild":
            history = (("first rebuild", piles[0][1:], piles[1]),)
        piles = piles_after(piles, event)
    return history


@lru_cache(maxsize=4096)
def known(history: TokenHistory) -> tuple[Knowledge, Piles]:
    """The knowledge a (possible) history leads to and the piles it ends with, each step computed once: the
    history of the next state extends this one, so its knowledge is one step more."""
    if not history:
        return None, ((), (0, 0))
    if len(history) == 1:
        _, tokens, discard = history[0]
        return after_event(None, ((0,) + tuple(tokens), tuple(discard)), ("rebuild",))
    return after_event(*known(history[:-1]), history[-1])


def history_problems(history: TokenHistory) -> list[str]:
    """What makes a history impossible, if anything (for loading positions): every step is checked against
    the piles and the knowledge as they are then."""
    if sum(history[0][2]) == 0:
        # Translators: a problem of a horse race position's token history (the reserve rebuilt from nothing).
        return [_("the reserve is first rebuilt from discarded tokens, and the history discards none")]
    for number in range(1, len(history)):
        problem = _impossible(*known(history[:number]), history[number])
        if problem:
            # Translators: a problem of a horse race position's token history; {number} is the step's number,
            # {problem} what is impossible in it.
            return [i18n.say("step {number} of the token history: {problem}", number=number, problem=problem)]
    return []


def _impossible(knowledge: Knowledge, piles: Piles, event: tuple) -> str | None:
    sizes, discard = piles
    kind = event[0]
    if kind == "rebuild":
        if not (sizes[RESERVE] or discard == (0, 0)):
            return None
        # Translators: an impossible step of a horse race position's token history.
        return _("the reserve is rebuilt from the discard only when it is empty and the discard is not")
    if kind == "take":
        if event[2] <= sizes[RESERVE]:
            return None
        # Translators: an impossible step of a horse race token history; the reserve holds {count} energy
        # tokens, fewer than the {taken} taken.
        return i18n.say_n("the reserve holds {count} tokens, too few to take {taken}",
                          "the reserve holds {count} tokens, too few to take {taken}", sizes[RESERVE], taken=event[2])
    pool = pool_of(event[1])
    count = event[2] if kind == "pay" else event[2] + event[3]
    if count > sizes[pool]:
        if kind == "pay":
            # Translators: an impossible step of a horse race token history; a player with {count} energy tokens
            # cannot pay {paid}.
            return i18n.say_n("a player with {count} tokens cannot pay {paid}",
                              "a player with {count} tokens cannot pay {paid}", sizes[pool], paid=count)
        # Translators: an impossible step of a horse race token history; a player with {count} energy tokens
        # cannot flip {flipped}.
        return i18n.say_n("a player with {count} tokens cannot flip {flipped}",
                          "a player with {count} tokens cannot flip {flipped}", sizes[pool], flipped=count)
    if kind == "flip" and event[2] not in dict(flip_odds(knowledge, (0, 0), pool, sizes[pool], count)):
        # Translators: an impossible step of a horse race token history; {count} tokens showing a galloping
        # horse cannot be among the tokens flipped.
        return i18n.say_n("what is known of these tokens rules out {count} galloping horses among them",
                          "what is known of these tokens rules out {count} galloping horses among them", event[2])
    return None
