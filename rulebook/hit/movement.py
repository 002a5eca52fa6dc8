"""How HIT figures move: steps along a colour's route, hitting, protection, every card effect.

A colour's *route* runs from its start field (route index 0) clockwise round the
loop to its barrier field (index ``loop - 1``) and on into its goal fields
(``loop`` = goal field 1 …).  A figure never leaves its route forwards, so
"never past your own barrier" and "exact goal entry" are both "the route ends".

Every effect returns either a :class:`Landing` (where the figure ends, whom it
hits, what it passed) or a string: the learner's reason why the effect cannot be
carried out.  The same functions serve move generation and explanations.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rulebook import i18n
from rulebook.hit.board import Board, CardKind, colour_word, player_name, upper_first
from rulebook.hit.state import State, colour_of_figure, figure_number


def _number_words() -> tuple[str, ...]:
    return (
        # Translators: the number zero as a word in HIT's texts ("zero waiting").
        i18n.pgettext("HIT number", "zero"),
        # Translators: the number one as a word in HIT's texts ("one waiting").
        i18n.pgettext("HIT number", "one"),
        # Translators: the number two as a word in HIT's texts ("two waiting").
        i18n.pgettext("HIT number", "two"),
        # Translators: the number three as a word in HIT's texts ("three waiting").
        i18n.pgettext("HIT number", "three"),
        # Translators: the number four as a word in HIT's texts ("four waiting").
        i18n.pgettext("HIT number", "four"),
        # Translators: the number five as a word in HIT's texts ("five waiting").
        i18n.pgettext("HIT number", "five"),
        # Translators: the number six as a word in HIT's texts ("six waiting").
        i18n.pgettext("HIT number", "six"),
        # Translators: the number seven as a word in HIT's texts ("seven waiting").
        i18n.pgettext("HIT number", "seven"),
        # Translators: the number eight as a word in HIT's texts ("eight waiting").
        i18n.pgettext("HIT number", "eight"),
        # Translators: the number nine as a word in HIT's texts ("nine waiting").
        i18n.pgettext("HIT number", "nine"),
        # Translators: the number ten as a word in HIT's texts ("ten waiting").
        i18n.pgettext("HIT number", "ten"),
        # Translators: the number eleven as a word in HIT's texts ("eleven waiting").
        i18n.pgettext("HIT number", "eleven"),
    )


def number_word(n: int) -> str:
    """``n`` as a word ("three") in the current language, or in digits past eleven."""
    words = _number_words()
    return words[n] if 0 <= n < len(words) else str(n)


def figure_name(fig: str) -> str:
    """'red-2' → 'red figure 2', in the current language."""
    return _figure_name(fig, i18n.current())


@lru_cache(maxsize=1024)   # bounded: junk clicks may bring any text; one entry per language
def _figure_name(fig: str, language: str) -> str:
    # Translators: a HIT figure inside a sentence ("red figure 2"); {colour} is the colour word ("red"),
    # {number} the figure's number (1 to 4).
    return i18n.say("{colour} figure {number}", colour=colour_word(colour_of_figure(fig)), number=figure_number(fig))


def field_name(key: str) -> str:
    """'field:17' → 'field 17'; 'goal:red-2' → "red's goal field 2"; 'wait:red-1' → "red's waiting field 1"
    (in the current language)."""
    return _field_name(key, i18n.current())


@lru_cache(maxsize=1024)   # bounded: junk clicks may bring any text; one entry per language
def _field_name(key: str, language: str) -> str:
    kind, _, rest = key.partition(":")
    if kind == "field":
        # Translators: a numbered field of HIT's loop inside a sentence ("to field 17"); {number} is its number.
        return i18n.say("field {number}", number=rest)
    colour, dash, number = rest.rpartition("-")
    if kind not in ("goal", "wait") or not dash:
        return repr(key)  # not a key of the board: name it as it was written
    if kind == "goal":
        # Translators: one of a colour's goal fields inside a sentence; {colour} is the colour word ("red"),
        # {number} the goal field's number (1 to 4). Use the glossary's goal field.
        return i18n.say("{colour}'s goal field {number}", colour=colour_word(colour), number=number)
    # Translators: one of a colour's waiting fields inside a sentence; {colour} is the colour word ("red"),
    # {number} its number (1 to 4). Use the glossary's waiting field.
    return i18n.say("{colour}'s waiting field {number}", colour=colour_word(colour), number=number)


def fields_word(n: int) -> str:
    # Translators: a number of HIT fields ("three fields"); {count} is the number as a word.
    return i18n.say_n("{count} field", "{count} fields", n, count=number_word(n))


@dataclass(frozen=True)
class Landing:
    """The result of one movement of one figure."""

    fig: str
    origin: str                    # location key before the move
    dest: str                      # location key after the move
    path: tuple[str, ...]          # fields passed, the last one is ``dest``
    hit: str | None = None         # the opposing figure sent back to a waiting field
    hit_to: str | None = None      # the waiting field it goes to
    passed: str | None = None      # an opposing figure that could not be hit (mover went on)
    why_passed: str = ""           # "no-hit" or "shield"


@dataclass(frozen=True)
class Rules:
    """The symbols of the card that moves a figure."""

    no_hit: bool = False
    breaker: bool = False
    no_goal_entry: bool = False
    goal_redirect: bool = False    # the hunter may go on into its goal
    title: str = "this card"

    @classmethod
    def of(cls, kind: CardKind) -> Rules:
        return cls._of(kind, i18n.current())

    @classmethod
    @lru_cache(maxsize=64)    # one entry per kind and language: the title is said in the language spoken
    def _of(cls, kind: CardKind, language: str) -> Rules:
        return cls(no_hit=kind.no_hit, breaker=kind.breaker, no_goal_entry=kind.no_goal_entry,
                   goal_redirect=kind.effect == "hunter", title=kind.title)


class Scene:
    """The figures on the board plus which colours are protected: all that movement needs."""

    def __init__(self, board: Board, figures: dict[str, str], protected: frozenset[str]):
        self.board = board
        self.figures = figures
        self.protected = protected
        self.occupancy = {location: fig for fig, location in figures.items()}

    @classmethod
    def of(cls, state: State) -> Scene:
        protected = frozenset(c for c in state.players if state.protected(c))
        return cls(state.board, dict(state.figures), protected)

    def after(self, landing: Landing) -> Scene:
        """The scene once ``landing`` has happened."""
        return Scene(self.board, figures_after(self.figures, landing), self.protected)

    # ------------------------------------------------------------ helpers
    def route_index(self, fig: str) -> int | None:
        return self.board.route_index(colour_of_figure(fig), self.figures[fig])

    def key(self, fig: str, index: int) -> str:
        return self.board.route_key(colour_of_figure(fig), index)

    def route(self, fig: str) -> tuple[str, ...]:
        """The field keys of ``fig``'s whole route (index 0 = its start field)."""
        return self.board.routes[colour_of_figure(fig)]

    def free_waiting_field(self, colour: str) -> str:
        """The lowest-numbered free waiting field of a colour (a hit figure goes there).

        The rulebook says "a free waiting field"; which one makes no difference to play.
        """
        for number in range(1, self.board.figures + 1):
            key = f"wait:{colour}-{number}"
            if key not in self.occupancy:
                return key
        raise AssertionError(f"{colour} has no free waiting field")  # cannot happen: one per figure

    def barrier_text(self, fig: str) -> str:
        # Translators: a colour's barrier inside a refusal ("past red's own barrier"); {colour} is the colour
        # word ("red").
        return i18n.say("{colour}'s own barrier", colour=colour_word(colour_of_figure(fig)))

    # ------------------------------------------------------------ landing
    def route_between(self, fig: str, start: int, end: int) -> tuple[str, ...]:
        """The field keys of ``fig``'s route after route index ``start`` up to ``end`` (included)."""
        return tuple(self.key(fig, i) for i in range(start + 1, end + 1))

    def land(self, fig: str, target: int, path: tuple[str, ...], rules: Rules, direction: int = 1) -> Landing | str:
        """End a movement on route index ``target``: free, hit, or go on to the next free field."""
        colour = colour_of_figure(fig)
        key = self.key(fig, target)
        origin = self.figures[fig]
        occupant = self.occupancy.get(key)
        if occupant is None:
            return Landing(fig, origin, key, path)
        if colour_of_figure(occupant) == colour:
            # Translators: a refused HIT move; {card} is the card ("the 5"), {figure} the moving figure ("red
            # figure 2"), {field} a field ("field 17"), {colour} the colour word, {number} the other figure's number.
            return upper_first(i18n.say("{card} would end {figure} on {field}, where {colour}'s own figure {number} "
                                        "stands; you may never end on your own figure", card=rules.title,
                                        figure=figure_name(fig), field=field_name(key), colour=colour_word(colour),
                                        number=figure_number(occupant)))
        if rules.no_hit:
            return self._go_on(fig, target, path, rules, occupant, "no-hit", direction)
        if colour_of_figure(occupant) in self.protected and not rules.breaker:
            return self._go_on(fig, target, path, rules, occupant, "shield", direction)
        return Landing(fig, origin, key, path, hit=occupant,
                       hit_to=self.free_waiting_field(colour_of_figure(occupant)))

    def _go_on(self, fig: str, target: int, path: tuple[str, ...], rules: Rules, occupant: str, why: str,
               direction: int) -> Landing | str:
        """The figure may not hit ``occupant``: it goes on to the next free field in its direction."""
        # Rule note: "the next free field beyond the figure" is taken in the direction of the movement, so
        # the back step of the '3 forward or 1 back' card goes on backwards (counter-clockwise).
        # Rule note: the hunter's exception applies only as the card says, when the protected figure stands on
        # the arrow field in front of the own goal (the mover's barrier field); then the search for the next
        # free field goes on into the goal and takes the first free goal field (goal figures are jumped).
        board = self.board
        index = target + direction
        path = list(path)
        into_goal = rules.goal_redirect and target == board.loop - 1
        last = board.last_route_index if into_goal else board.loop - 1
        while 0 <= index <= last:
            key = self.key(fig, index)
            path.append(key)
            if key not in self.occupancy:
                return Landing(fig, self.figures[fig], key, tuple(path), passed=occupant, why_passed=why)
            index += direction
        # Rule note: a "next free field" that lies past the mover's own barrier (forwards or, with the
        # back step, backwards) cannot be reached, so the movement is not allowed (facts file, open question).
        values = {"card": rules.title, "figure": figure_name(fig), "other": figure_name(occupant),
                  "player": player_name(colour_of_figure(occupant)), "colour": colour_word(colour_of_figure(occupant)),
                  "barrier": self.barrier_text(fig)}
        if why == "no-hit" and into_goal:
            # Translators: a refused HIT move; {card} is the card ("the 5"), {figure} the moving figure, {other}
            # the figure it would land on ("blue figure 1").
            text = i18n.say("{card} would end {figure} on {other}; this card may not hit it, and the next free field "
                            "lies beyond the last goal field", **values)
        elif why == "no-hit":
            # Translators: a refused HIT move; {card} is the card, {figure} the moving figure, {other} the figure it
            # would land on, {barrier} the mover's barrier ("red's own barrier").
            text = i18n.say("{card} would end {figure} on {other}; this card may not hit it, and the next free field "
                            "lies past {barrier}", **values)
        elif into_goal:
            # Translators: a refused HIT move; {card} is the card, {figure} the moving figure, {other} the figure it
            # would land on, {player} the other figure's player ("Blue"), {colour} its colour word ("blue").
            text = i18n.say("{card} would end {figure} on {other}; {player}'s figure is protected by the shield on "
                            "top of {colour}'s discard pile, and the next free field lies beyond the last goal field",
                            **values)
        else:
            # Translators: a refused HIT move; {card} is the card, {figure} the moving figure, {other} the figure it
            # would land on, {player} the other figure's player ("Blue"), {colour} its colour word ("blue"),
            # {barrier} the mover's barrier ("red's own barrier").
            text = i18n.say("{card} would end {figure} on {other}; {player}'s figure is protected by the shield on "
                            "top of {colour}'s discard pile, and the next free field lies past {barrier}", **values)
        return upper_first(text)

    # ------------------------------------------------------------ effects
    def check_movable(self, fig: str, rules: Rules, loop_only: bool = False) -> str | None:
        """Why ``fig`` cannot move at all with this card (None if it may try)."""
        location = self.figures[fig]
        if location.startswith("wait:"):
            # Translators: a refused HIT move; {figure} is the figure ("red figure 2").
            return upper_first(i18n.say("{figure} is still on a waiting field: only figures that are out can move",
                                        figure=figure_name(fig)))
        if rules.no_goal_entry and location.startswith("goal:"):
            # Translators: a refused HIT move; {card} is the card ("the 5"), {figure} the figure ("red figure 2").
            return upper_first(i18n.say("{card} shows the 'no goal entry' symbol, so it may not move {figure}, "
                                        "which stands on a goal field", card=rules.title, figure=figure_name(fig)))
        if loop_only and location.startswith("goal:"):
            # Translators: a refused HIT move; {figure} is the figure ("red figure 2"), {card} the card.
            return upper_first(i18n.say("{figure} stands on a goal field; {card} moves figures along the loop only",
                                        figure=figure_name(fig), card=rules.title))
        return None

    def forward(self, fig: str, steps: int, rules: Rules) -> Landing | str:
        """Move ``steps`` fields clockwise along the route (goal figures are jumped, not landed on)."""
        # Rule note: a figure on a goal field may move on inside the goal with an ordinary card (exactly,
        # onto a free goal field): the 'no goal entry' symbol forbids it explicitly, so other cards allow it.
        problem = self.check_movable(fig, rules)
        if problem:
            return problem
        board = self.board
        start = self.route_index(fig)
        target = start + steps
        if target > board.last_route_index:
            if start < board.loop:
                # Translators: a refused HIT move; {card} is the card, {figure} the figure, {count} the number
                # of goal fields.
                return upper_first(i18n.say_n("{card} would take {figure} past its own barrier: behind it only "
                                              "{count} goal fields follow, and no step may be wasted",
                                              "{card} would take {figure} past its own barrier: behind it only "
                                              "{count} goal fields follow, and no step may be wasted",
                                              board.goal_count, card=rules.title, figure=figure_name(fig)))
            # Translators: a refused HIT move; {card} is the card, {figure} the figure.
            return upper_first(i18n.say("{card} would take {figure} beyond the last goal field; no step may be "
                                        "wasted", card=rules.title, figure=figure_name(fig)))
        if rules.no_goal_entry and target >= board.loop:
            # Translators: a refused HIT move; {card} is the card, {figure} the figure.
            return upper_first(i18n.say("{card} shows the 'no goal entry' symbol, so {figure} may not move into the "
                                        "goal", card=rules.title, figure=figure_name(fig)))
        path = self.route(fig)[start + 1:target + 1]
        return self.land(fig, target, path, rules)

    def backward(self, fig: str, steps: int, rules: Rules) -> Landing | str:
        """Move back (counter-clockwise), never backwards over the own barrier."""
        problem = self.check_movable(fig, rules)
        if problem:
            return problem
        start = self.route_index(fig)
        # Rule note: the goal is a dead end: a figure on a goal field does not step back (neither inside
        # the goal nor out of it); the back step is described for the loop only.
        if start >= self.board.loop:
            # Translators: a refused HIT move; {figure} is the figure ("red figure 2").
            return upper_first(i18n.say("{figure} stands on a goal field; figures in the goal do not move back",
                                        figure=figure_name(fig)))
        # Rule note: the barrier lies between the barrier field and the start field, so a figure on its
        # own start field may not step back onto its barrier field (that would cross the barrier backwards
        # and let it skip a whole round).
        if start - steps < 0:
            # Translators: a refused HIT move; {card} is the card, {figure} the figure, {barrier} its barrier
            # ("red's own barrier").
            return upper_first(i18n.say("{card} would move {figure} backwards over {barrier}, which is never allowed",
                                        card=rules.title, figure=figure_name(fig), barrier=self.barrier_text(fig)))
        path = self.route(fig)[start - steps:start][::-1]
        return self.land(fig, start - steps, path, rules, direction=-1)

    def come_out(self, fig: str, rules: Rules) -> Landing | str:
        """Put a waiting figure on its start field (hit an opponent there, or go on if protected)."""
        colour = colour_of_figure(fig)
        if not self.figures[fig].startswith("wait:"):
            # Translators: a refused HIT move; {figure} is the figure ("red figure 2").
            return upper_first(i18n.say("{figure} is already out; only a figure on a waiting field comes out",
                                        figure=figure_name(fig)))
        start_key = self.key(fig, 0)
        occupant = self.occupancy.get(start_key)
        if occupant is not None and colour_of_figure(occupant) == colour:
            # Translators: a refused HIT move; {figure} is the own figure on the start field ("red figure 2").
            return i18n.say("Your own figure ({figure}) stands on your start field, so you cannot come out: you may "
                            "never hit your own figure", figure=figure_name(occupant))
        return self.land(fig, 0, (start_key,), rules)

    def next_free_corner(self, fig: str, rules: Rules) -> Landing | str:
        problem = self.check_movable(fig, rules, loop_only=True)
        if problem:
            return problem
        start = self.route_index(fig)
        path = []
        for index in range(start + 1, self.board.loop):
            key = self.key(fig, index)
            path.append(key)
            if _field_number(key) in self.board.corner_fields and key not in self.occupancy:
                return Landing(fig, self.figures[fig], key, tuple(path))
        # Translators: a refused HIT move; {figure} is the figure, {barrier} its barrier, {card} the card.
        return i18n.say("There is no free corner field between {figure} and {barrier}, so {card} cannot be executed "
                        "with it", figure=figure_name(fig), barrier=self.barrier_text(fig), card=rules.title)

    def corners(self, fig: str, count: int, rules: Rules) -> Landing | str:
        """Move on to the ``count``-th corner field ahead (occupied corners count; may hit)."""
        problem = self.check_movable(fig, rules, loop_only=True)
        if problem:
            return problem
        start = self.route_index(fig)
        seen = 0
        for index in range(start + 1, self.board.loop):
            if _field_number(self.key(fig, index)) in self.board.corner_fields:
                seen += 1
                if seen == count:
                    path = self.route_between(fig, start, index)
                    return self.land(fig, index, path, rules)
        # Translators: a refused HIT move; {count} is how many corner fields there are, {wanted} how many the
        # card needs, {figure} the figure, {barrier} its barrier ("red's own barrier").
        return i18n.say_n("Only {count} corner field lie between {figure} and {barrier}, not {wanted}",
                          "Only {count} corner fields lie between {figure} and {barrier}, not {wanted}", seen,
                          figure=figure_name(fig), barrier=self.barrier_text(fig), wanted=count)

    def hunter(self, fig: str, rules: Rules) -> Landing | str:
        """Move onto the nearest opponent figure ahead and hit it (own figures are jumped)."""
        problem = self.check_movable(fig, rules, loop_only=True)
        if problem:
            return problem
        colour = colour_of_figure(fig)
        start = self.route_index(fig)
        for index in range(start + 1, self.board.loop):
            occupant = self.occupancy.get(self.key(fig, index))
            if occupant is not None and colour_of_figure(occupant) != colour:
                path = self.route_between(fig, start, index)
                return self.land(fig, index, path, rules)
        # Translators: a refused HIT move; {figure} is the figure, {barrier} its barrier, {card} the card.
        return i18n.say("No opponent figure stands between {figure} and {barrier}, so {card} has nobody to hunt",
                        figure=figure_name(fig), barrier=self.barrier_text(fig), card=rules.title)

    def behind(self, fig: str, rules: Rules) -> Landing | str:
        """Move to the field directly behind the nearest figure ahead (of any colour)."""
        problem = self.check_movable(fig, rules, loop_only=True)
        if problem:
            return problem
        board = self.board
        start = self.route_index(fig)
        here = _field_number(self.figures[fig])
        # look as far as the field just after the own barrier (the own start field, which is the mover's
        # own field when it stands on its start field)
        reach = board.loop - start if start > 0 else board.loop - 1
        for distance in range(1, reach + 1):
            key = f"field:{(here + distance) % board.loop}"
            occupant = self.occupancy.get(key)
            if occupant is None:
                continue
            if distance == 1:
                # Rule note: a figure already directly behind the nearest figure would not move at all;
                # a card must be executed completely, so the behind card cannot be used with it.
                # Translators: a refused HIT move; {figure} is the figure, {other} the figure ahead, {card} the card.
                return upper_first(i18n.say("{figure} already stands directly behind {other}, so {card} would not "
                                            "move it", figure=figure_name(fig), other=figure_name(occupant),
                                            card=rules.title))
            path = self.route_between(fig, start, start + distance - 1)
            return Landing(fig, self.figures[fig], path[-1], path)
        # Translators: a refused HIT move; {figure} is the figure, {barrier} its barrier ("red's own barrier").
        return i18n.say("No figure stands between {figure} and {barrier}, so the field behind the nearest figure "
                        "lies past its own barrier", figure=figure_name(fig), barrier=self.barrier_text(fig))

    def groups(self, fig: str, count: int, rules: Rules) -> Landing | str:
        """Jump ``count`` groups (runs of adjacent figures) and stop on the next free field beyond."""
        problem = self.check_movable(fig, rules, loop_only=True)
        if problem:
            return problem
        board = self.board
        start = self.route_index(fig)
        here = _field_number(self.figures[fig])
        jumped, inside = 0, False
        path = []
        # Rule note: figures directly ahead of the mover (it "jumps out of" a group) form the first group,
        # which is exactly what a scan from the next field finds.
        for distance in range(1, board.loop):
            key = f"field:{(here + distance) % board.loop}"
            path.append(key)
            if key in self.occupancy:
                inside = True
                continue
            if inside:
                jumped, inside = jumped + 1, False
                if jumped == count:
                    if start + distance > board.loop - 1:
                        # Translators: a refused HIT move; {count} is the number of groups as a word ("two"),
                        # {figure} the figure, {barrier} its barrier.
                        return i18n.say_n("Jumping {count} group would take {figure} past {barrier}",
                                          "Jumping {count} groups would take {figure} past {barrier}", count,
                                          count=number_word(count), figure=figure_name(fig),
                                          barrier=self.barrier_text(fig))
                    return Landing(fig, self.figures[fig], key, tuple(path))
        # Translators: a refused HIT move; {count} is the number of groups ahead as a word ("two"), {wanted}
        # how many the card jumps (a word), {figure} the figure.
        return i18n.say_n("There is only {count} group of figures ahead of {figure}, not {wanted}",
                          "There are only {count} groups of figures ahead of {figure}, not {wanted}", jumped,
                          count=number_word(jumped), figure=figure_name(fig), wanted=number_word(count))

    def jump_to(self, fig: str, fields: frozenset[int], what: str, rules: Rules) -> Landing | str:
        """Jump to the nearest field ahead among ``fields`` (barrier fields or start fields)."""
        # Rule note: every barrier and start field printed on the board counts, also those of colours that
        # are not in play (with 2 players); the own start field lies beyond the own barrier, out of reach.
        problem = self.check_movable(fig, rules, loop_only=True)
        if problem:
            return problem
        start = self.route_index(fig)
        for index in range(start + 1, self.board.loop):
            if _field_number(self.key(fig, index)) in fields:
                path = self.route_between(fig, start, index)
                return self.land(fig, index, path, rules)
        values = {"figure": figure_name(fig), "barrier": self.barrier_text(fig), "card": rules.title}
        if what == "barrier field":
            # Translators: a refused HIT move; {figure} is the figure, {barrier} its barrier, {card} the card.
            return i18n.say("There is no barrier field between {figure} and {barrier}, so {card} cannot be used "
                            "with it", **values)
        # Translators: a refused HIT move; {figure} is the figure, {barrier} its barrier, {card} the card.
        return i18n.say("There is no start field between {figure} and {barrier}, so {card} cannot be used with it",
                        **values)


def _field_number(key: str) -> int:
    return int(key[6:]) if key.startswith("field:") else -1


def figures_after(figures: dict[str, str], landing: Landing) -> dict[str, str]:
    """The figure positions once a landing has happened (a hit figure goes to its waiting field)."""
    result = dict(figures)
    result[landing.fig] = landing.dest
    if landing.hit is not None:
        result[landing.hit] = landing.hit_to
    return result
