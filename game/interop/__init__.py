"""The arcade's rule cores seen from other tools' worlds.

`game.interop.openspiel` wraps every registered game as an OpenSpiel game
(optional extra `[openspiel]`). Nothing here is imported by the arcade
itself, so a plain install needs none of these tools.
"""
