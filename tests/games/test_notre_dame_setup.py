"""Notre Dame: scenario helpers shared by the test_notre_dame* files, and the setup rules.

The helpers put a fresh game straight into the situation a test needs by setting the state's
fields, then the test plays real moves through `apply()`.
"""

from __future__ import annotations

from pycore.games.notre_dame import RULES, data, rounds
from pycore.games.notre_dame.data import make_card
from pycore.games.notre_dame.state import NotreDameState


def new(players: int = 3, seed: int = 1) -> NotreDameState:
    return RULES.new_game(players, seed)


def set_cubes(st: NotreDameState, seat: int, **sectors: int) -> None:
    """Ordinary cubes per sector (the others empty); `notre_dame=` for the cathedral."""
    st.sectors[seat] = [0] * len(data.SECTORS)
    for sector, n in sectors.items():
        if sector == "notre_dame":
            st.cathedral[seat] = n
        else:
            st.sectors[seat][data.SECTORS.index(sector)] = n


def turn(st: NotreDameState, seat: int, *hand: str) -> None:
    """`seat` is about to play one of `hand` (its own colour's cards), first time round."""
    st.phase = "play"
    st.turn = 0
    st.draft = [[] for _ in range(st.players)]
    st.queue = [seat]
    st.hands[seat] = [make_card(seat, action) for action in hand]
    st.pending = [{"kind": "play"}]


def hiring(st: NotreDameState, seat: int, *persons: str) -> None:
    """`seat` is about to hire one of `persons`; the next seat hires after it."""
    st.phase = "hire"
    st.draft = [[] for _ in range(st.players)]
    st.queue = [seat, (seat + 1) % st.players]
    st.revealed = list(persons)
    st.pending = [{"kind": "hire"}]


def play(st: NotreDameState, seat: int, *texts: str) -> None:
    for text in texts:
        st.apply(seat, text)


def due_kind(st: NotreDameState) -> str | None:
    return st.pending[-1]["kind"] if st.pending else None


def plague_round(st: NotreDameState, revealed: list[str], hired: list | None = None) -> None:
    """Run the plague phase with these persons revealed (this ends the round)."""
    st.revealed = list(revealed)
    st.hired = list(hired) if hired else [None] * st.players
    st.draft = [[] for _ in range(st.players)]
    rounds.start_turns(st, "plague")


# ---- setup ---------------------------------------------------------------------------------
def test_setup_per_seat_count():
    for players, boroughs in [(2, 4), (3, 3), (4, 4), (5, 5)]:
        st = new(players)
        assert st.boroughs == boroughs
        assert st.gold == [3] * players and st.supply == [4] * players
        assert st.general == [10] * players and st.rat == [0] * players
        assert st.carriage == [f"C{b}" for b in st.seat_borough]
        assert len(st.roads) == 5 * boroughs
        # each placed colour has its four messages, one per outer market of its borough
        colours = data.COLOURS[:players] if players > 2 else data.COLOURS[:4]
        assert st.message_colours == colours
        for colour in colours:
            mine = sorted(k for c, k in st.market_message.values() if c == colour)
            assert mine == ["a", "b", "c", "d"]
        assert all(m[0] in "ABDE" for m in st.market_message)
        # round 1: two brown persons and the first grey one (period A) revealed
        assert [data.PERSONS[p]["deck"] for p in st.revealed] == ["brown", "brown", "A"]
        assert all(len(d) == 3 for d in st.draft) and all(len(d) == 6 for d in st.decks)
        assert st.to_move() == tuple(range(players))
        assert st.view(None)["notre_dame"]["pool"] == {2: 6, 3: 8, 4: 10, 5: 12}[players]


def test_two_players_sit_opposite_with_message_sets_on_the_empty_boroughs():
    st = new(2)
    assert st.seat_borough == [0, 2]
    colours_by_borough = {m[1]: c for m, (c, _) in st.market_message.items()}
    assert colours_by_borough == {"0": "red", "1": "blue", "2": "yellow", "3": "green"}


def test_grey_persons_come_in_period_order_and_each_once():
    st = new(3, seed=5)
    greys = [st.revealed[2]]
    while not st.is_over():
        round_now = st.round
        seat = st.to_move()[0]
        st.apply(seat, st.legal_moves(seat)[-1])
        if st.round != round_now and not st.is_over():
            greys.append(st.revealed[2])
    assert [data.PERSONS[p]["deck"] for p in greys] == list("AAABBBCCC")
    assert sorted(greys) == sorted(p for letter in "ABC" for p in data.GREY[letter])


def test_roads_are_symmetric_and_join_neighbouring_boroughs():
    graph = data.road_graph(4)
    for market, neighbours in graph.items():
        assert all(market in graph[n] for n in neighbours)
    assert "A1" in graph["B0"] and "D0" in graph["E3"]
    assert graph["C2"] == ["A2", "B2", "D2", "E2"]
