// 2.9a Path (gold, 4, basic; rules/000 line 1344): one of your units at a terrain goes at once to
// any other terrain, the caster's choice when the spell resolves; castings target several units.
import { taskHandlers } from "../../kernel/ruleset.ts";
import { atTerrain, type Location, terrainLocation } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, dieName, terrainsInPlay } from "../army.ts";
import { askChoice, type SaiOption } from "../sai-choice.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { moveUnit } from "./move-unit.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** Where `unit` goes: the option given when it was the only one, or the answer. */
    "spell:path": { unit: string; picked?: SaiOption };
  }
}

export const path: SpellEffect = {
  allows: (state, _caster, t) => "unit" in t && atTerrain(dieInstance(state, t.unit)?.at ?? ""),
  resolve(ctx, casting) {
    if (!("unit" in casting.target)) return;
    const unit = casting.target.unit;
    const from = dieInstance(ctx.state, unit)?.at;
    const places: SaiOption[] = terrainsInPlay(ctx.state)
      .map((t) => terrainLocation(t.id))
      .filter((at) => at !== from)
      .map((at) => ({ say: "move to", at }));
    if (places.length === 0) return;
    askChoice(
      ctx,
      casting.caster,
      { about: "path", by: "Path", unit },
      `where does the ${dieName(ctx.state, unit)} go?`,
      places,
      { t: "spell:path", unit },
    );
  },
  tasks: taskHandlers({
    "spell:path": (ctx, task) => {
      const picked = task.picked ?? answer(ctx, "sai-choice");
      if (picked.at !== undefined) moveUnit(ctx, task.unit, picked.at as Location);
    },
  }),
};
