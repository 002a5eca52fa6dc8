"""The horse race strategy explorer's controls (notebook horse-race/09): per horse when it gallops and what it
bets, how many races, a Run button and a progress bar, every word in the kernel's language."""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets
from IPython.display import display

from rulebook import i18n
from rulebook.horse_race import ALL_PLAYERS, Strategy, explorer
from rulebook.horse_race.course import player_name
from rulebook.horse_race.players import ALWAYS_TROT
from rulebook.i18n import _, say_n

MOST_TOKENS_ASKED = 8      # the menu offers "gallop with 1 … 8 or more tokens"
LARGEST_BET = 6


def gallop_choices() -> list[tuple[str, int]]:
    """When a horse gallops: (words, the strategy's ``gallop_from``)."""
    # Translators: a choice of the horse race explorer's menu: the horse gallops whatever it holds.
    choices = [(_("always gallop"), 0)]
    # Translators: a choice of the horse race explorer's menu: the horse gallops when it holds {count} energy
    # tokens or more, else it trots.
    choices += [(say_n("gallop with {count}+ token", "gallop with {count}+ tokens", count), count)
                for count in range(1, MOST_TOKENS_ASKED + 1)]
    # Translators: a choice of the horse race explorer's menu: the horse never gallops.
    return [*choices, (_("always trot"), ALWAYS_TROT)]


def bet_choices() -> list[tuple[str, int]]:
    """What a horse bets on a jump: (words, tokens; 0 for all of them)."""
    # Translators: a choice of the horse race explorer's menu: {count} energy tokens bet on a jump.
    choices = [(say_n("bet {count} token", "bet {count} tokens", count), count) for count in range(1, LARGEST_BET + 1)]
    # Translators: a choice of the horse race explorer's menu: every token in hand bet on a jump.
    return [*choices, (_("bet all tokens"), 0)]


class StrategyExplorer:
    """The controls and the output below them; ``run()`` plays the races chosen and shows the plots."""

    def __init__(self, strategies: Sequence[Strategy]):
        wide = ipywidgets.Layout(width="auto")
        self.seats = []
        rows = []
        for seat, strategy in zip(ALL_PLAYERS, strategies):
            when = ipywidgets.Dropdown(options=gallop_choices(), value=min(strategy.gallop_from, ALWAYS_TROT),
                                       layout=wide)
            bet = ipywidgets.Dropdown(options=bet_choices(), value=strategy.bet or 0, layout=wide)
            self.seats.append((when, bet))
            name = ipywidgets.Label(f"{player_name(seat)}:", layout=ipywidgets.Layout(width="6em"))
            rows.append(ipywidgets.HBox([name, when, bet]))
        many = explorer.default_races()
        # Translators: the label of the horse race explorer's slider: how many races to play.
        races_to_play = _("races to play")
        # the slider's own readout would write 20000 in every language: the number beside it is the language's
        self.races = ipywidgets.IntSlider(value=2 * many, min=many // 10, max=20 * many, step=many // 10,
                                          description=races_to_play, style={"description_width": "initial"},
                                          readout=False)
        self.language = i18n.current()
        self.races_shown = ipywidgets.Label(i18n.number(self.races.value, language=self.language))
        self.races.observe(self._show_races, names="value")
        # Translators: the horse race explorer's button that plays the races (the notebook's text names it).
        self.button = ipywidgets.Button(description=_("Run"), button_style="primary")
        # Translators: the label of the horse race explorer's progress bar.
        self.progress = ipywidgets.IntProgress(min=0, max=1, description=_("progress"))
        self.output = ipywidgets.Output()
        self.button.on_click(lambda _button: self.run())
        self.panel = ipywidgets.VBox([*rows, ipywidgets.HBox([self.races, self.races_shown]),
                                      ipywidgets.HBox([self.button, self.progress]), self.output])

    def _show_races(self, change) -> None:
        self.races_shown.value = i18n.number(change["new"], language=self.language)

    def strategies(self) -> list[Strategy]:
        return [Strategy(when.value, bet.value or None) for when, bet in self.seats]

    def run(self) -> explorer.Results:
        self.progress.max, self.progress.value = self.races.value, 0

        def advance(done, _total):
            self.progress.value = done

        results = explorer.run(self.strategies(), races=self.races.value, seed=None, progress=advance)
        with self.output:
            self.output.clear_output(wait=True)
            print(explorer.speed_line(results))
            explorer.show_figures(results)
        return results

    def _ipython_display_(self):
        display(self.panel)
