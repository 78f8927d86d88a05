"""Celtica's opponent model (`pycore.bots.belief_celtica`): the table worked back from the
log, the likelihood of a hand, honesty, and where the model is switched on."""

from __future__ import annotations

from helpers import Guard

from pycore import games
from pycore.bots import belief_celtica
from pycore.bots.arena import code_files
from pycore.bots.belief_celtica import PastPlay, log_likelihood, past_plays
from pycore.bots.levels import game_belief, make_bot
from pycore.games.celtica.data import COLOUR_INDEX, COLOURS
from pycore.rng import Rng

RULES = games.get("celtica")


def table(state):
    """What the model rebuilds of the table before a play, as comparable plain data."""
    return ([state.druids[i] for i in range(len(COLOURS))], list(state.display),
            [[list(a) for a in seat] for seat in state.amulets], state.last_round)


def rebuilt(play: PastPlay):
    view = play.view
    return ([d["space"] for d in view["druids"]], view["display"],
            [s["amulets"] for s in view["seats"]], view["last_round"])


def heuristic_game(players, seed):
    """(state, seat) at every decision of a game between heuristic seats."""
    state = RULES.new_game(players, seed)
    bots = [make_bot("heuristic", "celtica") for _ in range(players)]
    rng = Rng(seed)
    while not state.is_over():
        seat = state.to_move()[0]
        yield state, seat
        state.push(seat, bots[seat].choose(state, seat, rng))


def test_the_log_tells_the_table_as_it_was_at_every_play_of_the_round():
    """At every decision of whole games (2 and 5 seats, ruins, cult sites and the last round
    included), each play another seat made this round is found, in order, with the table
    exactly as it stood before it: druids, display, every seat's amulets (in their order)
    and whether the last round had begun."""
    checked = 0
    for players, seed in ((2, 1), (2, 2), (5, 3)):
        before = []     # (log length, seat, table) before each play
        for state, seat in heuristic_game(players, seed):
            if state.phase == "play":
                before.append((len(state.log), seat, table(state)))
            if any(e["event"] == "end_phase" for e in state.log):
                assert all(not events for events in past_plays(state, seat).values())
                continue
            start = max((i for i, e in enumerate(state.log) if e["event"] == "round"), default=-1)
            found = past_plays(state, seat)
            for other, events in found.items():
                wanted = [t for length, s, t in before if length > start and s == other]
                plays = [p for p in events if p is not None]
                assert [rebuilt(p) for p in plays] == wanted
                checked += len(plays)
            assert seat not in found
    assert checked > 500


def better_and_worse(play):
    """Colours whose one-card play was clearly better, and clearly worse, than the play made."""
    made = play.value(play.colour, play.cards, play.extra)
    others = [c for c in COLOURS if c != play.colour]
    return ([c for c in others if play.value(c, 1, 0) > made + 0.5],
            [c for c in others if play.value(c, 1, 0) < made - 0.5])


def a_telling_play(seed=4):
    """A play the second seat made, seen from the first, when another colour would have
    done clearly better and yet another clearly worse."""
    for state, seat in heuristic_game(2, seed):
        if seat == 0 and state.phase == "play":
            for play in past_plays(state, 0)[1]:
                if play is not None and all(better_and_worse(play)):
                    return play
    raise AssertionError("no such play")


def test_a_hand_that_allowed_a_better_play_makes_the_play_made_less_likely():
    play = a_telling_play()
    better, worse = better_and_worse(play)
    hand = [0] * len(COLOURS)
    experience = [0] * len(COLOURS)
    hand[COLOUR_INDEX[play.colour]] = play.cards
    experience[COLOUR_INDEX[play.colour]] = play.extra
    alone = play.log_chance(hand, experience)
    for colour in COLOURS:
        more = list(hand)
        more[COLOUR_INDEX[colour]] += 1
        assert play.log_chance(more, experience) <= alone + 1e-12   # options only dilute it
    with_better = list(hand)
    with_better[COLOUR_INDEX[better[0]]] += 1
    with_worse = list(hand)
    with_worse[COLOUR_INDEX[worse[0]]] += 1
    assert play.log_chance(with_better, experience) < play.log_chance(with_worse, experience) - 0.5
    # A card drawn at a cult site had to be played: the other colours said nothing then.
    play.owed = True
    assert play.log_chance(with_better, experience) == play.log_chance(hand, experience)


