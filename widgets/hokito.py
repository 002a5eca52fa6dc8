"""The HOKITO board: an SVG renderer and the live widget.

Each square is ``<g data-key="square:c3">`` holding its cell (``data-outline``)
and, if occupied, the piece or stack as ``<g data-piece>``.  A piece shows its
value twice (a big numeral and as many dots), its colour (black or white disc
with a strong outline); a stack shows its layers as edges under the top piece
and a height badge such as ``×4``.  The header gives both scores and whose turn
it is; the last move is drawn as an arrow along the squares it landed on.
"""

from __future__ import annotations

from collections.abc import Sequence

from rulebook import hokito, i18n
from rulebook.core import Game, Outcome, shown
from rulebook.i18n import _, say, say_n
from widgets import svg
from widgets.board import BoardWidget, StaticBoard

SQUARE = 84
SIDE = 36                       # room for the rank numbers left and right
HEADER = 92                     # scores and turn
LABELS = 30                     # room for the file letters above and below
BOARD_X = SIDE
BOARD_Y = HEADER + LABELS
WIDTH = 2 * SIDE + 6 * SQUARE
HEIGHT = BOARD_Y + 6 * SQUARE + LABELS + 4

CARD_WIDTH = 184
MIN_TEXT = 23                   # the smallest text: 14 px when a 1280x720 window shows the board at 62 %
LETTER_WIDTH = 0.55             # a letter's width in font sizes, generously (how long a text is drawn)
BOLD_LETTER_WIDTH = 0.62
SCORE_DIGIT = 17                # a digit of the score (28 px bold)
RADIUS = 29                     # of a piece
LAYER_STEP = 5                  # how far each lower layer of a stack shows under the top piece
MAX_LAYERS = 4                  # layers drawn (the badge gives the true height)

BACKGROUND = "#f6efe0"
FRAME = "#4a3116"
LIGHT_CELL = "#e9cf98"
DARK_CELL = "#d2ad6b"
INK = "#2b1d0c"
# black is charcoal, so the board's black marks (board.css --rb-mark) stand out on it (tests/test_palette.py)
PIECE_FILL = {"b": "#303030", "w": "#fbfbf7"}
PIECE_INK = {"b": "#ffffff", "w": "#111111"}
PIECE_EDGE = {"b": "#f2f2f2", "w": "#111111"}
BADGE = "#0b3d91"

PERSPECTIVES = ("black", "white")


# ------------------------------------------------------------------ geometry
def square_centre(name: str, perspective: str = "black") -> tuple[float, float]:
    """Where the centre of square ``name`` is drawn (Black's view: a1 bottom left)."""
    file, rank = "abcdef".index(name[0]), int(name[1:]) - 1
    column, row = (file, 5 - rank) if perspective != "white" else (5 - file, rank)
    return BOARD_X + (column + 0.5) * SQUARE, BOARD_Y + (row + 0.5) * SQUARE


def _corner(name: str, perspective: str) -> tuple[float, float]:
    x, y = square_centre(name, perspective)
    return x - SQUARE / 2, y - SQUARE / 2


# ------------------------------------------------------------------ pieces
def _add_disc(dwg, parent, piece: str, centre: tuple[float, float], top: bool) -> None:
    letter = piece[0]
    x, y = centre
    # a lower layer shows only a sliver: a thin grey edge keeps a white piece white there
    disc = dwg.circle(center=(x, y), r=RADIUS, fill=PIECE_FILL[letter], stroke="#000" if top else "#777",
                      stroke_width=3 if top else 1.2)
    disc.attribs["class"] = f"hk-disc hk-{letter}"
    parent.add(disc)
    if top:
        # a light inner ring keeps a black disc's edge readable on a dark cell
        parent.add(dwg.circle(center=(x, y), r=RADIUS - 4, fill="none", stroke=PIECE_EDGE[letter],
                              stroke_width=1.5, stroke_opacity=0.8))


