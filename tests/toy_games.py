"""Two tiny games that exercise the core's chance points and hidden information.

- **Pig** (chance points): on your turn roll a die as often as you like; a 1 loses the
  points of this turn and ends it, any other face adds to them; "hold" banks them.
  The first to reach the goal wins.  Every roll is a chance point with six outcomes.
- **Cups** (hidden information): luck hides a coin under a cup, heads or tails, and
  the guesser, who cannot see it, names a side.  A computer that peeked would always
  win; a fair one wins half the time.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from rulebook.core import CHANCE, Game, InvalidPosition, Move, Outcome, Rng, is_whole_number, shown

SIXTH = Fraction(1, 6)


# ------------------------------------------------------------------ Pig
@dataclass(frozen=True)
class PigState:
    banked: tuple[int, int]
    turn_total: int
    seat: int              # whose turn it is (0 = A, 1 = B)
    rolling: bool          # True while the die is in the air: a chance point
    goal: int
    rng: Rng


class Pig(Game):
    name = "pig"
    SEATS = ("A", "B")

    @classmethod
    def initial_state(cls, rng: Rng, goal: int = 20) -> PigState:
        return PigState((0, 0), 0, 0, False, goal, rng)

    @classmethod
    def state_to_position(cls, state: PigState) -> dict:
        return {"banked": list(state.banked), "turn_total": state.turn_total, "to_move": cls.SEATS[state.seat],
                "rolling": state.rolling, "goal": state.goal, "rng": state.rng.to_json()}

    @classmethod
    def state_from_position(cls, position) -> PigState:
        banked, total = position.get("banked"), position.get("turn_total")
        problems = []
        if not (isinstance(banked, list) and len(banked) == 2 and all(is_whole_number(b) and b >= 0 for b in banked)):
            problems.append(f"banked must list two scores, not {shown(banked)}")
        if not is_whole_number(total) or total < 0:
            problems.append(f"turn_total must be a whole number, not {shown(total)}")
        if position.get("to_move") not in cls.SEATS:
            problems.append(f"to_move must be A or B, not {shown(position.get('to_move'))}")
        if not isinstance(position.get("rolling"), bool):
            problems.append("rolling must be true or false")
        if not is_whole_number(position.get("goal")) or not 1 <= position["goal"] <= 1000:
            problems.append(f"the goal must be a whole number from 1 to 1000, not {shown(position.get('goal'))}")
        if set(position) - {"banked", "turn_total", "to_move", "rolling", "goal", "rng"}:
            problems.append("the position has entries Pig does not know")
        try:
            rng = Rng.from_json(position.get("rng"))
        except InvalidPosition as error:
            problems += error.problems
        if problems:
            raise InvalidPosition(problems)
        return PigState(tuple(banked), total, cls.SEATS.index(position["to_move"]), position["rolling"],
                        position["goal"], rng)

    @classmethod
    def players_of(cls, state: PigState) -> tuple[str, ...]:
        return cls.SEATS

    @classmethod
    def player_to_move(cls, state: PigState) -> str:
        return CHANCE if state.rolling else cls.SEATS[state.seat]

    @classmethod
    def chance_outcomes(cls, state: PigState) -> list[tuple[Move, Fraction]]:
        return [(Move(f"die {face}", f"The die shows {face}", (f"die:{face}",)), SIXTH) for face in range(1, 7)]

    @classmethod
    def moves_in(cls, state: PigState) -> list[Move]:
        player = cls.SEATS[state.seat]
        return [Move("roll", lambda: f"{player} rolls the die", ("button:roll",)),
                Move("hold", lambda: f"{player} banks {state.turn_total}", ("button:hold",))]

    @classmethod
    def apply(cls, state: PigState, move: Move) -> PigState:
        if move.notation == "roll":
            return PigState(state.banked, state.turn_total, state.seat, True, state.goal, state.rng)
        if move.notation == "hold":
            banked = list(state.banked)
            banked[state.seat] += state.turn_total
            return PigState(tuple(banked), 0, 1 - state.seat, False, state.goal, state.rng)
        face = int(move.notation.split()[1])
        if face == 1:
            return PigState(state.banked, 0, 1 - state.seat, False, state.goal, state.rng)
        return PigState(state.banked, state.turn_total + face, state.seat, False, state.goal, state.rng)

    @classmethod
    def outcome_of(cls, state: PigState) -> Outcome | None:
        for seat, score in enumerate(state.banked):
            if score >= state.goal:
                return Outcome((cls.SEATS[seat],), dict(zip(cls.SEATS, state.banked)), f"{cls.SEATS[seat]} reached {state.goal}")
        return None

    @classmethod
    def evaluate(cls, state: PigState, player: str) -> float:
        seat = cls.SEATS.index(player)
        mine = state.banked[seat] + (state.turn_total if state.seat == seat else 0)
        return float(mine - state.banked[1 - seat])


# ------------------------------------------------------------------ Cups
@dataclass(frozen=True)
class CupsState:
    coin: str | None       # None until luck has hidden it
    guess: str | None
    rng: Rng


class Cups(Game):
    name = "cups"
    hidden_information = True
    SIDES = ("heads", "tails")

    @classmethod
    def initial_state(cls, rng: Rng) -> CupsState:
        return CupsState(None, None, rng)

    @classmethod
    def state_to_position(cls, state: CupsState) -> dict:
        return {"coin": state.coin, "guess": state.guess, "rng": state.rng.to_json()}

    @classmethod
    def state_from_position(cls, position) -> CupsState:
        problems = []
        if position.get("coin") not in (None, *cls.SIDES) or position.get("guess") not in (None, *cls.SIDES):
            problems.append("the coin and the guess are heads, tails or not yet there")
        if position.get("guess") is not None and position.get("coin") is None:
            problems.append("nobody guesses before the coin is hidden")
        try:
            rng = Rng.from_json(position.get("rng"))
        except InvalidPosition as error:
            problems += error.problems
        if problems:
            raise InvalidPosition(problems)
        return CupsState(position["coin"], position["guess"], rng)

    @classmethod
    def players_of(cls, state: CupsState) -> tuple[str, ...]:
        return ("guesser",)

    @classmethod
    def player_to_move(cls, state: CupsState) -> str:
        return CHANCE if state.coin is None else "guesser"

    @classmethod
    def chance_outcomes(cls, state: CupsState) -> list[tuple[Move, Fraction]]:
        return [(Move(f"hide {side}", f"The coin is hidden showing {side}"), Fraction(1, 2)) for side in cls.SIDES]

    @classmethod
    def moves_in(cls, state: CupsState) -> list[Move]:
        return [Move(f"guess {side}", f"Guess {side}", (f"button:{side}",)) for side in cls.SIDES]

    @classmethod
    def apply(cls, state: CupsState, move: Move) -> CupsState:
        verb, side = move.notation.split()
        return CupsState(side, None, state.rng) if verb == "hide" else CupsState(state.coin, side, state.rng)

    @classmethod
    def outcome_of(cls, state: CupsState) -> Outcome | None:
        if state.guess is None:
            return None
        right = state.guess == state.coin
        return Outcome(("guesser",) if right else (), {"guesser": int(right)},
                       f"the coin showed {state.coin}")

    @classmethod
    def visible_position(cls, state: CupsState, viewer: str | None) -> dict:
        hidden = state.coin is not None and state.guess is None
        return {"coin": "under the cup" if hidden else state.coin, "guess": state.guess}

    @classmethod
    def public_label(cls, state: CupsState, move: Move, viewer: str | None) -> str:
        return "Luck hides the coin" if move.notation.startswith("hide") else move.label

    @classmethod
    def resample_hidden(cls, state: CupsState, viewer: str | None, rng: Rng) -> CupsState:
        if state.coin is None or state.guess is not None:
            return CupsState(state.coin, state.guess, rng.split())
        coin, rng = rng.choice(cls.SIDES)
        return CupsState(coin, None, rng)

    @classmethod
    def evaluate(cls, state: CupsState, player: str) -> float:
        outcome = cls.outcome_of(state)
        return 0.0 if outcome is None else (1.0 if outcome.winners else -1.0)
