"""The AST of a variant file: one frozen class per clause kind, with its position.

Each clause kind is a class of its own in ``unorules/ir/mechanics/`` (see
:mod:`unorules.ir.mechanic`), which declares its words; this module names them for the
compiler. Conditions and effects are already the IR primitives (they need no
resolving); what the compiler still resolves is names: aliases, selectors and
``extends``. Every clause has a ``key``: a variant that ``extends`` another replaces the
parent's clause with the same key, and ``without <key>`` removes one. The compiler
handles every registered kind that says who reads it and refuses any other (see
``unorules.language.compiler.HANDLED``).
"""

from __future__ import annotations

from unorules.ir.mechanic import Clause, clause_classes, load_mechanics
from unorules.ir.mechanics.about import AboutClause
from unorules.ir.mechanics.agreed import AgreedClause
from unorules.ir.mechanics.alias import AliasClause
from unorules.ir.mechanics.card import CardClause
from unorules.ir.mechanics.challenge import ChallengeClause
from unorules.ir.mechanics.claim import CLAIM_WORDS, ClaimClause, claim_key
from unorules.ir.mechanics.colours import ColoursClause
from unorules.ir.mechanics.deal import DealClause
from unorules.ir.mechanics.dealer import DealerClause
from unorules.ir.mechanics.designer import DesignerClause
from unorules.ir.mechanics.draw import DrawClause
from unorules.ir.mechanics.empty_piles import EmptyPilesClause
from unorules.ir.mechanics.expect import ExpectClause, expect_key
from unorules.ir.mechanics.extends import ExtendsClause
from unorules.ir.mechanics.jump_in import JumpInClause
from unorules.ir.mechanics.knock_out import KnockOutClause
from unorules.ir.mechanics.last_card import LastCardClause
from unorules.ir.mechanics.note import NoteClause
from unorules.ir.mechanics.on import OnClause
from unorules.ir.mechanics.optional import OptionalClause
from unorules.ir.mechanics.pair import FaceText, PairClause, face_text
from unorules.ir.mechanics.penalty import PenaltyClause
from unorules.ir.mechanics.play import PlayClause
from unorules.ir.mechanics.players import PlayersClause
from unorules.ir.mechanics.quote import QuoteClause
from unorules.ir.mechanics.reading import ReadingClause
from unorules.ir.mechanics.report import ReportClause
from unorules.ir.mechanics.require import RequireClause
from unorules.ir.mechanics.scoring import ScoringClause
from unorules.ir.mechanics.side import SideClause
from unorules.ir.mechanics.stack import StackClause
from unorules.ir.mechanics.start import StartClause
from unorules.ir.mechanics.status import StatusClause
from unorules.ir.mechanics.target import TargetClause
from unorules.ir.mechanics.teams import TeamsClause
from unorules.ir.mechanics.title import TitleClause
from unorules.ir.mechanics.together import TogetherClause, together_key
from unorules.ir.mechanics.uno import UnoClause
from unorules.ir.mechanics.variant import VariantClause
from unorules.ir.mechanics.without import WithoutClause
from unorules.ir.selector import Selector

__all__ = [
    "CLAIM_WORDS", "AboutClause", "AgreedClause", "AliasClause", "CardClause", "ChallengeClause", "ClaimClause", "Clause",
    "ColoursClause", "DealClause", "DealerClause", "DesignerClause", "DrawClause", "EmptyPilesClause", "ExpectClause",
    "ExtendsClause", "FaceText", "JumpInClause", "KnockOutClause", "LastCardClause", "NoteClause", "OnClause",
    "OptionalClause", "PairClause", "PenaltyClause", "PlayClause", "PlayersClause", "QuoteClause", "ReadingClause", "ReportClause", "RequireClause",
    "ScoringClause", "Selector", "SideClause", "StackClause", "StartClause", "StatusClause", "TargetClause",
    "TeamsClause", "TitleClause", "TogetherClause", "UnoClause", "VariantClause", "WithoutClause", "claim_key", "clause_classes",
    "expect_key", "face_text", "load_mechanics", "together_key",
]
