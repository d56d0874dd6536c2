"""A game's scenario vocabulary, read from its GameModule declaration: the one source for the
``engine vocabulary`` command, the generated part of docs/scenario-format.md and the nearest-name hints
validation gives.

Nothing here is written per game: a word a module does not declare is not in its vocabulary, so the docs,
the command and the checks cannot disagree with the module.
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel

from judge_app.engine.kernel.effects import (
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Filter,
    Mode,
    StaticMod,
    Target,
    Trigger,
)
from judge_app.engine.kernel.module import GameModule
from judge_app.engine.kernel.option_shapes import shapes

#: Where the generated part of each game's section starts and ends in docs/scenario-format.md.
BEGIN = ("<!-- BEGIN GENERATED VOCABULARY {game}: regenerate with "
         "judge-app engine vocabulary --docs docs/scenario-format.md -->")
END = "<!-- END GENERATED VOCABULARY {game} -->"
#: Where the generated list of the structures every game shares (ability, trigger, target, filter ...) starts and
#: ends in docs/scenario-format.md.
BEGIN_STRUCTURES = ("<!-- BEGIN GENERATED STRUCTURES: regenerate with "
                    "judge-app engine vocabulary --docs docs/scenario-format.md -->")
END_STRUCTURES = "<!-- END GENERATED STRUCTURES -->"
#: The kernel's shared structures a card's text is written in, with where a scenario writes each.
STRUCTURES: tuple[tuple[str, type[BaseModel], str], ...] = (
    ("ability", Ability, "a card's `abilities[]`"),
    ("trigger", Trigger, "an ability's `trigger`; a `delayed` effect's `trigger`"),
    ("target", Target, "an effect's `target`; a static entry's `target`"),
    ("filter", Filter, "a target's, trigger's, condition's or amount's `filter`; a `search`'s `filter`"),
    ("condition", Condition, "an ability's `condition`"),
    ("amount", Amount, "an effect's `amount` when it is not a plain number"),
    ("cost", Cost, "an ability's `cost`"),
    ("static", StaticMod, "an ability's `static[]` (field, static or continuous abilities)"),
    ("mode", Mode, "an ability's `modes[]`"),
)


def _type_text(annotation: Any) -> str:
    """A field's type as a judge reads it: ``a|b`` for a choice, ``list of X``, a model's name in lower case."""
    if annotation is Effect:
        return "effect"
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is typing.Literal:
        return "|".join(str(a) for a in args)
    if origin is typing.Annotated:
        return _type_text(args[0])
    if origin in (typing.Union, types.UnionType):
        parts = [_type_text(a) for a in args if a is not type(None)]
        return " or ".join(parts) + (" or null" if type(None) in args else "")
    if origin in (list, tuple):
        return f"list of {_type_text(args[0])}" if args else "list"
    if origin is dict:
        return f"map {_type_text(args[0])} -> {_type_text(args[1])}" if args else "map"
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return next((name for name, model, _ in STRUCTURES if model is annotation), annotation.__name__.lower())
    if isinstance(annotation, type):
        return annotation.__name__
    return str(annotation)


def effect_models() -> dict[str, type[BaseModel]]:
    """Every kernel effect word and the model its fields come from."""
    union = typing.get_args(Effect)[0]
    return {m.model_fields["op"].default: m for m in typing.get_args(union)}


def structure_fields(model: type[BaseModel]) -> dict[str, str]:
    """A shared structure's fields as ``effect_fields`` gives them, with the field's own description after."""
    out = effect_fields(model)
    for name, f in model.model_fields.items():
        if name in out and f.description:
            out[name] += f" ({f.description})"
    return out


def structures_markdown() -> str:
    """The generated list of the structures every game's card text is written in."""
    lines = ["Every game writes card text in these structures (each game's words for `kind`, `event`, `keyword`,",
             "`op` and zones are in its section below, with the game's own names for the kernel's words such as",
             "`colour`, `trait` and `pay`; the kernel's names are accepted in every game). Fields with their defaults:",
             ""]
    for name, model, where in STRUCTURES:
        fields = ", ".join(f"`{k}`: {t}" for k, t in structure_fields(model).items())
        lines.append(f"- **{name}** ({where}): {fields}")
    return "\n".join(lines) + "\n"


def effect_fields(model: type[BaseModel]) -> dict[str, str]:
    """An effect word's fields (``op`` left out): name -> type, with ``= default`` where it has one."""
    out: dict[str, str] = {}
    for name, f in model.model_fields.items():
        if name == "op":
            continue
        text = _type_text(f.annotation)
        if not f.is_required():
            default = f.get_default(call_default_factory=True)
            if isinstance(default, BaseModel):
                default = "{}" if not default.model_dump(exclude_defaults=True) else default.model_dump(
                    exclude_defaults=True)
            text += f" = {default}" if isinstance(default, str) and default else f" = {default!r}"
        out[name] = text
    return out


