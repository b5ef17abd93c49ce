"""Sphinx extension: render a variant's rule book from its compiled rules.

In ``conf.py``::

    extensions = ["unorules.docs.sphinxext"]

and in a page::

    .. unorules:variant:: minion

    .. unorules:variant:: tutorial/my_house_rule.uno
       :no-verify:

    .. unorules:variant:: minion
       :lang: fa

The argument is a bundled variant's name, or a path to a ``.uno`` file relative to
the documentation's source directory. The page depends on the variant file and on
every file it extends, so Sphinx rebuilds it when one of them changes. A variant
that does not compile stops the build with the compiler's message, which names the
file and line.

Configuration: ``unorules_verify`` (default ``True``) adds the verification table
(an appendix for the variant's editors, after the players' pages) when ``unorules.verify``
and z3 are installed; ``:no-verify:`` leaves it out of one page. Proof results are cached by the variant files' content in
``unorules_proof_cache`` (default ``~/.cache/unorules/proofs``), so a rebuild does not
prove an unchanged variant again. ``:lang:`` writes the rule book in another language of the catalogs (``fa``,
``tr``, ``ru``); a page in a right-to-left language is marked ``dir="rtl"``.
"""

from __future__ import annotations

from collections.abc import Set
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.domains import Domain
from sphinx.environment import BuildEnvironment
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from unorules import api
from unorules.docs.localize import localize
from unorules.docs.rulebook import dependencies, rulebook
from unorules.errors import VariantError
from unorules.i18n import LANGUAGES, RTL
from unorules.ir.rules import RuleSet as Rules
from unorules.version import VERSION

logger = logging.getLogger(__name__)


def is_path(argument: str) -> bool:
    return argument.endswith(".uno") or "/" in argument or "\\" in argument


class VariantDirective(SphinxDirective):
    """``.. unorules:variant:: NAME-OR-PATH``: the rule book of one variant."""

    required_arguments = 1
    optional_arguments = 0
    final_argument_whitespace = False
    has_content = False
    option_spec: ClassVar[dict[str, Any]] = {
        "no-verify": directives.flag,
        "lang": lambda arg: directives.choice(arg, LANGUAGES),
    }

    def load(self) -> Rules:
        argument = self.arguments[0]
        target: str | Path = argument
        if is_path(argument):
            target = Path(self.env.srcdir) / argument.lstrip("/")
            # Even a missing file is a dependency: creating it fixes the page.
            self.env.note_dependency(str(target))
        return api.load(target)

    def run(self) -> list[nodes.Node]:
        try:
            rules = self.load()
        except VariantError as err:
            # Reported at the variant's own file and line, where the fix goes; -W (or
            # --fail-on-warning) turns it into a failed build.
            source, line = self.get_source_info()
            where = f"{err.file}:{err.line}" if err.line else err.file
            text = err.render().split(": ", 1)[-1] if err.line else err.message
            message = f"variant {self.arguments[0]!r} (used at {source}:{line}) does not compile: {text}"
            logger.error(message, location=where, type="unorules", subtype="variant")
            broken(self.env)[self.env.docname] = f"{where}: {message}"
            return [nodes.error("", nodes.literal_block(str(err), str(err)))]
        for file in dependencies(rules):
            self.env.note_dependency(file)
        lang = self.options.get("lang", "en")
        verify = bool(self.config.unorules_verify) and "no-verify" not in self.options
        if lang in RTL:
            rtl(self.env)[self.env.docname] = lang
        books: list[str] = self.env.temp_data.setdefault("unorules_books", [])  # type: ignore[assignment]
        report = prove(rules, self.config.unorules_proof_cache) if verify else None
        text = rulebook(rules, verify=verify, lang=lang, anchor=f"rb-{self.env.docname}-{len(books)}",
                        report=report)
        books.append(rules.name)
        # The book's text is escaped where it is written (rulebook.esc); while it is
        # parsed, no directive may read a file or pass raw markup through, whatever the
        # project's own settings allow elsewhere.
        settings = self.state.document.settings
        saved = settings.file_insertion_enabled, settings.raw_enabled
        settings.file_insertion_enabled, settings.raw_enabled = False, False
        try:
            parsed = self.parse_text_to_nodes(text, allow_section_headings=True)
        finally:
            settings.file_insertion_enabled, settings.raw_enabled = saved
        for node in parsed:
            localize(node, lang)
        if lang != "en":
            languages(self.env)[self.env.docname] = lang
        return parsed


