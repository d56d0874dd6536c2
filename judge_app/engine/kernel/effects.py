"""The declarative vocabulary card abilities are written in.

Card text in a scenario is data: a trigger, a condition, a cost and a list of
effect primitives. The kernel only defines the words; each game module decides
what they mean under its own rules (which zone "break" goes to, which rule a
damage step cites). Nothing here is ever evaluated as code.

The words belong to no one game: a card's colour (fftcg's element, aquarian's
faction), a trait (fftcg's job, pso2's class, game004's trait), what a cost pays
(fftcg's CP, pso2's PP, game004's energy) and the discard pile (fftcg's break
zone, game004's trash). Each game declares its own words as aliases of these
(``GameModule.WORDS``), which the scenario loader reads as the kernel's.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

# end_of_attack: until the attack (battle) in progress ends, for games whose effects last that long (game004 806.6).
# end_of_next_turn: through the turn after this one, ending where that turn's "this turn" effects end (pso2 505.2).
Duration = Literal["end_of_turn", "permanent", "while_source_on_field", "next_event", "end_of_attack",
                   "end_of_next_turn"]
Who = Literal[
    "self", "choose", "all", "event_card", "attacker", "blocker", "equipped", "you", "opponent", "each_player",
]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Filter(_Strict):
    """Which cards qualify; every field left empty matches anything."""

    zone: str | None = Field(default=None, description="zone id; None means the field")
    card_type: list[str] | None = None
    controller: Literal["you", "opponent", "any"] = "any"
    colour: list[str] | None = Field(default=None, description="the card has one of these colours")
    name: str | None = None
    trait: str | None = Field(default=None, description="the card has this trait")
    cost_max: int | None = None
    cost_min: int | None = None
    power_max: int | None = None
    power_min: int | None = None
    dull: bool | None = None
    keyword: str | None = None
    other: bool = Field(default=False, description="exclude the ability's own card")


class Target(_Strict):
    """What an effect acts on: a fixed reference, a choice, or every matching card."""

    who: Who = "choose"
    count: int = Field(default=1, ge=0)
    up_to: bool = False
    filter: Filter = Filter()


class Trigger(_Strict):
    event: str = Field(description="event name the game module emits, e.g. enters_field, attacks, broken")
    source: Literal["self", "any", "other"] = "self"
    filter: Filter | None = None
    phase: str | None = Field(default=None, description="for phase_start triggers")
    once_per_event: bool = Field(default=False, description="'one or more ...': once for an event that happens "
                                                            "to several cards at once")


class Condition(_Strict):
    kind: Literal["control", "damage", "hand_size", "not"] = "control"
    filter: Filter | None = None
    player: Literal["you", "opponent"] = "you"
    min: int | None = None
    max: int | None = None


class Amount(_Strict):
    """A number the text leaves open (a variable such as X): fixed once, when it is needed, and never again."""

    of: Literal["x", "count", "source_power", "target_power", "damage", "hand_size"] = Field(
        default="x", description="x: the variable the controller chose; count: matching cards (filter); "
                                 "source_power / target_power: a card's power (last known if it moved); "
                                 "damage / hand_size: a player's (player)")
    filter: Filter | None = None
    player: Literal["you", "opponent"] = "you"
    times: int = 1
    plus: int = 0
    divide: int = Field(default=1, ge=1, description="divide by this (e.g. 2 for 'half'); the game says how to round")


Number = int | Amount


class Cost(_Strict):
    pay: dict[str, int] = Field(default_factory=dict, description="colour -> how much of the game's payment; key "
                                                                 "'any' for payment of any colour")
    dull_self: bool = False
    put_self_into_discard_pile: bool = False
    discard_self: bool = False
    discard: int = 0
    x: int = Field(default=0, ge=0, description="payment of any colour for each unit of the variable X")


class _Effect(_Strict):
    pass


class DealDamage(_Effect):
    op: Literal["damage"] = "damage"
    target: Target
    amount: Number
    distribute: bool = Field(default=False, description="amount is a total the controller divides among the targets")
    kind: Literal["normal", "mental"] = Field(
        default="normal", description="mental: aquarian 精神ダメージ, measured against power cards or mental power "
                                      "instead of endurance")


class Break(_Effect):
    op: Literal["break"] = "break"
    target: Target


class PutIntoDiscardPile(_Effect):
    """Cards go to their owner's discard pile without being broken (the game names the zone)."""

    op: Literal["put_into_discard_pile"] = "put_into_discard_pile"
    target: Target