def test_the_hand_then_is_the_hand_now_plus_what_was_played_since():
    """log_likelihood walks back: a play of two reds then one red means three reds before
    the first; a cult card drawn between was not in the hand before the draw."""
    seen = []

    class Spy(PastPlay):
        def log_chance(self, hand, experience):
            seen.append((self.colour, list(hand), list(experience)))
            return -1.0

    def spy(colour, cards, extra):
        return Spy(1, colour, cards, extra, view={})

    red, grey = COLOUR_INDEX["red"], COLOUR_INDEX["grey"]
    now = [0] * len(COLOURS)
    now[grey] = 1
    exp_now = [0] * len(COLOURS)
    total = log_likelihood([spy("red", 2, 1), None, spy("red", 1, 0)], now, exp_now, owed=None)
    assert total == -2.0
    # walked from the latest play back: one red before the last play; before the first play
    # two more reds, one experience card, less the red drawn at the cult site between
    assert seen[0][1][red] == 1 and seen[0][1][grey] == 1
    assert seen[1][1][red] == 2 and seen[1][2][red] == 1 and seen[1][1][grey] == 1


def test_the_true_hand_is_likelier_than_a_random_deal():
    """Against the heuristic, whose plays the model reads, the hand it really holds is more
    likely than most hands a plain deal would give it: on average fewer than 40 % of the
    plain deals are likelier than the truth (a model that learned nothing: about half)."""
    shares = []
    for seed in (1, 2, 3):
        for state, seat in heuristic_game(2, seed):
            if seat != 0 or state.phase != "play":
                continue
            events = past_plays(state, 0)[1]
            if not any(events) or not sum(state.hands[1]):
                continue
            truth = log_likelihood(events, state.hands[1], state.experience[1], state.must_play[1])
            rng, likelier = Rng(seed), 0
            for _ in range(60):
                world = state.determinize(0, rng)
                if log_likelihood(events, world.hands[1], world.experience[1],
                                  world.must_play[1]) > truth + 1e-9:
                    likelier += 1
            shares.append(likelier / 60)
    assert len(shares) > 30
    assert sum(shares) / len(shares) < 0.4


def positions_mid_round(count=4):
    """2-seat positions where the other seat has played this round and seat 0 must choose."""
    found = []
    for state, seat in heuristic_game(2, 11):
        if (seat == 0 and state.phase == "play" and len(state.legal_moves(0)) > 1
                and any(past_plays(state, 0)[1])):
            found.append(state.clone())
            if len(found) == count:
                break
    return found


def test_hard_at_two_seats_weighs_its_worlds_and_stays_honest():
    """Hard at two seats uses the model (and at three it does not); two states seat 0
    cannot tell apart get the same move, and the bot reads only what a player may."""
    assert make_bot("hard", "celtica", seats=2).belief is belief_celtica.sampler
    assert make_bot("hard", "celtica", seats=3).belief is None
    assert make_bot("normal", "celtica", seats=2).belief is None
    cases = positions_mid_round()
    assert len(cases) == 4
    differing = 0
    for state in cases:
        twin = state.determinize(0, Rng(4242))
        assert twin.view(0) == state.view(0)
        differing += twin.hands[1] != state.hands[1]
        moves = []
        for position in (state, twin, Guard(state)):
            bot = make_bot("hard", "celtica", seats=2, iterations=30, max_ms=None)
            moves.append(bot.choose(position, 0, Rng(77)))
            assert bot.last_search is not None and bot.last_search.worlds is not None
        assert moves[0] == moves[1] == moves[2]
    assert differing >= 2


def test_only_celtica_has_a_model_and_only_its_matches_hash_it():
    assert game_belief("celtica") is belief_celtica.sampler
    assert all(game_belief(g) is None for g in games.ids() if g != "celtica")
    assert any(p.name == "belief_celtica.py" for p in code_files("celtica"))
    assert not any(p.name.startswith("belief_") for p in code_files("luna"))
