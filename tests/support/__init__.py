"""Shared test helpers: `vpad` (virtual gamepads) and `apphost` (drive the App headless)."""
