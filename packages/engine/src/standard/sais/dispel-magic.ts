// 2.9a Dispel Magic (rules/000 line 1887), Conditional: when magic targets a unit with this icon,
// its army or its terrain, its owner may roll it once, after all the spells are announced and
// before any resolves (line 504); if the icon comes up, every unresolved spell aimed at those
// targets is negated (line 1707: only then). Spell casting (spell-cast.ts) hands its castings
// here; each unit they reach is asked in turn (sai-choice), then the castings resolve, the negated
// ones reported as dispelled. In any other roll the icon does nothing.
import type { Ctx, Task } from "../../kernel/flow.ts";
import { rollNow } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { atTerrain, type DieState, terrainLocation } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { catalogDie, diceWithIcon, dieInstance } from "../army.ts";
import { PURPOSES, rollFor } from "../purposes.ts";
import { askChoice, SAYS, type SaiOption } from "../sai-choice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import type { Casting } from "../spell-effects.ts";

const ICON = "Dispel Magic";

/** A casting waiting to resolve; `dispelled` once a Dispel Magic negated it. */
interface Waiting {
  casting: Casting;
  dispelled?: true;
}

/** The castings waiting, the units with the icon asked already, and the tasks after the spells. */
type Dispelling = { waiting: Waiting[]; tried: string[]; after: Task[] };

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "sai:dispel-magic:next": Dispelling;
    /** Whether `unit` rolls: the answer. */
    "sai:dispel-magic:chosen": Dispelling & { unit: string; picked?: SaiOption };
  }
}

/** Whether the casting aims at the unit, its army or its terrain (line 1887). */
function aimsAt(c: Casting, d: DieState): boolean {
  const t = c.target;
  if ("unit" in t) return t.unit === d.id;
  if ("units" in t) return t.units.includes(d.id);
  if ("army" in t) return t.army.player === d.owner && t.army.at === d.at;
  if ("player" in t) return t.player === d.owner;
  if ("terrain" in t) return terrainLocation(t.terrain) === d.at;
  return false;
}

/** Units in play with the icon that a casting still to resolve aims at, not yet rolled. */
function nextUnit(
  ctx: Ctx,
  waiting: readonly Waiting[],
  tried: readonly string[],
): DieState | null {
  for (const d of diceWithIcon(ctx.state, ICON)) {
    if (tried.includes(d.id) || !(atTerrain(d.at) || d.at === "reserve")) continue;
    if (waiting.some((w) => !w.dispelled && aimsAt(w.casting, d))) return d;
  }
  return null;
}

/**
 * The castings just announced resolve in order, then `after`; first, each unit with Dispel Magic
 * they aim at may roll to negate them.
 */
export function dispelThenResolve(ctx: Ctx, castings: readonly Casting[], after: Task[]): void {
  const waiting: Waiting[] = castings.map((casting) => ({ casting }));
  ctx.schedule({ t: "sai:dispel-magic:next", waiting, tried: [], after });
}

const next: HandlerOf<"sai:dispel-magic:next"> = (ctx, task) => {
  const waiting = task.waiting;
  const tried = task.tried;
  const d = nextUnit(ctx, waiting, tried);
  if (!d) {
    const resolve = waiting.map((w) => ({ t: "spell:resolve", ...w }));
    ctx.schedule(...resolve, ...task.after);
    return;
  }
  const options: SaiOption[] = [{ say: SAYS.roll, unit: d.id }, { say: "do not roll" }];
  askChoice(
    ctx,
    d.owner,
    { about: "dispel-roll", by: ICON },
    "magic is aimed at this unit, its army or its terrain: roll it?",
    options,
    {
      ...task,
      t: "sai:dispel-magic:chosen",
      tried: [...tried, d.id],
      unit: d.id,
    },
  );
};

const chosen: HandlerOf<"sai:dispel-magic:chosen"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const d = dieInstance(ctx.state, task.unit);
  let waiting = task.waiting;
  if (picked.say === "roll" && d) {
    const roll = rollNow(ctx, rollFor(PURPOSES.dispelMagic, d.owner, d.at, [d]));
    const last = roll.faces.at(-1);
    const die = catalogDie(d);
    if (last && die.kind !== "terrain" && die.faces[last.face]?.icon === ICON) {
      const purpose = PURPOSES.dispelMagic.name;
      ctx.emit({ type: "sai", player: d.owner, name: ICON, purpose, points: 1, dice: [d.id] });
      waiting = waiting.map((w) => (aimsAt(w.casting, d) ? { ...w, dispelled: true } : w));
    }
  }
  ctx.schedule({ ...task, t: "sai:dispel-magic:next", waiting });
};

export const dispelMagic: SaiEffect = {
  tasks: taskHandlers({ "sai:dispel-magic:next": next, "sai:dispel-magic:chosen": chosen }),
};
