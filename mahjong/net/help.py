"""Help on playing Card Free with friends, in our own words: a section of the Card Free
rules page (``rules_section``) and a short one of the General page (``general_section``),
each paragraph its own text for the translators, translated when the page is built.
Pure Python, no pygame."""

from __future__ import annotations

from mahjong.i18n import _


def rules_section() -> str:
    """The Card Free rules page's section: hosting, joining, addresses, the LAN, routers."""
    parts = [
        "## " + _("Playing with friends"),
        _("Up to four people can play at one table, each at their own computer; computer "
          "players take the seats nobody takes, and a seat whose player's connection is lost."),
        "**" + _("Hosting a table") + "**",
        "- " + _("Press **Friends** on the toolbar, then **Host a table**. Choose the house rules, "
                 "the computer player of each seat (its strength and skill level: it plays the "
                 "seat until a friend sits there), a turn timer if you want one, and your name, "
                 "then **Open the table**. Your game runs the table itself: there is nothing to "
                 "install or set up."),
        "- " + _("The lobby shows the table's code (like K7QM-R2XH-9P) and this computer's "
                 "addresses. Tell your friends the code and an address. When everyone has sat "
                 "down, press **Start now**. If you leave, the table closes for everyone."),
        "**" + _("Joining a table") + "**",
        "- " + _("Press **Friends**, then **Join a table**, type the address and the code the host "
                 "gives you, and press **Join**. Letters of the code may be typed small, with or "
                 "without the dashes."),
        "- " + _("Tables hosted on your own network are listed under the form as soon as they "
                 "are heard: click one to fill in its address. You still type the code: it is "
                 "never announced. Some networks (offices, guest Wi-Fi, many firewalls) do not let "
                 "tables be found; the dialog then says so, and typing the address works as ever."),
        "**" + _("What an address is") + "**",
        _("An address tells your game which computer to connect to: the computer's number or "
          "name, a colon, and the port, the numbered door the table listens at, for example "
          "192.168.1.20:8765. Addresses beginning 192.168., 10. or 172.16 to 172.31 belong to "
          "one home or office network and only work inside it. An address may also begin with "
          "ws:// (the same thing) or wss:// (an encrypted connection, to a server that has a "
          "certificate)."),
        "**" + _("A lost connection") + "**",
        _("Your game rejoins by itself. After 30 seconds without you a computer player plays "
          "your seat; you get it back as soon as you are connected again. With a turn timer, a "
          "computer player also makes the move of anyone who lets the timer run out. Each "
          "hand's result goes into your statistics and high scores, as at your own table."),
        "**" + _("Friends who are not on your network") + "**",
        _("A home router keeps connections from outside away from the computers behind it. "
          "There are two ways round it:"),
        "- " + _("Forward a port: in the router's settings, send TCP port 8765 (the port the lobby "
                 "shows) to the host's computer, and give your friends the router's public "
                 "address (a search for \"what is my IP\" on the host's computer tells it) with "
                 "the port. Forward it only while you play."),
        "- " + _("Or run the table server alone on a small server on the Internet that everyone "
                 "can reach. There, **python -m mahjong serve --host 0.0.0.0 --new-table --people 3** "
                 "prints a table code; everyone, the host too, joins with that server's address, "
                 "and the game starts when three people (the number after --people) have sat "
                 "down. For encrypted connections give the server a certificate, adding "
                 "**--certfile cert.pem --keyfile key.pem**, and join with wss:// before the "
                 "address."),
    ]
    return "\n\n".join(parts) + "\n"


def general_section() -> str:
    """The General help page's pointer to it."""
    return "\n\n".join([
        "## " + _("Playing with friends"),
        _("Card Free American Mah Jongg can be played with up to three friends, each at their "
          "own computer, on your home network or over the Internet: press **Friends** on its "
          "toolbar to host a table or join one. Its rules page says how, what an address is, and "
          "what to do when your friends are behind a home router."),
    ]) + "\n"
