"""The shared board in five languages (issue 32 points 1, 5 and 6): a board speaks the language it is given.

In the pseudo-locale a HOKITO, Partners or Le Dernier Peuple board (games whose own texts are translated) shows
no plain English word in any synced trait (the front end's texts, the status, the message, the move list, the
moves' labels, the referee's list, the editor's problems, the drawing's words) after each thing a learner does;
switching the language live says everything again in the new one; a wrong language is refused in plain words
and changes nothing; position codes, records and notation never depend on the language.
"""

from __future__ import annotations

import html
import random
import re

import pytest
from i18n_helpers import svg_texts

from rulebook import i18n, partners
from rulebook.core import InvalidPosition, shown
from rulebook.le_dernier_peuple import rules as ldp_rules
from widgets.board import BoardWidget
from widgets.hit import HitBoard
from widgets.hokito import HokitoBoard
from widgets.le_dernier_peuple import DernierPeupleBoard
from widgets.partners import PartnersBoard

SVG_WORDS = re.compile(r"\{http://www.w3.org/2000/svg\}(text|title|desc)$")
#: the words the front end shows, by their ids, in German (locale/de/ui-terms.md: the notebooks quote them)
GERMAN_BUTTONS = {"undo": "↶ Zurück", "redo": "Vor ↷", "restart": "⇤ Anfang", "computer": "Computerzug",
                  "autoplay": "▶ Automatisch", "autoplay_stop": "■ Automatisch stoppen", "suggest": "Vorschlag",
                  "hints": "Hinweise", "flip": "⇅ Drehen", "reveal": "Alles zeigen", "chooser": "Welcher Zug?",
                  "describe": "Beschreiben", "referee": "Alle erlaubten Züge", "edit": "Stellung bearbeiten",
                  "copy_code": "Stellung kopieren", "open_code": "Stellung öffnen …", "edit_play": "Von hier spielen",
                  "edit_cancel": "Abbrechen", "computers_title": "Computer spielt:"}
FRENCH_BUTTONS = {"undo": "↶ Annuler", "redo": "Rétablir ↷", "restart": "⇤ Début", "computer": "Coup de l'ordinateur",
                  "autoplay": "▶ Jeu auto", "suggest": "Suggérer", "hints": "Indices", "flip": "⇅ Retourner",
                  "chooser": "Quel coup\u00a0?", "referee": "Tous les coups permis", "edit": "Modifier la position",
                  "edit_play": "Jouer d'ici", "edit_cancel": "Abandonner", "copy_code": "Copier la position"}




def shown_words(board: BoardWidget) -> dict[str, list[str]]:
    """Every text a synced trait of ``board`` holds for a person to read, by trait."""
    return {
        "texts": list(board.texts.values()),
        "status": [board.status],
        "message": [board.message],
        "history": [entry["label"] for entry in board.history],
        "moves": [move["label"] for move in board.moves],
        "referee": [group["title"] for group in board.referee] + [m for group in board.referee for m in group["moves"]],
        "edit_problems": list(board.edit_problems),
        "svg": svg_texts(board.svg),
    }


def english_left(board: BoardWidget) -> dict[str, list[str]]:
    """The plain English words (outside the pseudo-locale's marks) in each synced trait."""
    found = {}
    for trait, texts in shown_words(board).items():
        words = [(text, i18n.unmarked(text)) for text in texts]
        words = [(text[:120], unmarked) for text, unmarked in words if unmarked]
        if words:
            found[trait] = words[:5]
    return found


def first_move_id(board: BoardWidget) -> int:
    return next(move["id"] for move in board.moves if "same_as" not in move)


def unknown_clicks(board: BoardWidget) -> list[str]:
    """Clicks no move is made of (an illegal click): a real place clicked twice, or a made-up key."""
    keys = re.findall(r'data-key="([^"]+)"', board.svg)
    for key in keys:
        clicks = [key, key]
        if not any(move["clicks"][:2] == clicks for move in board.moves):
            return clicks
    return ["square:z9"]


def act_and_check(board: BoardWidget, steps) -> None:
    for name, step in steps:
        step()
        assert english_left(board) == {}, f"after {name}: plain English in {english_left(board)}"


