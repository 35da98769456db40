// "For each unit that generates [the SAI's] results choose one unit in the defending army" (Coil,
// Gore, Hug, Kick: rules/000 lines 1845, 1966, 1978, 2002): each die that rolled the SAI strikes
// one defending unit with its own points, its roller picking the unit die by die. Several dice may
// strike the same unit, whose damage then adds up, but never more units than dice (line 1741: two
// Hugs combine on one unit, or hit two). Shared by those SAIs' files.
import type { Ctx, Task } from "../../kernel/flow.ts";
import type { Roll } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { catalogDieById, dieInstance, healthOf, unitsAt } from "../army.ts";
import { tablesOf } from "../edition-tables.ts";
import { failed, type Outcome, rollEach, savesNeeded } from "../individual.ts";
import { purposeNamed } from "../purposes.ts";
import { withinReach } from "../reach.ts";
import type { SaiEffect, SaiUse } from "../sai-effects.ts";
import { saiOnFace } from "../sai-rules.ts";
import { askTargets } from "../sai-targets.ts";

/** One die's strike: the unit it picked and its points. */
export interface Strike {
  die: string;
  unit: string;
  points: number;
}

/** The units struck, each with the points of every die that struck it and those dice. */
export interface Struck {
  unit: string;
  points: number;
  dice: string[];
}

/** A die still to strike, with its points. */
type Striker = { die: string; points: number };

/** The strikes picked so far, and the dice still to pick theirs. */
type Striking = {
  sai: string;
  roller: number;
  /** The defending army. */
  player: number;
  at: Location;
  dice: Striker[];
  strikes: Strike[];
  after: Task;
};

/** Each SAI of `strikeThenSave` has its own two tasks, named after it (`sai-struck:kick`). */
type StruckName = `sai-struck:${string}`;
type SavedName = `sai-saved:${string}`;

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    "strikes:next": Striking;
    /** The unit `strike`'s die strikes: the one target given, or the roller's answer. */
    "strikes:picked": Striking & { strike: Striker; targets?: string[] };
    [struck: StruckName]: AfterStrikes;
    /** The struck units' saves, `player` their owner. */
    [saved: SavedName]: { player: number; outcomes: Outcome[] };
  }
}

/** What the task after the strikes gets: the units struck, the roller and the defending army. */
export type AfterStrikes = { struck: Struck[]; roller: number; player: number; at: Location };

/**
 * The roller picks, die by die, the defending unit each die that rolled the SAI strikes; then
 * `after` runs with `struck` (Struck[]), `roller`, and `player` and `at` of the defending army.
 */
export function askStrikes(ctx: Ctx, roll: Roll, use: SaiUse, after: Task): void {
  const target = roll.against;
  if (!target) return;
  const purpose = purposeNamed(roll.purpose);
  const tables = tablesOf(ctx);
  const dice = use.dice.map((die) => {
    let points = 0;
    for (const f of roll.faces) {
      const sai =
        f.die === die ? saiOnFace(tables, catalogDieById(f.dieId), f.face, purpose) : null;
      if (sai?.sai === use.sai) points += sai.points;
    }
    return { die, points };
  });
  ctx.schedule({
    t: "strikes:next",
    sai: use.sai,
    roller: roll.player,
    player: target.player,
    at: target.at,
    dice,
    strikes: [],
    after,
  });
}

const next: HandlerOf<"strikes:next"> = (ctx, task) => {
  const strikes = task.strikes;
  const dice = task.dice;
  const player = task.player;
  const at = task.at;
  const [first, ...rest] = dice;
  // Units out of a melee effect's reach cannot be picked (Fade, Hide, Camouflage).
  const units = withinReach(ctx.state, unitsAt(ctx.state, player, at), "melee").map((d) => ({
    id: d.id,
    health: healthOf(d),
  }));
  if (!first || units.length === 0) {
    const after = task.after;
    ctx.schedule({ ...after, struck: byUnit(strikes), roller: task.roller, player, at });
    return;
  }
  const offer = {
    sai: task.sai,
    owner: player,
    units,
    maxHealth: units.reduce((s, u) => s + u.health, 0),
    maxUnits: 1,
    rule: "at-least-one" as const,
  };
  askTargets(ctx, task.roller, offer, {
    t: "strikes:picked",
    sai: task.sai,
    roller: task.roller,
    player,
    at,
    strike: first,
    dice: rest,
    strikes,
    after: task.after,
  });
};

const picked: HandlerOf<"strikes:picked"> = (ctx, task) => {
  const [unit] = task.targets ?? answer(ctx, "sai-targets");
  const { die, points } = task.strike;
  const strikes = task.strikes;
  ctx.schedule({
    t: "strikes:next",
    sai: task.sai,
    roller: task.roller,
    player: task.player,
    at: task.at,
    dice: task.dice,
    strikes: unit ? [...strikes, { die, unit, points }] : strikes,
    after: task.after,
  });
};

function byUnit(strikes: readonly Strike[]): Struck[] {
  const struck: Struck[] = [];
  for (const s of strikes) {
    const same = struck.find((x) => x.unit === s.unit);
    if (same) {
      same.points += s.points;
      same.dice.push(s.die);
    } else struck.push({ unit: s.unit, points: s.points, dice: [s.die] });
  }
  return struck;
}

/**
 * The striking units a struck unit's melee kills when they cannot save (Hug, Coil): each in turn
 * while the melee left is at least its health (as `savesNeeded` with no saves), the melee spent.
 */
export function struckBack(ctx: Ctx, strikers: readonly string[], melee: number): string[] {
  const killed: string[] = [];
  let left = melee;
  for (const id of strikers) {
    const d = dieInstance(ctx.state, id);
    if (!d || left < healthOf(d)) continue;
    left -= healthOf(d);
    killed.push(id);
  }
  return killed;
}

export const strikeTasks = taskHandlers({
  "strikes:next": next,
  "strikes:picked": picked,
});

/**
 * A strike SAI whose struck units save against its damage on their own (Kick, Gore); `suffer`
 * befalls those that fail (killed; killed and buried).
 */
export function strikeThenSave(
  key: string,
  suffer: (ctx: Ctx, player: number, units: string[]) => void,
): SaiEffect {
  const struck: HandlerOf<StruckName> = (ctx, task) => {
    const player = task.player;
    const targets = task.struck.map((s) => ({
      unit: s.unit,
      need: savesNeeded(ctx, s.unit, s.points),
    }));
    rollEach(ctx, player, targets, "save", { t: `sai-saved:${key}`, player });
  };
  const saved: HandlerOf<SavedName> = (ctx, task) =>
    suffer(ctx, task.player, failed(task.outcomes));
  return {
    immediate: (ctx, roll, use) => askStrikes(ctx, roll, use, { t: `sai-struck:${key}` }),
    tasks: {
      ...strikeTasks,
      ...taskHandlers<StruckName>({ [`sai-struck:${key}`]: struck }),
      ...taskHandlers<SavedName>({ [`sai-saved:${key}`]: saved }),
    },
  };
}
