"""The games kbplay.py plays: each function drives one from the menu to its end and back,
by keys alone (``xkeys.Driver``), taking screenshots on the way."""

from __future__ import annotations

from mahjong.scenes.menu import MenuScene
from mahjong.ui.dialogs import ChoiceDialog


def back_to_menu(d) -> None:
    """Escape until the menu is on top (a dialog's Escape is its Cancel)."""
    for _ in range(8):
        top = d.top()
        if isinstance(top, MenuScene):
            return
        d.press("Escape")
    raise RuntimeError("Escape did not lead back to the menu")


def quit_app(d) -> None:
    back_to_menu(d)
    d.press("Escape")                 # "Quit Mahjong Parlor?"
    top = d.top()
    assert isinstance(top, ChoiceDialog), top
    d.shot("zz-quit-dialog")
    d.activate(top.focus, top.buttons[0])


def open_game(d, game_id: str, shot: str):
    """From the menu: Tab to the game's Play button, Enter; "Just play" if a guided game
    is offered. Returns the game scene."""
    back_to_menu(d)
    menu = d.top()
    card = next(c for c in menu.cards if c.info.id == game_id)
    d.tab_to(menu.focus, card.play)
    d.shot(f"{shot}-0-menu-focus")
    d.press("Return")
    d.frames(3)
    top = d.top()
    if isinstance(top, ChoiceDialog):
        if top.title == "Start a new game?":
            d.press("Return")
            top = d.top()
        if isinstance(top, ChoiceDialog) and top.title == "A guided first game?":
            d.shot(f"{shot}-0-guide-offer")
            d.activate(top.focus, "Just play")
    scene = d.top()
    assert not isinstance(scene, (MenuScene, ChoiceDialog)), scene
    return scene


# --- Solitaire -------------------------------------------------------------------------------
def solitaire(d) -> None:
    from mahjong.games.solitaire import demo

    scene = open_game(d, "solitaire", "sol")
    d.wait(lambda: scene.match is not None and scene.match.pairs_left == 72, what="the deal")
    d.press("h")                                     # the Hint key
    d.wait(lambda: scene.hint_pair is not None, what="a hint")
    d.shot("sol-1-hint")
    with d.lock:
        pairs = demo.line(scene.match.solver_boards()[0])
    assert pairs and len(pairs) == 72
    for n, pair in enumerate(pairs):
        with d.lock:
            first, second = scene.match.pair_at(*pair)
        d.choose(scene, ("tile", first))
        if n == 0:
            d.shot("sol-2-selected")
        d.choose(scene, ("tile", second))
        if n == 30:
            d.shot("sol-3-midgame")
    d.wait(lambda: isinstance(d.app.top, ChoiceDialog), what="the round dialog")
    dialog = d.top()
    d.shot("sol-4-cleared")
    d.activate(dialog.focus, "Finish here")
    finish_dialogs(d, "sol-5-won")
    with d.lock:
        assert scene.finished and d.app.storage.stats("solitaire")["won"] == 1
    back_to_menu(d)


def finish_dialogs(d, shot: str) -> None:
    """After a win: the high-score name typed by keys, then a shot of what follows."""
    from mahjong.ui.dialogs import NameEntryDialog

    d.frames(5)
    top = d.top()
    if isinstance(top, NameEntryDialog):
        d.shot(f"{shot}-name")
        d.press("K", "b")
        d.press("Return")
        d.frames(5)
    d.shot(shot)


# --- FreeCell and the Sea games ----------------------------------------------------------------
def toolbar_button(scene, label_start: str):
    return next(t.key for t in scene.all_targets() if t.region == "toolbar" and t.label.startswith(label_start))


