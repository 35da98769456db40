// 2.9a Bash (rules/000 line 1791), Special in a save roll against a melee attack: the defending
// player picks a unit of the attacking army that rolled melee results (one per die that rolled
// Bash, as Slay: docs/rulings.md); it takes damage equal to its own melee results and saves
// against it on its own, and the defending army gets that many saves. These saves replace the
// die-health saves the catalogue gives Bash in other save rolls ("non-melee save"), which are
// therefore left out of this roll, and out of the army's response to a dragon attack, where Bash
// hits back at a dragon instead (bash-dragon.ts).

import { rollInProgress } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { answer } from "../answers.ts";
import { dieInstance, healthOf, isUnit } from "../army.ts";
import { failed, killUnits, type Outcome, rollEach, savesNeeded } from "../individual.ts";
import { PURPOSES } from "../purposes.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { askTargets } from "../sai-targets.ts";
import { bashDragons, bashDragonTasks } from "./bash-dragon.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The attacking units picked (the targets given, or the answer) of `player`, bashed by `dice`. */
    "sai:bash": { roll: number; dice: string[]; player: number; targets?: string[] };
    "sai:bash-rolled": { player: number; outcomes: Outcome[] };
  }
}

const picked: HandlerOf<"sai:bash"> = (ctx, task) => {
  const ids = task.targets ?? answer(ctx, "sai-targets");
  const roll = rollInProgress(ctx.state, task.roll);
  const hits = roll.against?.results ?? {};
  const damage = ids.reduce((sum, id) => sum + (hits[id] ?? 0), 0);
  if (damage > 0) {
    roll.counted.push({
      unit: task.dice[0] as string,
      result: "save",
      amount: damage,
      source: "sai",
      label: "Bash",
    });
  }
  const player = task.player;
  rollEach(
    ctx,
    player,
    ids.map((unit) => ({ unit, need: savesNeeded(ctx, unit, hits[unit] ?? 0) })),
    "save",
    { t: "sai:bash-rolled", player },
  );
};

const rolled: HandlerOf<"sai:bash-rolled"> = (ctx, task) =>
  killUnits(ctx, task.player, failed(task.outcomes));

export const bash: SaiEffect = {
  immediate(ctx, roll, use) {
    roll.forgone.Bash = use.points;
    if (roll.purpose === PURPOSES.dragonAttack.name) {
      bashDragons(ctx, roll, use);
      return;
    }
    const attacker = roll.against;
    if (!attacker) return;
    const hits = attacker.results ?? {};
    const units = Object.keys(hits).flatMap((id) => {
      const d = dieInstance(ctx.state, id);
      // A unit: the items that rolled melee with it are not units (line 2375).
      return d?.at === attacker.at && isUnit(d) ? [{ id, health: healthOf(d) }] : [];
    });
    const offer = {
      sai: use.sai,
      owner: attacker.player,
      units,
      maxHealth: units.reduce((s, u) => s + u.health, 0),
      maxUnits: use.dice.length,
      rule: "at-least-one" as const,
    };
    askTargets(ctx, roll.player, offer, {
      t: "sai:bash",
      roll: roll.id,
      dice: use.dice,
      player: attacker.player,
    });
  },
  tasks: { ...taskHandlers({ "sai:bash": picked, "sai:bash-rolled": rolled }), ...bashDragonTasks },
};