def _add_face(dwg, parent, piece: str, centre: tuple[float, float], carved: bool = False) -> None:
    """The numeral and the dots of the value, in the colour that contrasts with the disc.

    A ``carved`` face has an outline in the disc's colour, so it stays readable
    when it is drawn again over the last move's arrow.
    """
    ink = {"fill": PIECE_INK[piece[0]]}
    if carved:
        ink.update({"stroke": PIECE_FILL[piece[0]], "stroke_width": 5, "paint-order": "stroke",
                    "stroke_linejoin": "round"})
    x, y = centre
    value = int(piece[1])
    numeral = svg.text(dwg, str(value), (x, y - 5), 29, font_weight="bold", **ink)
    numeral.attribs["class"] = "hk-value"
    parent.add(numeral)
    for px, py in svg.pip_positions(value, (x, y + 15), 3.3):
        pip = dwg.circle(center=(round(px, 1), py), r=3.3, **ink)
        pip.attribs["class"] = "hk-pip"
        parent.add(pip)


def _add_badge(dwg, parent, height: int, corner: tuple[float, float]) -> None:
    x, y = corner
    width = 38 if height < 10 else 48
    parent.add(dwg.rect(insert=(x + SQUARE - width - 2, y + 2), size=(width, 25), rx=6, fill=BADGE,
                        stroke="#fff", stroke_width=2))
    badge = svg.text(dwg, f"×{height}", (x + SQUARE - width / 2 - 2, y + 15), MIN_TEXT, fill="#fff",
                     font_weight="bold")
    badge.attribs["class"] = "hk-height"
    parent.add(badge)


def _stack(dwg, name: str, stack: Sequence[str], perspective: str):
    """The piece or stack on ``name``: lower layers as edges, the top piece with its face."""
    group = dwg.g()
    group.attribs["data-piece"] = name
    group.attribs["data-stack"] = " ".join(stack)
    x, y = square_centre(name, perspective)
    visible = list(stack[-MAX_LAYERS:])
    for layer, piece in enumerate(visible):
        depth = len(visible) - 1 - layer                 # 0 = the top piece, in the middle
        _add_disc(dwg, group, piece, (x, y + depth * LAYER_STEP), top=depth == 0)
    _add_face(dwg, group, visible[-1], (x, y))
    if len(stack) > 1:
        _add_badge(dwg, group, len(stack), _corner(name, perspective))
    return group


def _empty(name: str) -> str:
    # Translators: what a screen reader or the mouse says of an empty HOKITO square; {square} is its name (c3).
    return say("{square}: empty", square=name)


def _describe(name: str, stack: Sequence[str]) -> str:
    if not stack:
        return _empty(name)
    # Translators: what a screen reader or the mouse says of a HOKITO square with pieces; {square} is its name
    # (c3), {stack} the pieces on it ("stack of 2 (Black 3 on top)").
    return say("{square}: {stack}", square=name, stack=hokito.describe_stack(stack))


def _hover_text(name: str, stack: Sequence[str]) -> str:
    """What the square says under the mouse: the whole stack, bottom to top, and whose it is."""
    if not stack:
        return _empty(name)
    if len(stack) == 1:
        # Translators: what the mouse shows over a HOKITO square with one pawn; {square} is the square (c3),
        # {piece} the pawn ("Black 2").
        return say("{square}: a single {piece}", square=name, piece=hokito.describe_piece(stack[0]))
    # Translators: what the mouse shows over a HOKITO stack; {square} is the square (c3), {height} the stack's
    # height, {pieces} its pawns from bottom to top ("Black 2, White 1"), {owner} the player on top (Black or
    # White), {count} what the stack is worth in points.
    return say_n("{square}: a stack of {height}, bottom to top: {pieces}. {owner}'s, worth {count} point",
                 "{square}: a stack of {height}, bottom to top: {pieces}. {owner}'s, worth {count} points",
                 int(stack[-1][1]) * len(stack), square=name, height=len(stack),
                 pieces=", ".join(hokito.describe_piece(piece) for piece in stack),
                 owner=hokito.player_name(hokito.colour_of(stack[-1])))


# ------------------------------------------------------------------ board parts
def _squares(dwg, board, perspective: str):
    layer = dwg.g(class_="hk-squares")
    for index, name in enumerate(hokito.SQUARES):
        layer.add(_square(index, board[index], perspective, i18n.current()))
    return layer


