"""Saves written before the save envelope (tests/fixtures/old_saves, one per game, made
by the game as it was) still load: the same moves, clock, hint and undo counts and Demo
flag, with no "Saved game not loaded" dialog."""

import json
import shutil
from pathlib import Path

import pytest

from mahjong import games
from mahjong.scenes.menu import MenuScene

OLD_SAVES = Path(__file__).parent.parent / "fixtures" / "old_saves"
FILES = sorted(OLD_SAVES.glob("*.json"))


def test_every_family_has_old_saves_of_registered_games():
    """One of every game there was before the envelope (games added since never had
    an older save)."""
    names = {f.stem.removesuffix("-demo") for f in FILES}
    assert names <= {info.id for info in games.GAMES} and len(names) >= 13
    assert {games.get(name).family for name in names} == {info.family for info in games.GAMES}


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_an_old_save_loads_with_its_moves_clock_and_counts(app, path):
    old = json.loads(path.read_text())["record"]
    game_id = old["game"]
    target = app.storage._save_file(game_id)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(path, target)
    app.push(MenuScene(app))
    scene = app.open_game(game_id, resume=True)
    assert app.top is scene, "the save was refused"
    assert [scene.engine.format_move(m) for m in scene.engine.moves] == old["moves"]
    assert scene.engine.deal == old["deal"]
    assert scene.elapsed == old["elapsed"]
    assert (scene.hints_used, scene.undos_used) == (old["hints"], old["undos"])
    assert scene.demo_used == old.get("demo", False)
