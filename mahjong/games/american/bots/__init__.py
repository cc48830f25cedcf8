"""The Card Free computer players (pure Python): what a seat is shown, the three strengths,
the look-ahead, self-play."""
