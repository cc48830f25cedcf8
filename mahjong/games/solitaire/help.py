"""The MahJongg Solitaire rules page, in our own words.

One ``_()`` per heading, paragraph and list item, translated when the page is shown."""

from mahjong.games.guided import guided_help
from mahjong.i18n import _


def page(game_id: str) -> str:
    """The rules page, untitled (the registry adds the name)."""
    lines = [
        # Translators: the rules page is light markdown; keep **bold** marks around the same words.
        _("Clear the table by taking away the tiles in matching pairs."),
        "",
        "## " + _("Which tiles can be taken"),
        "",
        _("A tile can be taken when it is **free**:"),
        "- " + _("no tile lies on top of it, not even partly, and"),
        "- " + _("its left side or its right side is open: no tile of the same level touches it there."),
        "",
        _(
            "Free tiles light up when the pointer passes over them. Click a tile that is not free and the "
            "status line says what holds it: a tile on top, or neighbours on both sides."
        ),
        "",
        "## " + _("Matching"),
        "",
        _(
            "Click two free tiles with the same face to take them both. Any two of the four **flowers** match"
            " each other, and so do any two of the four **seasons** (a flower never matches a season). Every "
            "other face comes four times: 1 to 9 of Characters, Circles and Bamboos, the four winds and the "
            "three dragons."
        ),
        "",
        "## " + _("Shuffles and the end of a game"),
        "",
        _(
            "When no free pair is left you may **shuffle**: the tiles still on the table are dealt again onto"
            " the same places, arranged so that the game can still be won whenever that is possible. You have"
            " three shuffles a game. With no pair and no shuffle left, the game is over."
        ),
        "",
        _(
            "Clearing the table finishes the **round**: the next round starts on another layout and your "
            "score carries on."
        ),
        "",
        "## " + _("Score"),
        "",
        _(
            "Each pair scores its group's value times the number of pairs on the table just before you took "
            "it, so early pairs are worth the most:"
        ),
        "",
        "- " + _("Characters 1, Circles 2, Bamboos 3, Winds 4, Dragons 5, Flowers 6, Seasons 7."),
        "",
        _(
            "A first pair of seasons on a full table of 72 pairs scores 7 x 72 = 504. Undo gives the points "
            "back."
        ),
        "",
        "## " + _("Deals"),
        "",
        _(
            "Every deal has a number: the same number gives the same table on every computer. Choose the kind"
            " of deal in the game's options:"
        ),
        "- " + _("**Winnable** (the usual): a random deal that the solver has proved can be cleared."),
        "- " + _("**Gentle**: built by laying pairs on free places, so it is easier still."),
        "- " + _(
            "**Wild**: any random deal; some cannot be won, and the game tells you the moment the position is"
            " lost."
        ),
        "",
        "## " + _("Help while playing"),
        "",
        "- " + _(
            "**Hint** (H) shows a pair whose removal keeps the game winnable; press again for another. If the"
            " position can no longer be won, the hint says so and offers to undo back to the last winnable "
            'position. On a hard position the status line shows "Hint: thinking…" while the solver works; if '
            'it needs more than a moment, the hint first lights the safest pair it knows (marked "safe" when '
            'every tile of that kind is free, so taking it cannot spoil the game, else "not proven") and '
            "replaces it with a checked pair as soon as the solver has decided."
        ),
        "- " + _("**Free pairs** on the status line counts the free matching pairs."),
        "- " + _("Undo and redo as far as you like; a new game or a restart asks first."),
        "",
        *[line for part in guided_help(game_id) for line in (part, "")],
        "## " + _("Layouts"),
        "",
        _(
            "Pick a layout from the chooser: the Turtle and our own designs. On each of them at least 85 "
            "random deals in 100 can be cleared, so a Winnable deal keeps the real difficulty. You can add "
            "your own layout files (KMahjongg .layout, GNOME Mahjongg .map or Kyodai .lay) to the layouts "
            "folder shown in Options; a file that cannot be used is listed with the reason."
        ),
        "",
        "## " + _("Layouts you already have"),
        "",
        _(
            "If KMahjongg or GNOME Mahjongg is installed on your computer, their layouts (72 in KMahjongg, "
            "nine in GNOME Mahjongg) appear in the chooser under **From KMahjongg and GNOME Mahjongg**, ready"
            " to play. Some of them pile tiles so high that many deals cannot be won whatever you do. While "
            "the chooser is open, the solver plays 20 sample deals of each of these layouts in the background"
            " and tags it: **fair** when at most 3 of the 20 are lost, **too stacked** when more are. A "
            "Winnable deal on a too stacked layout still can be won, but the game may have to try several "
            "deals to find one. Each tag is worked out once and remembered."
        ),
        "",
        _(
            "**Import…** copies many layout files into your layouts folder at once: type or paste the path of"
            " a folder or of a .zip file (or drop it on the chooser). Every file is checked before it is "
            "copied; a report lists what was taken and what was refused and why (a name your folder or a "
            "built-in layout already uses, a file that is not a layout or cannot be played, a file over 1 MB,"
            " an archive entry that would unpack to a huge size). Nothing in your folder is ever replaced by "
            "an import."
        ),
        "",
        "## " + _("New layouts from a number"),
        "",
        _(
            "**New layout…** asks for a number and makes a layout from it: 144 tiles on several levels, the "
            "same left and right and top and bottom. The same number always makes the same layout, on every "
            "computer, so you can share a layout by telling a friend its number. Before it is shown, the "
            "solver plays its 20 sample deals; if more than 1 is lost, that design is dropped and the next "
            "design of the same number is tried, so every layout it offers is fair. Making one takes a few "
            "seconds."
        ),
        "",
        _(
            "A layout made from a number appears under **New from a number**; play it at once, or **Save to "
            "my layouts** to keep it in your folder (and open it in the editor to change it). A saved game on"
            " it remembers its number."
        ),
        "",
        "## " + _("Making your own layouts"),
        "",
        _(
            "In the layout chooser, **New layout…** then **Empty grid** opens the layout editor on an empty "
            "grid, and **Edit layout** opens it on the chosen layout, built-in or your own, as a starting "
            "point (your changes make a new file; the original stays as it was). **Open** in the editor "
            "starts from any other layout."
        ),
        "",
        "- " + _(
            "Click an empty place to put a tile there, click a tile to take it away (or right-click it); drag"
            " to put or take away many at once. The grid has half-tile steps, so tiles can sit half a tile "
            "apart."
        ),
        "- " + _(
            "Work level by level with **Up** and **Down** (or Page Up and Page Down): the levels below are "
            "shown faded, so you can see what a new tile will rest on. A tile above the bottom level must lie"
            " fully on tiles of the level below, tiles of one level may not overlap, and a tile that holds up"
            " another cannot be taken away until that one is gone. Where a tile cannot go, the line at the "
            "bottom says why."
        ),
        "- " + _(
            "The panel counts the tiles and says what the layout still needs: an even number of tiles (they "
            "are taken in pairs), at most 288."
        ),
        "- " + _(
            "While you pause, the solver plays Wild deals 1 to 20 of your layout in the background and shows "
            "how many can be won; a deal it cannot decide in time counts as unknown. Tall stacks that bury "
            "tiles under their own kind make many deals unwinnable."
        ),
        "- " + _("**Undo** and **Redo** (Ctrl+Z, Ctrl+Y) take back a whole stroke of the mouse."),
        "- " + _(
            "**Save** (Ctrl+S) asks for a name and writes a KMahjongg layout file into your layouts folder, "
            "asking first before it replaces one of the same name. The layout is in the chooser at once, "
            "ready to play."
        ),
        "",
    ]
    return "\n".join(lines)


def keys(game_id: str) -> list[tuple[str, str]]:
    """Solitaire's own keys (the rules page and the keys overlay list them)."""
    return [
        (_("Arrow keys"), _("Move the cursor over the free tiles")),
        (_("Enter or Space"), _("Select the tile under the cursor; on a free tile that matches the "
                                "selected one, take the pair")),
        (_("Escape"), _("Let go of the selected tile")),
    ]