@svg.cached_part(512)
def _square(index: int, stack: tuple[str, ...], perspective: str, language: str):
    """Square ``index``: its cell and the piece or stack on it, as ``<g data-key=…>``.

    ``language`` is part of the cache's key: the square's hover text and label are words."""
    dwg = svg.FACTORY
    name = hokito.SQUARES[index]
    group = svg.keyed_group(dwg, f"square:{name}", square_centre(name, perspective))
    group.attribs["aria-label"] = _describe(name, stack)
    group.set_desc(title=_hover_text(name, stack))
    file, rank = index % 6, index // 6
    cell = dwg.rect(insert=_corner(name, perspective), size=(SQUARE, SQUARE),
                    fill=DARK_CELL if (file + rank) % 2 == 0 else LIGHT_CELL)
    cell.attribs["data-outline"] = "1"
    group.add(cell)
    if stack:
        group.add(_stack(dwg, name, stack, perspective))
    return group


@svg.cached_part(4)
def _frame_and_coordinates(perspective: str):
    dwg = svg.FACTORY
    layer = dwg.g(class_="hk-coordinates", fill=INK, font_weight="bold")
    layer.add(dwg.rect(insert=(BOARD_X - 4, BOARD_Y - 4), size=(6 * SQUARE + 8, 6 * SQUARE + 8),
                       fill=FRAME, rx=4))
    for file in "abcdef":
        x, _ = square_centre(f"{file}1", perspective)
        for y in (BOARD_Y - LABELS / 2 - 2, BOARD_Y + 6 * SQUARE + LABELS / 2 + 2):
            layer.add(svg.text(dwg, file, (x, y), MIN_TEXT))
    for rank in range(1, 7):
        _, y = square_centre(f"a{rank}", perspective)
        for x in (SIDE / 2 - 2, WIDTH - SIDE / 2 + 2):
            layer.add(svg.text(dwg, str(rank), (x, y), MIN_TEXT))
    return layer


@svg.cached_part(1)
def _grid():
    dwg = svg.FACTORY
    lines = dwg.g(stroke=FRAME, stroke_width=1.5, class_="hk-grid")
    lines.attribs["pointer-events"] = "none"
    for step in range(1, 6):
        offset = step * SQUARE
        lines.add(dwg.line((BOARD_X + offset, BOARD_Y), (BOARD_X + offset, BOARD_Y + 6 * SQUARE)))
        lines.add(dwg.line((BOARD_X, BOARD_Y + offset), (BOARD_X + 6 * SQUARE, BOARD_Y + offset)))
    return lines


def _last_move(dwg, path_keys: Sequence[str], board, perspective: str):
    """The last move as an arrow through the squares it landed on, and a ring where it started.

    The faces of the pieces under the arrow are drawn again on top of it, so
    every value stays readable.
    """
    names = [key.split(":", 1)[1] for key in path_keys if key.startswith("square:")]
    if len(names) < 2:
        return None
    points = [square_centre(name, perspective) for name in names]
    # stop the arrow at the edge of the numeral so the landing piece stays readable
    (x1, y1), (x2, y2) = points[-2], points[-1]
    length = max(1.0, ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5)
    shorten = min(RADIUS * 0.8, length / 2)
    points[-1] = (x2 - (x2 - x1) * shorten / length, y2 - (y2 - y1) * shorten / length)
    group = svg.last_move_group(dwg, "hk-last-move", "-".join(names), square_centre(names[0], perspective),
                                RADIUS - 2, 4, "7 5", opacity=0.85)
    group.add(svg.path_line(dwg, points, svg.LAST_MOVE, 6, marker_id="hk-arrow"))
    for name in dict.fromkeys(names[1:]):
        stack = board[hokito.SQUARE_INDEX[name]]
        if stack:
            _add_face(dwg, group, stack[-1], square_centre(name, perspective), carved=True)
    return group


def _fitted(element, content: str, room: float, bold: bool = False):
    """``element`` squeezed into ``room`` units when its words are longer than that (German, the pseudo-locale):
    the letters keep their size, only their width and spacing shrink."""
    if len(content) * MIN_TEXT * (BOLD_LETTER_WIDTH if bold else LETTER_WIDTH) > room:
        element.attribs["textLength"] = f"{room:g}"
        element.attribs["lengthAdjust"] = "spacingAndGlyphs"
    return element