def learner_steps(board: BoardWidget):
    send = board.handle_message
    return [
        ("construction", lambda: None),
        ("a move", lambda: send({"type": "play", "id": first_move_id(board), "revision": board.revision})),
        ("an illegal click", lambda: send({"type": "explain", "clicks": unknown_clicks(board),
                                           "revision": board.revision})),
        ("a typed move no rule allows", lambda: send({"type": "typed", "text": "zz-top", "revision": board.revision})),
        ("undo", lambda: send({"type": "undo"})),
        ("undo at the start", lambda: send({"type": "undo"})),
        ("describe", lambda: send({"type": "describe"})),
        ("every legal move", lambda: setattr(board, "referee_open", True)),
        ("suggest", lambda: send({"type": "suggest"})),
        ("copy position", lambda: send({"type": "code"})),
        ("a broken code", lambda: send({"type": "open", "code": "hokito.AAAA"})),
        ("junk", lambda: send({"type": "nonsense"})),
        ("editor open", lambda: send({"type": "edit", "action": "start", "revision": board.revision})),
        ("a click in the editor", lambda: send({"type": "explain", "clicks": ["nowhere:1"], "revision": board.revision})),
        ("a game button in the editor", lambda: send({"type": "computer"})),
        ("editor cancelled", lambda: send({"type": "edit", "action": "cancel", "revision": board.revision})),
    ]


@pytest.mark.parametrize("make", [
    lambda: HokitoBoard(language="qps"),
    lambda: PartnersBoard(seed=3, language="qps", computer_players=["red", "blue", "green"]),
    lambda: DernierPeupleBoard(language="qps", computer_players=["blue", "green"]),
], ids=["hokito", "partners", "le-dernier-peuple"])
def test_in_the_pseudo_locale_no_synced_trait_holds_plain_english(make):
    """Built, played, refused, taken back, described, listed, edited: every synced text went through the
    catalogue (the kernel's language stays English: the board's own language is the one used)."""
    assert i18n.current() == "en"
    board = make()
    assert board.language == "qps"
    act_and_check(board, learner_steps(board))


def test_the_partners_hand_over_screen_in_the_pseudo_locale():
    """Four people at one screen: the hand-over screen, its button, and the hand shown after it."""
    board = PartnersBoard(seed=5, language="qps")
    assert board.waiting_for_handover()
    assert english_left(board) == {}
    assert any("⟦" in word for word in svg_texts(board.svg))
    board.handle_message({"type": "play", "id": 0, "revision": board.revision})
    assert not board.waiting_for_handover()
    assert english_left(board) == {}
    board.handle_message({"type": "play", "id": first_move_id(board), "revision": board.revision})
    assert english_left(board) == {}


def test_a_finished_game_refuses_moves_in_the_language_spoken_now():
    """The game-over refusal says why the game ended in the language of the board, not in the one in which
    the reason was first made."""
    board = HokitoBoard()
    game = board.game
    while game.outcome is None:
        game.play(game.legal_moves()[0])
    assert game.outcome.reason          # made in English, and kept by the game
    board.game = game
    board.language = "qps"
    refusal = game.explain("c3-c6")
    assert "over" in refusal            # the kernel's English
    with i18n.using("qps"):
        assert i18n.unmarked(game.explain("c3-c6")) == []
    assert english_left(board) == {}


@pytest.mark.parametrize("make", [HokitoBoard, lambda: PartnersBoard(seed=2)], ids=["hokito", "partners"])
def test_switching_the_language_live_says_everything_again(make):
    board = make()
    board.play(board.game.legal_moves()[0])
    english = shown_words(board)
    board.language = "de"
    german = shown_words(board)
    for trait in ("texts", "status", "moves", "history", "svg"):
        assert german[trait] != english[trait], f"{trait} stayed as it was"
    assert board.texts["undo"] == "↶ Zurück"
    assert board.message == "Das Spielbrett spricht jetzt Deutsch."
    board.language = "qps"
    assert english_left(board) == {}
    board.language = "en"
    assert shown_words(board)["texts"] == english["texts"]
    assert shown_words(board)["moves"] == english["moves"]


