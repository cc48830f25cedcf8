"""A deliberately simple second checker for the tests: enumerate every split of the
tiles into blocks and test each split against the rules as the spec words them."""

from __future__ import annotations

from collections import Counter

CODES = [f"{r}{s}" for s in "BCD" for r in range(1, 10)] + ["N", "E", "W", "S", "RD", "GD", "WD"]
WINDS = ("N", "E", "W", "S")
DRAGON_OF = {"B": "GD", "C": "RD", "D": "WD"}
SETS = ([tuple(range(a, a + k)) for k in range(3, 10) for a in range(1, 11 - k)]
        + [(1, 3, 5), (3, 5, 7), (5, 7, 9), (1, 3, 5, 7), (3, 5, 7, 9), (1, 3, 5, 7, 9),
           (2, 4, 6), (4, 6, 8), (2, 4, 6, 8), (3, 6, 9)])


def _splits(naturals: Counter, jokers: int):
    """Every way to make blocks (tile, size, jokers) of the concealed tiles."""
    kinds = sorted(k for k, n in naturals.items() if n)
    if not kinds:
        yield from _joker_blocks(jokers)
        return
    k = kinds[0]
    n = naturals[k]
    options = []
    if k in WINDS and all(naturals[w] for w in WINDS):
        options.append((("NEWS", 4, 0), Counter(WINDS), 0))
    for size in (2, 3, 4, 5):
        for used in range(1, min(n, size) + 1):
            j = size - used
            if j <= jokers:
                options.append(((k, size, j), Counter({k: used}), j))
    for block, take, j in options:
        yield from ([block] + rest for rest in _splits(naturals - take, jokers - j))


def _joker_blocks(jokers: int):
    if jokers == 0:
        yield []
        return
    for size in (3, 4, 5):
        if size <= jokers:
            for k in CODES:
                for rest in _joker_blocks(jokers - size):
                    yield [(k, size, size)] + rest


def _number(tile):
    return tile[0].isdigit()


def value_of(blocks, concealed: bool) -> int | None:
    """The value of one split, or None if the split breaks a rule."""
    sizes = sorted(s for _, s, _ in blocks)
    tiles = Counter()
    for t, s, _ in blocks:
        tiles[t] += s
    if any(j and (s < 3 or t in ("F", "NEWS")) for t, s, j in blocks):
        return None
    flowers = [s for t, s, _ in blocks if t == "F"]
    dragons = [t for t, _, _ in blocks if t in ("RD", "GD", "WD")]
    if sizes.count(4) and flowers == [3, 3] and len(blocks) == 4 and len(set(dragons)) == 2 \
            and all(tiles[d] == 4 for d in dragons):
        return 50  # Dragon's Love
    if tiles == Counter({"RD": 4, "GD": 4, "WD": 4, "1B": 2}) and len(blocks) == 4:
        return 50  # Dragon's Wing
    if sizes == [2] * 7 and set(tiles) == {"N", "E", "W", "S", "RD", "GD", "WD"}:
        best_dragon = 100  # Dragon's Breath (also read below as Winds: keep the larger)
    else:
        best_dragon = None
    types = set(sizes)
    if not (sizes == [2] * 7 or (len(types) == 2 and sum(sizes) == 14)):
        return best_dragon
    if flowers and flowers != [2]:
        return best_dragon
    if len(dragons) != len(set(dragons)):
        return best_dragon
    news = [b for b in blocks if b[0] == "NEWS"]
    if len(news) > 1 or (news and 4 not in types):
        return best_dragon
    numbers = [(int(t[0]), t[1]) for t, _, _ in blocks if _number(t)]
    winds = [t for t, _, _ in blocks if t in WINDS]
    if numbers:
        if winds:
            return best_dragon
        ranks = [r for r, _ in numbers]
        like = len(numbers) == 3 and len(set(ranks)) == 1 and len({s for _, s in numbers}) == 3
        if not like:
            if len(set(ranks)) != len(ranks) or tuple(sorted(ranks)) not in SETS:
                return best_dragon
            suits = [s for _, s in sorted(numbers)]
            runs = [s for i, s in enumerate(suits) if i == 0 or suits[i - 1] != s]
            if len(runs) != len(set(runs)):
                return best_dragon
    elif winds:
        if news or len(winds) != len(set(winds)) or set(winds) not in ({"N", "E", "W", "S"}, {"N", "S"}, {"E", "W"}):
            return best_dragon
    else:
        return best_dragon
    v = 25
    pairs = sizes.count(2)
    v += 10 if pairs == 7 else 5 if pairs >= 3 else 0
    v += 5 * sizes.count(5)
    if numbers and not (flowers or dragons or news):
        v += 5
    suits = {s for _, s in numbers}
    if numbers and len(suits) == 1 and all(d == DRAGON_OF[next(iter(suits))] for d in dragons):
        v += 5
    if concealed:
        v += 10
    return max(v, best_dragon or 0)