def _score_card(dwg, colour: str, score: int | None, x: float, active: bool, result: str):
    """A player's card: colour, role and score (None: "?", while a question about the score is open)."""
    letter = colour[0]
    group = dwg.g(class_=f"hk-score hk-score-{colour}")
    group.attribs["data-score"] = "?" if score is None else str(score)
    width, height, y = CARD_WIDTH, 70, 10
    group.add(dwg.rect(insert=(x, y), size=(width, height), rx=10, fill=PIECE_FILL[letter],
                       stroke=BADGE if active else "#000", stroke_width=6 if active else 2))
    group.add(dwg.circle(center=(x + 26, y + height / 2), r=14, fill=PIECE_FILL[letter],
                         stroke=PIECE_EDGE[letter], stroke_width=3))
    ink = PIECE_INK[letter]
    # the score beside the name, the role on a line of its own: at MIN_TEXT nothing overlaps
    name = hokito.player_name(colour)
    shown = "?" if score is None else str(score)
    name_room = width - 46 - 10 - SCORE_DIGIT * len(shown) - 14      # 14: a gap before the score
    group.add(_fitted(dwg.text(name, insert=(x + 46, y + 28), font_size=MIN_TEXT, font_weight="bold", fill=ink),
                      name, name_room, bold=True))
    group.add(_fitted(dwg.text(result, insert=(x + 46, y + 58), font_size=MIN_TEXT, fill=ink), result,
                      width - 46 - 10))
    group.add(dwg.text(shown, insert=(x + width - 10, y + 30), font_size=28, font_weight="bold",
                       fill=ink, text_anchor="end"))
    return group


def _headings(state, outcome: Outcome | None, move_number: int | None) -> tuple[str, str]:
    """The two lines above the board: the move number (or the game's name) and who plays, or the result."""
    if outcome is None:
        # Translators: above the HOKITO board; {number} is the number of the move being played (1, 2, 3 …).
        caption = say("Move {number}", number=move_number) if move_number else i18n.term("hokito", "game")
        # Translators: above the HOKITO board, in bold; {player} is whose turn it is (Black or White).
        return caption, say("{player} plays", player=hokito.player_name(state.to_move))
    # Translators: above the HOKITO board once the game has ended.
    caption = _("Game over")
    if outcome.is_draw:
        # Translators: above the HOKITO board, in bold, when the game ended in a draw.
        return caption, i18n.pgettext("game result", "Draw")
    # Translators: above the HOKITO board, in bold; {player} is the winner (Black or White).
    return caption, say("{player} wins", player=hokito.player_name(outcome.winner))


def _header(dwg, state, outcome: Outcome | None, move_number: int | None, scores: bool = True):
    totals = hokito.scores(state) if scores else dict.fromkeys(hokito.COLOURS)
    layer = dwg.g(class_="hk-header")
    for colour, x in (("black", 14), ("white", WIDTH - 14 - CARD_WIDTH)):
        active = colour == state.to_move if outcome is None else colour in outcome.winners
        note = svg.role_text(colour, state.to_move, outcome)
        layer.add(_score_card(dwg, colour, totals[colour], x, active, note))
    caption, headline = _headings(state, outcome, move_number)
    room = WIDTH - 2 * (14 + CARD_WIDTH + 8)         # between the two score cards
    layer.add(_fitted(svg.text(dwg, caption, (WIDTH / 2, 30), MIN_TEXT, fill=INK, class_="hk-caption"), caption, room))
    layer.add(_fitted(svg.text(dwg, headline, (WIDTH / 2, 64), MIN_TEXT, font_weight="bold", fill=INK,
                               class_="hk-turn"), headline, room, bold=True))
    return layer


# ------------------------------------------------------------------ rendering
def render_state(state, perspective: str = "black", last_path: Sequence[str] = (),
                 outcome: Outcome | None = None, move_number: int | None = None, scores: bool = True) -> str:
    """The SVG of a HOKITO ``state`` seen from ``perspective`` ("black" or "white").

    ``last_path`` are the square keys the last move landed on (drawn as an
    arrow); ``move_number`` is shown above the turn when given; without ``scores`` the score cards say "?"
    (an exercise asks for them).
    """
    if perspective not in PERSPECTIVES:
        # Translators: an error when a HOKITO board is asked for from an unknown side; 'black' and 'white' are the
        # values code reads (keep them), {value} is what was given.
        raise ValueError(say("A HOKITO board is seen from 'black' or 'white', not {value}.", value=shown(perspective)))
    # Translators: the title of the HOKITO board's drawing (read by screen readers).
    dwg = svg.drawing(WIDTH, HEIGHT, title=_("HOKITO board"))
    dwg.attribs["data-game"] = "hokito"
    dwg.attribs["data-perspective"] = perspective
    svg.arrow_marker(dwg, "hk-arrow", svg.LAST_MOVE)
    dwg.add(dwg.rect(insert=(0, 0), size=(WIDTH, HEIGHT), fill=BACKGROUND))
    dwg.add(_header(dwg, state, outcome, move_number, scores))
    dwg.add(_frame_and_coordinates(perspective))
    dwg.add(_squares(dwg, state.board, perspective))
    dwg.add(_grid())
    last = _last_move(dwg, last_path, state.board, perspective)
    if last is not None:
        dwg.add(last)
    return svg.to_string(dwg)


