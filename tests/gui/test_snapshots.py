"""Painters draw a frozen snapshot, not the scene (issue 27, item 4): per family, the
painter modules reach nothing of the scene module (not even for type checking, not even
through another module), and a snapshot built by hand, with no scene and no App, paints
onto a Surface."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pygame
import pytest

import mahjong
from mahjong.ui.tiles import TileArt

ROOT = Path(mahjong.__file__).parent


def _imports(module: str) -> set[str]:
    """The mahjong modules ``module`` names in any import, anywhere (TYPE_CHECKING too)."""
    path = ROOT.parent.joinpath(*module.split(".")).with_suffix(".py")
    if not path.exists():
        path = path.with_suffix("") / "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            base = node.module
            if node.level:
                base = ".".join(module.split(".")[:-node.level] + [node.module])
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)
    return {m for m in found if m.startswith("mahjong.") and _exists(m)}


def _exists(module: str) -> bool:
    path = ROOT.parent.joinpath(*module.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def reached(module: str) -> set[str]:
    """Every module of its family that ``module`` reaches through imports, itself included
    (core/ and ui/ never import a family: test_layering.py holds them to that)."""
    family = ".".join(module.split(".")[:3])
    seen, todo = set(), [module]
    while todo:
        name = todo.pop()
        if name not in seen and name.startswith(family):
            seen.add(name)
            todo.extend(_imports(name))
    return seen


@pytest.fixture(scope="module")
def art():
    pygame.display.init()
    return TileArt()


def blank() -> pygame.Surface:
    surface = pygame.Surface((1280, 800))
    surface.fill((0, 0, 0))
    return surface


def painted(surface: pygame.Surface) -> int:
    """How many pixels are not the blank fill."""
    unpainted = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255)).count()
    return surface.get_width() * surface.get_height() - unpainted


def frozen(cls) -> bool:
    return dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen


# --- foundation ------------------------------------------------------------------------------
def test_foundation_painter_reaches_no_scene():
    scene = "mahjong.games.foundation.face.scene"
    for painter in ("mahjong.games.foundation.face.draw", "mahjong.games.foundation.face.snapshot"):
        assert scene not in reached(painter)


def test_foundation_snapshot_paints_without_a_scene(art):
    from mahjong.games.foundation.config import get_config
    from mahjong.games.foundation.face.draw import BoardPainter
    from mahjong.games.foundation.face.snapshot import BoardSnapshot, FlightShot
    from mahjong.games.foundation.face.view import BoardGeometry
    from mahjong.games.foundation.rules import FoundationGame

    assert frozen(BoardSnapshot) and frozen(FlightShot)
    config = get_config("mahjongg-freecell")
    game = FoundationGame(config, 7, autoplay=False)
    geo = BoardGeometry(pygame.Rect(0, 0, 1280, 760), config, 20)
    plain = BoardSnapshot(geometry=geo, config=config, state=game.state, scale=1.0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        plain.moves = 3  # type: ignore[misc]
    painter = BoardPainter()
    first = blank()
    painter.draw(first, plain, art)
    assert painted(first) > 100_000                       # the whole deal is on the board
    move = game.legal_moves()[0]
    marked = dataclasses.replace(plain, hint=move, shown=(move,),
                                 flight=FlightShot(game.state, move, 0.5), celebration=0.5)
    second = blank()
    painter.draw(second, marked, art)
    assert pygame.image.tobytes(second, "RGB") != pygame.image.tobytes(first, "RGB")
    dealing = blank()
    painter.draw(dealing, dataclasses.replace(plain, dealing_tries=3, deal_limit=40), art)
    assert 0 < painted(dealing) < painted(first)          # only the "dealing" panel


# --- stones ----------------------------------------------------------------------------------
def test_stones_painter_reaches_no_scene():
    scene = "mahjong.games.stones.face.scene"
    for painter in ("mahjong.games.stones.face.draw", "mahjong.games.stones.face.snapshot"):
        assert scene not in reached(painter)


def test_stones_snapshot_paints_without_a_scene(art):
    from mahjong.games.stones.config import get_config
    from mahjong.games.stones.deals import new_game
    from mahjong.games.stones.face.draw import StonesPainter, panel_layout
    from mahjong.games.stones.face.snapshot import HoverShot, StoneFlight, StonesSnapshot, Tally
    from mahjong.games.stones.face.view import StonesView

    assert all(frozen(c) for c in (StonesSnapshot, HoverShot, StoneFlight, Tally))
    config = get_config("small-stones")
    game = new_game(config, 5, finishable_only=False)
    view = StonesView(config.width, config.height, (0, 0, 1280, 760), TileArt.metrics, 264, 24)
    layout, stock_width = panel_layout(view, 1.0, config)
    dealing = StonesSnapshot(view=view, layout=layout, config=config, scale=1.0,
                             stock_width=stock_width, dealing=True, notice=("info", "Dealing…"))
    painter = StonesPainter()
    empty = blank()
    painter.draw(empty, dealing, art)
    assert painted(empty) > 100_000
    cell = game.legal_moves()[0].cell
    play = dataclasses.replace(
        dealing, dealing=False, stones=tuple(game.tiles()), shown=game.shown,
        tally=Tally(game.score, game.four_ways, game.multiplier, game.tiles_left),
        legal=frozenset(m.cell for m in game.legal_moves()), hint=cell,
        hover=HoverShot(cell, True, ()), notice=("good", "Fits here."))
    board = blank()
    painter.draw(board, play, art)
    assert pygame.image.tobytes(board, "RGB") != pygame.image.tobytes(empty, "RGB")
    assert game.shown is not None
    flying = blank()
    painter.draw(flying, dataclasses.replace(play, flight=StoneFlight(game.shown, cell, 0.5)), art)
    assert pygame.image.tobytes(flying, "RGB") != pygame.image.tobytes(board, "RGB")


# --- solitaire -------------------------------------------------------------------------------
def test_solitaire_painter_reaches_no_scene():
    scene = "mahjong.games.solitaire.face.scene"
    for painter in ("mahjong.games.solitaire.face.draw", "mahjong.games.solitaire.face.snapshot"):
        assert scene not in reached(painter)


def test_solitaire_snapshot_paints_without_a_scene(art):
    from mahjong.games.solitaire.face.draw import BoardPainter, tile_state
    from mahjong.games.solitaire.face.snapshot import Banner, BoardSnapshot, Lift
    from mahjong.games.solitaire.face.view import BoardView

    assert all(frozen(c) for c in (BoardSnapshot, Banner, Lift))
    positions = [(0, x, y) for x in (0, 2, 4, 6) for y in (0, 2)] + [(1, 2, 0)]
    view = BoardView(positions, (0, 0, 1280, 760), TileArt.metrics)
    table = pygame.Surface((1280, 800))
    table.fill((0, 90, 60))
    tiles = tuple((pos, "5D" if i % 2 else "E") for i, pos in enumerate(positions))
    plain = BoardSnapshot(view=view, board_rect=(0, 0, 1280, 760), table=table, scale=1.0, tiles=tiles)
    painter = BoardPainter()
    first = blank()
    painter.draw(first, plain, art)
    felt = blank()
    painter.draw(felt, dataclasses.replace(plain, tiles=()), art)
    assert pygame.image.tobytes(first, "RGB") != pygame.image.tobytes(felt, "RGB")
    picked = dataclasses.replace(plain, selected=positions[0], matching=frozenset({positions[2]}))
    assert tile_state(picked, positions[0]) == "selected"
    assert tile_state(picked, positions[2]) == "matching" and tile_state(picked, positions[1]) == "normal"
    second = blank()
    painter.draw(second, picked, art)                   # the cache is keyed on what is shown
    assert pygame.image.tobytes(second, "RGB") != pygame.image.tobytes(first, "RGB")
    cheered = blank()
    painter.draw(cheered, dataclasses.replace(plain, cleared=True, banner=Banner(0.5, True, 1, 1234, "Turtle"),
                                              lifts=(Lift("E", view.width, (40, 40), 0.3, 6),)), art)
    assert painted(cheered) > 0
    assert pygame.image.tobytes(cheered, "RGB") != pygame.image.tobytes(first, "RGB")


# --- Card Free American ----------------------------------------------------------------------
AMERICAN_PAINTERS = ("paint", "sidepanel", "endpanel", "actionbar", "announce", "motion", "snapshot", "view",
                     "rulescard", "rackorder")


def _names(module: str) -> set[str]:
    """Every identifier ``module`` uses: names, attributes, arguments, imported names."""
    path = ROOT.parent.joinpath(*module.split(".")).with_suffix(".py")
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Name):
            found.add(node.id)
        elif isinstance(node, ast.Attribute):
            found.add(node.attr)
        elif isinstance(node, ast.arg):
            found.add(node.arg)
        elif isinstance(node, ast.alias):
            found.add((node.asname or node.name).split(".")[-1])
    return found


def test_american_painters_and_panels_neither_reach_nor_name_the_scene():
    scene = "mahjong.games.american.face.scene"
    for name in AMERICAN_PAINTERS:
        painter = f"mahjong.games.american.face.{name}"
        assert scene not in reached(painter), painter
        assert not {"scene", "AmericanScene"} & _names(painter), painter


def _american_snapshot(over: bool = False):
    """A snapshot built as a remote table would: from seat 0's view sent as JSON (no
    scene, no App, no Table on the client's side)."""
    from mahjong.games.american import advice
    from mahjong.games.american.face.snapshot import TableSnapshot, seat_legal, winning_reading
    from mahjong.games.american.face.view import TableLayout
    from mahjong.games.american.session import Session
    from mahjong.net.views import seat_view, table_view

    session = Session(deal=11)
    assert advice.play_to_your_discard(session)
    t = session.table
    if over:
        while not t.is_over:
            seat = t.awaiting()[0]
            session.apply(advice.ai.choose(t, seat, advice.bot_rng(session, seat), 2))
    data = seat_view(t, 0)
    view = t.view() if over else table_view(data)
    hands = tuple(advice.nearest_for_you(t, t.concealed[0], 6))
    return TableSnapshot(
        layout=TableLayout(pygame.Rect(0, 54, 1280, 700), 1.0), scale=1.0, view=view, rules=t.rules,
        awaiting=view.awaiting, totals=tuple(session.totals), results=tuple(session.results),
        legal=seat_legal(t.legal_actions(0), t.phase), rack=tuple(t.concealed[0]), hands=hands,
        log=tuple(session.log()), reading=winning_reading(view, t.rules))


