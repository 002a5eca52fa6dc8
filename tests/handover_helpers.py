"""What a board behind the hand-over screen offers: its one click, the screen's button (issue 31)."""

from __future__ import annotations


def only_the_hand_over(moves: list[dict]) -> bool:
    """The board's moves are the hand-over button alone: no move of the covered hand reaches the front end."""
    return [move["clicks"] for move in moves] == [["button:show-hand"]] and moves[0]["label"].startswith("Show my hand")
