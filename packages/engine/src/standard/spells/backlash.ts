// 2.9a Backlash (gold, 4, Feral; rules/000 line 1352): until the caster's next turn begins, an
// army at the terrain that casts spells in a magic action then saves against damage equal to their
// combined cost, once they have all resolved; only if the Backlash was there before the action
// began (line 512: not the Backlash it casts itself). Not after a Cantrip's spells: they are not
// cast in a magic action.
import { terrainEffects } from "../../kernel/effects.ts";
import type { Task } from "../../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { atTerrain, type Location, type Table } from "../../kernel/state.ts";
import { terrainAt } from "../army.ts";
import { fixedSpell } from "../spell-lasting.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The army at `at` saves against `damage`; `owner`: the Backlash's. */
    "spell:backlash": { player: number; at: Location; owner: number; damage: number };
  }
}

/** The Backlash strikes: said, then the army's save roll. */
const strike: HandlerOf<"spell:backlash"> = (ctx, task) => {
  const { player, at, owner, damage } = task;
  ctx.emit({ type: "backlash", player, at, owner, damage });
  ctx.schedule({ t: "damage:save", player, at, damage, vs: "spell" });
};

export const backlash = fixedSpell(
  {},
  {
    tasks: taskHandlers({ "spell:backlash": strike }),
  },
);

/**
 * What follows the spells `player`'s army at `from` announced in a magic action, costing `cost`
 * in all: its save roll against a Backlash on its terrain. Asked when the spells are announced,
 * before any resolves, so a Backlash among them does not count.
 */
export function backlashAfter(state: Table, player: number, from: Location, cost: number): Task[] {
  if (!atTerrain(from) || cost === 0) return [];
  const terrain = terrainAt(state, from).id;
  const found = terrainEffects(state, terrain).find((e) => e.spell?.id === "backlash");
  if (!found) return [];
  return [{ t: "spell:backlash", player, at: from, owner: found.owner, damage: cost }];
}
