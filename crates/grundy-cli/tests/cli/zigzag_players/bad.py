"""Players that break the protocol, each in one way (the first argument): the judge must reject
each with the right reason."""

import os
import signal
import sys
import time

from common import Reader, across, by_matching, legal, matching, play_bob, read_game, send, stable_keys, weight

MODE = sys.argv[1]


def stable(n, rows, alice, start):
    p_key, q_key = stable_keys(alice)
    return matching(n, rows, 0 if start < n else 1, True, p_key, q_key)


def following(n, rows, alice, start):
    """The stable strategy, played correctly."""
    return by_matching(stable(n, rows, alice, start))


def cheating(n, rows, alice, start):
    """The stable strategy, except one kind of bad move as soon as it can make it."""
    partner = stable(n, rows, alice, start)
    bob = "D" if alice == "I" else "I"

    def move(visited, current, last):
        good = partner[current]
        if MODE == "weight" and last is not None:
            wrong = [v for v in across(n, current) if v not in visited
                     and v not in legal(n, rows, visited, current, last, bob)]
            if wrong:
                return wrong[0]
        if MODE == "revisit" and last is not None:
            back = [v for v in across(n, current) if v in visited]
            if back:
                return back[0]
        if MODE == "own-side":
            same = [v for v in range(2 * n) if (v < n) == (current < n) and v != current]
            return same[0] if same else current
        if MODE == "out-of-range":
            return 2 * n
        if MODE == "give-up":
            return None
        return good
    return move


if MODE in ("weight", "revisit", "own-side", "out-of-range", "give-up"):
    play_bob(cheating)
elif MODE == "garbage":
    reader = Reader()
    t = reader.int()
    read_game(reader)
    send("B")
    reader.token(), reader.token()
    send("hello")
    reader.token()
elif MODE == "answer-a":
    reader = Reader()
    t = reader.int()
    for _ in range(t):
        n, rows = read_game(reader)
        send("A")
        send("I 1")
        visited, current, last = {0}, 0, None
        while True:
            bob = reader.int()
            if bob in (-1, -2):
                sys.exit(0)
            last = weight(n, rows, current, bob - 1)
            visited.add(bob - 1)
            current = bob - 1
            moves = legal(n, rows, visited, current, last, "I")
            if not moves:
                send(-1)
                sys.exit(0)
            last = weight(n, rows, current, moves[0])
            visited.add(moves[0])
            current = moves[0]
            send(moves[0] + 1)
elif MODE == "hang":
    reader = Reader()
    reader.int()
    read_game(reader)
    send("B")
    time.sleep(600)
elif MODE == "read-rejection":
    # An out-of-range move, then a pause before reading the judge's answer (-2), which it reports
    # on stderr.
    reader = Reader()
    reader.int()
    n, rows = read_game(reader)
    send("B")
    reader.token(), reader.token()
    send(2 * n + 1)
    time.sleep(0.3)
    print(f"the player read {reader.token()}", file=sys.stderr)
elif MODE == "read-all":
    sys.stdin.read()
    send("B")
elif MODE == "exit-early":
    reader = Reader()
    reader.int()
    read_game(reader)
    send("B")
    sys.exit(0)
elif MODE == "extra-output":
    play_bob(following, finish=lambda reader: send("extra"))
elif MODE == "nonzero-exit":
    play_bob(following, finish=lambda reader: sys.exit(3))
elif MODE == "killed":
    play_bob(following, finish=lambda reader: os.kill(os.getpid(), signal.SIGTERM))
else:
    raise SystemExit(f"unknown mode {MODE}")
