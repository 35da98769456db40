// 2.9a Eldarim, Resist Fear (rules/000 line 943): in an army with units of a race with the ability,
// Dragonkin the attacking dragons would keep from rolling (a dragon of their colour, a hybrid with
// it, an ivory or white dragon: lines 664, 2324, 2454-2470) may roll against them, up to the health
// of the army's units of such a race of their colour. Just before the army's response (step 6,
// line 366): where the Dragonkin of a colour fit within that health they all roll; otherwise the
// army's owner picks which. Which races have it is the edition's data (`effect: "resist-fear"`).

import type { Ctx } from "../../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { ownedUnits } from "../army.ts";
import { battleArmyAt, battleOf } from "../battle.ts";
import type { DragonBattle } from "../dragon-battle.ts";
import { responds } from "../dragon-response.ts";
import { calmed, kinColor } from "../dragonkin.ts";
import { tablesOf } from "../edition-tables.ts";
import type { RacialEffectParts } from "../racial-effects.ts";
import { askTargets } from "../sai-targets.ts";

/** One colour's calmed Dragonkin and the health of the army's units with the ability of it. */
interface Allowance {
  kin: { id: string; health: number }[];
  health: number;
}

/** The colours whose calmed Dragonkin Resist Fear may let roll, with what it allows. */
function allowances(ctx: Ctx, battle: DragonBattle): Allowance[] {
  const at = battleArmyAt(battle);
  const here = ownedUnits(ctx.state, battle.player).filter(({ d }) => d.at === at);
  const byColor = new Map<string, Allowance>();
  const tables = tablesOf(ctx);
  const fearless = tables.speciesWith("resist-fear");
  for (const { d, unit } of here) {
    if (!tables.dragonkin.has(unit.species) || !calmed(ctx.state, unit)) continue;
    const color = kinColor(unit);
    const health = here
      .filter(
        ({ unit: u }) =>
          fearless.has(u.species) && u.elements.some((e) => unit.elements.includes(e)),
      )
      .reduce((sum, { unit: u }) => sum + u.health, 0);
    if (health === 0) continue;
    const entry = byColor.get(color) ?? { kin: [], health };
    entry.kin.push({ id: d.id, health: unit.health });
    byColor.set(color, entry);
  }
  return [...byColor.values()];
}

/** Step 6's eve: the calmed Dragonkin Resist Fear lets roll, colour by colour. */
export function resistFearStep(ctx: Ctx, battle: DragonBattle): void {
  if (!responds(ctx, battle)) return;
  const left = allowances(ctx, battle);
  if (left.length > 0) ctx.schedule({ t: "dragon:resist-fear", left });
}

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The colours' allowances still to use. */
    "dragon:resist-fear": { left: Allowance[] };
    /** The Dragonkin that roll: the targets given, or the answer. */
    "dragon:resist-fear-picked": { targets?: string[] };
  }
}

const next: HandlerOf<"dragon:resist-fear"> = (ctx, task) => {
  const [first, ...rest] = task.left;
  if (!first) return;
  if (rest.length > 0) ctx.schedule({ t: "dragon:resist-fear", left: rest });
  const battle = battleOf(ctx.state);
  // Rolling can only help the army: when they all fit, they all roll.
  if (first.kin.reduce((sum, k) => sum + k.health, 0) <= first.health) {
    battle.fearless = [...(battle.fearless ?? []), ...first.kin.map((k) => k.id)];
    return;
  }
  askTargets(
    ctx,
    battle.player,
    {
      sai: "Resist Fear",
      owner: battle.player,
      units: first.kin,
      maxHealth: first.health,
      rule: "any",
    },
    { t: "dragon:resist-fear-picked" },
  );
};

const picked: HandlerOf<"dragon:resist-fear-picked"> = (ctx, task) => {
  const ids = task.targets ?? answer(ctx, "sai-targets");
  const battle = battleOf(ctx.state);
  battle.fearless = [...(battle.fearless ?? []), ...ids];
};

/** A step of the dragon attack (the edition's, before the army's response). */
export const resistFearEffect: RacialEffectParts = {
  tasks: taskHandlers({
    "dragon:resist-fear": next,
    "dragon:resist-fear-picked": picked,
  }),
};
