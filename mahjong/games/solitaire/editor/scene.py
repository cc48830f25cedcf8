"""The Solitaire layout editor: place and remove tiles with the mouse (or the arrow keys
and Enter) on a half-tile grid, level by level, see the count and what the layout still
needs, estimate how many deals can be won, and save it as a KMahjongg layout the
chooser offers at once.

Split by job: ``editor_model`` holds the layout, its rules and undo (pure);
``editor_estimate`` samples deals with the solver through ``core.jobs`` (pure);
``editor_files`` names and writes the file (pure); ``editor_draw`` paints the grid;
``editor_panel`` the side panel; ``editor_dialogs`` the save and open dialogs. This
module turns input into edits.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from mahjong.games.solitaire.builtin import shown_title
from mahjong.games.solitaire.editor import draw as editor_draw
from mahjong.games.solitaire.editor import panel as editor_panel
from mahjong.games.solitaire.editor.estimate import Estimate
from mahjong.games.solitaire.editor.model import LayoutModel
from mahjong.games.solitaire.layout import Layout, Position
from mahjong.i18n import N_, _, ngettext, pgettext
from mahjong.ui import arrows, theme
from mahjong.ui.cursor import ACTIVATE_KEYS, KEY_DIRECTIONS
from mahjong.ui.dialogs import ConfirmDialog
from mahjong.ui.focus import FocusGroup
from mahjong.ui.scene import Scene
from mahjong.ui.widgets import Button, StatusLine, Toolbar

ESTIMATE_DELAY = 0.8   # seconds without an edit before the sample starts again
HINT = N_("Click to place a tile, click a tile to take it away; drag to do many. PgUp / PgDn change level.")


class LayoutEditor(Scene):
    """``LayoutEditor(app, layout=None, on_saved=None)``: edit ``layout`` (a copy; None
    for an empty grid). ``on_saved(layout)`` is called after each save (the chooser
    reloads its list and selects it)."""

    def __init__(self, app, layout: Layout | None = None,
                 on_saved: Callable[[Layout], None] | None = None) -> None:
        super().__init__(app)
        self.on_saved = on_saved
        self.estimate = Estimate()
        self.scale = 1.0
        self.board = self.panel = pygame.Rect(0, 0, 0, 0)
        self.open_layout(layout)
        self.tools = {
            # Translators: a new, empty layout
            "new": Button(pgettext("layout", "New"), self.ask_new),
            "open": Button(_("Open…"), self.ask_open),
            "save": Button(_("Save…"), self.ask_save, style="primary"),
            "undo": Button(_("Undo"), self.undo),
            "redo": Button(_("Redo"), self.redo),
            "clear": Button(_("Clear level"), self.clear_level),
            "back": Button(_("Back"), self.ask_leave),
        }
        self.toolbar = Toolbar(list(self.tools.values()))
        # Translators: one level down / up in the layout editor
        self.level_down = Button(pgettext("level", "Down"), lambda: self.change_level(-1))
        self.level_up = Button(pgettext("level", "Up"), lambda: self.change_level(1))
        self.focus = FocusGroup([*self.tools.values(), self.level_down, self.level_up])
        self.status = StatusLine()
        self._cache_key: tuple | None = None
        self._frame: pygame.Surface | None = None   # the last frame drawn, and its key
        self._frame_shown: tuple | None = None
        self._sync_buttons()

    # --- the layout -----------------------------------------------------------------
    def open_layout(self, layout: Layout | None) -> None:
        """Start from ``layout`` (a copy of its tiles), or from an empty grid."""
        self.model = LayoutModel.from_layout(layout) if layout is not None else LayoutModel()
        mine = layout is not None and bool(layout.source) and not _is_builtin(layout)
        if layout is None:
            self.name, self.origin = "", _("A new layout, not saved yet")
        elif mine:
            self.name, self.origin = layout.title, _("From your file {file}").format(file=Path(layout.source).name)
        else:
            title = shown_title(layout)
            # Translators: the name offered for the player's copy of a layout
            self.name = _("My {title}").format(title=title)
            self.origin = _("A copy of {title}, not saved yet").format(title=title)
        self.level = 0
        self.message: tuple[str, bool] = (_(HINT), False)
        self.pointer: tuple[int, int] | None = None
        self.key_spot: tuple[int, int] | None = None   # the arrow keys' spot (top-left half cell)
        self._stroke: str | None = None     # "place" or "remove" while a button is held
        self._last_spot: Position | None = None
        self.estimate.cancel()
        self._estimated = -1                 # the model version the estimate is for
        self._wait = 0.0
        self._cache: pygame.Surface | None = None
        self.grid = editor_draw.EditorGrid(self.board, self.model.width, self.model.height)
        self.dirty = True

    # --- actions ---------------------------------------------------------------------
    def _confirm_discard(self, title: str, then: Callable[[], None]) -> None:
        if not self.model.modified:
            then()
            return
        self.app.push(ConfirmDialog(self.app, title, _("Your changes to this layout are not saved."),
                                    then, yes=_("Discard changes"), no=_("Cancel")))

    def ask_new(self) -> None:
        self._confirm_discard(_("Start an empty layout?"), lambda: self.open_layout(None))

    def ask_open(self) -> None:
        from mahjong.games.solitaire.editor.dialogs import OpenLayoutDialog

        self._confirm_discard(_("Open another layout?"),
                              lambda: self.app.push(OpenLayoutDialog(self.app, self.open_layout)))

    def ask_save(self) -> None:
        from mahjong.games.solitaire.editor.dialogs import start_save

        start_save(self)

    def saved(self, layout: Layout) -> None:
        """Called by the save dialogs once the file is written."""
        self.model.mark_saved()
        self.name = layout.title
        self.origin = _("Saved as {file}").format(file=f"{layout.name}.layout")
        self.message = (_("Saved as {file}: choose it in the layout chooser to play it.").format(
            file=f"{layout.name}.layout"), False)
        self.dirty = True
        if self.on_saved is not None:
            self.on_saved(layout)

    def ask_leave(self) -> None:
        self._confirm_discard(_("Leave the editor?"), self.leave)

    def leave(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def undo(self) -> None:
        self._stroke = None
        if self.model.undo():
            self.message = (_("Undone."), False)
        self.dirty = True

    def redo(self) -> None:
        self._stroke = None
        if self.model.redo():
            self.message = (_("Redone."), False)
        self.dirty = True

    def clear_level(self) -> None:
        gone = self.model.clear_level(self.level)
        left = sum(1 for p in self.model.tiles if p[0] == self.level)
        text = ngettext("{count} tile taken away from level {level}.", "{count} tiles taken away from level {level}.",
                        gone).format(count=gone, level=self.level + 1)
        if left:
            text += " " + ngettext("{count} stays: tiles above rest on it.", "{count} stay: tiles above rest on them.",
                                   left).format(count=left)
        self.message = (text, False)
        self.dirty = True

    def change_level(self, step: int) -> None:
        level = max(0, min(self.model.levels - 1, self.level + step))
        if level != self.level:
            self.level = level
            self.message = (_("Level {number}: the levels below are shown faded.").format(number=level + 1), False)
        self.dirty = True

    # --- layout on screen -------------------------------------------------------------------
    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale = theme.ui_scale(size)
        w, h = size
        bar_h = theme.px(56, s)
        self.toolbar.layout(pygame.Rect(0, 0, w, bar_h), s, right=[self.tools["back"]])
        status_h = theme.px(40, s)
        self.status.rect = pygame.Rect(0, h - status_h, w, status_h)
        self.status.size = theme.px(17, s)
        pad = theme.px(14, s)
        panel_w = theme.px(310, s)
        self.panel = pygame.Rect(w - panel_w - pad, bar_h + pad, panel_w, h - bar_h - status_h - 2 * pad)
        self.board = pygame.Rect(pad, bar_h + pad, self.panel.x - 2 * pad, self.panel.h)
        editor_panel.place_level_buttons(self)
        self.grid = editor_draw.EditorGrid(self.board, self.model.width, self.model.height)
        self._cache = None

    @property
    def pointer_tile(self) -> Position | None:
        """The tile of the current level under the pointer (a click takes it away)."""
        if self.pointer is None or not self.grid.rect.collidepoint(self.pointer):
            return None
        x, y = self.grid.cell(self.pointer)
        return self.model.tile_at((self.level, x, y))

    @property
    def pointer_spot(self) -> Position | None:
        """Where a click would place a tile (None off the grid or over a tile)."""
        if self.pointer is None or self.pointer_tile is not None \
                or not self.grid.rect.collidepoint(self.pointer):
            return None
        x, y = self.grid.spot(self.pointer)
        return (self.level, x, y)

    @property
    def pointer_why(self) -> str | None:
        spot = self.pointer_spot
        return None if spot is None else self.model.why_not_place(spot)

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if self.toolbar.handle_event(event):
            self.dirty = True
        for b in (self.level_down, self.level_up):
            if b.handle_event(event):
                self.dirty = True
        if self.app.top is not self:
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._mouse(event)
        elif event.type in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.pointer, self.dirty = None, True
            self._end_stroke()

    def _key(self, event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        shift = event.mod & pygame.KMOD_SHIFT
        if ctrl and event.key == pygame.K_z and shift:
            self.redo()
        elif ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_y:
            self.redo()
        elif ctrl and event.key == pygame.K_s:
            self.ask_save()
        elif ctrl and event.key == pygame.K_o:
            self.ask_open()
        elif ctrl and event.key == pygame.K_n:
            self.ask_new()
        elif event.key in (pygame.K_PAGEUP, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
            self.change_level(1)
        elif event.key in (pygame.K_PAGEDOWN, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.change_level(-1)
        elif event.key == pygame.K_ESCAPE:
            self.ask_leave()
        elif event.key in KEY_DIRECTIONS and not (ctrl or event.mod & (pygame.KMOD_ALT | pygame.KMOD_META)):
            dx, dy = arrows.DIRECTIONS[KEY_DIRECTIONS[event.key]]
            self.move_key_spot(dx * (2 if shift else 1), dy * (2 if shift else 1))
        elif event.key in ACTIVATE_KEYS and self.focus.current is None and self.key_spot is not None:
            self.key_edit()
        elif self.focus.handle_key(event):
            self.dirty = True

    # --- the keyboard's spot on the grid -------------------------------------------------------
    def move_key_spot(self, dx: int, dy: int) -> None:
        """An arrow key: the tile outline half a tile that way (a whole tile with Shift),
        shown where the pointer would show it; the toolbar's focus lets go."""
        if self.key_spot is None:
            here = self.grid.spot(self.pointer) if self.pointer is not None else (
                self.model.width // 2 - 1, self.model.height // 2 - 1)
            dx = dy = 0
        else:
            here = self.key_spot
        x = max(0, min(self.model.width - 2, here[0] + dx))
        y = max(0, min(self.model.height - 2, here[1] + dy))
        self.key_spot = (x, y)
        self.focus.focus(None)
        self.pointer = (round(self.grid.rect.x + (x + 1) * self.grid.cw),
                        round(self.grid.rect.y + (y + 1) * self.grid.ch))
        self.dirty = True

    def key_edit(self) -> None:
        """Enter or Space: what a click at the keyboard's spot does (take the tile there
        away, or place one)."""
        self.move_key_spot(0, 0)          # the pointer back on the spot (the window may have changed)
        self.model.begin()
        self._last_spot = None
        self._stroke = "remove" if self.pointer_tile is not None else "place"
        self._edit(quiet=False)
        self._end_stroke()

    def _mouse(self, event) -> None:
        pos = getattr(event, "pos", None)
        if pos is None:
            return
        before = self.pointer
        self.key_spot = None              # the mouse has the grid again
        if pos != self.pointer:
            self.pointer, self.dirty = pos, True
        on_grid = self.grid.rect.collidepoint(pos)
        if event.type == pygame.MOUSEBUTTONDOWN and on_grid and event.button in (1, 3):
            self.model.begin()
            self._last_spot = None
            self._stroke = "remove" if event.button == 3 or self.pointer_tile is not None else "place"
            self._edit(quiet=False)
        elif event.type == pygame.MOUSEMOTION and self._stroke is not None:
            if not any(getattr(event, "buttons", (0, 0, 0))):
                self._end_stroke()      # released outside the window
            else:
                self._drag_to(before, pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            self._end_stroke()

    def _drag_to(self, start: tuple[int, int] | None, end: tuple[int, int]) -> None:
        """Edit at every half cell the pointer crossed from ``start`` to ``end`` (a fast
        drag moves many cells between two motion events), quietly."""
        if start is None:
            start = end
        step = max(1.0, min(self.grid.cw, self.grid.ch) / 2)
        dx, dy = end[0] - start[0], end[1] - start[1]
        count = min(400, int(max(abs(dx), abs(dy)) / step) + 1)
        for i in range(1, count + 1):
            point = (round(start[0] + dx * i / count), round(start[1] + dy * i / count))
            if self.grid.rect.collidepoint(point):
                self.pointer = point
                self._edit(quiet=True)
        self.pointer = end

    def _end_stroke(self) -> None:
        if self._stroke is not None:
            self._stroke = None
            self.model.end()
            self.dirty = True

    def _edit(self, quiet: bool) -> None:
        """Place or take away at the pointer as the stroke does; a refusal is told (unless
        ``quiet``: a drag passing over places it cannot use)."""
        if self._stroke == "remove":
            x, y = self.grid.cell(self.pointer or (0, 0))
            target = self.model.tile_at((self.level, x, y))
            if target is None or target == self._last_spot:
                return
            self._last_spot = target
            why = self.model.why_not_remove(target)
            if why is None:
                self.model.remove(target)
                self.message = (_("Tile taken away from level {number}.").format(number=self.level + 1), False)
            elif not quiet:
                self._refused(_("This tile cannot be taken away: {reason}.").format(reason=why))
        else:
            spot = self.pointer_spot
            if spot is None or spot == self._last_spot:
                return
            self._last_spot = spot
            why = self.model.why_not_place(spot)
            if why is None:
                self.model.place(spot)
                self.message = (_("Tile placed on level {number}.").format(number=self.level + 1), False)
            elif not quiet:
                self._refused(_("No tile can go here: {reason}.").format(reason=why))
        self.dirty = True

    def _refused(self, text: str) -> None:
        self.message = (text, True)
        self.app.sound.play("refuse")

    # --- per frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.model.version != self._estimated:
            self._estimated = self.model.version
            self.estimate.cancel()
            self._wait = ESTIMATE_DELAY if self.model.playable else 0.0
            self.dirty = True
        elif self._wait > 0:
            self._wait -= dt
            if self._wait <= 0 and self.model.playable:
                self.estimate.start(self.model.positions())
                self.dirty = True
        if self.estimate.poll():
            self.dirty = True
        self.animating = self._wait > 0 or self.estimate.running
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        self.tools["undo"].enabled = self.model.can_undo
        self.tools["redo"].enabled = self.model.can_redo
        self.level_down.enabled = self.level > 0
        self.level_up.enabled = self.level < self.model.levels - 1

    def exit(self) -> None:
        self._end_stroke()
        if self not in self.app.stack:   # left for good (not just covered by a dialog)
            self.estimate.cancel()

    def _frame_key(self) -> tuple:
        """Everything a frame shows: while only the estimate's worker is being polled,
        the same key means the last frame can be shown again as it is."""
        est = self.estimate
        buttons = (*self.tools.values(), self.level_down, self.level_up)
        return (id(self.model), self.model.version, self.level, self.pointer, self.message, self._stroke, self.name,
                self.origin, est.active, est.won, est.lost, est.unknown, est.error, self._wait > 0,
                self.app.size, self.app.settings.get("table_colour"),
                tuple((b.hover, b.pressed, b.enabled, b.focused) for b in buttons))

    def draw(self, surface: pygame.Surface) -> None:
        key = self._frame_key()
        if self._frame is not None and key == self._frame_shown and self._frame.get_size() == surface.get_size():
            surface.blit(self._frame, (0, 0))
            return
        self._draw(surface)
        self._frame, self._frame_shown = surface.copy(), key

    def _draw(self, surface: pygame.Surface) -> None:
        theme.draw_table(surface, self.app.settings.get("table_colour", theme.DEFAULT_TABLE))
        surface.blit(self._board_surface(), self.board)
        editor_draw.draw_pointer(surface, self)
        self.toolbar.draw(surface)
        editor_panel.draw_panel(surface, self)
        text, error = self.message
        why = self.pointer_why
        if why is not None and not error and self._stroke is None:
            text, error = _("No tile can go here: {reason}.").format(reason=why), True   # said live, before any click
        self.status.title = ""
        self.status.items = []
        self.status.draw(surface)
        pad = self.status.rect.h // 2
        where = self._where()
        right = self.status.rect.right - pad
        if where:
            img = theme.text(where, self.status.size, theme.TEXT_DIM)
            right -= img.get_width()
            surface.blit(img, img.get_rect(midleft=(right, self.status.rect.centery)))
            right -= pad
        colour = (255, 170, 150) if error else theme.TEXT
        img = theme.fit_text(text, self.status.size, max(10, right - self.status.rect.x - 2 * pad), colour,
                             bold=error)
        surface.blit(img, img.get_rect(midleft=(self.status.rect.x + pad, self.status.rect.centery)))

    def prepare_screenshot(self) -> None:
        """The second level shown and the estimate run to the end (screenshots only:
        this waits for the solver)."""
        self.level = 1
        self._estimated = self.model.version
        self.estimate.start(self.model.positions())
        while self.estimate.running:
            self.estimate.jobs.wait("deal", 30)
            self.estimate.poll()
        self.dirty = True

    def _where(self) -> str:
        spot = self.pointer_tile or self.pointer_spot
        if spot is None:
            return ""
        return _("level {number} · x {x} · y {y}").format(number=spot[0] + 1, x=spot[1], y=spot[2])

    def _board_surface(self) -> pygame.Surface:
        key = (id(self.model), self.model.version, self.level, tuple(self.board), self.app.size,
               self.app.settings.get("table_colour"))
        if self._cache is None or key != self._cache_key:
            self._cache = editor_draw.paint_grid(self, self.board.size)
            self._cache_key = key
        return self._cache


def _is_builtin(layout: Layout) -> bool:
    from mahjong.games.solitaire.layout_files import builtin_layouts

    return any(lay.source == layout.source for lay in builtin_layouts())
