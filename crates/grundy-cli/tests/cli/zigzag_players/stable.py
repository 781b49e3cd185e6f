"""A correct player that is not grundy's: Bob by a stable matching, proposed by the start side
(`start`, the default) or by the other side (`receiver`, the receiver-optimal stable matching),
or by either at random per game (`either`: correct, but not deterministic)."""

import random
import sys

from common import matching, play_bob, stable_keys, by_matching

MODE = sys.argv[1] if len(sys.argv) > 1 else "start"


def choose(n, rows, alice, start):
    p_key, q_key = stable_keys(alice)
    side = 0 if start < n else 1
    proposers_are_start = {"start": True, "receiver": False}.get(MODE, random.random() < 0.5)
    return by_matching(matching(n, rows, side, proposers_are_start, p_key, q_key))


play_bob(choose)
