"""Help: a General page (keys, where files live) and each game's rules, scrollable."""

from __future__ import annotations

from functools import partial

import pygame

from mahjong import games
from mahjong.games.guided import tutorial
from mahjong.i18n import N_, _
from mahjong.net.help import general_section
from mahjong.scenes.screen import Screen
from mahjong.scenes.stats import game_list_layout
from mahjong.ui import theme
from mahjong.ui.focus import FocusGroup
from mahjong.ui.scroll import ScrollText
from mahjong.ui.widgets import Button

GENERAL = "general"
SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


def general_text(storage) -> str:
    """The General help page (light markdown), one translated text per paragraph,
    heading and list item."""
    page = [
        "# " + _("Mahjong Parlor"),
        _("Pick a game on the main menu. **Continue** picks up where you left off: every game is saved "
          "when you leave it or close the window. **Today** deals that game's deal of the day."),
        "## " + _("The deal of the day"),
        _("Every game has a deal of the day: the same deal for everyone on a date, so you can compare "
          "your result with a friend's. It is chosen from the date (in UTC, so the new deal arrives "
          "at midnight UTC wherever you are) and the game alone: the text \"YYYY-MM-DD/game id\" (for "
          "example \"2026-11-26/small-stones\") is hashed (64-bit FNV-1a) to seed the same random "
          "number generator every deal uses, whose first number, brought into the range 1 to "
          "999,999,999, is the deal number. The game deals it with its default options (Solitaire on "
          "the Turtle, as a Winnable deal; the Stones games as a finishable draw), whatever options "
          "you chose for your own deals. Restart keeps the deal of the day; New deals an ordinary game."),
        _("Each day's deal has its own high-score table: in **High Scores**, choose \"Deal of the "
          "day\" and step through the days. **Statistics** shows your daily streak (days in a row "
          "whose deal you won; today does not break it before it is over) and a calendar of the days you "
          "played (a ring) and won (a disc); click a day to see its high scores."),
        "## " + _("Keys in every game"),
        "\n".join("- " + item for item in (
            _("**Ctrl+N**: new game"),
            _("**Ctrl+Z**: undo; **Ctrl+Y** or **Ctrl+Shift+Z**: redo"),
            _("**H**: show a hint"),
            _("**P**: pause (the board is hidden and the clock stops)"),
            _("**F1**: the rules of the game you are playing"),
            _("**Esc**: back to the menu (the game is saved)"),
            _("**F11**: fullscreen on or off"))),
        "## " + _("Keys on the menus"),
        "\n".join("- " + item for item in (
            _("**Arrows** or **Tab** move between buttons; **Enter** or **Space** presses one"),
            _("**Esc** goes back; the mouse wheel, **Page Up** and **Page Down** scroll"))),
        "## " + _("Seeing and pace"),
        _("**Options**, page **Seeing and pace**, makes the games easier on the eyes and calmer:"),
        "\n".join("- " + item for item in (
            _("**Text size**: 100%, 125% or 150%. Every screen uses it; where a text has too little room "
              "it is drawn smaller, never smaller than at 100%."),
            _("**High contrast**: tiles with a plain light face and a dark outline on a dark table; the "
              "selection, hint and matching marks in strong colours."),
            _("The marks differ in shape as well as colour: the selected tile has a thick frame, a hint "
              "corner brackets, a tile that pairs with the selected one a row of dots; the tile under the "
              "mouse gets a light rim."),
            _("**Show the clock**: off hides the time in every game. **Record times**: off keeps no time "
              "in the statistics and high scores (a table ranked by time then takes no entry)."),
            _("**Reduce motion**: tiles no longer slide, fly or lift away; each move shows its result at "
              "once."),
            _("**Computer players' speed**: how long the Card Free opponents take to play, from slow to "
              "instant (also in the Card Free table options)."))),
        "## " + _("Hearing the game"),
        _("Turn on **Speak moves and hints** in Options and every message the status line shows (moves, "
          "refusals, hints, what the keyboard cursor is on) is also said aloud, in the language of the "
          "menus where the voice knows it. It "
          "uses your computer's own voice: speech-dispatcher or espeak-ng on Linux, the system voice on "
          "macOS and Windows. Without one, the switch does nothing. A new message cuts off the one being "
          "spoken, and play never waits for the voice."),
        "## " + _("Where your files live"),
        "\n".join("- " + item for item in (
            _("Settings: {folder}").format(folder=storage.config_dir),
            _("Statistics, high scores, the deal of the day's results and saved games: {folder}").format(
                folder=storage.data_dir),
            _("Your own Solitaire layouts: {folder}").format(folder=storage.layouts_dir))),
        _("Set the environment variable **MAHJONG_PARLOR_HOME** to keep everything in one folder of "
          "your choice (a portable install, for example)."),
    ]
    return "\n\n".join(page) + "\n\n" + general_section()


