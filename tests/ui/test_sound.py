"""Sound: silent and harmless with no mixer, no files or sound switched off."""

import wave

import pygame
import pytest

from mahjong.core.assets import asset_path
from mahjong.ui import sound as sound_module
from mahjong.ui.sound import NAMES, Sound


def test_effect_files_are_short_mono_16_bit():
    for name in NAMES:
        with wave.open(str(asset_path("sounds", f"{name}.wav"))) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
            assert 0 < w.getnframes() / w.getframerate() < 1.0


def test_play_without_a_mixer_is_silent(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    loaded = []
    monkeypatch.setattr(pygame.mixer, "Sound", lambda *a: loaded.append(a))
    s = Sound()
    for name in NAMES:
        s.play(name)
    assert loaded == []  # never got as far as loading a file


def test_missing_file_is_silent(monkeypatch, tmp_path):
    monkeypatch.setattr(sound_module, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: None)
    s = Sound()
    s.play("select")
    s.play("no-such-effect")
    s.play("select")
    assert s._sounds == {"select": None, "no-such-effect": None}  # tried once each, then remembered


def test_disabled_does_nothing(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: pytest.fail("mixer opened while disabled"))
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    s = Sound(enabled=False)
    s.play("win")
    assert s._mixer_ok is None  # the mixer was never tried


def test_play_with_dummy_audio_driver():
    s = Sound()
    for name in NAMES:
        s.play(name)  # SDL's dummy audio driver: plays into nothing, must not raise
    pygame.mixer.quit()


def test_no_sound_card_prints_nothing_and_logs_one_line(monkeypatch, capfd):
    """The libraries under SDL write their complaints straight to stderr (ALSA: eight
    lines); opening the mixer mutes them, and the failure is one line in the log."""
    def alsa_without_a_card(*args, **kwargs):
        import os
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n" * 8)
        raise pygame.error("No such device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", alsa_without_a_card)
    logged = []
    s = Sound(log=logged.append)
    s.play("select")
    s.play("match")
    out, err = capfd.readouterr()
    assert "ALSA" not in err and "ALSA" not in out
    assert len(logged) == 1 and "without sound" in logged[0]
