"""The game registry as data: every game's entry comes from its family's rows, names
and descriptions are written once, and everything the menu, help, records and the
command line read from an entry loads."""

import ast
from pathlib import Path

import pygame
import pytest

import mahjong
from mahjong import games

IDS = [info.id for info in games.GAMES]


def string_constants() -> list[str]:
    """Every string literal in the package's source (docstrings included)."""
    found = []
    for path in Path(mahjong.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.append(node.value)
    return found


def test_fifteen_games_with_unique_ids_and_names():
    assert len(IDS) == 15 and len(set(IDS)) == 15
    assert len({info.name for info in games.GAMES}) == 15


def test_each_name_and_description_is_written_once():
    literals = string_constants()
    for info in games.GAMES:
        assert literals.count(info.name) == 1, info.name
        assert literals.count(info.description) == 1, info.description


@pytest.mark.parametrize("game_id", IDS)
def test_every_entry_loads_what_it_names(game_id):
    info = games.get(game_id)
    assert games.rules_page(info).startswith(f"# {info.name}\n")
    surface = pygame.Surface((160, 110))
    surface.fill((0, 0, 0))
    from mahjong.ui.tiles import TileArt

    games.draw_preview(info, surface, surface.get_rect(), TileArt())
    assert pygame.transform.average_color(surface)[:3] != (0, 0, 0)
    assert isinstance(games.load(info.scene), type)
    assert callable(games.load(info.engine))
    if info.solver:
        assert callable(games.load(info.solver))
    assert info.ranking in ("score", "time") and info.family


def test_the_command_line_solves_exactly_the_games_registered_with_a_solver():
    from mahjong import cli

    assert set(cli.SOLVERS) == {info.id for info in games.GAMES if info.solver}
    assert "card-free-american" not in cli.SOLVERS and len(cli.SOLVERS) == 14
