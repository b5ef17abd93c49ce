"""Card pictures and the seating diagram, drawn as SVG from the compiled rules.

Nothing here is drawn by hand for one card: a card's face is its number, or a mark
computed from what the card does (``+2`` for a card that makes the next player draw
2, arrows for one that reverses play, a barred circle for one that only skips), else
the initials of its name in the book's language (a Persian or Russian player read the
English "DF" on Minion's Dumb Fu as a foreign word: ru4-7, fa4-11); a card without a colour is filled with every colour of the variant's list, as many as
it has. A colour name the table below does not know gets a colour computed from its
name, so any colour list is drawn.

>>> import unorules
>>> rules = unorules.load("standard")
>>> face(rules, rules.kind_of["draw_two"])
'+2'
>>> svg = card_svg(rules, rules.kind_of["wild"], None)
>>> svg.count("<path") == len(rules.colours)
True
>>> initials("«Дикая: удар по всем»"), initials("دامفو کار")
('ДУП', 'د.ک')
"""

from __future__ import annotations

import base64
import hashlib
import math
import unicodedata
from html import escape

from unorules.cards import CardKind
from unorules.ir import effects as fx
from unorules.ir.rules import RuleSet as Rules

# The colours of the classic deck; any other name is coloured by hash (see colour_hex).
KNOWN = {
    "red": "#d72600", "yellow": "#ecd407", "green": "#379711", "blue": "#0956bf",
    "orange": "#f08a00", "purple": "#7b2fa8", "pink": "#e0529c", "teal": "#008b8b",
    "black": "#222222", "white": "#f4f4f4",
}


def colour_hex(name: str) -> str:
    """The colour a colour name is drawn in."""
    if name in KNOWN:
        return KNOWN[name]
    hue = int(hashlib.sha256(name.encode()).hexdigest()[:4], 16) % 360
    return _hsl(hue, 0.65, 0.45)


