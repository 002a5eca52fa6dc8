"""Partners' exercises (issue 21): tasks on the notebooks' positions, answered on the board, judged by the rules.

Every position is a worked example of the rulebook (``rulebook.partners.examples``) or a position the notebooks
build; every answer and every option of a prediction is computed with the rules' own functions (legal moves,
landings, the dealer, the outcome), never typed in.  The names start with the topic of their notebook:
``teams-`` (1), ``exchange-``/``deal-`` (2), ``coming-out``/``counting-`` (3), ``walls-`` (4), ``bump-`` (5),
``bounce-`` (6), the cards (7), ``fold-`` (8), ``helping-`` (9).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from rulebook import i18n, lessons
from rulebook.i18n import N_, say, say_n
from rulebook.lessons import FIND, LEGAL, PREDICT, TARGETS, Exercise, Prediction
from rulebook.partners.board import (
    CIRCLES,
    COLOURS,
    KINDS,
    TEAMS,
    colour_of_pawn,
    colour_word,
    field_name,
    goal_key,
    left_of,
    partner_of,
    pawn_name,
    pawns_of,
    player_name,
)
from rulebook.partners.examples import build_position, example
from rulebook.partners.movement import route_steps, walk
from rulebook.partners.rules import Game, new_game
from rulebook.partners.state import HOME

CITE = "Partners, EN"
PREPARATION = f"{CITE}, 'Preparation'"
WINNER = f"{CITE}, 'The winner is'"
CHANGE = f"{CITE}, 'Change of cards'"
NEW_DEALER = f"{CITE}, 'New dealer'"
THE_GAME = f"{CITE}, 'The game'"
WALLS = f"{CITE}, 'Walls'"
BUMP = f"{CITE}, 'Bump back'"
BOUNCE = f"{CITE}, 'In the goal zone the pawn can change direction'"
CARDS = f"{CITE}, 'The value of the cards'"
NO_MOVES = f"{CITE}, 'No possible moves'"
HELPING = f"{CITE}, 'When a player has all of his/her pawns in the goal zone circles'"


# ================================================================ positions the notebooks build
def first_deal() -> dict:
    """Notebook 1: a new game (seed 1), every pawn at home, yellow choosing a card for blue."""
    return Game.new(1).position()


def nearly_won() -> dict:
    """Notebook 1: yellow's and red's pawns are all locked; blue and green each have one pawn left on the ring."""
    pawns = {f"{colour}-{n}": f"goal:{colour}-{n}" for colour in COLOURS for n in range(1, 5)}
    pawns.update({"blue-1": "field:27", "green-1": "field:40"})
    return build_position(pawns=pawns, hands={"yellow": ["3#1", "9#1"]})


def exchange_for_blue() -> dict:
    """Notebook 2: the exchange after the first deal; blue has no pawn out, yellow chooses first."""
    return build_position(phase="exchange", hands={"yellow": ["3#1", "8#1", "10#1", "12#1"]})


def exchange_after_red_dealt() -> dict:
    """Notebook 2: red dealt, so blue (on red's left) chooses first; every hand is known."""
    return build_position(phase="exchange", to_move="blue", dealer="red",
                          hands={"blue": ["3#1", "6#1", "9#1", "12#1"], "green": ["3#2", "6#2", "9#2", "12#2"],
                                 "yellow": ["3#3", "6#3", "9#3", "12#3"], "red": ["3#4", "6#4", "9#4", "10#1"]})


#: the gifts played after "who begins?" (the first card of each hand, in the order of the exchange)
EXCHANGE_GIVES = ("give 3", "give 3", "give 3", "give 3")


def last_card_of_third_deal() -> dict:
    """Notebook 2: green has dealt three times; the others have played out, green holds the last card."""
    return build_position(to_move="green", dealer="green", deals=3, pawns={"green-1": "field:50"},
                          hands={"green": ["3#1"], "yellow": [], "red": [], "blue": []})


def coming_out() -> dict:
    """Notebook 3: yellow pawn 1 on field 3 after yellow's start; yellow holds the 8♡, 3, 9 and 12."""
    return build_position(pawns={"yellow-1": "field:3"}, hands={"yellow": ["8#1", "3#1", "9#1", "12#1"]})


def over_a_start_field() -> dict:
    """Notebook 3: yellow pawn 1 on field 13 after yellow's start, three steps before red's start field."""
    return build_position(pawns={"yellow-1": "field:13"}, hands={"yellow": ["3#1", "9#1"]})


def wall_red_to_move() -> dict:
    """Notebook 4: the wall example with red to move (red's own pawn may pass red's start field backwards)."""
    position = example("wall")
    position["to_move"] = "red"
    return position


def bumps() -> dict:
    """Notebook 5: yellow pawn 1 can reach its partner's pawn (3), a single green pawn (6) or red's double (8)."""
    return build_position(pawns={"yellow-1": "field:11", "blue-1": "field:14", "green-1": "field:18",
                                 "red-1": "field:20", "red-2": "field:20"},
                          hands={"yellow": ["3#1", "6#1", "8#1", "9#1"]})


def one_fourteen() -> dict:
    """Notebook 7: the 1/14 board (yellow pawn 1 on field 2 after yellow's start)."""
    return build_position(pawns={"yellow-1": "field:2"}, hands={"yellow": ["1-14#1"]})


def red_has_folded() -> dict:
    """Notebook 8: no yellow pawn is out and no card helps; red folded earlier in this deal."""
    return build_position(hands={"yellow": ["3#1", "9#1", "12#1", "7#1"], "red": [],
                                 "blue": ["3#2", "9#2", "12#2", "7#2"], "green": ["3#3", "9#3", "12#3", "7#3"]})


def yellow_has_finished() -> dict:
    """Notebook 9: all four yellow pawns are locked; blue pawn 1 is on field 1 after blue's start."""
    pawns = {f"yellow-{n}": f"goal:yellow-{n}" for n in range(1, 5)}
    return build_position(pawns={**pawns, "blue-1": "field:31"}, hands={"yellow": ["8#1", "3#1"]})


def blue_one_short() -> dict:
    """Notebook 9: yellow and blue have 7 pawns locked; blue pawn 1 is 3 steps from blue's free circle 1."""
    pawns = {f"{colour}-{n}": f"goal:{colour}-{n}" for colour in ("yellow", "blue") for n in range(1, 5)}
    pawns["blue-1"] = "field:27"
    return build_position(pawns=pawns, hands={"yellow": ["3#1", "9#1", "12#1", "1-14#1"]})


# ================================================================ predictions from the rules
def _after(game: Game, notation: str):
    return game.apply(game.state, game.find_move(notation))


def _colour_prediction(answer: str, why: str) -> Prediction:
    return Prediction(tuple(colour_word(colour) for colour in COLOURS), colour_word(answer), why)


def _pair(first: str, second: str) -> str:
    """Two names joined ("yellow and blue"), in the current language."""
    # Translators: Partners, two colours or pawns named together in a prediction ("yellow and blue"): {first}
    # and {second} are the two names
    return say("{first} and {second}", first=first, second=second)


def _partner_of_red(game: Game) -> Prediction:
    team = next(team for team in TEAMS if "red" in team)
    # Translators: Partners, why a prediction is right; {first} and {second} are the colours of one team,
    # {third} and {fourth} the other's, {red} and {partner} the team asked about
    why = say("Partners sit across the board from each other: {first} plays with {second} and {third} plays with "
              "{fourth}. So {red} and {partner} are one team.", first=colour_word(TEAMS[0][0]),
              second=colour_word(TEAMS[0][1]), third=colour_word(TEAMS[1][0]), fourth=colour_word(TEAMS[1][1]),
              red=colour_word(team[0]), partner=colour_word(team[1]))
    return _colour_prediction(partner_of("red"), why)


# Translators: Partners, an option of "which team has won?"
NO_TEAM = N_("no team yet")


def _who_has_won(game: Game) -> Prediction:
    no_team = i18n.gettext(NO_TEAM)
    options = tuple(_pair(colour_word(a), colour_word(b)) for a, b in TEAMS) + (no_team,)
    team = game.state.winners
    if team is not None:
        return Prediction(options, _pair(colour_word(team[0]), colour_word(team[1])),
                          # Translators: Partners, why a prediction is right
                          i18n.gettext("Both partners have all their pawns locked."))
    waiting = [colour_word(colour) for colour in COLOURS
               if any(pawn not in game.state.locked for pawn in pawns_of(colour))]
    # Translators: Partners, why a prediction is right; {count} is how many players still have a pawn to
    # bring in, {players} names them ("yellow, blue")
    why = say_n("A team wins only when all 8 pawns of both partners are locked; {players} still has a pawn to "
                "bring in.", "A team wins only when all 8 pawns of both partners are locked; {players} still "
                "have a pawn to bring in.", len(waiting), players=", ".join(waiting))
    return Prediction(options, no_team, why)


def _who_begins(game: Game) -> Prediction:
    state = game.state
    dealer = state.dealer
    for _ in COLOURS:
        state = game.apply(state, game.moves_in(state)[0])
    # Translators: Partners, why a prediction is right; {dealer} is a player ("Red"), {colour} the same colour
    # inside a sentence, {first} the colour of the player who begins
    return _colour_prediction(state.turn, say("{dealer} dealt, so the exchange and then the play begin with the "
                                              "player on {colour}'s left: {first}.", dealer=player_name(dealer),
                                              colour=colour_word(dealer), first=colour_word(state.turn)))


def _next_dealer(game: Game) -> Prediction:
    notation = game.legal_moves()[0].notation
    before, after = game.state, _after(game, notation)
    # Translators: Partners, why a prediction is right; {dealer} is a player ("Green"), {count} how many times
    # in a row, {next} the colour of the next dealer
    return _colour_prediction(after.dealer, say_n("{dealer} has dealt {count} time, the most one player deals in a "
                                                  "row; the next player clockwise, {next}, collects every card, "
                                                  "shuffles and deals.",
                                                  "{dealer} has dealt {count} times, the most one player deals in a "
                                                  "row; the next player clockwise, {next}, collects every card, "
                                                  "shuffles and deals.", before.deals,
                                                  dealer=player_name(before.dealer), next=colour_word(after.dealer)))


def _place_options(game: Game, notation: str) -> tuple[tuple[str, ...], str, str]:
    """Where the move's pawn ends (the answer) and the places nearest to it on its way, or just beyond
    (the other options), in the order of the way round the board; and the way itself in words."""
    landing = game.find_move(notation).data.landing
    places = list(landing.path)
    for extra in range(1, 4):
        further = walk(game.state.pawns, landing.pawn, landing.steps + extra, backward=landing.backward)
        if not isinstance(further, str):
            places.append(further.dest)
    places = list(dict.fromkeys(places))
    index = places.index(landing.dest)
    nearest = sorted(range(len(places)), key=lambda other: abs(other - index))[:4]
    chosen = sorted((places[other] for other in nearest),
                    key=lambda key: route_steps(colour_of_pawn(landing.pawn), key))
    way = ", ".join(field_name(key) for key in landing.path)
    return tuple(field_name(key) for key in chosen), field_name(landing.dest), way


def _landing_prediction(notation: str, rule: str) -> Callable[[Game], Prediction]:
    """Predict where the pawn moved by ``notation`` ends; ``rule`` says why, in a few words."""
    def predict(game: Game) -> Prediction:
        options, answer, way = _place_options(game, notation)
        # Translators: Partners, why a prediction is right; {rule} is a rule in a sentence, {way} the places
        # passed ("field 14 after yellow's start, …")
        return Prediction(options, answer, say("{rule} Step by step: {way}.", rule=i18n.gettext(rule), way=way))
    return predict


def _sent_home(notation: str) -> Callable[[Game], Prediction]:
    """Predict which pawn the move ``notation`` sends home."""
    def predict(game: Game) -> Prediction:
        return _sent_home_by(game, notation)
    return predict


def _sent_home_by(game: Game, notation: str) -> Prediction:
    move = game.find_move(notation)
    landing = move.data.landing
    after = game.apply(game.state, move)
    there = [pawn for pawn, where in game.state.pawns.items() if where == landing.dest and pawn != landing.pawn]
    home = [pawn for pawn, where in after.pawns.items() if where == HOME and game.state.pawns[pawn] != HOME]
    # Translators: Partners, an option of "which pawn goes home?"
    nobody = i18n.gettext("nobody")
    options = [pawn_name(landing.pawn), *(pawn_name(pawn) for pawn in there), _names(map(pawn_name, there)),
               nobody]
    answer = _names(map(pawn_name, home)) or nobody
    # Translators: Partners, why a prediction is right; {move} is the move's label
    why = say("{move}. A pawn landing on two or more pawns of another colour is the one sent home.",
              move=move.label)
    return Prediction(tuple(dict.fromkeys(options)), answer, why)


def _names(names) -> str:
    """Names joined with commas and the last "and" ("" for none)."""
    names = list(names)
    if len(names) < 2:
        return "".join(names)
    # Translators: Partners, names in a list; {names} are all but the last, {last} the last one
    return say("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def _rest_of_seven(notation: str) -> Callable[[Game], Prediction]:
    def predict(game: Game) -> Prediction:
        move = game.find_move(notation)
        after = game.apply(game.state, move)
        colours = sorted({colour_of_pawn(m.data.landing.pawn) for m in game.moves_in(after)
                          if m.data.landing is not None}, key=COLOURS.index)
        # Translators: Partners, an option of "whose pawns take the rest of the 7?"
        nobody = i18n.gettext("nobody: the other steps are lost")
        answer = colour_word(colours[0]) if len(colours) == 1 else nobody
        mover = colour_of_pawn(move.data.landing.pawn)
        # Translators: Partners, why a prediction is right; {pawn} is a pawn ("yellow pawn 1"), {colour} its
        # colour, {partner} the partner's colour
        why = say("{pawn} is locked, the last {colour} pawn; the rest of the 7 then moves the pawns of the partner, "
                  "{partner}.", pawn=pawn_name(move.data.landing.pawn).capitalize(), colour=colour_word(mover),
                  partner=colour_word(partner_of(mover)))
        return Prediction((*(colour_word(colour) for colour in COLOURS), nobody), answer, why)
    return predict


def _swap_pair(game: Game) -> Prediction:
    """The pair the only legal swap changes; the other options pair its first pawn with protected ones."""
    (first, second), = {move.data.swap for move in game.legal_moves() if move.data.swap is not None}
    pawns = game.state.pawns
    protected: dict[str, str] = {}          # one protected pawn per place (a double counts once)
    for pawn, where in pawns.items():
        if where != HOME and pawn not in (first, second):
            protected.setdefault(where, pawn)
    answer = _pair(pawn_name(first), pawn_name(second))
    others = [_pair(pawn_name(pawn), pawn_name(first)) for pawn in list(protected.values())[:3]]
    return Prediction(tuple(sorted([answer, *others])), answer,
                      # Translators: Partners, why a prediction is right
                      i18n.gettext("Only a pawn standing alone on a numbered field can be swapped: a pawn in a home "
                                   "base, on a start field, in a goal zone or in a double is protected."))


def _usable_cards(game: Game) -> Prediction:
    hand = game.state.hands[game.state.turn]
    usable = {move.clicks[0] for move in game.legal_moves() if move.clicks[0].startswith("hand:")}
    first = next(card.split("#")[0] for card in hand)
    reason = game.explain([f"hand:{first}"]) if not usable else ""
    # Translators: Partners, why a prediction is right; {count} cards of {hand} can be used, {reason} is the
    # rule that refuses a card (may be empty)
    why = say_n("{count} of the {hand} cards can be used. {reason}", "{count} of the {hand} cards can be used. "
                "{reason}", len(usable), hand=len(hand), reason=reason)
    return Prediction(lessons.number_options(len(usable), len(hand)), str(len(usable)), why.strip())


def _after_folding(game: Game) -> Prediction:
    before = game.state
    after = _after(game, "fold")
    skipped, seat = [], left_of(before.turn)
    while seat != after.turn:           # the players between them hold no cards in this deal
        skipped.append(seat)
        seat = left_of(seat)
    # Translators: Partners, part of why a prediction is right; {player} is a player ("Yellow")
    parts = [say("{player} folds and sits out until the next deal.", player=player_name(before.turn))]
    for colour in skipped:
        # Translators: Partners, part of why a prediction is right; {player} is a player ("Red")
        parts.append(say("{player} has no cards left in this deal and is passed over.", player=player_name(colour)))
    # Translators: Partners, the end of why a prediction is right; {colour} is the colour who plays next
    parts.append(say("So {colour} plays next.", colour=colour_word(after.turn)))
    return _colour_prediction(after.turn, " ".join(parts))


def _circle(notation: str) -> Callable[[Game], Prediction]:
    """Predict the circle of the goal zone where the move ``notation`` ends."""
    def predict(game: Game) -> Prediction:
        return _circle_prediction(game, notation)
    return predict


def _circle_prediction(game: Game, notation: str) -> Prediction:
    move = game.find_move(notation)
    landing = move.data.landing
    colour = colour_of_pawn(landing.pawn)
    options = tuple(field_name(goal_key(colour, circle)) for circle in range(1, CIRCLES + 1))
    way = ", ".join(field_name(key) for key in landing.path)
    if landing.pawn in game.apply(game.state, move).locked:
        # Translators: Partners, why a prediction is right; {way} lists the places passed
        why = say("Step by step: {way}. It is the innermost free circle, so the pawn is locked.", way=way)
    else:
        # Translators: Partners, why a prediction is right; {way} lists the places passed
        why = say("Step by step: {way}.", way=way)
    return Prediction(options, field_name(landing.dest), why)


# ================================================================ goals of find exercises
def _gives_a_start_card(before: Mapping, after: Mapping) -> bool:
    given = after["exchange"][before["to_move"]]
    return given is not None and KINDS[given.split("#")[0]].come_out


def _sends_home(*colours: str) -> Callable[[Mapping, Mapping], bool]:
    def goal(before: Mapping, after: Mapping) -> bool:
        return any(before["pawns"][pawn] != HOME and after["pawns"][pawn] == HOME
                   for pawn in before["pawns"] if colour_of_pawn(pawn) in colours)
    return goal


def _opponents_sent_home(before: Mapping, after: Mapping) -> bool:
    mover = before["to_move"]
    return _sends_home(*(c for c in COLOURS if c not in (mover, partner_of(mover))))(before, after)


def _team_wins(before: Mapping, after: Mapping) -> bool:
    team = (before["to_move"], partner_of(before["to_move"]))
    return all(where.startswith("goal:") for pawn, where in after["pawns"].items() if colour_of_pawn(pawn) in team)


# ================================================================ what exercises may ask (issue 33)
GOALS = lessons.declare(
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("win", N_("win the game for the team"), lessons.always(_team_wins)),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("bump-opponent", N_("send a pawn of the other team home"), lessons.always(_opponents_sent_home)),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("send-home", N_("send a pawn of the named colours home"), _sends_home),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("give-start-card", N_("give the partner a card with the start symbol"),
                     lessons.always(_gives_a_start_card)),
)
PREDICTIONS = lessons.declare(
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("landing", N_("the place where the pawn of the marked move lands"), _landing_prediction),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("circle", N_("the circle of the goal zone where the marked move ends"), _circle),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("sent-home", N_("which pawn the marked move sends home"), _sent_home),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("rest-of-seven", N_("whose pawns take the rest of the 7"), _rest_of_seven),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("partner-of-red", N_("red's partner"), lessons.always(_partner_of_red)),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("who-has-won", N_("which team has won"), lessons.always(_who_has_won)),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("who-begins", N_("who plays the first card"), lessons.always(_who_begins)),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("next-dealer", N_("who deals next"), lessons.always(_next_dealer)),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("usable-cards", N_("how many cards can be used"), lessons.always(_usable_cards)),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("swap-pair", N_("which two pawns the swap changes"), lessons.always(_swap_pair)),
    # Translators: Partners, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("after-folding", N_("who plays after folding"), lessons.always(_after_folding)),
)


EXERCISES = lessons.named([
    # ---------------------------------------------------------- 1 teams and set-up
    Exercise("teams-partner", Game, PREDICT,
             # Translators: Partners exercise 'teams-partner', its question (above the board).
             N_("Four players play in two teams. Which colour is red's partner?"), PREPARATION, first_deal,
             # Translators: Partners exercise 'teams-partner', its author's hint (after the rule, before the
             # answer).
             predict="partner-of-red", hint=N_("Partners sit across the board from each other, never side by side: which "
                                          "colour sits opposite red?")),
    Exercise("teams-winner", Game, PREDICT,
             # Translators: Partners exercise 'teams-winner', its question (above the board).
             N_("All of yellow's and all of red's pawns are locked in their goal zones. Which team has won?"),
             WINNER, nearly_won, predict="who-has-won", then=("play 3 blue-1",),
             # Translators: Partners exercise 'teams-winner', its author's hint (after the rule, before the
             # answer).
             hint=N_("A team wins when all 8 pawns of both partners are locked. Who is yellow's partner, and who is "
                  "red's: are all their pawns locked too?")),
    # ---------------------------------------------------------- 2 dealing and the exchange
    Exercise("exchange-give", Game, FIND,
             # Translators: Partners exercise 'exchange-give', its question (above the board).
             N_("Yellow gives one card to its partner blue, who has no pawn on the board yet. Give blue a card that "
             "can bring a pawn out."), CHANGE, exchange_for_blue, goal="give-start-card",
             # Translators: Partners exercise 'exchange-give', the goal in words, completing 'Find a move to
             # …' and 'it does not …'.
             goal_text=N_("give blue a card with the start symbol ♡"),
             # Translators: Partners exercise 'exchange-give', its author's hint (after the rule, before the
             # answer).
             hint=N_("Only a card with the start symbol ♡ brings a pawn out of a home base. Which of yellow's four "
                  "cards shows ♡?")),
    Exercise("exchange-first", Game, PREDICT,
             # Translators: Partners exercise 'exchange-first', its question (above the board).
             N_("Red dealt the cards. When all four players have given a card to their partner, who plays the "
             "first card?"), THE_GAME, exchange_after_red_dealt, predict="who-begins", then=EXCHANGE_GIVES,
             # Translators: Partners exercise 'exchange-first', its author's hint (after the rule, before the
             # answer).
             hint=N_("The exchange and then the play begin with the player on the dealer's left. Who sits on red's "
                  "left?")),
    Exercise("deal-new-dealer", Game, PREDICT,
             # Translators: Partners exercise 'deal-new-dealer', its question (above the board).
             N_("Green has dealt three times in a row and now plays the last card of the third deal. Who deals "
             "the next cards?"), NEW_DEALER, last_card_of_third_deal, predict="next-dealer", then=("play 3 green-1",),
             # Translators: Partners exercise 'deal-new-dealer', its author's hint (after the rule, before the
             # answer).
             hint=N_("One player deals at most three times in a row; then the deal passes on clockwise. Who comes "
                  "after green?")),
    # ---------------------------------------------------------- 3 coming out, moving and counting
    Exercise("coming-out", Game, TARGETS,
             # Translators: Partners exercise 'coming-out', its question (above the board).
             N_("Yellow plays the 8♡. Click every place it can be used on: a pawn it moves, or the home base it "
             "brings a pawn out of. Then press Check."), THE_GAME, coming_out, start=("hand:8",),
             # Translators: Partners exercise 'coming-out', its author's hint (after the rule, before the
             # answer).
             hint=N_("The 8♡ carries the start symbol, and it is also an 8.")),
    Exercise("coming-out-legal", Game, LEGAL,
             # Translators: Partners exercise 'coming-out-legal', its question (above the board).
             N_("May yellow bring a pawn out of its home base with the 3?"), THE_GAME, coming_out,
             shown="play 3 out yellow", shown_clicks=("hand:3", "home:yellow"),
             # Translators: Partners exercise 'coming-out-legal', its author's hint (after the rule, before
             # the answer).
             hint=N_("Only a card with the start symbol ♡ brings a pawn out. Does the 3 show ♡?")),
    Exercise("counting-start-field", Game, PREDICT,
             # Translators: Partners exercise 'counting-start-field', its question (above the board).
             N_("Yellow pawn 1 stands on field 13 after yellow's start and plays the 3. Where does it land?"),
             THE_GAME, over_a_start_field,
             # Translators: Partners, the rule a landing prediction's reason starts with (a whole sentence).
             predict=("landing", "play 3 yellow-1", N_("Start fields are never counted as a step.")),
             then=("play 3 yellow-1",),
             # Translators: Partners exercise 'counting-start-field', its author's hint (after the rule,
             # before the answer).
             hint=N_("Start fields are never counted as a step. From field 13 the next field is field 14, then "
                  "red's start field: go on counting after it.")),
    # ---------------------------------------------------------- 4 walls
    Exercise("walls-legal", Game, LEGAL,
             # Translators: Partners exercise 'walls-legal', its question (above the board).
             N_("Red pawn 1 stands on red's start field. May yellow move yellow pawn 1 nine steps with the 9?"),
             WALLS, example("wall"), shown="play 9 yellow-1", shown_clicks=("hand:9", "pawn:yellow-1"),
             # Translators: Partners exercise 'walls-legal', its author's hint (after the rule, before the
             # answer).
             hint=N_("A pawn on its own start field forms a wall no other pawn may pass. Count 9 steps from yellow "
                  "pawn 1: do they pass red's start field?")),
    Exercise("walls-own-pawn", Game, FIND,
             # Translators: Partners exercise 'walls-own-pawn', its question (above the board).
             N_("Red to play. A wall stops other pawns, but not red's own. Play a move that sends yellow pawn 1 "
                "home."), WALLS, wall_red_to_move, goal=("send-home", "yellow"),
             # Translators: Partners exercise 'walls-own-pawn', the goal in words, completing 'Find a move to
             # …' and 'it does not …'.
             goal_text=N_("send yellow pawn 1 home"),
             # Translators: Partners exercise 'walls-own-pawn', its author's hint (after the rule, before the
             # answer).
             hint=N_("The −4 moves a pawn backwards, and red's own pawns may pass red's wall. Count 4 steps back "
                  "from red pawn 2; start fields are not counted.")),
    Exercise("walls-cards", Game, PREDICT,
             # Translators: Partners exercise 'walls-cards', its question (above the board).
             N_("Red pawn 1 stands on red's start field. How many of its four cards can yellow use?"), WALLS,
             example("wall"), predict="usable-cards", then=("fold",),
             # Translators: Partners exercise 'walls-cards', its author's hint (after the rule, before the
             # answer).
             hint=N_("Yellow pawn 1 may not pass red's wall: it can take 2 steps at most, and no card may bring a "
                  "pawn out without ♡. Yellow holds the 3, the 9, the 10 and the 12.")),
    # ---------------------------------------------------------- 5 bumping and doubles
    Exercise("bump-double", Game, PREDICT,
             # Translators: Partners exercise 'bump-double', its question (above the board).
             N_("Yellow plays the 8♡ with yellow pawn 1 and lands on red's two pawns. Which pawn goes home?"), BUMP,
             example("double_bump"), predict=("sent-home", "play 8 yellow-1"),
             then=("play 8 yellow-1",),
             # Translators: Partners exercise 'bump-double', its author's hint (after the rule, before the
             # answer).
             hint=N_("A single pawn is bumped home; two pawns of one colour on a field are a double. What happens "
                  "to a pawn that lands on a double of another colour?")),
    Exercise("bump-opponent", Game, FIND,
             # Translators: Partners exercise 'bump-opponent', its question (above the board).
             N_("Play a move that sends a pawn of the other team (red or green) home."), BUMP, bumps,
             # Translators: Partners exercise 'bump-opponent', the goal in words, completing 'Find a move to
             # …' and 'it does not …'.
             goal="bump-opponent", goal_text=N_("send a red or green pawn home"),
             # Translators: Partners exercise 'bump-opponent', its author's hint (after the rule, before the
             # answer).
             hint=N_("A pawn is sent home only where a move ends, and only if it stands alone. Count the steps "
                  "from yellow pawn 1 to green pawn 1, leaving out start fields.")),
    # ---------------------------------------------------------- 6 the goal zone and the bounce
    Exercise("bounce-seven", Game, PREDICT,
             # Translators: Partners exercise 'bounce-seven', its question (above the board).
             N_("Circles 3 and 4 of yellow's goal zone are taken. Yellow gives 5 steps of the 7 to yellow pawn 1, "
             "at the goal entrance. Where does it end?"), BOUNCE, example("bounce"),
             # Translators: Partners, the rule a landing prediction's reason starts with (a whole sentence).
             predict=("landing", "play 7 yellow-1 5", N_("A pawn that cannot go on in the goal zone turns round.")),
             then=("play 7 yellow-1 5", "split yellow-2 2"),
             # Translators: Partners exercise 'bounce-seven', its author's hint (after the rule, before the
             # answer).
             hint=N_("A pawn that cannot go on in the goal zone turns round on its circle. From the entrance: "
                  "circle 1, circle 2, and circle 3 is taken: count the 5 steps.")),
    Exercise("bounce-reach", Game, TARGETS,
             # Translators: Partners exercise 'bounce-reach', its question (above the board).
             N_("Yellow plays the 7 and starts with yellow pawn 1. Click every place where yellow pawn 1 may "
             "stop, then press Check."), BOUNCE, example("bounce"), start=("hand:7", "pawn:yellow-1"),
             # Translators: Partners exercise 'bounce-reach', its author's hint (after the rule, before the
             # answer).
             hint=N_("It may take 1 to 7 steps (yellow pawn 2 takes the rest), and it turns round where a circle "
                  "is taken.")),
    Exercise("bounce-back-and-forth", Game, PREDICT,
             # Translators: Partners exercise 'bounce-back-and-forth', its question (above the board).
             N_("Yellow pawn 1 on circle 2 plays the 3; circles 1 and 4 are taken. On which circle does it end?"),
             BOUNCE, example("back_and_forth"), predict=("circle", "play 3 yellow-1"), then=("play 3 yellow-1",),
             # Translators: Partners exercise 'bounce-back-and-forth', its author's hint (after the rule,
             # before the answer).
             hint=N_("A pawn turns round where the next circle is taken. From circle 2 one step goes to circle 3; "
                  "circle 4 is taken, so the second step goes back.")),
    # ---------------------------------------------------------- 7 every card
    Exercise("minus4-shortcut", Game, PREDICT,
             # Translators: Partners exercise 'minus4-shortcut', its question (above the board).
             N_("Yellow pawn 1 stands on field 4 after yellow's start. Where does the −4 take it?"), CARDS,
             example("minus4_shortcut"),
             predict=("landing", "play minus4 yellow-1",
                      # Translators: Partners, the rule a landing prediction's reason starts with (a whole sentence).
                      N_("The −4 goes backwards, and the start field is not counted.")),
             then=("play minus4 yellow-1",),
             # Translators: Partners exercise 'minus4-shortcut', its author's hint (after the rule, before the
             # answer).
             hint=N_("The −4 goes backwards, and start fields are not counted. From field 4: field 3, field 2, "
                  "field 1, then past yellow's start field.")),
    Exercise("one-fourteen", Game, TARGETS,
             # Translators: Partners exercise 'one-fourteen', its question (above the board).
             N_("Yellow plays the 1/14 with yellow pawn 1. Click every field where the pawn may end, then press "
             "Check."), CARDS, one_fourteen, start=("hand:1-14", "pawn:yellow-1"),
             # Translators: Partners exercise 'one-fourteen', its author's hint (after the rule, before the
             # answer).
             hint=N_("The 1/14 moves a pawn 1 step or 14 steps, your choice: count both from field 2.")),
    Exercise("seven-last-pawn", Game, PREDICT,
             # Translators: Partners exercise 'seven-last-pawn', its question (above the board).
             N_("Yellow locks its last pawn with 2 steps of the 7. Whose pawns take the other 5 steps?"), CARDS,
             example("seven_last_pawn"), predict=("rest-of-seven", "play 7 yellow-1 2"),
             then=("play 7 yellow-1 2", "split blue-1 5"),
             # Translators: Partners exercise 'seven-last-pawn', its author's hint (after the rule, before the
             # answer).
             hint=N_("Once all of a player's pawns are locked, the rest of a 7 moves the partner's pawns. Who is "
                  "yellow's partner?")),
    Exercise("swap-pair", Game, PREDICT,
             # Translators: Partners exercise 'swap-pair', its question (above the board).
             N_("No yellow pawn is out, but yellow must use the swap. Which two pawns does it swap?"), CARDS,
             example("swap_limits"), predict="swap-pair", then=("play swap red-3 green-2",),
             # Translators: Partners exercise 'swap-pair', its author's hint (after the rule, before the
             # answer).
             hint=N_("Only a pawn standing alone on a numbered field can be swapped. Red's pawns 1 and 2 form a "
                  "double, blue's pawn is in its goal zone, and green pawn 1 stands on a start field.")),
    # ---------------------------------------------------------- 8 no possible move
    Exercise("fold-swap", Game, LEGAL,
             # Translators: Partners exercise 'fold-swap', its question (above the board).
             N_("No yellow pawn is out, and yellow holds a swap, 3, 9 and 12. May yellow fold its hand?"), NO_MOVES,
             example("swap_limits"), shown="fold", shown_clicks=("button:fold",),
             # Translators: Partners exercise 'fold-swap', its author's hint (after the rule, before the
             # answer).
             hint=N_("A hand is folded only when no card can be used. Can the swap change two pawns that stand alone "
                  "on numbered fields?")),
    Exercise("fold-next", Game, PREDICT,
             # Translators: Partners exercise 'fold-next', its question (above the board).
             N_("Red has already folded in this deal. Now yellow cannot use any card and folds. Who plays next?"),
             NO_MOVES, red_has_folded, predict="after-folding", then=("fold",),
             # Translators: Partners exercise 'fold-next', its author's hint (after the rule, before the
             # answer).
             hint=N_("Play goes on clockwise, and a player holding no cards in this deal is passed over. Red comes "
                  "after yellow: does red still hold cards?")),
    # ---------------------------------------------------------- 9 finishing and helping the partner
    Exercise("helping-targets", Game, TARGETS,
             # Translators: Partners exercise 'helping-targets', its question (above the board).
             N_("All yellow pawns are locked. Yellow plays the 8♡: click every place it can be used on, then press "
             "Check."), HELPING, yellow_has_finished, start=("hand:8",),
             # Translators: Partners exercise 'helping-targets', its author's hint (after the rule, before the
             # answer).
             hint=N_("A player who has finished plays for the partner. Blue, yellow's partner, has one pawn on the "
                  "board and three in its home base.")),
    Exercise("helping-legal", Game, LEGAL,
             # Translators: Partners exercise 'helping-legal', its question (above the board).
             N_("All yellow pawns are locked. May yellow play the 3 with yellow pawn 1?"), HELPING, yellow_has_finished,
             shown="play 3 yellow-1", shown_clicks=("hand:3", "pawn:yellow-1"),
             # Translators: Partners exercise 'helping-legal', its author's hint (after the rule, before the
             # answer).
             hint=N_("A locked pawn never moves again; a player whose pawns are all locked plays for the partner.")),
    Exercise("helping-win", Game, FIND,
             # Translators: Partners exercise 'helping-win', its question (above the board).
             N_("Yellow plays for blue. Play the move that wins the game for yellow and blue."), WINNER,
             # Translators: Partners exercise 'helping-win', the goal in words, completing 'Find a move to …'
             # and 'it does not …'.
             blue_one_short, goal="win", goal_text=N_("win the game: blue pawn 1 is not locked"),
             # Translators: Partners exercise 'helping-win', its author's hint (after the rule, before the
             # answer).
             hint=N_("A pawn is locked only when it ends exactly on the innermost free circle. Blue's only free "
                  "circle is circle 1: count the steps from blue pawn 1 to it.")),
])


def practice(seed: int, prefer: str | None = None) -> lessons.Exercise:
    """A fresh exercise from a seeded game (issue 21: practice without end)."""
    return lessons.practice(Game, new_game, seed, prefer=prefer)
