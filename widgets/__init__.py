"""The view: SVG boards drawn with svgwrite and one anywidget front end.

Names are imported lazily, so ``widgets.nodelay`` (a server extension) can be
imported without anywidget and a game's board without the others.
"""

from importlib import import_module

_LAZY = {
    "BoardWidget": "widgets.board",
    "StaticBoard": "widgets.board",
    "HokitoBoard": "widgets.hokito",
    "HitBoard": "widgets.hit",
    "HorseRaceBoard": "widgets.horse_race",
    "DernierPeupleBoard": "widgets.le_dernier_peuple",
    "PartnersBoard": "widgets.partners",
    "side_by_side": "widgets.teaching",
    "notebook_progress": "widgets.lesson",
    "course_progress": "widgets.lesson",
}

__all__ = ["BoardWidget", "DernierPeupleBoard", "HitBoard", "HokitoBoard", "HorseRaceBoard", "PartnersBoard",
           "StaticBoard", "course_progress", "notebook_progress", "side_by_side"]


def __getattr__(name: str):
    if name in _LAZY:
        return getattr(import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'widgets' has no attribute {name!r}")
