import pytest

from mahjong.core.rng import Rng
from mahjong.games.solitaire import deals, solver
from mahjong.games.solitaire.builtin import load_builtin
from mahjong.games.solitaire.cli import solve

from .helpers import brute_force, make_layout, random_layout

TURTLE = load_builtin("turtle")


def test_same_number_same_board_and_kinds_differ():
    for kind in ("wild", "gentle"):
        assert deals.make_deal(TURTLE, 42, kind) == deals.make_deal(TURTLE, 42, kind)
        assert deals.make_deal(TURTLE, 42, kind) != deals.make_deal(TURTLE, 43, kind)
    assert sorted(deals.wild(TURTLE, 1).faces) == sorted(deals.face_set(144, Rng(0)))


def test_face_sets_take_whole_groups():
    for n in (2, 6, 8, 100, 142, 144, 146, 288):
        faces = deals.face_set(n, Rng(n))
        assert len(faces) == n
        counts = {}
        for face in faces:
            counts[deals.group_key(face)] = counts.get(deals.group_key(face), 0) + 1
        assert sum(c % 4 == 2 for c in counts.values()) == (n % 4) // 2
        assert all(c % 2 == 0 for c in counts.values())


def test_gentle_deals_are_winnable_on_small_layouts():
    for seed in range(25):
        layout = random_layout(seed, 8 + 2 * (seed % 5))
        dealt = deals.gentle(layout, seed)
        geom = solver.geometry(layout.positions)
        assert brute_force(geom, deals.group_ids(dealt.faces), geom.full)


def test_gentle_turtle_deals_are_winnable():
    geom = solver.geometry(TURTLE.positions)
    for deal in (0, 7):
        dealt = deals.gentle(TURTLE, deal)
        assert solver.solve(solver.Board(geom, deals.group_ids(dealt.faces), geom.full)).winnable


def test_winnable_deals_are_won_or_fall_back_to_gentle():
    for seed in range(10):
        layout = random_layout(seed, 12)
        geom = solver.geometry(layout.positions)
        dealt = deals.make_deal(layout, seed, "winnable")
        assert dealt.fell_back == (dealt.kind != "winnable")
        assert brute_force(geom, deals.group_ids(dealt.faces), geom.full)
    stacked = make_layout([(z, 0, 0) for z in range(4)], "stack")  # never winnable
    dealt = deals.make_deal(stacked, 1, "winnable")
    assert dealt.fell_back and dealt.kind == "wild"
    with pytest.raises(ValueError):
        deals.make_deal(TURTLE, 1, "easy")


def test_cli_solve():
    result = solve("solitaire", 1, layout="turtle", kind="gentle")
    assert result["winnable"] is True and result["game"] == "solitaire" and result["deal"] == 1
    assert {"seconds", "layout", "kind", "nodes"} <= set(result)
    with pytest.raises(ValueError):
        solve("solitaire", 1, layout="no-such-layout")
    with pytest.raises(ValueError):
        solve("solitaire", 1, kind="easy")