def brute_value(concealed: list[str], exposures: list[list[str]]) -> int | None:
    """Best value over every split, or None if the hand is not a winning hand."""
    if len(concealed) + sum(map(len, exposures)) != 14:
        return None
    fixed = [(next(t for t in b if t != "J"), len(b), b.count("J")) for b in exposures]
    naturals = Counter(t for t in concealed if t != "J")
    best = None
    for split in _splits(naturals, concealed.count("J")):
        v = value_of(fixed + split, not exposures)
        if v is not None and (best is None or v > best):
            best = v
    return best


# ---- comparisons with the fast engine -------------------------------------------------

import random  # noqa: E402

import pytest  # noqa: E402

from mahjong.games.american.hands import check  # noqa: E402
from mahjong.games.american.suggest import suggest  # noqa: E402
from mahjong.games.american.targets import block_codes, iter_targets, table, target_blocks  # noqa: E402
from mahjong.games.american.tiles import full_set  # noqa: E402

TARGETS = list(iter_targets())


def realise(target, rng: random.Random, joker_rate: float = 0.3, expose_rate: float = 0.0):
    """Tiles of a target: (concealed, exposures), some tiles of pungs and up turned to jokers."""
    gi, sizes, p, f = target
    t = table()
    concealed, exposures, jokers = [], [], 0
    for k, s in target_blocks(t.groups[gi], sizes, t.fills[f]):
        tiles = block_codes(k, s)
        if s >= 3 and tiles[0] != "F" and k >= 0:  # jokers never in flowers or NEWS (kind -1)
            for i in range(s):
                if i >= 4 or (rng.random() < joker_rate and jokers < 8):  # a quint's fifth is a joker
                    tiles[i] = "J"
                    jokers += 1
            if any(x != "J" for x in tiles) and rng.random() < expose_rate:
                exposures.append(tiles)
                continue
        concealed += tiles
    return concealed, exposures


def perturb(concealed: list[str], rng: random.Random, changes: int) -> list[str]:
    """Swap ``changes`` concealed tiles for random others, keeping within the set's supply."""
    hand = concealed[:]
    for _ in range(changes):
        if not hand:
            break
        hand.pop(rng.randrange(len(hand)))
        pool = full_set()
        for t in hand:
            pool.remove(t)
        hand.append(rng.choice(pool))
    return hand


def _valid(concealed, exposures) -> bool:
    counts = Counter(concealed) + Counter(t for b in exposures for t in b)
    return all(n <= (8 if t in ("F", "J") else 4) for t, n in counts.items())


def test_fast_and_brute_agree_on_random_hands():
    rng = random.Random(2024)
    tiles = full_set()
    for _ in range(1500):
        hand = rng.sample(tiles, 14)
        r = check(hand)
        assert r.value == brute_value(hand, []), hand


@pytest.mark.parametrize("seed", range(4))
def test_fast_and_brute_agree_near_targets(seed):
    rng = random.Random(seed)
    winners = 0
    for _ in range(600):
        concealed, exposures = realise(rng.choice(TARGETS), rng, joker_rate=0.2, expose_rate=0.3)
        if not _valid(concealed, exposures):
            continue
        concealed = perturb(concealed, rng, rng.choice((0, 0, 1, 1, 2)))
        if not _valid(concealed, exposures):
            continue
        r = check(concealed, exposures)
        expected = brute_value(concealed, exposures)
        assert r.value == expected, (concealed, exposures, r.text())
        assert r.winning == (expected is not None)
        winners += r.winning
    assert winners > 100  # the sample really exercises winning hands


def test_helper_zero_missing_exactly_for_winning_hands():
    rng = random.Random(7)
    for _ in range(150):
        concealed, exposures = realise(rng.choice(TARGETS), rng, joker_rate=0.2, expose_rate=0.3)
        concealed = perturb(concealed, rng, rng.choice((0, 1)))
        if not _valid(concealed, exposures):
            continue
        best = suggest(concealed, exposures, limit=1)
        assert (best[0].missing == ()) == check(concealed, exposures).winning, (concealed, exposures)
