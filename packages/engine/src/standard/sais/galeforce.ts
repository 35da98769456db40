// 2.9a Galeforce (rules/000 line 1960), Delayed Special in any action: the rolling player picks an
// enemy army; until the beginning of that player's next turn, after the army rolls for maneuvers
// (maneuver, counter-maneuver, maneuver avoidance) or saves (save, save avoidance), before its
// Special and Unique SAIs, each of its units showing Fly rolls again until it shows another face;
// the new face replaces the old. Not in a unit's roll on its own (line 650: an army's effects do
// not work there).
import type { RolledDie } from "../../kernel/events.ts";
import { purposeNamed } from "../purposes.ts";
import { reportFaces, rollDie, stillRolling } from "../roll-dice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { armyEffectTasks, askArmyEffect } from "./army-effect.ts";

/** A unit rolls again until it shows another face this many times at most. */
const MAX_REROLLS = 20;

const showsFly = (faces: readonly RolledDie[], die: string): boolean =>
  faces.findLast((f) => f.die === die)?.icon === "Fly";

export const galeforce: SaiEffect = {
  immediate: (ctx, roll, use) =>
    askArmyEffect(
      ctx,
      roll,
      use,
      "opposing",
      "blow on",
      "pick an enemy army: until your next turn, its units showing Fly in maneuver and save rolls roll again.",
    ),
  onArmyRoll(ctx, roll) {
    const purpose = purposeNamed(roll.purpose);
    if (purpose.individual || (purpose.wanted !== "maneuver" && purpose.wanted !== "save")) return;
    const flying = [...new Set(roll.faces.map((f) => f.die))].filter(
      (die) => showsFly(roll.faces, die) && stillRolling(ctx.state, roll, die),
    );
    if (flying.length === 0) return;
    const rerolled: RolledDie[] = [];
    for (const die of flying) {
      for (let n = 0; n < MAX_REROLLS && showsFly(roll.faces, die); n++) {
        roll.faces = roll.faces.filter((f) => f.die !== die);
        rerolled.push(...rollDie(ctx, roll, die));
      }
    }
    reportFaces(ctx, roll, rerolled);
  },
  tasks: armyEffectTasks,
};
