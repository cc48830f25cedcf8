"""The Card Free American Mah Jongg rules page, in our own words."""

from mahjong.games.guided import guided_help
from mahjong.i18n import _


def _blocks() -> list[str]:
    """The page's headings, paragraphs and list items, each one message of the catalogue."""
    return [
        _("Four players, you and three computer players, race to complete a winning hand of 14 "
          "tiles. The play is standard American Mah Jongg; what is different is that no card of "
          "hands is needed: a winning hand is any hand that follows the rules below, and the **hand"
          " helper** beside your rack shows the winning hands closest to your tiles."),
        "## " + _("The tiles"),
        _("Three suits numbered 1 to 9 (Bams, Craks and Dots, four of each tile), four of each wind"
          " and of each dragon (red, green and white), eight flowers and eight jokers: 152 tiles."),
        "## " + _("A winning hand"),
        _("Fourteen tiles, split into **blocks** of identical tiles: pairs (2), pungs (3), kongs "
          "(4) and quints (5). Jokers can stand in for tiles in blocks of three or more, never in a"
          " pair."),
        _("The blocks follow one of ten **patterns**: two block types that add up to 14 tiles (1 "
          "pair + 4 pungs, 4 pairs + 2 pungs, 1 pair + 3 kongs, 3 pairs + 2 kongs, 5 pairs + 1 "
          "kong, 2 pairs + 2 quints, 2 pungs + 2 kongs, 3 pungs + 1 quint, 1 kong + 2 quints), or "
          "seven pairs. A hand with three block types does not win."),
        _("The hand takes one **category**, which fixes its numbers or winds, one block each:"),
        "- " + _("**Consecutive Run**: three or more numbers in a row."),
        "- " + _("**Consecutive Odds**: 1-3-5, 3-5-7, 5-7-9, 1-3-5-7, 3-5-7-9 or 1-3-5-7-9."),
        "- " + _("**Consecutive Evens**: 2-4-6, 4-6-8 or 2-4-6-8."),
        "- " + _("**Multiples of Three**: 3, 6 and 9."),
        "- " + _("**Any Like Numbers**: one number, a block in each suit."),
        "- " + _("**Winds**: a block of each wind, or two blocks of opposite winds (N and S, E and "
                 "W)."),
        _("Number blocks may be in any suits, but a suit's blocks must sit together when the "
          "numbers are laid out in order (no weaving). Blocks left over are **fill blocks**: one "
          "flower pair, dragon blocks (one per colour), or one North-East-West-South set of singles"
          " counting as a kong (only in patterns with kongs, never in a Winds hand)."),
        _("Three **dragon hands** stand apart: Dragon's Love (kongs of two dragons and two flower "
          "pungs, 50), Dragon's Wing (a kong of each dragon and a pair of 1 Bam, 50) and Dragon's "
          "Breath (a pair of each wind and each dragon, 100)."),
        "## " + _("Value"),
        _("25 points, plus: PAIRS +5 for three to five pair blocks (+10 for seven pairs), QUINTS +5"
          " each, SET +5 when only number tiles, SUIT +5 when the numbers share one suit and any "
          "dragon is that suit's dragon (red with Craks, green with Bams, white with Dots), "
          "CONCEALED +10 with no exposures. The tile you win with may be a called discard: if you "
          "call it as a pung, kong or quint and then declare, the hand still counts as concealed "
          "when that is its only exposure."),
        _("When you win on a discard, the discarder pays twice the value and the others once; "
          "self-drawn, everyone pays twice. A Mah Jongg that a joker exchange completes counts as "
          "self-drawn, even right after you called a discard (the League's ruling). A hand without "
          "jokers doubles every payment again."),
        "## " + _("Play"),
        "- " + _("East starts with 14 tiles and discards first; play passes to the right."),
        "- " + _("**The Charleston**: pass three tiles right, across, then left; optionally a "
                 "second round left, across and right (anyone may refuse it; the log says who did);"
                 " then a courtesy pass of up to three tiles with the player across. Jokers are "
                 "never passed. The tiles you receive are yours to see at once. On the first left "
                 "and the last right you may **pass blind**: send on one to three of the tiles "
                 "coming to you in that same pass without looking at them, and the rest from your "
                 "hand."),
        "- " + _("**Your turn**: draw, swap real tiles for jokers in any exposure if you can, then "
                 "discard."),
        "- " + _("**Calls**: claim the last discard to expose a pung, kong or quint, or to win. A "
                 "pair can be claimed only to win. Mah Jongg beats an exposure claim. A discarded "
                 "joker is dead."),
        "- " + _("A hand whose exposures can no longer win is dead; the game warns you before such "
                 "a claim."),
        "- " + _("When the wall runs out the hand is a wall game and nobody pays."),
        "## " + _("At the table"),
        "- " + _("Each player's discards lie in front of them in the middle of the table; the "
                 "newest has a gold frame."),
        "- " + _("The panel on the right has two tabs: **Hands**, your nearest winning hands with "
                 "the tiles each still needs and how many of those you have not seen yet, and "
                 "**Moves**, everything that happened so far, in words. Click a hand to pin it as "
                 "your target: it stays at the top, marked \"Pinned\", while you can still make it "
                 "(you are told when you no longer can); click it again to unpin it."),
        "- " + _("Tiles you have just received in a pass wear an orange flag in their top corner; "
                 "the tiles the Hint means have a cyan frame. In a blind step the tiles coming to "
                 "you wait face down beside your rack: click them to pass them on unseen."),
        "- " + _("When a computer player calls a discard or takes a joker, the table tells it: "
                 "their name plate gets an orange ring, a label such as \"Sam: Pung\" shows over "
                 "their discards, the tile slides to the new exposure and the table waits a moment."
                 " A gold glow marks whoever the table is waiting for."),
        "- " + _("A discard you may call asks you \"claim it?\": Space (or **Pass**) lets it go at "
                 "once."),
        "- " + _("**Hint** says what a strong player would do and why, from only what you can see."),
        "- " + _("**Table options** (New): each opponent's strength (Beginner, Good, Expert) and "
                 "skill level, yours, their speed, and **Calls offered**: *All calls* asks about "
                 "every discard you could call; *Fit my hands* (the usual choice) asks only when "
                 "the call would bring one of the helper's hands closer, and lets the others go by;"
                 " *Mah Jongg only* asks only when the discard wins you the hand."),
        "- " + _("The end of a hand shows the winning hand's value as a sum (the base, 25, or 20 "
                 "under house rule 3, and each bonus) and what each player pays, and why."),
    ]


def page(game_id: str) -> str:
    """The rules page, untitled (the registry adds the name)."""
    from mahjong.net.help import rules_section

    return "\n\n".join(_blocks() + guided_help(game_id)) + "\n\n" + rules_section()


def keys(game_id: str) -> list[tuple[str, str]]:
    """The table's keys (the rules page and the keys overlay list them)."""
    return [
        (_("Arrow keys"), _("Move the cursor over your rack, tiles arriving face down, jokers you may "
                            "exchange and the buttons above your rack")),
        (_("Enter or Space"), _("Choose the tile under the cursor to pass, or select it; on the selected "
                                "tile, discard it; on a button, press it; on a joker, exchange it")),
        (_("Tab"), _("To the side panel: its tabs, and the nearest hands (Enter pins one as your "
                     "target, or unpins it)")),
        (_("Escape"), _("Let go of the tiles chosen")),
        (_("Space (no cursor)"), _("Let a discard go without calling it")),
        (_("Enter (no cursor)"), _("Press the main button above your rack")),
    ]
