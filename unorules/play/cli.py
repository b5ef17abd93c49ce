"""``unorules play`` (a table against bots) and ``unorules watch`` (replays)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from unorules.errors import EXIT_MISSING

if TYPE_CHECKING:
    import click as click_types


def _need_textual() -> None:
    try:
        import textual  # noqa: F401
    except ImportError:
        sys.stderr.write("unorules: the table needs the [play] extra: pip install 'unorules[play]'\n")
        raise SystemExit(EXIT_MISSING) from None


def _read_record(path: Path) -> Any:

    import click

    from unorules.engine.record import MAX_RECORD_JSON, GameRecord
    from unorules.errors import UnorulesError
    from unorules.files import read_text

    try:
        text = read_text(path, MAX_RECORD_JSON, lambda m: click.ClickException(f"{path}: {m}"), "game record")
        return GameRecord.from_json(text, folder=path.parent)
    except UnorulesError as err:
        raise click.ClickException(f"{path} is not a game record ({err}); "
                                   "records are written by 'unorules play --save'") from None


def register(cli: click_types.Group) -> None:
    import click

    @cli.command(help="Play a variant at a terminal table against bots (needs the [play] extra).")
    @click.argument("variant", required=False)
    @click.option("--players", default=3, show_default=True, type=click.IntRange(min=1))
    @click.option("--seat", default=0, show_default=True, type=click.IntRange(min=0), help="your seat")
    @click.option("--bots", default="uniform", show_default=True, help="the bots' policy")
    @click.option("--seed", default=0, show_default=True, type=int)
    @click.option("--pause", default=0.7, show_default=True, type=click.FloatRange(min=0),
                  help="seconds a bot waits before acting")
    @click.option("--save", type=click.Path(dir_okay=False, path_type=Path),
                  help="keep the game's record in this file (after every action)")
    @click.option("--load", "load_from", type=click.Path(dir_okay=False, path_type=Path),
                  help="go on with the game in this record")
    def play(variant: str | None, players: int, seat: int, bots: str, seed: int, pause: float,
             save: Path | None, load_from: Path | None) -> None:
        from unorules.api import load, load_beside
        from unorules.errors import UnorulesError
        from unorules.play.policy import make_bot
        from unorules.play.session import Session

        actions: tuple[Any, ...] = ()
        if load_from is not None:
            record = _read_record(load_from)
            if variant is not None and variant != record.variant:
                raise click.ClickException(f"{load_from} is a game of {record.variant}, not {variant}")
            variant, players, seed, actions = record.variant, record.players, record.seed, record.actions
        if variant is None:
            raise click.UsageError("name a variant (see 'unorules variants') or --load a record")
        try:
            # A record's variant is found only where a record may name one (it may come from anyone).
            rules = load(variant) if load_from is None else load_beside(variant, load_from.parent, "game record")
            make_bot(bots, 0)
            session = Session(rules, players, seat, lambda s: make_bot(bots, seed * 1000 + s), seed, actions)
        except (ValueError, UnorulesError) as err:
            raise click.ClickException(str(err)) from None
        _need_textual()
        from unorules.play.app import TableApp

        TableApp(session, pause=pause, save=save).run()
        if save is not None:
            click.echo(f"game kept in {save} ({len(session.actions)} actions); "
                       f"go on with: unorules play --load {save}")

    @cli.command(help="Replay a game record step by step, or play one random game (--random VARIANT).")
    @click.argument("source")
    @click.option("--random", "random_game", is_flag=True, help="SOURCE is a variant: play and print one random game")
    @click.option("--players", default=4, show_default=True, help="with --random")
    @click.option("--seed", default=7, show_default=True, help="with --random")
    @click.option("--rounds", default=1, show_default=True, type=click.IntRange(min=0),
                  help="with --random: rounds to play (0: the whole game)")
    @click.option("--text", is_flag=True, help="print the record's steps instead of opening the viewer")
    def watch(source: str, random_game: bool, players: int, seed: int, rounds: int, text: bool) -> None:
        from unorules.api import load, load_beside
        from unorules.engine import random_games as simulate
        from unorules.engine.record import replay
        from unorules.errors import UnorulesError
        from unorules.play.watch import step_lines

        if random_game:
            try:
                rules = load(source)
                record, _ = simulate.play(rules, players, seed, rounds=rounds or None)
            except (ValueError, UnorulesError) as err:
                raise click.ClickException(str(err)) from None
            text = True
        else:
            record = _read_record(Path(source))
            try:
                rules = load_beside(record.variant, Path(source).parent, "game record")
                replay(rules, record.seed, record.actions, players=record.players)
            except (ValueError, UnorulesError) as err:
                raise click.ClickException(f"{source}: the record does not replay: {err}") from None
        if text:
            for line in step_lines(rules, record):
                click.echo(line)
            return
        _need_textual()
        from unorules.play.watch import WatchApp

        WatchApp(rules, record).run()