def foundation(d, game_id: str, shot: str) -> None:
    from mahjong.games.foundation.moves import Move
    from mahjong.games.foundation.solver import solve_record

    scene = open_game(d, game_id, shot)
    d.wait(lambda: not scene.advice.dealing and scene.geo is not None, what="the deal")
    d.choose(scene, toolbar_button(scene, "Winnable deals"))     # on: new deals are proven winnable
    d.wait(lambda: scene.winnable_only, what="winnable deals on")
    d.shot(f"{shot}-1-winnable-on")
    for _ in range(12):
        with d.lock:
            record = scene.game.to_record()
        line = solve_record(record, budget=60_000)
        if line["winnable"]:
            break
        d.press("ctrl+n")                                        # a new (winnable) deal
        if isinstance(d.top(), ChoiceDialog):
            d.press("Return")
        d.wait(lambda: not scene.advice.dealing and not scene.game.moves, what="a new deal")
    else:
        raise RuntimeError("no winnable line found")
    moves = [Move.parse(text) for text in line["moves"]]
    print(shot, "deal", record["deal"], "line", len(moves), flush=True)
    shown_landing = False
    for n, move in enumerate(moves):
        with d.lock:
            played = len(scene.game.moves)
            if move.src.kind == "c":
                source = ("c", move.src.index)
            else:
                level = scene.game.state.columns[move.src.index][move.src.level]
                source = ("t", move.src.index, move.src.level, len(level) - move.count)
        d.choose(scene, source)
        with d.lock:
            held = scene.selected == (move.src, move.count)
            if move.dst.kind == "t":
                keys = [t.key for t in scene.cursor_targets() if t.key[0] in ("t", "col")
                        and t.key[1] == move.dst.index]
                landing = ("to", move.dst.index, move.dst.level)   # a column taking it two ways
                destination = landing if any(t.key == landing for t in scene.cursor_targets()) else keys[-1]
            else:
                destination = (move.dst.kind, move.dst.index)
        if destination[0] == "to" and not shown_landing:
            shown_landing = True
            d.walk_to(scene, destination)
            d.shot(f"{shot}-2-two-landings")
        assert held, (move, scene.selected)
        if n == 0:
            d.shot(f"{shot}-2-picked-up")
        d.choose(scene, destination)
        d.wait(lambda played=played: len(scene.game.moves) == played + 1, timeout=10, what=f"move {move.text()}")
        assert scene.game.moves[-1] == move, (move, scene.game.moves[-1])
        if n == len(moves) // 2:
            d.shot(f"{shot}-3-midgame")
    d.wait(lambda: scene.finished, what="the win")
    finish_dialogs(d, f"{shot}-4-won")
    with d.lock:
        assert d.app.storage.stats(game_id)["won"] >= 1
    back_to_menu(d)


def sea(d) -> None:
    foundation(d, "sea-winds", "sea")


def freecell(d) -> None:
    foundation(d, "mahjongg-freecell", "fc")


