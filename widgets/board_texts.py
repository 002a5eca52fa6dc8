"""Every word the shared front end (``static/board.js``) shows, made in Python in the board's language.

The front end holds no words of its own: it reads them from the board's synced ``texts`` trait, a table from
a stable id ("undo", "undo_hint", …) to the text.  Made inside ``i18n.using(board.language)``; the ids never
change with the language.  Texts with a number or a name are made whole here for the board's state now
(``history_start``, ``referee_heading``, ``editor_heading``, one entry per player and computer kind), so the
front end only puts them where they go; ``{name}`` in ``on_board`` is the one placeholder it fills.
"""

from __future__ import annotations

import functools

from rulebook import i18n
from rulebook.i18n import _, say, say_n


def in_board_language(method):
    """Run ``method`` in the board's language: every text it makes (the drawing, the status, the message, the
    moves' labels) is in ``self.language``, whatever the kernel's language is."""
    @functools.wraps(method)
    def speaking(self, *args, **kwargs):
        with i18n.using(getattr(self, "language", "") or i18n.current()):
            return method(self, *args, **kwargs)
    return speaking


def fixed_texts() -> dict[str, str]:
    """The texts that depend on the language only."""
    return {
        # Translators: the toolbar button that takes the last move back (keep the arrow).
        "undo": _("↶ Undo"),
        # Translators: the hover text of the toolbar button Undo.
        "undo_hint": _("Take back the last move"),
        # Translators: the toolbar button that plays a taken-back move again (keep the arrow).
        "redo": _("Redo ↷"),
        # Translators: the hover text of the toolbar button Redo.
        "redo_hint": _("Play the taken-back move again"),
        # Translators: the toolbar button that goes back to the start of the game (keep the arrow).
        "restart": i18n.pgettext("toolbar button", "⇤ Start"),
        # Translators: the hover text of the toolbar button Start.
        "restart_hint": _("Back to the start (the moves stay in the list)"),
        # Translators: the toolbar button that lets the computer make one move.
        "computer": _("Computer move"),
        # Translators: the hover text of the toolbar button Computer move.
        "computer_hint": _("Let the computer play one move"),
        # Translators: the toolbar button that starts the computer playing every side (keep the triangle).
        "autoplay": _("▶ Autoplay"),
        # Translators: the same toolbar button while the computer plays by itself (keep the square).
        "autoplay_stop": _("■ Stop autoplay"),
        # Translators: the hover text of the toolbar button Autoplay.
        "autoplay_hint": _("The computer plays both sides"),
        # Translators: the toolbar button that marks the move the computer would make.
        "suggest": _("Suggest"),
        # Translators: the hover text of the toolbar button Suggest.
        "suggest_hint": _("Show the move the computer would make (it is not played)"),
        # Translators: the toolbar switch that marks where a click can go.
        "hints": _("Hints"),
        # Translators: the hover text of the toolbar switch Hints.
        "hints_hint": _("Show where you can click"),
        # Translators: the toolbar button that turns the board around (keep the arrows).
        "flip": _("⇅ Flip"),
        # Translators: the toolbar switch of the teacher's view that shows every hidden card.
        "reveal": _("Show everything"),
        # Translators: the hover text of the toolbar switch Show everything.
        "reveal_hint": _("Teacher view: show every hidden card"),
        # Translators: the hover text and screen reader name of the menu of how the computer chooses its moves.
        "kind_hint": _("How the computer chooses"),
        # Translators: the hover text of the menu of which side the computer answers with.
        "side_hint": _("The computer answers your moves as…"),
        # Translators: the screen reader name of the menu of which side the computer plays.
        "side_label": _("Which side the computer plays"),
        # Translators: the first choice of the menu of which side the computer plays: nobody.
        "side_none": _("Opponent: none"),
        # Translators: the screen reader name of the group of buttons, one per player, that the computer plays.
        "computers_label": _("Players the computer plays"),
        # Translators: the words before those buttons (games for more players).
        "computers_title": _("Computer plays:"),
        # Translators: the heading of the move list beside the board.
        "history_title": _("Moves"),
        # Translators: the hover text of the first entry of the move list.
        "history_start_hint": _("The start of the game"),
        # Translators: the heading of the list of changes made in the position editor (instead of the moves).
        "changes_title": _("Changes"),
        # Translators: the button that copies a code of the position.
        "copy_code": _("Copy position"),
        # Translators: the hover text of the button Copy position.
        "copy_code_hint": _("Copy a code of this position: it opens the very same position on any board of this game"),
        # Translators: the button that opens a position from its code (keep the three dots).
        "open_code": _("Open a position…"),
        # Translators: the hover text of the button Open a position.
        "open_code_hint": _("Open a position from its code"),
        # Translators: the question of the browser's box that asks for a position code.
        "open_code_prompt": _("Paste a position code (it starts with the game's name):"),
        # Translators: the question of the browser's box that shows a position code when it cannot be copied.
        "copy_code_prompt": _("Copy this position code:"),
        # Translators: the button (and the region it opens) that lists every legal move in words.
        "referee": _("Every legal move"),
        # Translators: the hover text of the button Every legal move.
        "referee_hint": _("List every move the rules allow now"),
        # Translators: the button that says the position in words in the message line.
        "describe": _("Describe"),
        # Translators: the hover text of the button Describe.
        "describe_hint": _("Say the position in words (a screen reader reads it out)"),
        # Translators: the button that opens the position editor.
        "edit": _("Edit position"),
        # Translators: the hover text of the button Edit position.
        "edit_hint": _("Set up any position by clicking: place, move and remove pieces, choose whose turn it is"),
        # Translators: the position editor's button that plays from the position set up.
        "edit_play": _("Play from here"),
        # Translators: the position editor's button that leaves it, the board as it was.
        "edit_cancel": i18n.pgettext("position editor", "Cancel"),
        # Translators: the screen reader name of the position editor's region above the board.
        "editor_label": _("Position editor"),
        # Translators: the screen reader name of the move box (a text field where a move is typed).
        "move_box_label": _("Type a move"),
        # Translators: the grey text in the empty move box (keep the three dots).
        "move_box_placeholder": _("Type a move…"),
        # Translators: the title of the buttons that choose between moves made by the same clicks.
        "chooser": _("Which move?"),
        # Translators: the button of the chooser (which move?) that closes it without playing (keep the cross).
        "chooser_cancel": _("✕ Cancel"),
        # Translators: the message line when the board changed while a person clicked on quickly.
        "board_changed": _("The board changed while you were clicking: look at it, then click again."),
        # Translators: what a screen reader hears for the place the keyboard is on; {name} is the place's name.
        "on_board": _("On the board: {name}"),
        # Translators: the message line of a board whose kernel was restarted or stopped.
        "offline_restarted": _("The kernel was restarted or stopped, so this board no longer answers. "
                               "Run its cell again to play."),
        # Translators: the message line of a board saved in a notebook, shown without a running kernel.
        "offline_saved": _("This is a saved picture of the board. Run the cell to play."),
        # Translators: the screen reader name of the exercise's region above the board.
        "lesson_label": _("Exercise"),
        # Translators: the hover text and screen reader name of the menu of the board's language.
        "language_hint": _("The board's language"),
        # Translators: the toolbar button that opens (and, pressed again, closes) the panel under the board that
        # makes an exercise of the position on the board.
        "maker": _("Make an exercise"),
        # Translators: the hover text of the toolbar button Make an exercise.
        "maker_hint": _("Make an exercise of this position for your class and copy its link (Escape closes it)"),
        # Translators: the screen reader name of the region under the board that holds the exercise maker.
        "maker_label": _("Exercise maker"),
    }


