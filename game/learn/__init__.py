"""Learn to play: guided matches, one lesson file per game (see docs/learn.md).

`lesson.py` reads and checks a lesson (pure: the rules judge every move),
`progress.py` keeps which step each game's lesson reached, `launch.py` opens
a lesson in the app. The coach on screen is `game/scenes/coach.py`; a game's
scene says where its glowing targets are (`lesson_press`).
"""