def test_the_front_end_has_the_words_of_ui_terms():
    """The notebooks quote the buttons by these words (locale/<lang>/ui-terms.md)."""
    german, french = HokitoBoard(language="de").texts, HokitoBoard(language="fr").texts
    assert {key: german[key] for key in GERMAN_BUTTONS} == GERMAN_BUTTONS
    assert {key: french[key] for key in FRENCH_BUTTONS} == FRENCH_BUTTONS
    assert german["kind:greedy"] == "Computer: gierig"
    assert HokitoBoard(language="it").texts["referee"] == "Tutte le mosse valide"
    assert HokitoBoard(language="es").texts["move_box_label"] == "Escribe una jugada"


def test_the_language_menu_names_each_language_in_its_own_language():
    board = HokitoBoard(language="it")
    assert dict(board.languages) == {"en": "English", "fr": "Français", "de": "Deutsch", "it": "Italiano",
                                     "es": "Español"}


def test_the_default_language_is_the_kernels_when_the_board_is_made():
    with i18n.using("es"):
        board = HokitoBoard()
    assert board.language == "es"
    assert board.texts["undo"] == "↶ Deshacer"
    assert HokitoBoard(language="FR").language == "fr"


@pytest.mark.parametrize("junk", ["xx", "", "klingon", 7, None, ["de"], {"de": 1}, "de" * 100])
def test_a_junk_language_from_the_front_end_is_refused_in_plain_words_and_changes_nothing(junk):
    board = HokitoBoard(language="fr")
    before = (board.svg, board.status, board.texts, board.language, board.moves)
    board.set_state({"language": junk})
    assert (board.svg, board.status, board.texts, board.language, board.moves) == before
    assert "Le plateau ne parle pas" in board.message
    assert "Deutsch" in board.message and "None" not in board.message and "[" not in board.message


@pytest.mark.parametrize("junk", ["xx", 7, None, "de" * 100])
def test_a_junk_language_from_python_is_refused_in_plain_words(junk):
    board = HokitoBoard(language="de")
    svg = board.svg
    with pytest.raises(ValueError) as refused:
        board.language = junk
    assert "Traceback" not in str(refused.value) and board.language == "de" and board.svg == svg
    if junk not in ("", None):
        with pytest.raises(i18n.UnknownLanguage):
            HokitoBoard(language=junk)


def test_the_move_box_takes_the_boards_words_and_notation():
    board = HokitoBoard(language="de")
    label = board.moves[0]["label"]
    assert label.startswith("Schwarze")
    board.handle_message({"type": "typed", "text": label.upper(), "revision": board.revision})
    assert board.game.cursor == 1
    second = board.game.legal_moves()[0]
    board.handle_message({"type": "typed", "text": second.notation, "revision": board.revision})
    assert board.game.cursor == 2
    with i18n.using("en"):
        english_label = board.game.legal_moves()[0].label
    board.handle_message({"type": "typed", "text": english_label, "revision": board.revision})
    assert board.game.cursor == 2 and board.message     # another language's words are not this board's


def test_the_move_box_finds_a_french_label_typed_with_plain_spaces_and_apostrophes():
    """French writes a no-break space before ":" in a move's label; a learner types a plain space, or none, and
    perhaps a curly apostrophe: the move box still finds the move (and the board keeps the French typography)."""
    board = DernierPeupleBoard(ldp_rules.new_game(seed=3), language="fr", handover=False)
    labels = [move["label"] for move in board.moves]
    label = next(label for label in labels if "\u00a0:" in label and "'" in label)
    typed = label.replace("\u00a0", " ").replace("'", "\u2019").upper()
    assert typed != label
    wanted = board.game.legal_moves()[labels.index(label)]
    board.handle_message({"type": "typed", "text": typed, "revision": board.revision})
    assert board.game.cursor == 1 and board.game.history[-1] == wanted, board.message
    board = DernierPeupleBoard(ldp_rules.new_game(seed=3), language="fr", handover=False)
    labels = [move["label"] for move in board.moves]
    start = labels[0].split(" de la carte")[0].replace("\u00a0:", ":")     # "Carte 11: pion rouge 1", one move's start
    meant = [move for move in board.moves if "same_as" not in move     # a move the same as another is listed once
             and move["label"].replace("\u00a0:", ":").startswith(start)]
    assert len(board.typed_moves(start)) == len(meant) >= 1


