"""Capture the table mid-game as an SVG (Textual) and a PNG (if cairosvg is installed).

    python examples/screenshot_table.py docs/images/play-table

Plays a seeded 3-player game of standard headlessly, as a person would (the first
playable card, else draw or pass), for a few turns, then saves the screen.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import unorules
from unorules.play.app import TableApp
from unorules.play.policy import make_bot
from unorules.play.session import Session


async def capture(stem: Path, variant: str = "standard", seed: int = 11, turns: int = 6) -> Path:
    rules = unorules.load(variant)
    session = Session(rules, 3, 0, lambda k: make_bot("uniform", seed * 10 + k), seed)
    app = TableApp(session, pause=0)
    async with app.run_test(size=(120, 36)) as pilot:
        for _ in range(turns):
            await pilot.pause()
            if session.waiting_for() != "human":
                break
            kinds = {a.kind for a in session.human_actions()}
            key = "u" if "uno" in kinds else "" if "play" in kinds else "s" if "pass" in kinds else "d"
            await pilot.press(*key, "enter")  # a shortcut letter, or Enter alone: the first action
        await pilot.press(*"play wi")  # a half-typed command, with its completion
        await pilot.pause()
        svg = stem.with_suffix(".svg")
        app.save_screenshot(filename=svg.name, path=str(svg.parent))
    return svg


def main() -> None:
    stem = Path(sys.argv[1] if len(sys.argv) > 1 else "play-table")
    stem.parent.mkdir(parents=True, exist_ok=True)
    svg = asyncio.run(capture(stem))
    print(f"wrote {svg}")
    try:
        import cairosvg
    except ImportError:
        print("cairosvg is not installed: no PNG")
        return
    png = stem.with_suffix(".png")
    # Textual's SVG asks for Fira Code from the web; cairo cannot fetch it and falls back
    # to a proportional font, which breaks the cell grid. A local monospace font keeps it.
    text = svg.read_text(encoding="utf-8").replace("Fira Code", "DejaVu Sans Mono")
    cairosvg.svg2png(bytestring=text.encode("utf-8"), write_to=str(png), output_width=1600)
    print(f"wrote {png}")


if __name__ == "__main__":
    main()
