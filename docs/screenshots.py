"""Remake the rule-book screenshots in ``docs/images/``: each book as one HTML page
(``unorules docs NAME --lang L --format html``, the page a reader opens) in headless
Chromium, and the first pages of its A4 PDF turned into pictures by poppler's
``pdftoppm``.

    python docs/screenshots.py                 # every book of BOOKS
    python docs/screenshots.py minion:fa       # only these

Needs Debian's ``chromium`` and ``poppler-utils`` and the ``unorules[pdf]`` extra.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
IMAGES = HERE / "images"
# Standard, and each language's own rule sheet, in that language, with the pictures' names.
BOOKS = {("standard", "en"): "rulebook-standard",
         ("minion", "fa"): "rulebook-minion-fa", ("turkish", "tr"): "rulebook-turkish-tr",
         ("russian", "ru"): "rulebook-russian-ru"}
CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars"]


def screen(name: str, lang: str, out: Path, work: Path) -> None:
    page = work / f"{name}-{lang}.html"
    unorules = str(Path(sys.executable).parent / "unorules")
    subprocess.run([unorules, "docs", name, "--lang", lang, "--format", "html", "--no-verify", "-o", str(page)],
                   check=True, timeout=600)
    subprocess.run([*CHROMIUM, f"--user-data-dir={work / 'profile'}", "--window-size=1200,1800",
                    f"--screenshot={out}", page.as_uri()], check=True, capture_output=True, timeout=300)


def paper(name: str, lang: str, out: Path, work: Path) -> None:
    """The first two pages of the A4 book, side by side in the order the book's language
    reads them: a Persian book's first page is on the right."""
    from PIL import Image

    from unorules.i18n import RTL

    book = work / f"{name}-{lang}.pdf"
    unorules = str(Path(sys.executable).parent / "unorules")
    # The pictures show the first pages, never the English book's verification appendix.
    subprocess.run([unorules, "docs", name, "--lang", lang, "--format", "pdf", "--no-verify",
                    "-o", str(book)], check=True, timeout=1800)
    subprocess.run(["pdftoppm", "-r", "60", "-png", "-f", "1", "-l", "2", str(book), str(work / "p")],
                   check=True, timeout=300)
    pages = [Image.open(p) for p in sorted(work.glob("p-*.png"))]
    if lang in RTL:
        pages.reverse()
    sheet = Image.new("RGB", (sum(p.width for p in pages) + 10 * (len(pages) - 1), max(p.height for p in pages)),
                      "#888888")
    x = 0
    for p in pages:
        sheet.paste(p, (x, 0))
        x += p.width + 10
    sheet.save(out)
    for p in work.glob("p-*.png"):
        p.unlink()


def main(argv: list[str]) -> int:
    wanted = [(name, lang) for name, lang in (a.split(":", 1) for a in argv)] or list(BOOKS)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for name, lang in wanted:
            stem = BOOKS.get((name, lang), f"rulebook-{name}-{lang}")
            screen(name, lang, IMAGES / f"{stem}.png", work)
            paper(name, lang, IMAGES / f"{stem}-pdf.png", work)
            print(f"{name} in {lang}: screen and paper")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