def kind_name(kind: str) -> str:
    """A computer player's kind in words ("greedy")."""
    if kind == "greedy":
        # Translators: a kind of computer player, in its menu: it takes the move that looks best now.
        return i18n.pgettext("computer player", "greedy")
    if kind == "random":
        # Translators: a kind of computer player, in its menu: it plays any legal move at random.
        return i18n.pgettext("computer player", "random")
    if kind == "strategy":
        # Translators: a kind of computer player, in its menu: it follows a strategy (the horse race's).
        return i18n.pgettext("computer player", "strategy")
    return kind


def board_texts(board) -> dict[str, str]:
    """Every text of the front end for ``board`` now, in the language spoken (see the module's note)."""
    texts = fixed_texts()
    for kind in board.computer_kinds:
        # Translators: a choice of the menu of how the computer chooses; {kind} is a kind (greedy, random …).
        texts[f"kind:{kind}"] = say("Computer: {kind}", kind=kind_name(kind))
    for player in board.players:
        name = board.player_title(player)
        texts[f"player:{player}"] = name
        # Translators: a choice of the menu of which side the computer plays; {player} is a player's name.
        texts[f"side:{player}"] = say("Computer plays {player}", player=name)
        # Translators: the hover text of a player's button in the group "Computer plays:"; {player} is the name.
        texts[f"computer_player_hint:{player}"] = say("Let the computer play {player}", player=name)
    # Translators: the hover text of the toolbar button Flip; {view} is whose side the board is seen from.
    texts["flip_hint"] = say("Turn the board around (now seen from {view})",
                             view=board.player_title(board.perspective) if board.perspective else "")
    # Translators: the first entry of the move list: the start of the game.
    texts["history_start"] = i18n.pgettext("move list", "Start")
    texts["referee_heading"] = referee_heading(sum(len(group["moves"]) for group in board.referee))
    texts["editor_heading"] = editor_heading(len(board.edit_problems))
    return texts


def referee_heading(count: int) -> str:
    if not count:
        # Translators: the heading of the list of every legal move when there is none.
        return _("No move can be made now.")
    # Translators: the heading of the list of every legal move; {count} is how many there are.
    return say_n("{count} legal move now:", "{count} legal moves now:", count)


def editor_heading(problems: int) -> str:
    if not problems:
        # Translators: the position editor's heading when the position set up can be played (keep the tick).
        return _("✓ A possible position: you may play from here")
    # Translators: the position editor's heading when the position set up cannot occur; {count} is how many
    # problems are listed under it (keep the cross).
    return say_n("✗ Not a possible position yet: {count} thing is wrong",
                 "✗ Not a possible position yet: {count} things are wrong", problems)


def language_choices(current: str) -> list[list[str]]:
    """The language menu: each language named in its own language (the pseudo-locale too, while it is shown)."""
    choices = [[code, name] for code, name in i18n.LANGUAGES.items()]
    if current not in i18n.LANGUAGES:
        choices.append([current, current])
    return choices
