// 2.9a Fearful Flames (red, 3, Lava Elf; rules/000 line 1540): one health-worth of enemy units per
// casting each take a point of damage per health-worth (the castings add health affected and
// damage together), and roll on their own for saves against it: a unit that fails is killed; one
// that saves must roll another save or flee to its reserve area.
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { atTerrain } from "../../kernel/state.ts";
import { dieInstance, healthOf } from "../army.ts";
import { killUnits, type Outcome, savesNeeded } from "../individual.ts";
import type { SpellEffect } from "../spell-effects.ts";
import { fleeFailed, rollEachTask, unitRollTasks } from "./unit-rolls.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The outcomes of the units' saves (`rollEach`). */
    "spell:fearful-saved": { player: number; outcomes: Outcome[] };
  }
}

/** The units that saved roll again for a save, or flee; those that failed die first. */
const saved: HandlerOf<"spell:fearful-saved"> = (ctx, task) => {
  const player = task.player;
  const outcomes = task.outcomes;
  // A unit already in the reserve area has nowhere to flee to.
  const stay = outcomes.filter(
    (o) => o.passed && atTerrain(dieInstance(ctx.state, o.unit)?.at ?? "dua"),
  );
  // Scheduled first, so it runs after the killing.
  if (stay.length > 0) {
    ctx.schedule(
      rollEachTask(
        player,
        stay.map((o) => ({ unit: o.unit })),
        "save",
        fleeFailed(player),
      ),
    );
  }
  killUnits(
    ctx,
    player,
    outcomes.filter((o) => !o.passed).map((o) => o.unit),
  );
};

export const fearfulFlames: SpellEffect = {
  resolve(ctx, casting) {
    if (!("units" in casting.target)) return;
    const units = casting.target.units.flatMap((id) => {
      const d = dieInstance(ctx.state, id);
      return d && d.at !== "dua" && d.at !== "bua" ? [d] : [];
    });
    const [first] = units;
    if (!first) return;
    const targets = units.map((d) => ({ unit: d.id, need: savesNeeded(ctx, d.id, healthOf(d)) }));
    ctx.schedule(
      rollEachTask(first.owner, targets, "save", { t: "spell:fearful-saved", player: first.owner }),
    );
  },
  tasks: { ...unitRollTasks, ...taskHandlers({ "spell:fearful-saved": saved }) },
};
