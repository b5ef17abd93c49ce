"""Playing a variant: a terminal table against bots (``unorules play``, needs the
``[play]`` extra) and replays of game records (``unorules watch``).

``unorules.play.session`` and ``unorules.play.policy`` need no UI library; the Textual
app is imported only by the commands.
"""
