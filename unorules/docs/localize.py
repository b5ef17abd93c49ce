"""A rendered rule book's text as its language writes it.

Applied to the docutils tree of a book (in the Sphinx directive, and before the HTML
and PDF of ``unorules docs`` are written), never to the reStructuredText source, whose
link targets, picture data and options must stay as they are:

- digits in the language's own script where it has them (Persian has its own ten);
- in right-to-left text, every run of Latin script wrapped in Unicode isolates
  (LRI ... PDI), so that a full stop, a comma or a number after it stays on the side
  the sentence puts it, not the side the Latin run would pull it to.

>>> from unorules.docs.localize import localize_text
>>> localize_text("بازیکن 2 کارت می‌کشد.", "fa")
'بازیکن ۲ کارت می‌کشد.'
>>> localize_text("ساخت Z3.", "fa") == "ساخت \\u2066Z3\\u2069."
True
>>> localize_text("2 kart", "tr")
'2 kart'
"""

from __future__ import annotations

import re

from docutils import nodes

from unorules.i18n import DIGITS, RTL, native_digits

LRI, PDI = "\u2066", "\u2069"
# A run of Latin words, with the digits and marks that belong inside one (Z3, Hit 2, x+y).
_LATIN_RUN = re.compile("[A-Za-z][A-Za-z0-9'\u2019&+\\-]*(?:[ .][A-Za-z0-9][A-Za-z0-9'\u2019&+\\-]*)*")
# Text inside these is code, a picture or a name the reader must type: left as written.
_KEEP = (nodes.literal, nodes.literal_block, nodes.raw, nodes.image, nodes.comment,
         nodes.substitution_definition, nodes.target)


def localize_text(text: str, lang: str) -> str:
    if lang in RTL:
        text = _LATIN_RUN.sub(lambda m: LRI + m.group(0) + PDI, text)
    return native_digits(text, lang)


def _kept(node: nodes.Node) -> bool:
    parent = node.parent
    while parent is not None:
        if isinstance(parent, _KEEP):
            return True
        parent = parent.parent
    return False


def localize(tree: nodes.Node, lang: str) -> None:
    """Rewrite the text nodes of ``tree`` in place for ``lang``."""
    if lang not in RTL and lang not in DIGITS:
        return
    for image in tree.findall(nodes.image):  # its name, read aloud or shown in its place
        if "alt" in image:
            image["alt"] = localize_text(image["alt"], lang)
    for text in list(tree.findall(nodes.Text)):
        if _kept(text) or text.parent is None:
            continue
        old = text.astext()
        new = localize_text(old, lang)
        if new != old:
            text.parent.replace(text, nodes.Text(new))