class Draw(_Effect):
    op: Literal["draw"] = "draw"
    player: Literal["you", "opponent", "each_player"] = Field(
        default="you", description="each_player: every player draws, at once (the game says in which order)")
    amount: Number = 1


class Discard(_Effect):
    op: Literal["discard"] = "discard"
    player: Literal["you", "opponent", "each_player"] = "you"
    amount: Number = 1


class Move(_Effect):
    op: Literal["move"] = "move"
    target: Target
    to: str
    position: Literal["top", "bottom"] = "top"


class ReturnToHand(_Effect):
    op: Literal["return_to_hand"] = "return_to_hand"
    target: Target


class Remove(_Effect):
    op: Literal["remove"] = "remove"
    target: Target


class ModifyPower(_Effect):
    op: Literal["power"] = "power"
    target: Target
    amount: Number
    until: Duration = "end_of_turn"
    becomes: bool = Field(default=False, description="the power becomes amount, rather than changing by it")


class KeywordChange(_Effect):
    op: Literal["keyword"] = "keyword"
    target: Target
    keyword: str
    gain: bool = True
    until: Duration = "end_of_turn"


class RemoveDamage(_Effect):
    """Damage is taken off cards (e.g. "remove all damage from it")."""

    op: Literal["remove_damage"] = "remove_damage"
    target: Target
    amount: int | None = Field(default=None, ge=0, description="None removes all")


class Equip(_Effect):
    """An effect equips an item (``target``, in any zone its filter names) to a character (``to``), no cost paid."""

    op: Literal["equip"] = "equip"
    target: Target
    to: Target = Field(default=Target(who="choose"), description="the character; a choice made on resolution")


class Dull(_Effect):
    op: Literal["dull"] = "dull"
    target: Target


class Activate(_Effect):
    op: Literal["activate"] = "activate"
    target: Target


class Freeze(_Effect):
    op: Literal["freeze"] = "freeze"
    target: Target
    until: Duration | None = Field(default=None, description="how long the card text says it lasts; None: the "
                                                             "game's reading of a freeze with no duration")


class Counters(_Effect):
    op: Literal["counters"] = "counters"
    target: Target
    counter: str
    amount: Number = 1
    until: Duration | None = Field(default=None, description="for a game that reads a counter as a stat change "
                                                             "(pso2 HP): how long it lasts; None: permanent")


class Search(_Effect):
    """Find a card in a hidden zone and put it somewhere (the game decides search vs. find)."""

    op: Literal["search"] = "search"
    filter: Filter = Filter(zone="deck")
    count: int = 1
    to: str = "hand"
    dull: bool = False
    shuffle: bool = True
    style: Literal["search", "find"] = "search"


class Reveal(_Effect):
    op: Literal["reveal"] = "reveal"
    target: Target


class PreventDamage(_Effect):
    op: Literal["prevent_damage"] = "prevent_damage"
    target: Target
    amount: int | None = Field(default=None, description="None prevents all")
    until: Duration = "end_of_turn"


class Replace(_Effect):
    """An 'instead' replacement: when ``event`` would happen to the target, do ``instead``."""

    op: Literal["replace"] = "replace"
    target: Target
    event: str = Field(description="event that is replaced, e.g. broken, damage")
    instead: list[Effect] = Field(default_factory=list)
    until: Duration = "end_of_turn"


class GainControl(_Effect):
    """A control-changing effect: the target comes under ``to``'s control for the duration."""

    op: Literal["control"] = "control"
    target: Target
    to: Literal["you", "opponent"] = "you"
    until: Duration = "permanent"


class TextChange(_Effect):
    """A text-changing effect: the target loses its abilities and/or gains the listed ones."""

    op: Literal["text"] = "text"
    target: Target
    lose_all: bool = False
    gain: list[Ability] = Field(default_factory=list)
    until: Duration = "end_of_turn"


class ChangeTraits(_Effect):
    """A trait- or card-type-changing effect."""

    op: Literal["trait"] = "trait"
    target: Target
    traits: list[str] = Field(default_factory=list)
    replace: bool = Field(default=False, description="the traits become exactly these, rather than being added")
    until: Duration = "end_of_turn"
    card_type: str | None = Field(default=None, description="a card type the target also has (e.g. a forward)")
    power: int | None = Field(default=None, description="the power it has as that card type, if it had none")