def test_the_move_box_tidies_spaces_apostrophes_and_case_alike():
    from widgets.board import typed_form
    assert typed_form("Carte 11\u00a0: pion  rouge") == typed_form("carte 11 : PION rouge") == "carte 11: pion rouge"
    assert typed_form("Quel coup\u202f?") == typed_form("quel coup?")
    assert typed_form("jusqu\u2019à la carte") == typed_form("jusqu'à la carte")
    assert typed_form("c3-c6") == "c3-c6" and typed_form("  end ") == "end"


def test_a_typed_start_of_several_moves_says_how_many_in_the_boards_language():
    board = HokitoBoard(language="fr")
    labels = [move["label"] for move in board.moves]
    prefix = labels[0].split(" ")[0]
    count = sum(label.casefold().startswith(prefix.casefold()) for label in labels)
    assert count > 1
    board.handle_message({"type": "typed", "text": prefix, "revision": board.revision})
    assert board.game.cursor == 0
    assert board.message.startswith(f"{count} coups commencent par")


@pytest.mark.parametrize("make", [HokitoBoard, lambda **kw: PartnersBoard(seed=4, **kw),
                                  DernierPeupleBoard],
                         ids=["hokito", "partners", "le-dernier-peuple"])
def test_codes_records_and_notation_are_the_same_in_every_language(make):
    """A code copied from a German board opens on a French one; the record and the notation never change."""
    boards = {language: make(language=language) for language in ("de", "fr", "qps", "en")}
    for board in boards.values():
        board.game = type(boards["en"].game).from_record(boards["en"].game.to_record())
        for _turn in range(4):
            moves = board.game.legal_moves()
            if moves:
                board.play(min(moves, key=lambda move: move.notation))
    codes = {language: board.game.position_code() for language, board in boards.items()}
    records = {language: board.game.to_record() for language, board in boards.items()}
    notations = {language: [entry.notation for entry in board.game.history] for language, board in boards.items()}
    assert len(set(codes.values())) == 1
    assert all(record == records["en"] for record in records.values())
    assert all(notation == notations["en"] for notation in notations.values())
    french = boards["fr"]
    assert french.open_position_code(codes["de"]) and french.game.position_code() == codes["de"]
    assert french.message == "La position du code est sur le plateau."


def test_core_texts_follow_the_language():
    """The shared rules' words: a legal move, several moves from the same clicks, a position's problems."""
    with i18n.using("de"):
        assert shown(None) == "nichts" and shown([1, 2]) == "eine Liste mit 2 Einträgen"
        error = InvalidPosition(["a", "b", "c", "d", "e"])
        assert str(error).startswith("Diese Stellung ist nicht möglich:") and "und 2 weitere Probleme" in str(error)
    with i18n.using("qps"):
        game = HokitoBoard().game
        assert i18n.unmarked(game.explain(game.legal_moves()[0].notation)) == []
        assert i18n.unmarked(str(InvalidPosition(["⟦x⟧"] * 4))) == []


@pytest.fixture
def italian_out_of_reach(monkeypatch):
    """The static site's case: Italian's catalogue must be fetched, and the site cannot be reached."""
    real = i18n.compiled_catalogue

    def unreachable(code):
        if code == "it":
            raise OSError("https://example.org/rulebook_catalogue_it.whl could not be fetched (HTTP 0)")
        return real(code)

    i18n.translations.cache_clear()
    monkeypatch.setattr(i18n, "compiled_catalogue", unreachable)
    yield
    monkeypatch.setattr(i18n, "compiled_catalogue", real)
    i18n.translations.cache_clear()


