"""Procedural art, font and sound generators for Monkey Arcade.

Everything in ``game/assets/`` is produced by the modules in this package; run
``python tools/make_assets.py`` to regenerate. Nothing is downloaded or copied.
"""
