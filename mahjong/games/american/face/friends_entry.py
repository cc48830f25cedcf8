"""The Card Free table's way in to playing with friends: its "Friends" toolbar button.
The dialogs it opens (``friends``) lead to the remote table's scene, which is built on
the table's own scene, so they are named here by reference ("module:function", as the
game registry names scenes) rather than imported: no import cycle."""

from __future__ import annotations

from mahjong import games
from mahjong.i18n import _
from mahjong.ui.widgets import Button

OPEN_FRIENDS = "mahjong.games.american.face.friends:open_friends"


def friends_button(app) -> Button:
    """The button that opens "Play with friends" (host a table or join one)."""
    return Button(_("Friends"), lambda: games.load(OPEN_FRIENDS)(app))