class ModifyCost(_Effect):
    """A change to the cost of playing cards for a while: "this turn, the next character you play costs 1 less".

    ``target`` says which cards it reaches when they are played (``all`` with a filter: any card matching it,
    wherever it is played from; ``self`` or ``choose``: those cards). ``ability``: the cost of their activated
    abilities instead. ``uses``: it applies to that many plays, then ends; None: every play until it ends.
    """

    op: Literal["cost"] = "cost"
    target: Target = Target(who="all")
    amount: int = Field(description="the change to the cost; negative reduces")
    ability: bool = False
    uses: int | None = Field(default=None, ge=1)
    until: Duration = "end_of_turn"


class CreateDelayed(_Effect):
    """Creates a delayed auto ability: 'when <trigger> (during <until>), <effects>'.

    ``target`` names the cards it watches (a trigger source of "self" means them); without ``until`` it
    triggers once, at the next matching event.
    """

    op: Literal["delayed"] = "delayed"
    trigger: Trigger
    effects: list[Effect] = Field(default_factory=list)
    target: Target | None = None
    until: Duration | None = None


Effect = Annotated[
    DealDamage | Break | PutIntoDiscardPile | Draw | Discard | Move | ReturnToHand | Remove | ModifyPower
    | KeywordChange | Dull | Activate | Freeze | Counters | Search | Reveal | PreventDamage | Replace
    | GainControl | TextChange | ChangeTraits | CreateDelayed | RemoveDamage | Equip | ModifyCost,
    Field(discriminator="op"),
]


class StaticMod(_Strict):
    """What a field (static) ability does while it applies."""

    target: Target = Target(who="self")
    power: int = 0
    keywords: list[str] = Field(default_factory=list)
    cannot: list[str] = Field(default_factory=list, description="e.g. attack, block, be_chosen")
    set_power: Number | None = Field(default=None, description="the power is this (e.g. a count times 1000)")
    traits: list[str] = Field(default_factory=list, description="traits the target also has")
    lose_abilities: bool = Field(default=False, description="the target loses all its abilities")
    cost: int = Field(default=0, description="change to the cost of playing the target (negative reduces)")
    ability_cost: int = Field(default=0, description="change to the cost of playing the target's activated "
                                                     "abilities (negative reduces)")
    must: list[str] = Field(default_factory=list, description="requirements, e.g. attack, block (if able)")
    names: list[str] = Field(default_factory=list, description="names the target also has")
    unblockable_by: Filter | None = Field(default=None, description="the target cannot be blocked by cards matching "
                                                                  "this (an empty filter: by any)")
    instead_of: str | None = Field(default=None, description="a replacement effect: when this event would happen to "
                                                           "the target, it does not, and ``instead`` happens")
    instead: list[Effect] = Field(default_factory=list, description="what happens in place of ``instead_of``")


class Mode(_Strict):
    """One choice of a modal ability ('choose one: ...')."""

    text: str = ""
    effects: list[Effect] = Field(default_factory=list)


class Ability(_Strict):
    """One line of card text (one ability), as data."""

    kind: str = Field(description="the game's ability kind, e.g. auto, action, special, field, ex_burst")
    name: str = ""
    text: str = Field(default="", description="the printed text, for display only")
    keyword: str | None = Field(default=None, description="a keyword ability this line is, if any")
    params: dict[str, Any] = Field(default_factory=dict, description="keyword parameters, in the game's own keys")
    trigger: Trigger | None = None
    condition: Condition | None = None
    cost: Cost | None = None
    effects: list[Effect] = Field(default_factory=list)
    static: list[StaticMod] = Field(default_factory=list)
    optional: bool = False
    modes: list[Mode] = Field(default_factory=list, description="choices; the chosen modes' effects follow effects")
    choose: int = Field(default=1, ge=1, description="how many modes are chosen")
    x_max: int | None = Field(default=None, ge=0, description="the largest X the controller may choose")


for _model in (Replace, CreateDelayed, TextChange, StaticMod, Mode, Ability):
    _model.model_rebuild()


#: The effect models, read from the ``Effect`` union so a new one is declared in one place.
EFFECT_MODELS: tuple[type[BaseModel], ...] = get_args(get_args(Effect)[0])
EFFECT_OPS: tuple[str, ...] = tuple(m.model_fields["op"].default for m in EFFECT_MODELS)

#: Every word card text is written in: each structure's field names and the effect words. A game's own words
#: (``GameModule.WORDS``) stand for these.
CARD_TEXT_WORDS: frozenset[str] = frozenset(EFFECT_OPS) | {
    name for m in (Filter, Target, Trigger, Condition, Amount, Cost, StaticMod, Mode, Ability, *EFFECT_MODELS)
    for name in m.model_fields}
