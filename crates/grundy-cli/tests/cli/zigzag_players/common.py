"""What the test players of `grundy judge zigzag` share: the protocol (read line by line, flush
every line), the weights, the legal moves and a Gale-Shapley matching with any preferences.
Nodes are 0-based here and 1-based on the wire."""

import sys


class Reader:
    """Whitespace-separated tokens of stdin, one line at a time, as they arrive."""

    def __init__(self):
        self.tokens = []

    def token(self):
        while not self.tokens:
            line = sys.stdin.readline()
            if not line:
                return None
            self.tokens = line.split()
        return self.tokens.pop(0)

    def int(self):
        return int(self.token())


def send(value):
    sys.stdout.write(f"{value}\n")
    sys.stdout.flush()


def read_game(reader):
    n = reader.int()
    rows = [[reader.int() for _ in range(n)] for _ in range(n)]
    return n, rows


def weight(n, rows, u, v):
    if u < n:
        return rows[u][v - n]
    return rows[v][u - n]


def across(n, node):
    return range(n, 2 * n) if node < n else range(n)


def legal(n, rows, visited, current, last, direction):
    """The legal moves of a player with `direction` ('I' or 'D'); any edge when `last` is None."""
    moves = []
    for node in across(n, current):
        if node in visited:
            continue
        w = weight(n, rows, current, node)
        if last is None or (w > last if direction == "I" else w < last):
            moves.append(node)
    return moves


def matching(n, rows, start_side, proposers_are_start, p_key, q_key):
    """Gale-Shapley between the start side P and the other side Q: a P node x prefers smaller
    p_key(w(x, q)), a Q node q prefers smaller q_key(w(x, q)). Returns partner[node]."""
    p_nodes = list(range(n)) if start_side == 0 else list(range(n, 2 * n))
    q_nodes = list(range(n, 2 * n)) if start_side == 0 else list(range(n))
    if proposers_are_start:
        proposers, receivers = p_nodes, q_nodes
        proposer_key, receiver_key = p_key, q_key
    else:
        proposers, receivers = q_nodes, p_nodes
        proposer_key, receiver_key = q_key, p_key
    prefs = {
        x: sorted(receivers, key=lambda y: proposer_key(weight(n, rows, x, y)))
        for x in proposers
    }
    nxt = {x: 0 for x in proposers}
    holder = {}
    free = list(reversed(proposers))
    while free:
        x = free.pop()
        y = prefs[x][nxt[x]]
        nxt[x] += 1
        if y not in holder:
            holder[y] = x
        elif receiver_key(weight(n, rows, x, y)) < receiver_key(weight(n, rows, holder[y], y)):
            free.append(holder[y])
            holder[y] = x
        else:
            free.append(x)
    partner = {}
    for y, x in holder.items():
        partner[x] = y
        partner[y] = x
    return partner


def stable_keys(alice):
    """The correct preferences: Bob decreases when Alice increases, so P prefers lighter edges
    and Q heavier ones (the mirror image when Alice decreases)."""
    if alice == "I":
        return (lambda w: w), (lambda w: -w)
    return (lambda w: -w), (lambda w: w)


def play_bob(choose, finish=None):
    """Plays Bob in every game: `choose(game)` makes a function `move(visited, current, last)`
    that returns Bob's node (or None to give up)."""
    reader = Reader()
    t = reader.int()
    for _ in range(t):
        n, rows = read_game(reader)
        send("B")
        alice = reader.token()
        start = reader.int() - 1
        move = choose(n, rows, alice, start)
        visited = {start}
        current, last = start, None
        while True:
            node = move(visited, current, last)
            if node is None:
                send(-1)
                sys.exit(0)
            send(node + 1)
            if not 0 <= node < 2 * n:
                sys.exit(0)
            last = weight(n, rows, current, node)
            visited.add(node)
            current = node
            reply = reader.int()
            if reply == -1:
                break
            if reply == -2:
                sys.exit(0)
            node = reply - 1
            last = weight(n, rows, current, node)
            visited.add(node)
            current = node
    if finish:
        finish(reader)


def by_matching(partner):
    """Bob's move that follows a matching blindly."""
    return lambda visited, current, last: partner[current]
