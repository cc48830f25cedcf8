"""A hint's pair before the solver has decided: the safest free pair known without search.

Two grades (hints.py names them), best first:

- HARMLESS: a pair of a group whose remaining tiles are all free. Taking it cannot spoil
  a position that can be won (freeness only grows as tiles go, so any win can be
  reordered to take that group's tiles first, in any pairing);
- GUESS: the pair the solver's quick search would try first (the most tiles freed, high
  tiles first), among those after which the relaxed game still clears (relaxed.py; a
  pair after which it sticks is certainly wrong), else the first of them. Not proven.

Pure Python, no pygame.
"""

from __future__ import annotations

from mahjong.games.solitaire import relaxed
from mahjong.games.solitaire.board import Board, Budget, bits
from mahjong.games.solitaire.dive import Dive

HARMLESS = "harmless"
GUESS = "guess"


def best_known(board: Board) -> tuple[tuple[int, int], str] | None:
    """The safest free pair known without a search and its grade (HARMLESS or GUESS);
    None when no free pair is left."""
    g, groups = board.geometry, board.groups
    rem, free = board.present, g.free_mask(board.present)
    for i in bits(free):
        mine = 0
        for j in bits(rem):
            if groups[j] == groups[i]:
                mine |= 1 << j
        if mine & free == mine and mine.bit_count() >= 2:
            tiles = bits(mine)
            return (tiles[0], tiles[1]), HARMLESS
    dive = Dive(board, Budget(1))
    moves = dive.ordered_moves(rem, free)
    if not moves:
        return None
    for a, b, child, _ in moves:
        if dive.relaxed_clears(relaxed.RelaxedGame(g, child)):
            return (a, b), GUESS
    a, b, _, _ = moves[0]
    return (a, b), GUESS
