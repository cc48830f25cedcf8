"""Starting a Solitaire game: the one place where a new game's deal may run the solver.

A Winnable deal is a uniform deal the solver proves winnable (deals.winnable tries a few
redraws). The rules object never runs the solver to be built: it is given the redraw
this module found, exactly as a saved record gives it. Later rounds of a multi-layout
game and a shuffle's redeal are made during play, when those moves are applied.
"""

from __future__ import annotations

from mahjong.games.solitaire import deals
from mahjong.games.solitaire.layout import Layout
from mahjong.games.solitaire.rules import GAME_ID, NextLayout, Solitaire


def new_game(layout: Layout, deal: int, kind: str = "winnable", next_layout: NextLayout = None,
             game_id: str = GAME_ID) -> Solitaire:
    """Deal ``deal`` of ``kind`` on ``layout``, the solver choosing a Winnable deal's redraw."""
    attempts = None
    if kind == "winnable":
        attempts = [deals.winnable(layout, deal, game_id).redraws]
    return Solitaire(layout, deal, kind, next_layout, game_id, attempts)


def new_engine(game_id: str, deal: int) -> Solitaire:
    """The registry's engine: ``deal`` on the Turtle, a Winnable deal, one round."""
    from mahjong.games.solitaire.builtin import load_builtin

    return new_game(load_builtin("turtle"), deal, "winnable", game_id=game_id)
