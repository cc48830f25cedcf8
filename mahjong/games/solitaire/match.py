"""The scene's adapter over the rules engine (rules.Solitaire): layouts by name
(built-in or the player's folder), the round sequence, a change counter for caches, and
solver boards for the background hint jobs (hints.job). The hint and undo counts are the
game chrome's, as in every game (scenes/game_base.py). Pure Python.
"""

from __future__ import annotations

from pathlib import Path

from mahjong.core.errors import BadRecord
from mahjong.core.rng import new_deal_number
from mahjong.games.solitaire import deals, fairness, generator, installed, rules
from mahjong.games.solitaire.board import Board
from mahjong.games.solitaire.dealer import new_game
from mahjong.games.solitaire.layout import Layout, LayoutError
from mahjong.games.solitaire.layout_files import builtin_layouts, user_layouts
from mahjong.i18n import N_, _

REASONS: dict[str | None, str] = {rules.COVERED: N_("That tile is covered by a tile above it."),
           rules.SIDES: N_("That tile is blocked on both sides: free its left or right side first.")}


class Layouts:
    """Finds layouts by name: the built-ins first, then the player's folder, then those
    KMahjongg and GNOME Mahjongg installed (``kmahjongg-...``, ``gnome-...``), then a
    generated one (``generated-N``, made again from its number)."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self.folder = folder

    def get(self, name: str | None) -> Layout:
        for lay in builtin_layouts():
            if lay.name == name:
                return lay
        if self.folder is not None and name:
            for lay in user_layouts(self.folder)[0]:
                if lay.name == name:
                    return lay
        if name:
            found = installed.get(name)
            if found is not None:
                return found
            number = generator.number_of(name)
            if number is not None:
                try:
                    return generator.generated(number, self.fairness_cache())
                except generator.NoLayout as exc:
                    raise LayoutError(str(exc)) from None
        raise LayoutError(_("no layout named {name}").format(name=repr(name)))

    def fairness_cache(self) -> fairness.Cache | None:
        """The verdicts the chooser keeps, beside the layouts folder (in the data folder)."""
        return fairness.Cache(Path(self.folder).parent / fairness.CACHE_NAME) if self.folder else None

    def after(self, first: Layout, round_number: int) -> Layout:
        """Round ``round_number``'s layout (round 0 is ``first``): the next built-ins in turn."""
        layouts = builtin_layouts()
        names = [lay.name for lay in layouts]
        start = names.index(first.name) if first.name in names else -1
        return layouts[(start + round_number) % len(layouts)]


class Match:
    def __init__(self, game: rules.Solitaire) -> None:
        self.game = game

    @classmethod
    def new(cls, layouts: Layouts, layout: Layout | str | None, kind: str | None,
            deal: int | None = None) -> Match:
        if not isinstance(layout, Layout):
            try:
                layout = layouts.get(layout)
            except LayoutError:
                layout = builtin_layouts()[0]
        kind = kind if kind in deals.KINDS else "winnable"
        deal = deal if deal is not None else new_deal_number()
        return cls(new_game(layout, deal, kind, lambda n: layouts.after(layout, n)))

    @classmethod
    def from_record(cls, layouts: Layouts, record: dict) -> Match:
        """Raises BadRecord for a record the engine refuses."""
        def resolve(name: str) -> Layout:
            try:
                return layouts.get(name)
            except LayoutError as exc:
                raise BadRecord(str(exc)) from None

        options = record.get("options") if isinstance(record, dict) else None
        if not isinstance(options, dict) or not isinstance(options.get("layout"), str):
            raise BadRecord("the save does not name its layout")
        first = resolve(options["layout"])
        return cls(rules.Solitaire.from_record(record, resolve, lambda n: layouts.after(first, n)))

    # --- reading ---------------------------------------------------------------------
    @property
    def layout(self) -> Layout:
        return self.game.layout

    @property
    def positions(self):
        return self.game.layout.positions

    @property
    def present(self) -> list:
        return list(self.game.tiles())

    def code(self, pos) -> str:
        """The face of the tile at ``pos`` (asked only where a tile is: drawn or lifted)."""
        face = self.game.face(pos)
        assert face is not None, f"no tile at {pos}"
        return face

    def is_free(self, pos) -> bool:
        return self.game.is_free(pos)

    def blocked_reason(self, pos) -> str:
        return _(REASONS.get(self.game.blocked_reason(pos), N_("That tile is not free.")))

    def matches(self, a, b) -> bool:
        fa, fb = self.game.face(a), self.game.face(b)
        return a != b and fa is not None and fb is not None and self.game.matches(fa, fb)

    def free_pairs(self) -> list[tuple]:
        return [(m.a, m.b) for m in self.game.free_pairs()]

    def pair_at(self, a: int, b: int) -> tuple:
        pos = self.game.layout.positions
        return (pos[a], pos[b])

    @property
    def round(self) -> int:
        """1 for the first round."""
        return self.game.round + 1

    def __getattr__(self, name):  # score, deal, kind, shuffles_left, can_undo, can_redo, ...
        return getattr(self.game, name)

    def solver_boards(self) -> list[Board]:
        """This round's positions for the solver, the current one first, then each one a
        move further back."""
        g = self.game
        boards = [g.board()]
        for _move, snap in reversed(g.history.done):
            if snap.layout is not g.layout or snap.round != g.round:
                break
            boards.append(Board(g.geometry, deals.group_ids([f or "" for f in snap.faces]),
                                       sum(1 << i for i, f in enumerate(snap.faces) if f is not None)))
        return boards

    def result_extra(self) -> dict:
        return {"rounds": self.game.round, "deal": self.game.deal, "layout": self.game.first_layout.title}

    # --- changes ---------------------------------------------------------------------
    def remove(self, a, b) -> int:
        before = self.game.score
        self.game.apply(rules.Remove(a, b))
        return self.game.score - before

    def shuffle(self) -> None:
        self.game.apply(rules.Shuffle())

    def undo(self) -> bool:
        """Whether a move was taken back."""
        return self.game.undo()

    def redo(self) -> None:
        self.game.redo()

    def to_record(self) -> dict:
        return self.game.to_record()