# --- the Stones -----------------------------------------------------------------------------------
def stones(d, game_id: str = "small-stones", shot: str = "stones") -> None:
    from mahjong.games.stones import demo
    from mahjong.games.stones.rules import Throw

    scene = open_game(d, game_id, shot)
    d.wait(lambda: scene.game is not None and scene.view is not None, what="the deal")
    with d.lock:
        line = demo.line(scene.game)
    assert line, "the finishable deal has no line"
    d.choose(scene, ("stock",))                      # Enter on the next stone lights its squares
    d.shot(f"{shot}-1-lights")
    for n, move in enumerate(line):
        with d.lock:
            placed = len(scene.game.moves)
        wanted = ("throw",) if isinstance(move, Throw) else ("square", move.cell)
        d.walk_to(scene, wanted)
        if n in (0, len(line) // 2):
            d.shot(f"{shot}-2-preview-{n}")
        d.press("Return")
        d.wait(lambda placed=placed: len(scene.game.moves) == placed + 1, timeout=10, what=f"placement {n}")
        assert scene.game.moves[-1] == move
    d.wait(lambda: scene.finished, what="the end")
    finish_dialogs(d, f"{shot}-3-end")
    with d.lock:
        won = d.app.storage.stats(game_id)["won"]
    print(shot, "won", won, flush=True)
    back_to_menu(d)


# --- Card Free -------------------------------------------------------------------------------------
def _bar(scene, wanted: str):
    keys = [t.key for t in scene.cursor_targets() if t.key[0] == "bar"]
    exact = [k for k in keys if k[2] == wanted]
    return (exact or [k for k in keys if k[2].startswith(wanted)])[0]


def _rack(scene, tile):
    return next(("rack", i) for i, t in enumerate(scene.rack) if t == tile and i not in scene.selected)


def _your_turn(d, scene, action, shots: set) -> None:
    """Make ``action`` for your seat by keys (what the Expert would do)."""
    from mahjong.games.american.actions import Claim, Courtesy, Discard, Exchange, MahJongg, Pass, PassClaim, Vote

    def once(name):
        if name not in shots:
            shots.add(name)
            d.shot(f"cf-{name}")

    if isinstance(action, Discard):
        with d.lock:
            wanted = _rack(scene, action.tile)
        d.choose(scene, wanted)                       # select it...
        once("2-discard-selected")
        d.press("Return")                             # ...and Enter again discards it
    elif isinstance(action, Pass):
        for tile in action.tiles:
            with d.lock:
                wanted = _rack(scene, tile)
            d.choose(scene, wanted)
        for k in range(action.blind):
            d.choose(scene, ("arriving", k))
        with d.lock:
            wanted = _bar(scene, "Pass ")
        d.walk_to(scene, wanted)
        once("1-charleston-pass")
        d.press("Return")
    else:
        with d.lock:
            if isinstance(action, Vote):
                wanted = _bar(scene, "Yes" if action.yes else "No")
            elif isinstance(action, Courtesy):
                wanted = _bar(scene, ("None", "1", "2", "3")[action.count])
            elif isinstance(action, MahJongg) or (isinstance(action, Claim) and action.kind == "mj"):
                wanted = _bar(scene, "Mah Jongg!")
            elif isinstance(action, Claim):
                wanted = _bar(scene, action.kind.capitalize())
            elif isinstance(action, PassClaim):
                wanted = _bar(scene, "Pass")
            elif isinstance(action, Exchange):
                wanted = next(t.key for t in scene.cursor_targets() if t.key[0] == "joker"
                              and t.key[1] == action.owner
                              and scene.table.exposures[t.key[1]][t.key[2]].tile == action.tile)
            else:
                raise RuntimeError(f"no key for {action}")
        d.walk_to(scene, wanted)
        once(f"3-{type(action).__name__.lower()}")
        d.press("Return")


def cardfree(d) -> None:
    from mahjong.games.american import advice
    from mahjong.games.american.actions import Draw

    game_id = "card-free-american"
    with d.lock:
        d.app.storage.game_settings(game_id).update(speed="fast", claims="all")
    scene = open_game(d, game_id, "cf")
    d.wait(lambda: getattr(scene, "session", None) is not None, what="the table")
    shots: set = set()
    mine = 0
    for _ in range(3000):
        with d.lock:
            over = scene.table.is_over
            top = d.app.top
            action = (advice.demo_action(scene.session) if top is scene and not scene.announcer.holding
                      else None)
            before = len(scene.session.moves)
        if over:
            break
        if top is not scene:
            d.shot("cf-4-dialog")
            d.press("Return")                         # e.g. a call that would leave the hand dead
            continue
        if action is None or isinstance(action, Draw):
            d.frames(6)                               # the computer players' turns, your draw
            continue
        _your_turn(d, scene, action, shots)
        mine += 1
        d.wait(lambda before=before: len(scene.session.moves) > before or scene.table.is_over, timeout=10,
               what=f"your {action}")
    assert scene.table.is_over and mine >= 3, mine
    print("cardfree: your actions", mine, flush=True)
    finish_dialogs(d, "cf-5-hand-over")
    while d.top() is not scene:
        d.press("Return")
    with d.lock:
        hand = scene.table.hand
    d.walk_to(scene, ("end", 0))
    d.shot("cf-6-next-hand")
    d.press("Return")
    d.wait(lambda: scene.table.hand == hand + 1, what="the next hand")
    d.frames(10)
    d.shot("cf-7-next-hand-dealt")
    back_to_menu(d)


# --- the other screens --------------------------------------------------------------------------
def screens(d) -> None:
    """Options, Records, Help, the keys overlay and rules page in a game, the layout
    chooser and the layout editor, each by keys."""
    from mahjong.games.solitaire.editor.scene import LayoutEditor
    from mahjong.games.solitaire.face.chooser import LayoutChooser
    from mahjong.scenes.help import HelpScene
    from mahjong.scenes.keys_overlay import KeysOverlay
    from mahjong.scenes.options import OptionsScene
    from mahjong.scenes.stats import StatsScene

    back_to_menu(d)
    menu = d.top()
    d.activate(menu.focus, "Options")
    options = d.top()
    assert isinstance(options, OptionsScene), options
    toggle = options.toggles[0]
    d.tab_to(options.focus, toggle)
    before = toggle.value
    d.press("space")
    assert toggle.value != before, "Space did not switch the focused toggle"
    d.shot("scr-1-options-toggled")
    d.press("space")
    assert toggle.value == before
    d.tab_to(options.focus, options.speed)
    d.press("Right")
    d.shot("scr-1-options-speed")
    d.press("Left")
    d.press("Escape")

    d.activate(menu.focus, "High Scores")
    stats = d.top()
    assert isinstance(stats, StatsScene), stats
    sea_button = next(b for b, info in zip(stats.game_buttons, stats.infos) if info.id == "sea-winds")
    d.activate(stats.focus, sea_button)
    d.shot("scr-2-high-scores")
    if stats.row_keys[0].visible:
        d.tab_to(stats.focus, stats.row_keys[0])
        d.shot("scr-2-high-score-row")
        d.press("Return")
        assert isinstance(d.top(), ChoiceDialog)
        d.shot("scr-2-replay-asked")
        d.press("Escape")
    d.activate(stats.focus, stats.tabs[0])
    d.shot("scr-2-statistics")
    d.press("Escape")

    d.activate(menu.focus, "Help")
    help_scene = d.top()
    assert isinstance(help_scene, HelpScene), help_scene
    d.activate(help_scene.focus, help_scene.page_buttons[help_scene.page_ids.index("small-stones")])
    d.press(*["Down"] * 25)
    d.shot("scr-3-help-stones-scrolled")
    d.press("End")
    d.shot("scr-3-help-stones-keys")
    d.press("Escape")

    scene = open_game(d, "solitaire", "scr-4")
    d.wait(lambda: scene.match is not None, what="the deal")
    d.press("question")
    assert isinstance(d.top(), KeysOverlay), d.top()
    d.shot("scr-4-keys-overlay")
    d.press("Escape")                                  # any key closes it
    assert d.top() is scene
    d.press("F1")
    assert isinstance(d.top(), HelpScene)
    d.press("End")
    d.shot("scr-4-rules-keys")
    d.press("Escape")
    assert d.top() is scene
    d.choose(scene, toolbar_button(scene, "Layout"))
    chooser = d.top()
    assert isinstance(chooser, LayoutChooser), chooser
    d.shot("scr-5-chooser")
    d.press("Right", "Right", "Down")
    picked = chooser.selected
    d.shot("scr-5-chooser-picked")
    d.activate(chooser.focus, chooser.edit)
    editor = d.top()
    assert isinstance(editor, LayoutEditor), editor
    assert editor.model.tiles, "the editor opened empty"
    tiles = len(editor.model.tiles)
    d.press("Right")
    d.shot("scr-6-editor-spot")
    for _ in range(12):                                # to an empty place on the grid's edge
        if editor.pointer_spot is not None and editor.pointer_why is None:
            break
        d.press("shift+Up")
    d.press("Return")
    d.shot("scr-6-editor-edited")
    assert len(editor.model.tiles) != tiles, editor.message
    d.press("ctrl+z")
    assert len(editor.model.tiles) == tiles
    d.press("Escape")                                  # leave (nothing changed after the undo)
    top = d.top()
    if isinstance(top, ChoiceDialog):
        d.activate(top.focus, top.buttons[0])
    assert d.top() is chooser, d.top()
    print("chooser picked", picked.layout.name, flush=True)
    d.press("Escape")
    assert d.top() is scene
    back_to_menu(d)


PLAYS = {"solitaire": solitaire, "sea": sea, "freecell": freecell, "stones": stones, "cardfree": cardfree,
         "screens": screens}