def in_words(game: GameModule, fields: dict[str, str]) -> dict[str, str]:
    """An effect's or structure's fields under the names ``game`` writes them (its ``WORDS``)."""
    return {game.word_for(name): text for name, text in fields.items()}


def vocabulary(game: GameModule) -> dict[str, Any]:
    """Everything a scenario for ``game`` may name, as plain data (``engine vocabulary GAME --json``), in the game's
    own words where it declares them (``words``: its word -> the kernel's)."""
    models = effect_models()
    return {
        "game": game.key, "name_ja": game.name_ja, "name_en": game.name_en,
        "actions": list(game.ACTIONS),
        "ability_actions": list(game.ABILITY_ACTIONS),
        "action_options": {k: list(v) for k, v in game.ACTION_OPTIONS.items()},
        "action_option_shapes": {k: {name: None if shape is None else {"expects": shape.expected(),
                                                                        "about": shape.about}
                                     for name, shape in shapes(v).items()} for k, v in game.ACTION_OPTIONS.items()},
        "phases": [{"id": p.id, "name_ja": p.name_ja, "name_en": p.name_en, "steps": list(game.STEPS.get(p.id, ()))}
                   for p in game.phases()],
        "zones": [{"id": z.id, "name_ja": z.name_ja, "name_en": z.name_en, "per_player": z.per_player,
                   "hidden": z.hidden, "ordered": z.ordered, "field": z.field, "rules": list(z.rules)}
                  for z in game.zones()],
        "draw_pile": game.draw_pile(),
        "card_attributes": [a.model_dump() for a in game.card_attributes()],
        "card_state": dict(game.CARD_STATE),
        "player_state": dict(game.PLAYER_STATE),
        "worn": game.WORN,
        "stack_kinds": list(game.STACK_KINDS),
        "ability_kinds": list(game.ABILITY_KINDS),
        "ability_keywords": list(game.ABILITY_KEYWORDS),
        "trigger_events": list(game.TRIGGERS),
        "keywords": list(game.KEYWORDS),
        "words": dict(game.WORDS),
        "effect_words": [{"op": game.word_for(op), "kernel_op": op, "modelled": op in game.EFFECTS,
                          "fields": in_words(game, effect_fields(models[op]))} for op in models],
        "structures": {name: in_words(game, effect_fields(model)) for name, model, _ in STRUCTURES
                       if any(game.word_for(f) != f for f in model.model_fields)},
        "settings": [s.model_dump() for s in game.settings()],
        "in_force": game.IN_FORCE,
        "anonymous_attributes": game.anonymous_attributes(),
        "answer_example": game.ANSWER_EXAMPLE,
    }


def _words(items: Iterable[str]) -> str:
    listed = [f"`{x}`" for x in items]
    return ", ".join(listed) if listed else "(none declared)"


