"""The library's errors: one hierarchy, every class a ``ValueError`` too.

``VariantError`` is raised for any bad variant text (syntax or meaning) and always
carries where the problem is; ``IllegalAction`` is raised by ``Rules.apply`` and
leaves the state it was given untouched (states are immutable); ``StateError`` is a
state these rules cannot read (another variant's, or an inconsistent one);
``CardError`` a card notation that names no card of the variant; ``ArgumentError``
an argument out of range or action text that reads as no action; ``ScenarioError`` a
malformed scenario file or a step that did not hold.

Every one is an ``UnorulesError``, and a ``ValueError``: code that catches bad input
as ``ValueError`` keeps working, and ``except UnorulesError`` catches exactly the
library's own errors.
"""

from __future__ import annotations


class UnorulesError(ValueError):
    """Base class of every error unorules raises on purpose."""


class VariantError(UnorulesError):
    """A variant file that does not parse or does not make sense.

    ``file``, ``line`` and ``column`` locate the problem (1-based; ``line`` is 0 when
    the problem concerns the whole file, such as a failed count expectation with no
    clause to point at); ``text`` is the offending source line; ``expected`` says in
    words what would have been accepted; ``hint`` suggests a fix when one is known;
    ``clause`` names the clause a semantic error concerns.
    """

    def __init__(
        self,
        message: str,
        *,
        file: str = "<string>",
        line: int = 0,
        column: int = 0,
        text: str = "",
        expected: str = "",
        hint: str = "",
        clause: str = "",
    ) -> None:
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.text = text
        self.expected = expected
        self.hint = hint
        self.clause = clause
        super().__init__(self.render())

    def render(self) -> str:
        where = f"{self.file}:{self.line}:{self.column}" if self.line else self.file
        parts = [f"{where}: {self.message}"]
        if self.clause:
            parts.append(f"  in clause: {self.clause}")
        if self.text:
            parts.append(f"  | {self.text}")
            if self.column:
                parts.append("  | " + " " * (self.column - 1) + "^")
        if self.expected:
            parts.append(f"  expected: {self.expected}")
        if self.hint:
            parts.append(f"  hint: {self.hint}")
        return "\n".join(parts)


class IllegalAction(UnorulesError):
    """An action the rules do not allow in this state; ``reason`` says why."""

    def __init__(self, reason: str, action: object = None) -> None:
        self.reason = reason
        self.action = action
        # The message is made when it is read: most refusals are caught and never shown
        # (a bot's probe, the verifier's search, a test's sweep of every action), and
        # printing the action was a fifth of the engine's cost of refusing one.
        super().__init__(reason, action)

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}" if self.action is not None else self.reason


class ScenarioError(UnorulesError):
    """A scenario file that is malformed, or a scenario step that did not hold."""


class StateError(UnorulesError):
    """A state these rules cannot read: another variant's, or one whose fields disagree.
    The message names the field and says what was expected; ``hint``, when one is known,
    says how to make the state consistent."""

    def __init__(self, message: str, *, hint: str = "") -> None:
        self.message = message
        self.hint = hint
        super().__init__(f"{message}\n  hint: {hint}" if hint else message)


class CardError(UnorulesError):
    """Card notation that names no card of the variant."""


class ArgumentError(UnorulesError):
    """An argument a function cannot take: a player count out of range, no such seat,
    action text that reads as no action."""


def whole_number(value: object, what: str, low: int, high: int | None = None, hint: str = "") -> int:
    """``value`` as an int when it is a whole number (an int or a numpy integer, not a
    bool, a float or text) from ``low`` to ``high``; otherwise an :class:`ArgumentError`
    that names ``what``, the range and, when given, ``hint``. An entry point calls this
    before it allocates or loops by the number, so a hostile one costs nothing."""
    import operator

    try:
        number = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        number = None
    if number is None or isinstance(value, bool):
        kind = "a whole number" + (f" from {low:,} to {high:,}" if high is not None else f", at least {low:,}")
        raise ArgumentError(f"{what} must be {kind}, not {_shown(value)}" + (f" ({hint})" if hint else ""))
    if number < low or (high is not None and number > high):
        bound = f" from {low:,} to {high:,}" if high is not None else f", at least {low:,}"
        raise ArgumentError(f"{what} must be a whole number{bound}, not {_shown(number)}"
                            + (f" ({hint})" if hint else ""))
    return number


def _shown(value: object) -> str:
    # Short even for a number of 5,000 digits or a value whose repr fails.
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**15:
        return f"a{' negative' if value < 0 else ''} number of about {int(value.bit_length() * 0.30103) + 1:,} digits"
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr fails is still refused
        text = f"<a {type(value).__name__}>"
    return text if len(text) <= 60 else text[:57] + "..."


class MissingExtra(UnorulesError, ImportError):
    """An optional part that a feature needs is not installed. ``extra`` names the
    install that brings it (``pip install 'unorules[EXTRA]'``), ``missing`` the module
    that could not be imported. An ``ImportError`` too, so that code which falls back
    when a module is absent keeps doing so."""

    def __init__(self, what: str, extra: str, missing: str) -> None:
        self.what, self.extra, self.missing = what, extra, missing
        packages = ", ".join(EXTRAS.get(extra, ()))
        super().__init__(f"{what} needs the [{extra}] extra ({packages}; {missing!r} is not installed): "
                         f"pip install 'unorules[{extra}]'")


# The optional installs (pyproject.toml's optional-dependencies, which a test compares
# with this table) and the top-level modules each brings.
EXTRAS: dict[str, tuple[str, ...]] = {
    "verify": ("z3",),
    "docs": ("sphinx", "docutils", "babel"),
    "pdf": ("weasyprint", "babel"),
    "sim": ("matplotlib", "distributed"),
    "kernel": ("numba", "numpy"),
    "play": ("textual",),
    "rl": ("pettingzoo", "gymnasium", "numpy"),
    "web": ("starlette", "uvicorn"),
}


def need_extra(extra: str, what: str, modules: tuple[str, ...] | None = None) -> None:
    """Raise :class:`MissingExtra` unless ``modules`` (by default every module of
    ``extra``) can be imported. Imports them: the caller is about to use them."""
    import importlib

    for module in EXTRAS[extra] if modules is None else modules:
        try:
            importlib.import_module(module)
        except ImportError:
            raise MissingExtra(what, extra, module) from None


# The command line's exit statuses: one per kind of failure, the same for every command
# (``unorules --help`` and the quick start list them).
EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_MISSING = 3
EXIT_INTERNAL = 70
EXIT_INTERRUPTED = 130
EXIT_STATUSES = (
    (EXIT_OK, "success: everything checked holds"),
    (EXIT_FAILED, "bad input (a file, a name or a record unorules cannot use), or something checked "
                  "does not hold (a failed scenario or property, a variant that does not compile)"),
    (EXIT_USAGE, "usage: the command line itself is wrong (an unknown command or option, a missing "
                 "argument, a value out of range: a player count the variant cannot seat, an unknown bot)"),
    (EXIT_MISSING, "an optional part the command needs is not installed (the message names the extra)"),
    (EXIT_INTERNAL, "internal error: a bug in unorules (the message says what failed; please report it)"),
    (EXIT_INTERRUPTED, "interrupted (Ctrl-C)"),
)