def render(game: Game, perspective: str = "black", show_last_move: bool = True, scores: bool = True) -> str:
    """The SVG of a HOKITO game's current position (with its last move; ``scores``: see ``render_state``)."""
    history = game.history
    path = history[-1].path if (history and show_last_move) else ()
    return render_state(game.state, perspective, path, game.outcome, len(history) + 1, scores)


def status_line(game: Game, scores: bool = True) -> str:
    """Whose turn and the scores (unless an exercise asks for them), or the result."""
    reason = hokito.outcome_reason(game.state)
    if reason is not None:
        if not scores:
            # Translators: the HOKITO board's status line at the end while an exercise asks for the score.
            return _("Game over.")
        # Translators: the HOKITO board's status line at the end; {reason} says why and who won ("Black
        # cannot move; White wins 40 to 32.").
        return say("Game over: {reason}", reason=reason)
    if not scores:
        # Translators: the HOKITO board's status line while an exercise asks for the score; {player} is whose
        # turn it is (Black or White).
        return say("{player} to move.", player=hokito.player_name(game.to_move))
    totals = hokito.scores(game.state)
    # Translators: the HOKITO board's status line; {player} is whose turn it is (Black or White), {black} and
    # {white} are the two players' points.
    return say("{player} to move. Score: Black {black}, White {white}.",
               player=hokito.player_name(game.to_move), black=totals["black"], white=totals["white"])


# ------------------------------------------------------------------ the position in words (issue 23)
TALLEST_NAMED = 3               # stacks a description names by their square