def vocabulary_markdown(game: GameModule) -> str:
    """The generated section of docs/scenario-format.md for one game (between its markers)."""
    v = vocabulary(game)
    lines = [f"### {v['name_en']} (`{v['game']}`)", ""]
    lines.append(f"- **actions** (`actions[].type`): {_words(v['actions'])}"
                 + (f"; `ability` index required for {_words(v['ability_actions'])}" if v["ability_actions"] else ""))
    options = "; ".join(f"`{a}`: {_words(o) if o else '(none)'}" for a, o in v["action_options"].items() if o)
    takes_none = [a for a, o in v["action_options"].items() if not o]
    lines.append("- **action options** (`actions[].options`): "
                 + (options if options else "(none declared) (not checked: see the game's action list above)")
                 + (f"; no options: {_words(takes_none)}" if takes_none else ""))
    for action, named in v["action_option_shapes"].items():
        for name, shape in named.items():
            if shape is not None:
                lines.append(f"  - `{action}` `{name}`: {shape['expects']}"
                             + (f" — {shape['about']}" if shape["about"] else ""))
    phases = "; ".join(f"`{p['id']}` ({p['name_en']})" + (f" steps {_words(p['steps'])}" if p["steps"] else "")
                       for p in v["phases"])
    lines.append(f"- **phases and steps** (`phase`, `step`): {phases}")
    zones = "; ".join(f"`{z['id']}` ({z['name_en']}" + ("" if z["per_player"] else ", shared")
                      + (", hidden" if z["hidden"] else "") + (", top first" if z["ordered"] else "") + ")"
                      for z in v["zones"])
    lines.append(f"- **zones** (`players[].zones`): {zones}"
                 + (f"; draw pile: `{v['draw_pile']}`" if v["draw_pile"] else ""))
    attrs = "; ".join(f"`{a['name']}` ({a['type']}" + (f": {'|'.join(a['choices'])}" if a["choices"] else "")
                      + (f"; only {'/'.join(a['card_types'])}" if a["card_types"] else "")
                      + ("; required" if a["required"] else "") + ")" for a in v["card_attributes"])
    lines.append(f"- **card attributes** (`attributes`): {attrs}")
    lines.append("- **card state** (`state`): " + ("; ".join(f"`{k}`: {d}" for k, d in v["card_state"].items())
                                                   or "(none declared)"))
    lines.append("- **player state** (`players[].state`): "
                 + ("; ".join(f"`{k}`: {d}" for k, d in v["player_state"].items()) or "(none declared)"))
    lines.append("- **dull and damage on cards** (`dull`, `damage`): "
                 + ("kept" if v["worn"] else "not used by this game (refused)"))
    if v["stack_kinds"]:
        lines.append(f"- **stack kinds** (`stack[].kind`): {_words(v['stack_kinds'])}")
    lines.append(f"- **ability kinds** (`abilities[].kind`): {_words(v['ability_kinds'])}"
                 + ("" if v["ability_kinds"] else " (not checked)"))
    lines.append(f"- **keyword abilities** (`abilities[].keyword`): {_words(v['ability_keywords'])}"
                 + ("" if v["ability_keywords"] else " (not checked)"))
    lines.append(f"- **trigger events** (`trigger.event`): {_words(v['trigger_events'])}")
    lines.append(f"- **keywords a card has or gains** (effect `keyword`, `static[].keywords`, `filter.keyword`): "
                 f"{_words(v['keywords'])}")
    lines.append("- **the game's own words** (read as the kernel's word; the kernel's is accepted too, another "
                 "game's is refused): " + ("; ".join(f"`{own}` for `{word}`" for own, word in v["words"].items())
                                          or "(none: it writes the kernel's words)"))
    for name, fields in v["structures"].items():
        lines.append(f"  - {name} in its words: " + ", ".join(f"`{k}`: {t}" for k, t in fields.items()))
    lines.append("- **effect words** (`effects[].op`; fields with their defaults):")
    for e in v["effect_words"]:
        fields = ", ".join(f"`{k}`: {t}" for k, t in e["fields"].items())
        kernel = f" (the kernel's `{e['kernel_op']}`)" if e["kernel_op"] != e["op"] else ""
        lines.append(f"  - `{e['op']}`{kernel}" + ("" if e["modelled"] else " — not modelled in this game")
                     + f": {fields}")
    if v["settings"]:
        lines.append("- **settings** (`settings`; the default first):")
        for s in v["settings"]:
            others = [c for c in s["choices"] if c != s["default"]]
            lines.append(f"  - `{s['name']}`: `{s['default']}`" + "".join(f" or `{c}`" for c in others)
                         + f" (rules {', '.join(s['rules'])}) — {s['summary_en']}")
    else:
        lines.append("- **settings**: (none declared)")
    plain = v["anonymous_attributes"]
    lines.append("- **cards given by count** (`{\"count\": N}` without `attributes`): "
                 + (f"`{json.dumps(plain, ensure_ascii=False)}`" if plain is not None else "not supported")
                 + " (give `attributes` with the count for other cards)")
    lines.append("- **effects in force at the start** (`in_force`): "
                 + ("supported" if v["in_force"] else "not supported (refused)"))
    lines.append(f"- **question ids** (`answers`): `kind#n`, e.g. `{v['answer_example']}`")
    return "\n".join(lines) + "\n"


def splice_docs(text: str, games: Iterable[GameModule]) -> str:
    """``text`` (docs/scenario-format.md) with the shared structures' and each game's generated section replaced by
    the current one; a section without markers is appended at the end."""
    text = _splice(text, BEGIN_STRUCTURES, END_STRUCTURES, structures_markdown())
    for game in games:
        text = _splice(text, BEGIN.format(game=game.key), END.format(game=game.key), vocabulary_markdown(game))
    return text


def _splice(text: str, begin: str, end: str, body: str) -> str:
    block = f"{begin}\n{body}{end}"
    start = text.find(begin)
    stop = text.find(end, start + 1) if start >= 0 else -1
    if start >= 0 and stop >= 0:
        return text[:start] + block + text[stop + len(end):]
    return text.rstrip("\n") + "\n\n" + block + "\n"