def game_help(info: games.GameInfo) -> str:
    try:
        return games.rules_page(info)
    except (ImportError, AttributeError) as exc:
        return "# " + _(info.name) + "\n\n" + _("The rules page could not be loaded ({problem}).").format(problem=exc)


class HelpScene(Screen):
    title = N_("Help")

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.infos = list(games.GAMES)
        # Translators: the General page of the help (keys, files), beside each game's rules
        entries = [(GENERAL, _("General"))] + [(i.id, _(i.name)) for i in self.infos]
        self.page_buttons = [Button(label, partial(self.show, pid), "tab", align="left") for pid, label in entries]
        self.page_ids = [pid for pid, _label in entries]
        self.text = ScrollText()
        # the rules page of a game with a guided first game offers it (scenes.guided)
        self.guided = Button(_("Play the guided game (G)"), self.play_guided, "primary")
        self.focus = FocusGroup([*self.page_buttons, self.guided, self.back])
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.page: str | None = None
        self.show(game_id if game_id in self.page_ids else GENERAL)

    def show(self, page: str) -> None:
        if page == self.page:
            return
        self.page = page
        md = general_text(self.app.storage) if page == GENERAL else game_help(games.get(page))
        self.text.set_text(md)
        if self.text.rect.w:
            self.text.layout(self.text.rect, self.scale)
        for b, pid in zip(self.page_buttons, self.page_ids):
            b.selected = pid == page
        self.guided.visible = page != GENERAL and tutorial(page) is not None
        self.dirty = True

    def play_guided(self) -> None:
        """Start the guided game of the page's game: in the game this help was opened
        from, or in that game opened now."""
        game_id = self.page
        if game_id is None or game_id == GENERAL or tutorial(game_id) is None:
            return
        self.app.pop()
        below = self.app.top
        if getattr(below, "game_id", None) != game_id or not hasattr(below, "start_guided"):
            below = self.app.open_game(game_id)
        below.ask_guided()

    def resize(self, size) -> None:
        super().resize(size)
        content = self.layout_frame(size)
        s = self.scale
        list_w = theme.px(250, s)
        game_list_layout(self.page_buttons, pygame.Rect(content.x, content.y, list_w, content.h), s)
        self.panel = pygame.Rect(content.x + list_w + theme.px(18, s), content.y,
                                 content.w - list_w - theme.px(18, s), content.h)
        pad = theme.px(28, s)
        self.text.layout(self.panel.inflate(-pad, -theme.px(20, s)).move(pad // 2 - 4, 0), s)
        self.guided.size = theme.px(17, s)
        self.guided.rect = pygame.Rect(0, 0, theme.px(300, s), self.back.rect.h)
        self.guided.rect.midright = (self.back.rect.x - theme.px(12, s), self.back.rect.centery)

    def handle_event(self, event) -> None:
        if self.text.handle_event(event):
            self.dirty = True
            return
        if self.offer(event, (*self.page_buttons, self.guided, self.back)):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_g and self.guided.visible:
            self.play_guided()
            return
        if event.type == pygame.MOUSEWHEEL and not self.text.pointer_inside:
            self.dirty |= self.text.scroll_by(-getattr(event, "y", 0) * self.text.line)
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.dirty |= self.text.handle_key(event)
        else:
            self.handle_key(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        self.draw_frame(surface)
        for b in self.page_buttons:
            b.draw(surface)
        if self.guided.visible:
            self.guided.draw(surface)
        theme.draw_panel(surface, self.panel, radius=theme.px(14, s))
        self.text.draw(surface)