def test_american_snapshot_paints_without_a_scene(art):
    from mahjong.games.american.face.paint import Controls, TablePainter, target_marks
    from mahjong.games.american.face.sidepanel import SidePanel
    from mahjong.games.american.face.snapshot import CalloutShot, FlightShot, TableSnapshot

    assert all(frozen(c) for c in (TableSnapshot, FlightShot, CalloutShot))
    snap = _american_snapshot()
    assert all(not s.concealed for s in snap.view.seats[1:]) and snap.me.concealed   # the others face down
    with pytest.raises(dataclasses.FrozenInstanceError):
        snap.rack = ()  # type: ignore[misc]
    side = SidePanel(lambda: None, lambda i: None, lambda: None)
    side.layout(snap.layout.helper, snap.scale)
    painter = TablePainter(side)
    painter.layout(snap.layout.board, snap.scale, ())
    first = blank()
    painter.draw(first, snap, art, Controls("Your turn", 400))
    assert painted(first) > 100_000
    assert target_marks(snap)                       # the helper's first hand marks rack tiles
    k = len(snap.view.discards) - 1
    seat, tile = snap.view.discards[k]
    busy = dataclasses.replace(snap, selected=frozenset({0}), hint_tiles=snap.rack[1:2], drag=(2, (300, 300)),
                               flights=(FlightShot(k, seat, tile, pygame.Rect(600, 100, 30, 40), 0.5),),
                               callouts=(CalloutShot(1, "Ruth: Pung"),))
    second = blank()
    painter.draw(second, busy, art, Controls("Your turn", 400))
    assert pygame.image.tobytes(second, "RGB") != pygame.image.tobytes(first, "RGB")


