"""The theatre: any finished match watched again (issue 23).

`timeline` holds the record as states one can stand at (pure, no pygame);
`files` reads a log from a file with a sentence for everything wrong with
it; `scene` hosts the game's own match scene in watching mode with the
controls; `launch` opens it from a result screen, the matches list, a
dropped file or `python -m game watch FILE.jsonl`; `attract` plays a short
demo on a title screen left alone.
"""