def _names(items: Sequence[str]) -> str:
    if len(items) == 1:
        return items[0]
    # Translators: the end of a list in the HOKITO board's description; {items} are the first places, comma
    # separated ("c3 (Black 2 on top), d4 (White 1 on top)"), {last} the last one.
    return say("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])


def _stacks_of_height(board, indexes: Sequence[int], slots: int) -> str:
    """Squares of stacks of one height, each with its top piece: at most ``slots`` named, the rest counted."""
    slots = len(indexes) if len(indexes) <= slots + 1 else slots    # "and 1 more square" says less than its name
    # Translators: a stack's place in the HOKITO board's description; {square} is its square (c3), {piece} its
    # top pawn ("Black 2").
    places = [say("{square} ({piece} on top)", square=hokito.square_name(index),
                  piece=hokito.describe_piece(board[index][-1])) for index in indexes[:slots]]
    if len(indexes) > slots:
        # Translators: the last item of a list of places in the HOKITO board's description ("c3, d4 and 2 more
        # squares"); {count} is how many squares are not named.
        places.append(say_n("{count} more square", "{count} more squares", len(indexes) - slots))
    return _names(places)


def _control_sentence(board, totals, scores: bool = True) -> str:
    squares, points = {}, {}
    for colour in hokito.COLOURS:
        controlled = sum(1 for stack in board if stack and hokito.colour_of(stack[-1]) == colour)
        # Translators: a number of squares in the HOKITO board's description ("Black controls {black_squares}
        # worth …"); {count} is the number.
        squares[colour] = say_n("{count} square", "{count} squares", controlled)
        # Translators: a number of points in the HOKITO board's description ("… worth {black_points}");
        # {count} is the number.
        points[colour] = say_n("{count} point", "{count} points", totals[colour])
    if not scores:
        # Translators: the first sentence of the HOKITO board's description while an exercise asks for the
        # score; {black_squares} and {white_squares} are numbers of squares with the player's pawn on top.
        return say("Black controls {black_squares}, White {white_squares}.", black_squares=squares["black"],
                   white_squares=squares["white"])
    # Translators: the first sentence of the HOKITO board's description (Describe); {black_squares} and
    # {white_squares} are numbers of squares with the player's pawn on top ("5 squares"), {black_points} and
    # {white_points} their points ("12 points").
    return say("Black controls {black_squares} worth {black_points}, White {white_squares} worth {white_points}.",
               black_squares=squares["black"], black_points=points["black"],
               white_squares=squares["white"], white_points=points["white"])


def _tallest_sentences(board, heights: Sequence[int], groups: Sequence[Sequence[int]]) -> list[str]:
    tallest = groups[0]
    if len(tallest) == 1:
        # Translators: Describe of the HOKITO board; {height} is the tallest stack's height, {piece} its top
        # pawn ("Black 2"), {square} its square (c3).
        sentences = [say("The tallest stack, {height} high with {piece} on top, stands on {square}.",
                         height=heights[0], piece=hokito.describe_piece(board[tallest[0]][-1]),
                         square=hokito.square_name(tallest[0]))]
    else:
        # Translators: Describe of the HOKITO board; {height} is the height of the tallest stacks, {places}
        # their squares with their top pawns ("c3 (Black 2 on top) and d4 (White 1 on top)").
        sentences = [say("The tallest stacks, {height} high, stand on {places}.", height=heights[0],
                         places=_stacks_of_height(board, tallest, TALLEST_NAMED))]
    if len(groups) > 1 and len(tallest) < TALLEST_NAMED:
        places = _stacks_of_height(board, groups[1], TALLEST_NAMED - len(tallest))
        # Translators: Describe of the HOKITO board, after the tallest stacks; {count} is how many stacks are
        # next in height, {height} their height, {places} their squares with their top pawns.
        sentences.append(say_n("Next comes a stack {height} high on {places}.",
                               "Next come stacks {height} high on {places}.", len(groups[1]),
                               height=heights[1], places=places))
    return sentences


def describe_state(state, scores: bool = True) -> str:
    """Where things stand, for a listener who cannot see the board (at most 4 sentences): each colour's squares
    and points (unless an exercise asks for them), the tallest stacks with their squares and top pieces, how
    many stacks and single pieces."""
    board = state.board
    sentences = [_control_sentence(board, hokito.scores(state), scores)]
    singles = sum(1 for stack in board if len(stack) == 1)
    heights = sorted({len(stack) for stack in board if len(stack) > 1}, reverse=True)
    if not heights:
        # Translators: Describe of the HOKITO board before the first move; {count} is the number of pawns.
        sentences.append(say_n("There is no stack yet: {count} piece stand alone.",
                               "There is no stack yet: {count} pieces stand alone.", singles))
        return " ".join(sentences)
    groups = [[index for index, stack in enumerate(board) if len(stack) == height] for height in heights]
    sentences += _tallest_sentences(board, heights, groups)
    stacks = sum(len(group) for group in groups)
    if singles:
        # Translators: part of Describe of the HOKITO board ("… in all and {pieces}."); {count} is a number.
        pieces = say_n("{count} single piece", "{count} single pieces", singles)
    else:
        # Translators: part of Describe of the HOKITO board ("… in all and {pieces}.").
        pieces = _("no single piece")
    # Translators: the last sentence of Describe of the HOKITO board; {count} is the number of stacks,
    # {pieces} the number of single pawns ("5 single pieces" or "no single piece").
    sentences.append(say_n("There is {count} stack in all and {pieces}.", "There are {count} stacks in all and "
                           "{pieces}.", stacks, pieces=pieces))
    return " ".join(sentences)


def view(game: Game, perspective: str = "black") -> StaticBoard:
    """A picture of the board that shows in any notebook viewer, no kernel needed."""
    return svg.static_view(render, status_line, game, perspective=perspective)


class HokitoBoard(BoardWidget):
    """A live HOKITO board: ``HokitoBoard()``, ``HokitoBoard(game=…)``, ``HokitoBoard.from_position(…)``."""

    game_module = hokito
    player_names = ("black", "white")

    def render_svg(self) -> str:
        return render(self.game, self.perspective or "black", scores=not self.hides_counts())

    def status_text(self) -> str:
        return status_line(self.game, scores=not self.hides_counts())

    def describe_position(self) -> str:
        return describe_state(self.game.state, scores=not self.hides_counts())

    def render_draft(self, state) -> str:
        return render_state(state, self.perspective or "black")