def test_a_language_whose_texts_cannot_be_fetched_is_refused_in_words_and_changes_nothing(italian_out_of_reach):
    """A board switched (by its menu or from Python) to a language the site cannot fetch now keeps speaking its
    own, says why in its own language, and can be switched once the files are back."""
    board = HokitoBoard(language="fr")
    before = (board.svg, board.status, board.texts, board.language, board.moves)
    board.set_state({"language": "it"})
    assert (board.svg, board.status, board.texts, board.language, board.moves) == before
    assert "Italiano" in board.message and "https" not in board.message and "OSError" not in board.message
    with i18n.using("fr"):
        assert board.message == i18n.say("The words of {language} could not be loaded just now: the rulebook's "
                                         "files cannot be reached. Nothing was changed; try again once the "
                                         "connection is back.", language="Italiano")
    assert board.message != i18n.say("The words of {language} could not be loaded just now: the rulebook's "
                                     "files cannot be reached. Nothing was changed; try again once the "
                                     "connection is back.", language="Italiano")   # said in French, not English
    with pytest.raises(i18n.UnreachableLanguage):
        board.language = "it"
    assert board.language == "fr" and board.svg == before[0]
    spoken = i18n.current()
    with pytest.raises(i18n.UnreachableLanguage):
        i18n.use("it")
    with pytest.raises(i18n.UnreachableLanguage), i18n.using("it"):
        pass
    assert i18n.current() == spoken


def test_a_language_refused_while_out_of_reach_is_spoken_once_it_can_be_fetched(italian_out_of_reach, monkeypatch):
    board = HokitoBoard(language="fr")
    board.set_state({"language": "it"})
    assert board.language == "fr"
    monkeypatch.undo()           # the files are back (and a failure was not remembered)
    board.set_state({"language": "it"})
    assert board.language == "it" and board.texts["undo"] != HokitoBoard(language="fr").texts["undo"]


COLON_WITHOUT_SPACE = re.compile(r"[^\s\u00a0\u202f][:;](?:\s|$)")      # "a1: …", not notation such as "field:3"


def _shown_texts(board: BoardWidget) -> list[str]:
    texts = re.findall(r"<title>(.*?)</title>|aria-label=\"(.*?)\"|<text[^>]*>(.*?)</text>", board.svg)
    return [html.unescape("".join(text)) for text in texts] + [move["label"] for move in board.moves] + [
        board.status, board.message]


@pytest.mark.parametrize("make", [HokitoBoard, HitBoard, lambda **kw: PartnersBoard(seed=4, **kw),
                                  lambda **kw: DernierPeupleBoard(ldp_rules.new_game(seed=3), handover=False, **kw)],
                         ids=["hokito", "hit", "partners", "le-dernier-peuple"])
def test_french_boards_write_a_no_break_space_before_a_colon(make):
    """A tooltip such as "e6: pile de 2 …" or "la case 0: …" was glued in code with the English ": "; each is a
    whole sentence of the catalogue now, so French writes "e6 : …" (a no-break space before the colon). The
    clauses the code joins (what luck decided, Describe) take French's " ; " too (``i18n.clauses``)."""
    board = make(language="fr")
    chooser = random.Random(5)
    glued = set()
    for _turn in range(10):
        glued |= {text for text in _shown_texts(board) if COLON_WITHOUT_SPACE.search(text)}
        if not board.moves:
            break
        board.handle_message({"type": "play", "id": chooser.randrange(len(board.moves)), "revision": board.revision})
    board.describe()                                    # Describe: the position in sentences
    glued |= {line for line in board.message.split(". ") if COLON_WITHOUT_SPACE.search(line)}
    assert i18n.clauses(["a", "b"], "fr") == "a\u00a0; b" and i18n.clauses(["a", "b"], "de") == "a; b"
    assert not glued, sorted(glued)[:5]


def test_a_partners_seven_shared_out_is_labelled_in_french_typography():
    """Partners, FR, 'La valeur des cartes': a 7 may be shared out between pawns; each part's label starts "7 :"."""
    game = partners.new_game(seed=1)
    chooser = random.Random(1)
    while not any(move.notation.startswith("split ") for move in game.legal_moves()):
        legal = game.legal_moves()
        sevens = [move for move in legal if move.notation.startswith("play 7 ")]
        game.play((sevens or legal)[chooser.randrange(len(sevens or legal))].notation)
    with i18n.using("fr"):
        labels = [move.label for move in game.legal_moves() if move.notation.startswith("split ")]
    assert labels and all(label.startswith("7\u00a0: ") for label in labels), labels[:3]
