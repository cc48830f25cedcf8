"""A tiny Sea Winds board shared by the solver tests: 2 columns of 5 rows holding the last
9 tiles of the bamboo set."""

import dataclasses

from mahjong.games.foundation.config import get_config

TINY = dataclasses.replace(get_config("sea-winds"), id="tiny", columns=2, rows=5, cells=3)
COLUMNS = [("8B", "9B", "9B"), ("W", "N", "S", "E", "9B")]


def replay_to_win(game, moves):
    for move in moves:
        game.apply(move)
    return game.is_won
