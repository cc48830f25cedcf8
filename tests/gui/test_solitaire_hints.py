"""A Solitaire hint never goes silent: while the solver works the status bar says so, a
pair offered meanwhile is shown as not proven, and the verdict replaces it."""

import threading

import pygame

from mahjong.games.solitaire import guess, hints


def _status(turtle):
    return dict(turtle.status_items())


def test_a_slow_hint_shows_thinking_then_a_pair_then_the_verdict(app, turtle, press, monkeypatch):
    free = turtle.match.free_pairs()
    index = {p: i for i, p in enumerate(turtle.match.positions)}
    assert len(free) > 1
    offered, proven = [(index[a], index[b]) for a, b in free[:2]]
    started, offer_now, finish = threading.Event(), threading.Event(), threading.Event()
    offer_made = threading.Event()

    def slow_job(purpose, boards, progress):  # the solver, held by the test at each step
        if purpose != hints.HINT:
            return hints.Answer(True, (), None)
        started.set()
        offer_now.wait(30)
        progress.suggest(offered, guess.GUESS)
        offer_made.set()
        finish.wait(30)
        return hints.Answer(True, (proven,), None)

    monkeypatch.setattr(hints, "job", slow_job)
    press(app, pygame.K_h)
    assert started.wait(30)
    app.step([], 0.5)
    assert _status(turtle)["Hint"].startswith("thinking")    # nothing found yet: said so
    assert turtle.hint_pair is None
    offer_now.set()
    assert offer_made.wait(30)
    app.step([], 0.0)
    assert turtle.hint_pair == turtle.match.pair_at(*offered) and turtle.hint_grade == guess.GUESS
    assert _status(turtle)["Hint"].startswith("not proven") and "Not proven" in app._toast[0]
    finish.set()
    assert turtle.advice.jobs.wait(hints.HINT, 30)
    app.step([], 0.0)
    assert turtle.hint_pair == turtle.match.pair_at(*proven) and turtle.hint_grade == hints.PROVEN
    assert "Hint" not in _status(turtle) and "Checked" in app._toast[0]


def test_a_move_cancels_the_hint_question(app, turtle, press, monkeypatch):
    release = threading.Event()

    def waiting_job(purpose, boards, progress):
        release.wait(30)
        return hints.Answer(None, (), None)

    monkeypatch.setattr(hints, "job", waiting_job)
    press(app, pygame.K_h)
    progress = turtle.advice.progress[hints.HINT]
    a, b = turtle.match.free_pairs()[0]
    turtle.match.remove(a, b)
    turtle._after_change()
    app.step([], 0.0)
    assert progress.cancelled      # the search about the old position stops
    assert "Hint" not in _status(turtle)
    release.set()


def test_the_looking_message_goes_once_the_hint_is_shown(app, turtle, press, monkeypatch):
    """"Looking for a safe pair…" is about the wait: it leaves when the pair appears."""
    index = {p: i for i, p in enumerate(turtle.match.positions)}
    a, b = turtle.match.free_pairs()[0]
    release = threading.Event()

    def quick_job(purpose, boards, progress):
        release.wait(30)
        return hints.Answer(True, ((index[a], index[b]),), None)

    monkeypatch.setattr(hints, "job", quick_job)
    press(app, pygame.K_h)
    assert app._toast is not None and app._toast[0].startswith("Looking for a safe pair")
    release.set()
    assert turtle.advice.jobs.wait(hints.HINT, 30)
    app.step([], 0.0)
    assert turtle.hint_pair is not None
    assert app._toast is None or not app._toast[0].startswith("Looking")
