"""The solver's compact move generator against the engine: on positions from random play and
on random late positions in every game, both reach the same positions (by canonical key)."""

import random

import pytest

from mahjong.core.tiles import DRAGONS, SUITS
from mahjong.games.foundation.config import CONFIGS
from mahjong.games.foundation.fastsearch import CODE, NAME, Rules, encode
from mahjong.games.foundation.legality import auto_play, legal_moves
from mahjong.games.foundation.position import PILES, State, play, tile_set
from mahjong.games.foundation.rules import FoundationGame


def children(rules, config, state):
    """The keys reached by the engine's moves and by the compact moves (without the
    position itself: moving a whole column into an empty column changes no key)."""
    pos = encode(state)
    here = rules.key(pos)
    engine = {rules.key(encode(auto_play(config, play(state, m))[0])) for m in legal_moves(config, state)}
    fast = [rules.key(rules.play(pos, m)) for m in rules.moves(pos)]
    return engine - {here}, set(fast) - {here}


def random_positions(game_id, deals, rng):
    """Every third position along random games; foundation moves are preferred (in the
    rank-lock games random play still seldom gets past the dragons: see late_position)."""
    config = CONFIGS[game_id]
    for number in deals:
        state = FoundationGame(game_id, number).state
        for step in range(rng.randint(20, 200)):
            if step % 3 == 0:
                yield state
            moves = legal_moves(config, state)
            if not moves:
                break
            up = [m for m in moves if m.dst.kind == "f"]
            move = rng.choice(up if up and rng.random() < 0.8 else moves)
            state = auto_play(config, play(state, move))[0]


def late_position(config, rng):
    """A random position with the foundations well on (not necessarily reachable by play):
    bound sets of random heights (within one of each other under the rank lock), the other
    tiles dealt at random to cells, columns and levels; then the safe auto-plays (the
    search only meets settled positions)."""
    top = 12 if config.seasons else 11
    dragons, suits = rng.sample(DRAGONS, 3), rng.sample(SUITS, 3)
    heights = []
    for _ in range(3):
        low = rng.randint(1, top - 1)
        heights += [min(top, low + (rng.random() < 0.5 if config.rank_lock else rng.randint(0, 3)))
                    for _ in range(4)]
    state = State((), (), tuple(heights), tuple(dragons), tuple(suits))
    rest = tile_set(config)
    for pile in range(PILES):
        for tile in state.pile_tiles(config, pile):
            rest.remove(tile)
    rng.shuffle(rest)
    cells = [rest.pop() if rest and rng.random() < 0.6 else None for _ in range(config.cells)]
    columns = []
    for _ in range(config.columns):
        levels, room = [], config.rows
        while rest and room and rng.random() < (0.7 if not levels else 0.3 if config.levels else 0):
            n = min(len(rest), rng.randint(1, room))
            levels.append(tuple(rest.pop() for _ in range(n)))
            room = n
        columns.append(tuple(levels))
    return auto_play(config, state._replace(columns=tuple(columns), cells=tuple(cells)))[0]


@pytest.mark.parametrize("game_id", sorted(CONFIGS))
def test_compact_moves_agree_late_in_the_game(game_id):
    config = CONFIGS[game_id]
    rules = Rules(config)
    rng = random.Random(game_id)
    for _ in range(100):
        state = late_position(config, rng)
        engine, fast = children(rules, config, state)
        assert engine == fast, (game_id, state)


def test_codes_round_trip():
    assert all(NAME[CODE[t]] == t for t in CODE) and len(set(CODE.values())) == len(CODE)


@pytest.mark.parametrize("game_id", sorted(CONFIGS))
def test_compact_moves_agree_with_the_engine(game_id):
    config = CONFIGS[game_id]
    rules = Rules(config)
    rng = random.Random(game_id)
    checked = 0
    for state in random_positions(game_id, range(1, 5), rng):
        engine, fast = children(rules, config, state)
        assert engine == fast, (game_id, state)
        checked += 1
    assert checked > 40


@pytest.mark.parametrize("game_id", sorted(CONFIGS))
def test_compact_auto_play_agrees_with_the_engine(game_id):
    config = CONFIGS[game_id]
    rules = Rules(config)
    for number in range(1, 6):
        state = FoundationGame(game_id, number, autoplay=False).state
        assert rules.key(rules.auto_play(encode(state))) == rules.key(encode(auto_play(config, state)[0]))


def own_column(move):
    return move.src.kind == "t" and move.dst.kind == "t" and move.src.index == move.dst.index


@pytest.mark.parametrize("game_id", [g for g in sorted(CONFIGS) if CONFIGS[g].levels])
def test_compact_moves_agree_on_moves_within_a_column(game_id):
    """Random games of the level games that play a move within a column (a tile onto its
    own top-row tile, or from one level below another) whenever there is one: positions
    made by such moves, and those moves themselves, are compared too."""
    config = CONFIGS[game_id]
    rules = Rules(config)
    rng = random.Random(f"{game_id} within")
    played = checked = 0
    for number in range(1, 4):
        state = FoundationGame(game_id, number).state
        for _ in range(60):
            moves = legal_moves(config, state)
            within = [m for m in moves if own_column(m)]
            if not moves:
                break
            engine, fast = children(rules, config, state)
            assert engine == fast, (game_id, state)
            checked += 1
            move = rng.choice(within if within and rng.random() < 0.7 else moves)
            played += own_column(move)
            state = auto_play(config, play(state, move))[0]
    assert played > 40 and checked > 100
