"""``claim ...``: the designer's intent, which ``unorules verify`` proves or refutes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import N_, _, capitalize
from unorules.ir.effects.base import Effect, flat
from unorules.ir.mechanic import Clause, Compiling, Part, alt
from unorules.ir.readers import Changes, Phrasing
from unorules.ir.records import Claim

CLAIM_WORDS = {
    "acts_as": "acts as {like}",
    "skips": "skips the next player",
    "passes_on": "passes the turn to the next player",
    "draws": "makes the next player draw {n}",
    "reverses": "reverses the direction",
    "next_names": "lets the next player name the colour",
    "hands_left": "passes every hand left",
    "hands_right": "passes every hand right",
    "hands_on": "passes every hand on",
}


# What each kind of claim states, in players' words (the rule book's, ClaimClause.sentence).
SAID = {
    "acts_as": N_("{card} acts as {like}"),
    "skips": N_("{card} skips the next player"),
    "passes_on": N_("after {card} the turn passes to the next player"),
    "draws": N_("{card} makes the next player draw {n}"),
    "reverses": N_("{card} reverses the direction of play"),
    "next_names": N_("after {card} the next player names the colour"),
    "hands_left": N_("after {card} every hand has passed one seat to the left"),
    "hands_right": N_("after {card} every hand has passed one seat to the right"),
    "hands_on": N_("after {card} every hand has passed one seat on, in the direction of play"),
    "round_ends": N_("a round can always end"),
    "penalty": N_("the penalty for {event} is {n} cards"),
    "start_dealer": N_("when a {card} starts the round, the dealer plays first"),
    "lowest_wins": N_("the player with the lowest total wins the game"),
    "highest_wins": N_("the player with the highest total wins the game"),
    "teams": N_("the players play in teams of {n}"),
}


# Claims about the whole game, not about a card (nor a player count).
GAME_CLAIMS = {
    "round_ends": "claim a round always ends",
    "lowest_wins": "claim the lowest total wins",
    "highest_wins": "claim the highest total wins",
}


def claim_key(what: str, players: int | None, at_least: bool, card: str, like: str, n: int) -> str:
    """The claim as one canonical line (the key ``without claim ...`` names)."""
    if what in GAME_CLAIMS:
        return GAME_CLAIMS[what]
    if what == "teams":
        return f"claim teams of {n}"
    if what == "penalty":
        return f"claim penalty {card} costs {n} card{'' if n == 1 else 's'}"
    if what == "start_dealer":
        return f"claim when {card} starts the round the dealer plays first"
    count = "" if players is None else f"with {players} {'or more ' if at_least else ''}players "
    return f"claim {count}{card} " + CLAIM_WORDS[what].format(like=like, n=n)


@frozen(kw_only=True)
class ClaimClause(Clause):
    """``claim ...``: the designer's intent, which ``unorules verify`` proves or refutes.

    ``what``: ``acts_as`` (``like`` the other card), ``skips``, ``passes_on``, ``draws``
    (``n`` cards), ``reverses``, ``hands_left`` / ``hands_right`` / ``hands_on`` (every
    hand goes to the next seat to the left, to the right, or in the direction of play)
    (a card's effect on the turn, with ``players`` players,
    or that many or more when ``at_least``, or every count when None); ``round_ends``;
    ``penalty`` (the event ``card`` costs ``n`` cards); ``start_dealer`` (the card
    ``card`` turned over at the start lets the dealer play first); ``lowest_wins`` /
    ``highest_wins`` (the game's winner on the scores); ``teams`` (the scoring seats
    teams of ``n`` players at every allowed count)."""

    kind: ClassVar[str] = "claim"
    phrase: ClassVar[str] = '"claim" claim'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "claim": (
            alt("claim_players? kind card_claim", "card"),
            alt('"a" "round" "always" "ends"', what="round_ends"),
            alt('"penalty" PENALTY_EVENT "costs" INT ("card" | "cards")', "card", "n", what="penalty"),
            alt('"when" kind "starts" "the" "round" "the" "dealer" "plays" "first"', "card", what="start_dealer"),
            alt('"the" "lowest" "total" "wins"', what="lowest_wins"),
            alt('"the" "highest" "total" "wins"', what="highest_wins"),
            alt('"teams" "of" INT', "n", what="teams"),
        ),
        "claim_players": (
            alt('"with" INT "players"', "players"),
            alt('"with" INT "or" "more" "players"', "players", at_least=True),
        ),
        "card_claim": (
            alt('"acts" "as" kind', "like", what="acts_as"),
            alt('"skips" "the" "next" "player"', what="skips"),
            alt('"passes" "the" "turn" "to" "the" "next" "player"', what="passes_on"),
            alt('"makes" "the" "next" "player" "draw" INT', "n", what="draws"),
            alt('"reverses" "the" "direction"', what="reverses"),
            alt('"lets" "the" "next" "player" "name" "the" _colour_word', what="next_names"),
            alt('"passes" "every" "hand" "left"', what="hands_left"),
            alt('"passes" "every" "hand" "right"', what="hands_right"),
            alt('"passes" "every" "hand" "on"', what="hands_on"),
        ),
    }
    key_phrase: ClassVar[str] = '"claim" claim'
    example: ClassVar[str] = "claim with 2 players reverse acts as skip"
    what: str = "acts_as"
    players: int | None = None
    at_least: bool = False
    card: str = ""
    like: str = ""
    n: int = 0

    @classmethod
    def key_of(cls, values: Sequence[Any], given: Mapping[str, Any]) -> str:
        c = {"what": "acts_as", "players": None, "at_least": False, "card": "", "like": "", "n": 0, **given}
        return claim_key(c["what"], c["players"], c["at_least"], c["card"], c["like"], c["n"])

    @property
    def key(self) -> str:
        return claim_key(self.what, self.players, self.at_least, self.card, self.like, self.n)

    stage: ClassVar[int] = 16

    @classmethod
    def compile(cls, clauses: list[ClaimClause], c: Compiling) -> dict[str, Any]:
        from unorules.ir.mechanics.penalty import PenaltyClause

        lo, hi = c.fields["min_players"], c.fields["max_players"]
        on: dict[str, tuple[Effect, ...]] = dict(c.fields["on"])
        names = {k.name for k in c.kinds} | set(dict(c.fields["aliases"]))
        out = []
        for cl in clauses:
            own = cl.file == c.file
            of_game = cl.what in GAME_CLAIMS or cl.what in ("penalty", "teams")
            named = [x for x in (cl.card, cl.like) if x] if not of_game else []
            has_penalty = any(p.event == cl.card for p in c.of(PenaltyClause))
            if not own and (any(x not in names for x in named) or (cl.what == "penalty" and not has_penalty)):
                # An inherited claim about a card or a penalty this variant removed says nothing of it.
                continue
            card = cl.card if of_game else c.known(cl, cl.card)
            if cl.what == "teams" and cl.n < 2:
                raise c.error(cl, f"a team of {cl.n} is no team: '{cl.text}' claims nothing",
                              hint="claim the size of the teams the scoring seats, e.g. 'claim teams of 2'")
            like = c.known(cl, cl.like) if cl.what == "acts_as" else ""
            if cl.what == "penalty" and not has_penalty:
                raise c.error(cl, f"the claim is about the {cl.card} penalty, but the variant has none",
                              hint=f"add 'penalty {cl.card}: ...', or claim something the variant has")
            first = cl.players if cl.players is not None else lo
            last = cl.players if cl.players is not None and not cl.at_least else hi
            # An inherited claim about a player count this variant does not allow is kept
            # (verify says it does not apply); the file's own such claim is a mistake.
            if cl.players is not None and not lo <= cl.players <= hi and own:
                raise c.error(cl, f"the claim is about {cl.players} players, but the variant is played by "
                                  f"{lo} to {hi}",
                              hint=f"claim something of {lo} to {hi} players, or allow {cl.players}")
            if cl.what == "acts_as" and card == like:
                raise c.error(cl, f"a card always acts as itself: '{cl.text}' claims nothing")
            settles = ("skips", "passes_on", "draws", "reverses", "hands_left", "hands_right", "hands_on")
            if cl.what in settles and waits(on.get(card, ())):
                raise c.error(cl, f"{card} waits for a colour choice or a challenge before its effect on the "
                                  "turn is settled, which a claim about the card's effect cannot say",
                              hint="claim it of a card that acts at once, or write the intent as a note")
            out.append(Claim(cl.what, first, max(first, last), card, like, cl.n, cl.text))
        return {"claims": tuple(out)}

    symbolic_none: ClassVar[str] = ("a statement about the rules, which the verifier proves of the model; "
                                   "no rule the model plays")
    kernel_none: ClassVar[str] = "a statement about the rules, which the verifier proves; no rule of play"
    tells: ClassVar[tuple[str, ...]] = ("claims",)
    told_at: ClassVar[int] = 190

    # --- the rule book's part --------------------------------------------------------
    @classmethod
    def sentence(cls, w: Phrasing, claim: Claim) -> str:
        """What ``claim`` (one of ``w.rules``' claims) states, in players' words (the
        verifier proves it)."""
        from unorules.ir.mechanics.penalty import EVENTS

        rules = w.rules
        card = w.card(claim.card) if claim.card in rules.kind_of else claim.card
        if claim.what == "penalty":
            event = _(EVENTS[claim.card]) if claim.card in EVENTS else claim.card
            text = _(SAID["penalty"], event=event, n=claim.n)
        elif claim.what in SAID:
            like = w.card(claim.like) if claim.like else ""
            text = _(SAID[claim.what], card=card, like=like, n=claim.n)
        else:
            text = claim.english()
        of_game = claim.what in GAME_CLAIMS or claim.what in ("penalty", "teams")
        if not of_game and (claim.lo, claim.hi) != (rules.min_players, rules.max_players):
            players = (_("with {n} players", n=claim.lo) if claim.lo == claim.hi
                       else _("with {low} to {high} players", low=claim.lo, high=claim.hi))
            text = _("{players}, {claim}", players=players, claim=text)
        return capitalize(text) + "."

    @classmethod
    def changes(cls, w: Changes) -> None:
        r, p = w.rules, w.parent
        # "Proved" only where the verifier's result for the claims is a proof (a refuted claim was
        # printed as proved: the lead's campaign verify-1); without a result, only "stated".
        # Only the English book lists claims: a translated book is for players (tr F2).
        result, detail = w.claims if w.claims is not None else ("", "")
        label = (_("Stated, and proved for every game:") if result == "proved" else
                 _("Stated, but the verifier found it false:") if result in ("refuted", "unconfirmed") else
                 _("Stated, not proved:") if result else _("Stated:"))
        found = " (" + detail + ")" if detail and result in ("refuted", "unconfirmed") else ""
        for claim in r.claims if w.english else ():
            if claim not in p.claims:
                w.say(cls.tells, "**" + w.esc(label) + "** " + w.esc(cls.sentence(w, claim) + found))
        for claim in p.claims if w.english else ():
            if claim not in r.claims:
                w.say(cls.tells, "**" + w.esc(_("No longer stated:")) + "** " + w.esc(cls.sentence(w.of(p), claim)))


def waits(effects: tuple[Effect, ...]) -> bool:
    """Whether a played card waits for someone else to name a colour, or for a challenge,
    before its effect on the turn is settled."""
    return any((e.sets_colour and not e.needs_colour) or e.opens_challenge for e in flat(effects))
