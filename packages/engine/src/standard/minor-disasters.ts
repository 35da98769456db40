// The disaster faces of the minor terrains (2.9a rules/000 lines 2262-2268), rolled when the army's
// minor terrain is (minor-terrains.ts), which then leaves the game:
//   Flood      five health-worth of the army's units each make a maneuver avoidance roll; those
//              that fail are killed; the army's maneuvers are halved until its owner's next turn;
//   Landslide  damage equal to the army's number of units; the whole army (items too) makes a
//              maneuver avoidance roll, each maneuver result rolled negating a point;
//   Revolt     the army's melee and saves are halved until its owner's next turn;
//   Lost       the army loses the rest of its march (minor-terrains.ts schedules nothing more).
// Only the SAIs that apply in a maneuver avoidance roll apply against a disaster (line 2238): the
// rolls are maneuver avoidance rolls.
import { addEffect } from "../kernel/effects.ts";
import type { Ctx, Task } from "../kernel/flow.ts";
import { type Roll, rollTotal, startRolls, sumCounted, takeRolls } from "../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import type { Location } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { hasUnitsAt, unitsAt } from "./army.ts";
import { failed, killUnits, type Outcome, rollEach } from "./individual.ts";
import type { Disaster } from "./minor-terrains.ts";
import { PURPOSES, rollFor } from "./purposes.ts";
import { withinReach } from "./reach.ts";
import { askTargets, withHealth } from "./sai-targets.ts";

/** How much of the army a Flood reaches: five health-worth of its units (line 2262). */
const FLOODED_HEALTH = 5;

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The army a disaster befalls. */
    "minor:flood": { player: number; at: Location };
    /** The units the Flood reaches: the targets given, or the owner's answer. */
    "minor:flood-picked": { player: number; at: Location; targets?: string[] };
    "minor:flooded": { player: number; outcomes: Outcome[] };
    "minor:landslide": { player: number; at: Location };
    "minor:landslid": { player: number; at: Location; damage: number; rolls: number[] };
  }
}

/** The army's results halved until the beginning of its owner's next turn (Flood, Revolt). */
function halve(ctx: Ctx, disaster: Disaster, player: number, at: Location): void {
  const results =
    disaster === "Flood" ? ["maneuver" as const] : ["melee" as const, "save" as const];
  addEffect(ctx, {
    name: disaster,
    owner: player,
    target: { army: player, at },
    expires: "start-of-next-turn",
    modifier: { step: "divide", divisor: 2, results },
  });
}

/** What the disaster does to the army, as tasks to run before the rest of the march. */
export function disasterTasks(ctx: Ctx, disaster: Disaster, player: number, at: Location): Task[] {
  switch (disaster) {
    case "Flood":
      halve(ctx, disaster, player, at);
      return [{ t: "minor:flood", player, at }];
    case "Revolt":
      halve(ctx, disaster, player, at);
      return [];
    case "Landslide":
      return [{ t: "minor:landslide", player, at }];
    case "Lost":
      return [];
  }
}

/**
 * The army's owner picks the five health-worth of units the Flood reaches (docs/rulings.md), as
 * much as possible and never more; an army of five health or less is reached whole. Units no
 * effect of this kind can reach (Hide, line 1334) are left out.
 */
const flood: HandlerOf<"minor:flood"> = (ctx, task) => {
  const player = task.player;
  const at = task.at;
  const units = withinReach(ctx.state, withHealth(ctx.state, ids(ctx, player, at)), "other");
  askTargets(
    ctx,
    player,
    { sai: "Flood", owner: player, units, maxHealth: FLOODED_HEALTH, rule: "as-much-as-possible" },
    { t: "minor:flood-picked", player, at },
  );
};

const ids = (ctx: Ctx, player: number, at: Location): string[] =>
  unitsAt(ctx.state, player, at).map((d) => d.id);

const floodPicked: HandlerOf<"minor:flood-picked"> = (ctx, task) => {
  const picked = task.targets ?? answer(ctx, "sai-targets");
  const player = task.player;
  rollEach(
    ctx,
    player,
    picked.map((unit) => ({ unit })),
    "maneuver",
    { t: "minor:flooded", player },
    PURPOSES.individualManeuver,
  );
};

/** Units that rolled no maneuver are killed (line 2262). */
const flooded: HandlerOf<"minor:flooded"> = (ctx, task) => {
  killUnits(ctx, task.player, failed(task.outcomes));
};

/** The whole army rolls (its items join the roll, line 2264). */
const landslide: HandlerOf<"minor:landslide"> = (ctx, task) => {
  const player = task.player;
  const at = task.at;
  const units = unitsAt(ctx.state, player, at);
  if (units.length === 0) return;
  const spec = rollFor(PURPOSES.maneuverAvoidance, player, at, units);
  startRolls(ctx, [spec], { ...task, t: "minor:landslid", damage: units.length });
};

/**
 * The damage is the army's number of units (Dragonkin included, items not: line 2264); only the
 * maneuvers the army rolled negate it: not maneuvers lasting effects add (Wind Walk), nor saves,
 * magical or rolled. The rest kills as damage does, with no save roll; like Smite's (line 584), it
 * is not damage magical protection stops, so the spells that guard casualties do not spare them.
 */
const landslid: HandlerOf<"minor:landslid"> = (ctx, task) => {
  const [roll] = takeRolls(ctx.state, task);
  const player = task.player;
  const at = task.at;
  const damage = task.damage;
  const negated = roll ? Math.min(damage, rolledManeuvers(roll)) : 0;
  ctx.emit({ type: "damage", player, location: at, damage, saves: negated });
  if (damage > negated && hasUnitsAt(ctx.state, player, at)) {
    ctx.schedule({ t: "damage:casualties", player, at, damage: damage - negated, guarded: false });
  }
};

/** The maneuvers the army's dice gave, without what lasting effects added to the army's roll. */
function rolledManeuvers(roll: Roll): number {
  const added = sumCounted(
    roll.counted.filter((c) => c.unit === null),
    "maneuver",
  );
  return Math.max(0, rollTotal(roll, "maneuver") - added);
}

export const minorDisasterTasks = taskHandlers({
  "minor:flood": flood,
  "minor:flood-picked": floodPicked,
  "minor:flooded": flooded,
  "minor:landslide": landslide,
  "minor:landslid": landslid,
});