def _hsl(h: int, s: float, lum: float) -> str:
    c = (1 - abs(2 * lum - 1)) * s
    x = c * (1 - abs((h / 60) % 2 - 1))
    m = lum - c / 2
    r, g, b = [(c, x, 0), (x, c, 0), (0, c, x), (0, x, c), (x, 0, c), (c, 0, x)][h // 60 % 6]
    return "#" + "".join(f"{round((v + m) * 255):02x}" for v in (r, g, b))


def initials(name: str) -> str:
    """A card's name as a mark: the first letter of each of its first three words. In a
    right-to-left script the letters are joined by dots, as Persian abbreviates (``ق.م``),
    so that no two of them join into a word nobody wrote."""
    letters = [next(c for c in word if c.isalnum()) for word in name.split() if any(c.isalnum() for c in word)][:3]
    if any(right_to_left(c) for c in letters):
        return ".".join(letters)
    return "".join(c if c.isupper() or not c.isalpha() else c.upper() for c in letters)


def right_to_left(text: str) -> bool:
    return any(unicodedata.bidirectional(c) in ("R", "AL") for c in text)


def face(rules: Rules, kind: CardKind, name: str | None = None) -> str:
    """The mark on a card's face, from what it does, else from ``name`` (the card's name in
    the book's language; its name in the variant file by default)."""
    if kind.number is not None:
        return str(kind.number)
    agreed = rules.decided(kind.name, "on")
    if agreed is not None and agreed.agreed:
        # What it does is the table's agreement, not the file's suggestion: a "+2" drawn on
        # it read as a fixed Wild +2 (ru, third reading).
        return "?"
    effects = fx.flat(rules.on_of.get(kind.name, ()))
    challenge = rules.challenge_of.get(kind.name)
    if challenge is not None:  # what the card does when nobody challenges it
        effects = effects + fx.flat(challenge.accepted)
    counts = [int(n) for e in effects if e.is_draw and isinstance(n := getattr(e, "n", None), int)]
    if counts:
        return f"+{max(counts)}"
    names = {type(e).__name__ for e in effects}
    if "Reverse" in names:
        return "\u21c4"
    if "SwapHands" in names or "RotateHands" in names or "ShuffleHands" in names:
        return "\u21c6"
    if "TurnOver" in names:
        return "\u21c5"
    if names == {"LoseTurn"}:
        return "\u2298"
    if any(e.sets_colour for e in effects) and len(names) == 1:
        return ""
    return initials(name if name is not None else kind.name.replace("_", " "))


def card_svg(rules: Rules, kind: CardKind, colour: str | None, width: int = 56, label: str | None = None,
             name: str | None = None) -> str:
    """One card as an SVG document: ``colour`` None draws a card without a colour;
    ``label`` is its name for screen readers (the kind's name by default), ``name`` the
    card kind's name its mark may be made from (see :func:`face`)."""
    h = round(width * 1.5)
    mark = face(rules, kind, name)
    ink = colour_hex(colour) if colour else "#1a1a1a"
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" viewBox="0 0 60 90" '
        f'role="img" aria-label="{escape(label or kind.name.replace("_", " "))}">',
        f'<rect x="1" y="1" width="58" height="88" rx="7" fill="{ink}" stroke="#555" stroke-width="1"/>',
        '<rect x="5" y="5" width="50" height="80" rx="5" fill="none" stroke="#fff" stroke-width="1.5"/>',
    ]
    if colour is None:  # a wild shows the colours of its side (of a one-sided deck: all of them)
        side = next((i for i, (name, _c) in enumerate(rules.sides) if name == kind.side), 0)
        parts.append(_wedges(rules.colours_of(side)))
    else:
        parts.append('<ellipse cx="30" cy="45" rx="21" ry="31" fill="#fff" transform="rotate(25 30 45)"/>')
    size = 26 if len(mark) <= 1 else 20 if len(mark) == 2 else 15
    fill = "#fff" if colour is None else ink
    stroke = ' stroke="#1a1a1a" stroke-width="1.2"' if colour is None else ""
    if mark:
        # A right-to-left mark is written in the order it is seen, and no renderer may reorder
        # it: a PDF's SVG text is laid out left to right whatever its script.
        rtl = right_to_left(mark)
        shown, order = (mark[::-1], ' direction="ltr" unicode-bidi="bidi-override"') if rtl else (mark, "")
        parts.append(f'<text x="30" y="{45 + size * 0.36:.1f}" font-family="DejaVu Sans, Arial, sans-serif" '
                     f'font-size="{size}" font-weight="bold" text-anchor="middle" fill="{fill}"{stroke}{order}>'
                     f"{escape(shown)}</text>")
        small = escape(mark[0] if rtl else mark[:2])
        parts.append(f'<text x="9" y="16" font-family="DejaVu Sans, Arial, sans-serif" font-size="9" '
                     f'font-weight="bold" fill="#fff">{small}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _wedges(colours: tuple[str, ...]) -> str:
    """An oval cut into one wedge per colour, as on a wild card."""
    n = max(len(colours), 1)
    out = ['<g transform="rotate(25 30 45)">']
    for i, name in enumerate(colours or ("black",)):
        a0 = 2 * math.pi * i / n - math.pi / 2
        a1 = 2 * math.pi * (i + 1) / n - math.pi / 2
        x0, y0 = 30 + 21 * math.cos(a0), 45 + 31 * math.sin(a0)
        x1, y1 = 30 + 21 * math.cos(a1), 45 + 31 * math.sin(a1)
        large = 1 if a1 - a0 > math.pi else 0
        out.append(f'<path d="M30,45 L{x0:.2f},{y0:.2f} A21,31 0 {large},1 {x1:.2f},{y1:.2f} Z" '
                   f'fill="{colour_hex(name)}"/>')
    out.append("</g>")
    return "".join(out)


def seating_svg(players: int, labels: dict[str, str], reverse: bool = False, legend_words: bool = True) -> str:
    """A table seen from above: the dealer, who plays first, and the direction of play
    (to the left, clockwise, unless ``reverse``). ``labels`` gives the words
    ``dealer``, ``first`` and ``direction`` in the rule book's language, and optionally
    the marks on the dealer's and the first player's seats (``dealer_mark``, ``first_mark``)."""
    size, r, cx, cy = 260, 85, 130, 125
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
           f'viewBox="0 0 {size} {size}" role="img" aria-label="{escape(labels["direction"])}">',
           f'<circle cx="{cx}" cy="{cy}" r="{r - 25}" fill="#e8f0e0" stroke="#8a9a80"/>',
           '<defs><marker id="arrow" markerWidth="8" markerHeight="8" refX="4" refY="4" orient="auto">'
           '<path d="M0,0 L8,4 L0,8 Z" fill="#c0392b"/></marker></defs>']
    step = -1 if reverse else 1
    # Seat 0 (the dealer) at the bottom; seats go clockwise on screen, which is to the
    # dealer's left for players facing the table's centre.
    for seat in range(players):
        a = math.pi / 2 + 2 * math.pi * seat / players
        x, y = cx + r * math.cos(a), cy + r * math.sin(a)
        first = seat == (step % players)
        fill = "#f5c518" if seat == 0 else "#79b8ff" if first else "#ddd"
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="17" fill="{fill}" stroke="#333"/>')
        mark = labels.get("dealer_mark", "D") if seat == 0 else labels.get("first_mark", "1") if first else ""
        if mark:
            out.append(f'<text x="{x:.1f}" y="{y + 5:.1f}" font-family="DejaVu Sans, Arial, sans-serif" '
                       f'font-size="14" font-weight="bold" text-anchor="middle">{mark}</text>')
    # An arc inside the table, in the direction of play.
    a0, a1 = math.pi / 2 + 0.5, math.pi / 2 + 2 * math.pi / players * 1.6
    if reverse:
        a0, a1 = -a0 + math.pi, -a1 + math.pi
    ra = r - 40
    x0, y0 = cx + ra * math.cos(a0), cy + ra * math.sin(a0)
    x1, y1 = cx + ra * math.cos(a1), cy + ra * math.sin(a1)
    sweep = 0 if reverse else 1
    out.append(f'<path d="M{x0:.1f},{y0:.1f} A{ra},{ra} 0 0,{sweep} {x1:.1f},{y1:.1f}" fill="none" '
               'stroke="#c0392b" stroke-width="3" marker-end="url(#arrow)"/>')
    legend = [("#f5c518", labels.get("dealer_mark", "D"), labels["dealer"]),
              ("#79b8ff", labels.get("first_mark", "1"), labels["first"])]
    # Words in another script than Latin are said in the caption instead: SVG text is
    # not shaped right to left by every renderer (a PDF's is not).
    for i, (fill, mark, text) in enumerate(legend if legend_words else ()):
        y = 232 + i * 0
        x = 20 + i * 125
        out.append(f'<circle cx="{x}" cy="{y}" r="9" fill="{fill}" stroke="#333"/>'
                   f'<text x="{x}" y="{y + 4}" font-family="DejaVu Sans, Arial, sans-serif" font-size="10" '
                   f'font-weight="bold" text-anchor="middle">{mark}</text>'
                   f'<text x="{x + 14}" y="{y + 4}" font-family="DejaVu Sans, Arial, sans-serif" '
                   f'font-size="11">{escape(text)}</text>')
    out.append("</svg>")
    return "".join(out)


def data_uri(svg: str) -> str:
    """An SVG as a ``data:`` URI, so a page carries its pictures inside it."""
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")