def test_american_side_panel_draws_hands_or_the_log_from_a_snapshot(art):
    from mahjong.games.american.face.sidepanel import SidePanel, tab

    snap = _american_snapshot()
    picked: list[int] = []
    side = SidePanel(lambda: None, picked.append, lambda: None)
    side.layout(snap.layout.helper, snap.scale)
    shots = {}
    for helper in (True, False):
        shown = dataclasses.replace(snap, helper=helper)
        assert tab(shown) == ("hands" if helper else "log")
        surface = blank()
        side.draw(surface, shown, art)
        assert painted(surface) > 10_000
        shots[helper] = pygame.image.tobytes(surface, "RGB")
    assert shots[True] != shots[False]
    assert [e["hand"] for _, e in side.entries(snap)] == list(snap.hands)
    assert side.log_lines(dataclasses.replace(snap, helper=False))
    entry, _ = side.entries(snap)[0]
    at = entry.move(side.hands_area.rect.x, side.hands_area.rect.y).center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        side.handle_event(pygame.event.Event(kind, pos=at, button=1), snap)
    assert picked == [0]


def test_american_end_panel_and_action_bar_work_from_a_snapshot(art):
    from mahjong.games.american.face.actionbar import ActionBar, Commands
    from mahjong.games.american.face.endpanel import EndPanel, headline
    from mahjong.ui.widgets import Button

    snap = _american_snapshot()
    played: list = []
    bar = ActionBar(Commands(played.append, played.append, lambda: None, lambda: None, lambda mode: None))
    prompt, offers = bar.offers(snap)
    assert prompt.startswith("Your turn") and "Discard" in [label for label, _, _ in offers]
    bar.refresh(snap)
    assert bar.buttons and bar.sort_buttons
    assert bar.offers(dataclasses.replace(snap, awaiting=(1,)))[1] == []     # waiting for another seat
    over = _american_snapshot(over=True)
    assert over.over and all(s.concealed or s.exposures for s in over.view.seats)   # every hand face up
    title, how = headline(over)
    assert title and how
    buttons = [Button("Next hand", lambda: None), Button("Menu", lambda: None)]
    end = EndPanel()
    end.layout(over.layout.board, over.scale, buttons)
    surface = blank()
    end.draw(surface, over, art, buttons)
    assert painted(surface) > 100_000 and end.rect.contains(buttons[0].rect)
