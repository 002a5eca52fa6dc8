"""Issue 31 point 5: what is drawn is where it is.  In every game, over random positions of random games and in
both layouts, each piece is drawn inside the outline of the card, field or square the position (and so Describe)
says it stands on: the centre of the piece's drawing lies inside the drawn outline of its place's element."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from xml.etree import ElementTree

import pytest

from rulebook import hit, hokito, horse_race, partners
from rulebook import le_dernier_peuple as ldp
from widgets import hit as hit_view
from widgets import hokito as hokito_view
from widgets import horse_race as horse_race_view
from widgets import le_dernier_peuple as ldp_view
from widgets import partners as partners_view

Point = tuple[float, float]
Matrix = tuple[float, float, float, float]        # scale x, scale y, shift x, shift y: all the boards use


def _own_transform(node: ElementTree.Element) -> Matrix:
    matrix = (1.0, 1.0, 0.0, 0.0)
    for kind, numbers in re.findall(r"(translate|scale)\(([^)]*)\)", node.get("transform") or ""):
        values = [float(value) for value in re.split(r"[\s,]+", numbers.strip())]
        if kind == "translate":
            dx, dy = values[0], values[1] if len(values) > 1 else 0.0
            step = (1.0, 1.0, dx, dy)
        else:
            step = (values[0], values[-1], 0.0, 0.0)
        # the later transform applies first: matrix ∘ step
        matrix = (matrix[0] * step[0], matrix[1] * step[1], matrix[0] * step[2] + matrix[2],
                  matrix[1] * step[3] + matrix[3])
    return matrix


class Drawing:
    """A board's SVG with each element's place on the page (the translate and scale of its ancestors)."""

    def __init__(self, text: str):
        self.root = ElementTree.fromstring(text)
        self.parents = {child: parent for parent in self.root.iter() for child in parent}

    def keyed(self, key: str) -> ElementTree.Element:
        found = [node for node in self.root.iter() if node.get("data-key") == key]
        assert len(found) == 1, f"{key} drawn {len(found)} times"
        return found[0]

    def to_page(self, node: ElementTree.Element, point: Point) -> Point:
        x, y = point
        while node is not None:
            sx, sy, dx, dy = _own_transform(node)
            x, y = sx * x + dx, sy * y + dy
            node = self.parents.get(node)
        return x, y

    def centres(self, node: ElementTree.Element) -> list[Point]:
        """Where the piece ``node`` is drawn: the centre of each disc in it (a stack: every layer), else the middle
        of its outline."""
        discs = [shape for shape in node.iter() if shape.tag.endswith(("}circle", "}ellipse"))]
        if discs:
            return [self.to_page(shape, (float(shape.get("cx")), float(shape.get("cy")))) for shape in discs]
        outline = self.outline(node)
        xs, ys = zip(*outline)
        return [((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)]

    def outline(self, node: ElementTree.Element) -> list[Point]:
        """The outline of a keyed element on the page as a polygon (a circle: a 72-gon inside it)."""
        shape = next((child for child in node.iter() if child.get("data-outline")), None)
        assert shape is not None, f"{node.get('data-key')} has no outline"
        tag = shape.tag.rsplit("}", 1)[-1]
        if tag == "polygon":
            points = [tuple(map(float, corner.split(","))) for corner in shape.get("points").split()]
        elif tag == "rect":
            x, y = float(shape.get("x", 0)), float(shape.get("y", 0))
            w, h = float(shape.get("width")), float(shape.get("height"))
            points = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
        elif tag in ("circle", "ellipse"):
            import math
            cx, cy = float(shape.get("cx")), float(shape.get("cy"))
            rx = float(shape.get("r") or shape.get("rx"))
            ry = float(shape.get("r") or shape.get("ry"))
            points = [(cx + rx * math.cos(turn * math.pi / 36), cy + ry * math.sin(turn * math.pi / 36))
                      for turn in range(72)]
        else:
            raise AssertionError(f"an outline drawn as {tag}")
        return [self.to_page(shape, point) for point in points]


def inside(point: Point, polygon: list[Point]) -> bool:
    x, y = point
    crossings = 0
    for (ax, ay), (bx, by) in zip(polygon, polygon[1:] + polygon[:1]):
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            crossings += 1
    return crossings % 2 == 1


def random_positions(new_game: Callable, seeds: range, moves: int, every: int) -> Iterator:
    """Games after every ``every`` random moves, up to ``moves``, from each seed."""
    for seed in seeds:
        game = new_game(seed)
        picker = random.Random(seed)
        for number in range(moves):
            if game.outcome is not None:
                break
            game.play(picker.choice(game.legal_moves()))
            if number % every == 0:
                yield game


# ------------------------------------------------------------------ each game: its pieces and their places
def ldp_pieces(game) -> Iterator[tuple[str, str]]:
    for pawn, card in game.position()["pawns"].items():
        yield f"pawn:{pawn}", f"wheel:{card}"


def partners_pieces(game) -> Iterator[tuple[str, str]]:
    for pawn, place in game.position()["pawns"].items():
        yield f"pawn:{pawn}", f"home:{pawn.rsplit('-', 1)[0]}" if place == "home" else place


def hit_pieces(game) -> Iterator[tuple[str, str]]:
    for figure, place in game.position()["figures"].items():
        if place is not None:
            yield f"figure:{figure}", place


GAMES = {
    "le-dernier-peuple": (lambda seed: ldp.new_game(seed=seed, players=3 + seed % 3), ldp_pieces,
                          lambda game, compact: ldp_view.render(game, compact=compact)),
    "partners": (lambda seed: partners.new_game(seed=seed), partners_pieces,
                 lambda game, compact: partners_view.render(game, compact=compact)),
    "hit": (lambda seed: hit.new_game(seed=seed, players=2 + seed % 3), hit_pieces,
            lambda game, compact: hit_view.render(game, compact=compact)),
}


@pytest.mark.parametrize("compact", [False, True])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_piece_is_drawn_inside_the_outline_of_its_place(name, compact):
    new_game, pieces, render = GAMES[name]
    checked = 0
    for game in random_positions(new_game, range(4), moves=100, every=8):
        drawing = Drawing(render(game, compact))
        for piece, place in pieces(game):
            outline = drawing.outline(drawing.keyed(place))
            for centre in drawing.centres(drawing.keyed(piece)):
                assert inside(centre, outline), (name, piece, place, centre)
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("perspective", ["black", "white"])
def test_every_hokito_stack_is_drawn_inside_its_square(perspective):
    checked = 0
    for game in random_positions(lambda seed: hokito.new_game(seed=seed), range(4), moves=60, every=7):
        drawing = Drawing(hokito_view.render(game, perspective=perspective, show_last_move=False))
        for square, stack in game.position()["board"].items():
            if not stack:
                continue
            node = next(node for node in drawing.root.iter() if node.get("data-piece") == square)
            outline = drawing.outline(drawing.keyed(f"square:{square}"))
            for centre in drawing.centres(node):
                assert inside(centre, outline), (square, centre)
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("compact", [False, True])
def test_every_horse_is_drawn_inside_its_square(compact):
    checked = 0
    for game in random_positions(lambda seed: horse_race.new_game(seed=seed), range(4), moves=80, every=5):
        drawing = Drawing(horse_race_view.render(game, animate=False, compact=compact))
        for horse, square in game.position()["horses"].items():
            node = next(node for node in drawing.root.iter()
                        if node.get("data-horse") == horse and "hr-horse-on" in (node.get("class") or ""))
            outline = drawing.outline(drawing.keyed(horse_race_view.square_key(square)))
            for centre in drawing.centres(node):
                assert inside(centre, outline), (horse, square, centre)
            checked += 1
    assert checked > 50


def test_a_piece_outside_its_place_is_caught():
    """The check can fail: a pawn moved in the drawing off its card is found."""
    game = ldp.Game.from_position(ldp.build_position(3, pawns={"red-1": 5}))
    text = ldp_view.render(game)
    drawing = Drawing(text)
    pawn = drawing.keyed("pawn:red-1")
    circle = next(node for node in pawn.iter() if node.tag.endswith("}circle"))
    assert inside(drawing.centres(pawn)[0], drawing.outline(drawing.keyed("wheel:5")))
    circle.set("cx", str(float(circle.get("cx")) - 120))
    assert not inside(drawing.centres(pawn)[0], drawing.outline(drawing.keyed("wheel:5")))


# ------------------------------------------------------------------ issue 31 point 6: names a listener understands
ENGINE_WORDS = [(re.compile(r"\b[a-z]+-\d+\b"), "an id such as 'red-1'"), (re.compile(r"#"), "a card's copy number"),
                (re.compile(r"minus|\bhand \d|\b1 14\b|_"), "a card's id"),
                (re.compile(r"^(goal|home|wheel|pawn|player|pile|button|move|power|hand) [a-z0-9 ]+$"),
                 "the key in words")]


def named_positions() -> Iterator[tuple[str, str]]:
    """(name, svg) for random positions of every game, in both layouts and as the decider, a teacher and an
    onlooker see them."""
    for seed, game in enumerate(random_positions(lambda seed: ldp.new_game(seed=seed, players=3 + seed % 3),
                                                 range(3), moves=90, every=15)):
        yield "le-dernier-peuple", ldp_view.render(game, viewer=game.to_move, compact=seed % 2 == 0)
        yield "le-dernier-peuple", ldp_view.render(game, show_all=True, handover="red", compact=seed % 2 == 1)
    for seed, game in enumerate(random_positions(lambda seed: partners.new_game(seed=seed), range(3), moves=90,
                                                 every=15)):
        yield "partners", partners_view.render(game, viewer=game.to_move, compact=seed % 2 == 0)
        yield "partners", partners_view.render(game, viewer="red", covered="blue", compact=seed % 2 == 1)
    for seed, game in enumerate(random_positions(lambda seed: hit.new_game(seed=seed, players=2 + seed % 3),
                                                 range(3), moves=90, every=15)):
        yield "hit", hit_view.render(game, viewer=game.to_move, compact=seed % 2 == 0)
        yield "hit", hit_view.render(game, show_all=True, compact=seed % 2 == 1)
    for game in random_positions(lambda seed: hokito.new_game(seed=seed), range(2), moves=40, every=10):
        yield "hokito", hokito_view.render(game)
    for seed, game in enumerate(random_positions(lambda seed: horse_race.new_game(seed=seed), range(2), moves=40,
                                                 every=10)):
        yield "horse race", horse_race_view.render(game, animate=False, compact=seed % 2 == 0)


def test_every_clickable_element_has_a_name_without_ids_or_engine_words():
    checked = 0
    for name, text in named_positions():
        for node in ElementTree.fromstring(text).iter():
            key = node.get("data-key")
            if key is None:
                continue
            said = node.get("aria-label") or ""
            assert said.strip(), (name, key)
            for pattern, what in ENGINE_WORDS:
                assert not pattern.search(said), f"{name}: {key} is named {said!r}: {what}"
            number = re.match(r"(?:field|square) (\d+)$", said)
            if number:                 # a bare number is the one drawn on the field
                drawn = ["".join(text.itertext()).strip() for text in node.iter() if text.tag.endswith("}text")]
                assert number.group(1) in drawn, f"{name}: {key} is named {said!r}, but shows {drawn}"
            checked += 1
    assert checked > 2000


def test_partners_names_say_the_field_as_the_rules_and_the_drawing_number_it():
    """A field is 'field 14 after green's start' (the 14 drawn on it), a hand card 'the 8♡', 'the −4', 'the 1/14'."""
    for game in random_positions(lambda seed: partners.new_game(seed=seed), range(2), moves=60, every=6):
        root = ElementTree.fromstring(partners_view.render(game, viewer=game.to_move))
        for node in root.iter():
            key = node.get("data-key") or ""
            if key.startswith("field:"):
                number = int(key[6:]) % 15
                said = node.get("aria-label")
                if number:
                    assert said.startswith(f"field {number} after "), said
                    drawn = ["".join(text.itertext()) for text in node.iter() if text.tag.endswith("}text")]
                    assert drawn[:1] in ([str(number)], []) or said.count(" pawn "), (said, drawn)
                else:
                    assert said.endswith("start field") or "start field:" in said, said
            if key.startswith("hand:"):
                said = node.get("aria-label")
                assert said.startswith("the " + partners_view.card_kind(key[5:]).name), (key, said)
    names = {partners_view.hand_card_name([card]) for card in ("8#1", "minus4#2", "1-14#3", "start#1")}
    assert {"the 8♡", "the −4", "the 1/14"} <= names, names
