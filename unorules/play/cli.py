"""``unorules play`` (a table against bots) and ``unorules watch`` (replays)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import click as click_types

    from unorules.engine.record import GameRecord
    from unorules.engine.rules import Rules

DEFAULT_BOTS = "greedy"  # the strongest quick bot: the uniform one hardly plays the game


def _need_textual(what: str) -> None:
    from unorules.errors import need_extra

    need_extra("play", what)


def read_record(path: Path) -> tuple[GameRecord, Rules]:
    """The record in ``path`` and its rules, checked action by action as it is read."""
    import click

    from unorules.engine.record import MAX_RECORD_JSON, read
    from unorules.errors import ArgumentError, UnorulesError
    from unorules.files import read_text
    from unorules.play.policy import make_bot

    text = read_text(path, MAX_RECORD_JSON, lambda m: click.ClickException(f"{path}: {m}"), "game record")
    try:
        record, rules = read(text, folder=path.parent)
        for seat in record.seats:  # a bot the record names must be one that can be made
            if seat.bot:
                try:
                    make_bot(seat.bot, seat.seed, **dict(seat.options))
                except (ValueError, TypeError) as err:
                    raise ArgumentError(f"the game record's seat {seat.seat}: {err}") from None
        return record, rules
    except UnorulesError as err:
        raise click.ClickException(f"{path} is not a game record unorules can replay:\n  {err}\n"
                                   "  (records are written by 'unorules play --save')") from None


def register(cli: click_types.Group) -> None:
    import click

    from unorules import commandline

    @cli.command(help="Play a variant at a terminal table against bots (needs the [play] extra). "
                      "--load goes on with a saved game of any variant, its bots as they were.")
    @click.argument("variant", required=False)
    @click.option("--players", default=3, show_default=True, type=click.IntRange(min=1))
    @click.option("--seat", default=0, show_default=True, type=click.IntRange(min=0), help="your seat")
    @click.option("--bots", default=DEFAULT_BOTS, show_default=True,
                  help="the bots: P for every bot seat, or P,P,... one per bot seat, among uniform, random, "
                       "greedy, ismcts[:ITERATIONS] (with --load: the record's, unless given)")
    @click.option("--seed", default=0, show_default=True, type=int)
    @click.option("--pause", default=0.7, show_default=True, type=click.FloatRange(min=0),
                  help="seconds a bot waits before acting")
    @click.option("--save", type=click.Path(dir_okay=False, path_type=Path),
                  help="keep the game's record in this file (after every action): it carries the variant's "
                       "files and the bots, so it replays anywhere")
    @click.option("--load", "load_from", type=click.Path(dir_okay=False, path_type=Path),
                  help="go on with the game in this record")
    @click.pass_context
    def play(ctx: click.Context, variant: str | None, players: int, seat: int, bots: str, seed: int,
             pause: float, save: Path | None, load_from: Path | None) -> None:
        from click.core import ParameterSource

        from unorules.api import load
        from unorules.bots import parse
        from unorules.errors import UnorulesError
        from unorules.play.session import Session

        _need_textual("the table (unorules play)")
        commandline.output_file(save, "--save")
        given = {name for name in ("players", "seat", "bots", "seed")
                 if ctx.get_parameter_source(name) is not ParameterSource.DEFAULT}
        try:
            if load_from is not None:
                record, rules = read_record(load_from)
                if variant is not None and variant not in (record.variant, rules.name):
                    raise click.ClickException(f"{load_from} is a game of {rules.name}, not {variant}")
                if given & {"players", "seed"}:
                    raise click.UsageError("--players and --seed are the record's with --load")
                humans = [s.seat for s in record.seats if s.human]
                if "seat" not in given and humans:
                    seat = humans[0]
                if seat >= record.players:
                    raise click.BadParameter(f"the record's table has seats 0 to {record.players - 1}",
                                             param_hint="'--seat'")
                seats = {s.seat: s for s in record.seats}
                from_record = "bots" not in given and len(seats) == record.players and seat in humans
                session = Session.with_bots(rules, record.players, seat, seats if from_record else bots,
                                            record.seed, record.actions,
                                            record.sources if record.sources else None)
            else:
                if variant is None:
                    raise click.UsageError("name a variant (see 'unorules variants') or --load a record")
                rules = load(variant)
                commandline.player_count([rules], players)
                if seat >= players:
                    raise click.BadParameter(f"the table has seats 0 to {players - 1}", param_hint="'--seat'")
                commandline.policies(bots, parse, "--bots")
                session = Session.with_bots(rules, players, seat, bots, seed)
        except (ValueError, UnorulesError) as err:
            if isinstance(err, click.ClickException):
                raise
            raise click.ClickException(str(err)) from None
        from unorules.play.app import TableApp

        TableApp(session, pause=pause, save=save).run()
        if save is not None:
            click.echo(f"game kept in {save} ({len(session.actions)} actions); "
                       f"go on with: unorules play --load {save}")

    @cli.command(help="Replay a game record step by step (a record of any variant), or play one random "
                      "game (--random VARIANT).")
    @click.argument("source")
    @click.option("--random", "random_game", is_flag=True, help="SOURCE is a variant: play and print one random game")
    @click.option("--players", default=4, show_default=True, type=click.IntRange(min=1), help="with --random")
    @click.option("--seed", default=7, show_default=True, help="with --random")
    @click.option("--rounds", default=1, show_default=True, type=click.IntRange(min=0),
                  help="with --random: rounds to play (0: the whole game)")
    @click.option("--text", is_flag=True, help="print the record's steps instead of opening the viewer")
    def watch(source: str, random_game: bool, players: int, seed: int, rounds: int, text: bool) -> None:
        from unorules.api import load
        from unorules.engine import random_games as simulate
        from unorules.errors import UnorulesError
        from unorules.play.text import iter_lines

        if not text and not random_game:
            _need_textual("the viewer (unorules watch; --text prints the steps without it)")
        record: Any
        if random_game:
            rules = load(source)
            commandline.player_count([rules], players)
            try:
                record, _ = simulate.play(rules, players, seed, rounds=rounds or None)
            except (ValueError, UnorulesError) as err:
                raise click.ClickException(str(err)) from None
            text = True
        else:
            record, rules = read_record(Path(source))
        if text:
            for line in iter_lines(rules, record):
                click.echo(line)
            return
        from unorules.play.watch import WatchApp

        WatchApp(rules, record).run()