def prove(rules: Rules, cache: str) -> Any:
    """The proof rows of ``rules``, from the cache when the variant is unchanged; None
    when the verifier is not installed (the page then says so)."""
    from unorules.docs import proofs

    if proofs.available() is not None:
        return None
    folder = Path(cache) if cache else proofs.default_cache_dir()
    return proofs.prove(rules, progress=lambda text: logger.info(text), cache_dir=folder)


def broken(env: BuildEnvironment) -> dict[str, str]:
    """Documents whose variant did not compile, kept in the environment so that the
    build keeps failing until the variant is fixed, even when the page is not re-read."""
    if not hasattr(env, "unorules_broken"):
        env.unorules_broken = {}  # type: ignore[attr-defined]
    return env.unorules_broken  # type: ignore[attr-defined, no-any-return]


def rtl(env: BuildEnvironment) -> dict[str, str]:
    """Documents written in a right-to-left language, by their language."""
    if not hasattr(env, "unorules_rtl"):
        env.unorules_rtl = {}  # type: ignore[attr-defined]
    return env.unorules_rtl  # type: ignore[attr-defined, no-any-return]


def languages(env: BuildEnvironment) -> dict[str, str]:
    """Documents whose rule book is written in a language other than English, by their language."""
    if not hasattr(env, "unorules_languages"):
        env.unorules_languages = {}  # type: ignore[attr-defined]
    return env.unorules_languages  # type: ignore[attr-defined, no-any-return]


def _page_direction(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                    doctree: Any) -> None:
    lang = languages(app.env).get(pagename)
    if lang is None:
        return
    # The page says its language (screen readers, hyphenation, fonts), and a
    # right-to-left one its direction.
    context["language"] = lang
    if "body" in context:
        direction = ' dir="rtl"' if lang in RTL else ""
        context["body"] = (f'<div{direction} lang="{lang}" class="unorules-book unorules-{lang}">'
                           f'{context["body"]}</div>')


def _purge(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    broken(env).pop(docname, None)
    rtl(env).pop(docname, None)
    languages(env).pop(docname, None)


def _merge(app: Sphinx, env: BuildEnvironment, docnames: Set[str], other: BuildEnvironment) -> None:
    for docname, message in broken(other).items():
        if docname in docnames:
            broken(env)[docname] = message
    for docname, lang in rtl(other).items():
        if docname in docnames:
            rtl(env)[docname] = lang
    for docname, lang in languages(other).items():
        if docname in docnames:
            languages(env)[docname] = lang


def _finished(app: Sphinx, exception: Exception | None) -> None:
    failures = broken(app.env)
    if exception is None and failures:
        for docname in sorted(failures):
            logger.error("rule book of %s not built: %s", docname, failures[docname].splitlines()[0],
                         type="unorules", subtype="variant")
        app.statuscode = 1


class UnorulesDomain(Domain):
    """The ``unorules`` domain: holds the ``variant`` directive; it keeps no data."""

    name = "unorules"
    label = "unorules"
    directives: ClassVar[dict[str, Any]] = {"variant": VariantDirective}
    initial_data: ClassVar[dict[str, Any]] = {}

    def merge_domaindata(self, docnames: Set[str], otherdata: dict[str, Any]) -> None:
        return None  # nothing is stored, so parallel reads have nothing to merge


def _docutils_language(app: Sphinx, config: Any) -> None:
    # A site built in Turkish would import a top-level 'tr' for docutils' Turkish (see
    # unorules.docs.html.docutils_language).
    from unorules.docs.html import docutils_language

    docutils_language(config.language or "en")


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_domain(UnorulesDomain)
    app.add_config_value("unorules_verify", True, "env", types=frozenset({bool}))
    app.add_config_value("unorules_proof_cache", "", "env", types=frozenset({str}))
    app.connect("env-purge-doc", _purge)
    app.connect("env-merge-info", _merge)
    app.connect("build-finished", _finished)
    app.connect("html-page-context", _page_direction)
    app.connect("config-inited", _docutils_language)
    return {
        "version": VERSION,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }
