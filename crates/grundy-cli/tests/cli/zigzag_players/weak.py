"""Plausible shortcuts that lose (the judge must beat each): `greedy` (the legal edge nearest to
the last weight), `wrong-direction` (the stable matching built for the other direction),
`both-lighter` (a matching in which both sides prefer lighter edges), `heaviest-first` (match
greedily from the heaviest edge down)."""

import sys

from common import matching, play_bob, stable_keys, by_matching, legal, weight

MODE = sys.argv[1]


def choose(n, rows, alice, start):
    side = 0 if start < n else 1
    bob = "D" if alice == "I" else "I"
    if MODE == "greedy":
        def move(visited, current, last):
            moves = legal(n, rows, visited, current, last, bob)
            if not moves:
                return None
            bound = last if last is not None else (0 if bob == "I" else 1 << 63)
            return min(moves, key=lambda node: abs(weight(n, rows, current, node) - bound))
        return move
    if MODE == "wrong-direction":
        p_key, q_key = stable_keys("D" if alice == "I" else "I")
        return by_matching(matching(n, rows, side, True, p_key, q_key))
    if MODE == "both-lighter":
        return by_matching(matching(n, rows, side, True, lambda w: w, lambda w: w))
    if MODE == "heaviest-first":
        edges = sorted(((rows[i][j], i, n + j) for i in range(n) for j in range(n)), reverse=True)
        partner = {}
        for _, u, v in edges:
            if u not in partner and v not in partner:
                partner[u], partner[v] = v, u
        return by_matching(partner)
    raise SystemExit(f"unknown mode {MODE}")


play_bob(choose)
