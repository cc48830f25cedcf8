"""Deals for MahJongg Solitaire: which faces sit on which positions.

Three kinds (shared/spec/mahjong-solitaire.md, "Deals"):

- ``wild``: uniformly random;
- ``winnable`` (default): uniformly random and proven winnable by the solver; a deal the
  solver refutes (or cannot decide within its budget) is redrawn from the next
  sub-stream, and after ``WINNABLE_REDRAWS`` failures a ``gentle`` deal is used instead
  (or, on a layout where even that cannot be built, the last uniform deal);
- ``gentle``: built backwards, placing random matching pairs on positions that would be
  free at that moment, so the deal can always be won.

Every random choice comes from ``core.rng.deal_rng(game_id, deal, stream)``, so a deal
number gives the same board everywhere. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong.core.rng import Rng, deal_rng
from mahjong.core.tiles import FLOWERS, HONOURS, SEASONS, SUITED
from mahjong.games.solitaire import solver
from mahjong.games.solitaire.layout import Layout

KINDS = ("winnable", "gentle", "wild")
WINNABLE_REDRAWS = 8
GENTLE_ATTEMPTS = 200
SOLVER_NODES = 300     # per redraw (about 30 ms): the solver's first quick searches, which
                       # win three Turtle deals in five (a longer try wins few more); an
                       # undecided deal is redrawn like a lost one

# The 36 matching groups of the 144-tile set, each as its four faces.
FACE_GROUPS: tuple[tuple[str, ...], ...] = tuple(
    [(code,) * 4 for code in SUITED + HONOURS] + [FLOWERS, SEASONS])


def group_key(face: str) -> str:
    """Faces with the same key match: any flower any flower, any season any season."""
    if face in FLOWERS:
        return "flower"
    if face in SEASONS:
        return "season"
    return face


def group_ids(faces: tuple[str, ...] | list[str]) -> tuple[int, ...]:
    """Small integer match groups for the solver (equal ids match)."""
    ids: dict[str, int] = {}
    return tuple(ids.setdefault(group_key(f), len(ids)) for f in faces)


def face_set(n: int, rng: Rng) -> list[str]:
    """The faces for a layout of ``n`` tiles (n even): the 144-tile set once per full
    144, then whole groups of four chosen at random, then one pair if n % 4 == 2."""
    faces = [face for group in FACE_GROUPS for face in group] * (n // 144)
    rest = n % 144
    order = list(FACE_GROUPS)
    rng.shuffle(order)
    for group in order[: rest // 4]:
        faces += group
    if rest % 4:
        faces += order[rest // 4][:2]
    return faces


@dataclass(frozen=True)
class Deal:
    faces: tuple[str, ...]  # one face per layout position, in Layout.positions order
    kind: str               # the kind actually dealt ("gentle" or "wild" after a fall-back)
    redraws: int = 0        # uniform deals refused before this one (kind winnable)
    fell_back: bool = False  # winnable asked for, gentle given


def wild(layout: Layout, deal: int, game_id: str = "solitaire", stream: str = "deal") -> Deal:
    rng = deal_rng(game_id, deal, stream)
    faces = face_set(layout.size, rng)
    rng.shuffle(faces)
    return Deal(tuple(faces), "wild")


def gentle(layout: Layout, deal: int, game_id: str = "solitaire", stream: str = "deal") -> Deal:
    rng = deal_rng(game_id, deal, stream + "/gentle")
    faces = face_set(layout.size, rng)
    geom = solver.geometry(layout.positions)
    for _ in range(GENTLE_ATTEMPTS):
        placed = build_gentle(geom, geom.full, faces, rng)
        if placed is not None:
            full = [face for face in placed if face is not None]
            assert len(full) == len(placed), "every position is a target: none is left empty"
            return Deal(tuple(full), "gentle")
    raise ValueError(f"layout {layout.name!r}: no gentle deal found")


def winnable(layout: Layout, deal: int, game_id: str = "solitaire", stream: str = "deal",
             attempt: int | None = None) -> Deal:
    """``attempt`` (from a record): the redraw to deal without asking the solver
    (WINNABLE_REDRAWS: the fall-back), so that a save replays whatever the solver does."""
    def redraw(k: int) -> Deal:
        return wild(layout, deal, game_id, stream if k == 0 else f"{stream}/{k}")

    if attempt is not None and attempt < WINNABLE_REDRAWS:
        return Deal(redraw(attempt).faces, "winnable", attempt)
    if attempt is None:
        geom = solver.geometry(layout.positions)
        for k in range(WINNABLE_REDRAWS):
            candidate = redraw(k)
            board = solver.Board(geom, group_ids(candidate.faces), geom.full)
            if solver.solve(board, max_nodes=SOLVER_NODES).winnable:
                return Deal(candidate.faces, "winnable", k)
    try:
        return Deal(gentle(layout, deal, game_id, stream).faces, "gentle", WINNABLE_REDRAWS, True)
    except ValueError:  # no gentle deal either: the layout may be unwinnable
        return Deal(redraw(WINNABLE_REDRAWS - 1).faces, "wild", WINNABLE_REDRAWS, True)


def proven_winnable(geom: solver.Geometry, faces: list[str | None], present: int) -> bool:
    """Whether the solver proves ``faces`` (one per position, None off the board) on the
    ``present`` positions winnable within SOLVER_NODES (a shuffle's redeal; undecided
    counts as refused, as for a new deal)."""
    board = solver.Board(geom, group_ids([f or "" for f in faces]), present)
    return solver.solve(board, max_nodes=SOLVER_NODES).winnable is True


def make_deal(layout: Layout, deal: int, kind: str = "winnable", game_id: str = "solitaire",
              stream: str = "deal", attempt: int | None = None) -> Deal:
    """Deal number ``deal`` of ``kind`` on ``layout``; ValueError for an unknown kind.
    ``attempt``: for a Winnable deal, the redraw a record says it used."""
    if kind not in KINDS:
        raise ValueError(f"unknown deal kind {kind!r}; choose from {', '.join(KINDS)}")
    if kind == "winnable":
        return winnable(layout, deal, game_id, stream, attempt)
    return {"wild": wild, "gentle": gentle}[kind](layout, deal, game_id, stream)


def build_gentle(geom: solver.Geometry, targets: int, faces: list[str], rng: Rng) -> list[str | None] | None:
    """Place ``faces`` (matching pairs exist among them) on the positions of ``targets``
    backwards from an empty board, each pair on two positions free at that moment; a
    list of faces per position (None off ``targets``), or None if the build got stuck.

    A position is only filled when everything beneath it is filled and it would not
    leave an empty position with both sides filled (one that could never be free)."""
    by_group: dict[str, list[str]] = {}
    for face in faces:
        by_group.setdefault(group_key(face), []).append(face)
    pairs = []
    for members in by_group.values():
        rng.shuffle(members)
        pairs += [(members[k], members[k + 1]) for k in range(0, len(members) - 1, 2)]
    rng.shuffle(pairs)
    above, left, right = geom.above, geom.left, geom.right
    below = [0] * geom.size
    for i in solver.bits(targets):
        for j in solver.bits(above[i] & targets):
            below[j] |= 1 << i
    placed: list[str | None] = [None] * geom.size
    filled = 0

    def encloses(i: int, after: int, side: tuple[int, ...]) -> bool:
        """Whether filling i walls in a run of empty positions on that side (a
        filled tile beyond them): the last of them could never be free."""
        run = side[i] & targets & ~after
        seen = run
        while run:
            beyond = 0
            for j in solver.bits(run):
                beyond |= side[j] & targets
            if beyond & after:
                return True
            run = beyond & ~after & ~seen
            seen |= run
        return False

    def addable(i: int, after: int) -> bool:
        return (not below[i] & ~after and geom.is_free(i, after)
                and not encloses(i, after, left) and not encloses(i, after, right))

    for face_a, face_b in pairs:
        open_ = [i for i in solver.bits(targets & ~filled) if addable(i, filled | (1 << i))]
        rng.shuffle(open_)
        for a in open_:
            with_a = filled | (1 << a)
            mates = [b for b in solver.bits(targets & ~with_a)
                     if addable(b, with_a | (1 << b)) and geom.is_free(a, with_a | (1 << b))]
            if mates:
                b = rng.choice(mates)
                placed[a], placed[b] = face_a, face_b
                filled = with_a | (1 << b)
                break
        else:
            return None
    return placed
