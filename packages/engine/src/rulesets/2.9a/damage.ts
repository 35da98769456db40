// Saves and casualties (2.9a "Damage"): the damaged army rolls saves, each save negates one
// point, and its owner chooses the dead, who go to the dead unit area.
import type { TaskHandler } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "./answers.ts";
import { healthOf, unitsAt } from "./army.ts";
import { type CasualtyUnit, coverable } from "./casualties.ts";
import { PURPOSES } from "./purposes.ts";
import { rollArmy } from "./results.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

const saveRoll: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const at = task.at as Location;
  const damage = task.damage as number;
  const units = unitsAt(ctx.state, player, at);
  if (units.length === 0) return;
  const purpose = task.vs === "missile" ? PURPOSES.saveVsMissile : PURPOSES.saveVsMelee;
  const saves = rollArmy(ctx, player, at, units, purpose).total;
  ctx.emit({ type: "damage", player, location: at, damage, saves });
  const left = damage - saves;
  if (left > 0) ctx.schedule({ t: "damage:casualties", player, at, damage: left });
};

const casualties: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const at = task.at as Location;
  const damage = task.damage as number;
  const units: CasualtyUnit[] = unitsAt(ctx.state, player, at).map((d) => ({
    id: d.id,
    health: healthOf(d),
  }));
  const must = coverable(units, damage);
  if (must === 0) return;
  const all = units.reduce((s, u) => s + u.health, 0);
  if (all <= damage) {
    // Every unit must die: there is nothing to choose.
    ctx.schedule({ t: "damage:kill", player, at, dice: units.map((u) => u.id) });
    return;
  }
  ctx.ask(
    [
      {
        player,
        kind: "choose-casualties",
        prompt: `Choose casualties covering ${must} health of the ${damage} damage (never more).`,
        data: { units, damage, cover: must },
      },
    ],
    { t: "damage:kill", player, at },
  );
};

const kill: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const dice = (task.dice as string[] | undefined) ?? answer<string[]>(task);
  for (const id of dice) {
    const d = ctx.state.dice.find((x) => x.id === id);
    if (d) d.at = "dua";
  }
  ctx.emit({ type: "killed", player, dice });
  checkEighthFaces(ctx);
  checkVictory(ctx);
};

export const damageTasks: Record<string, TaskHandler> = {
  "damage:save": saveRoll,
  "damage:casualties": casualties,
  "damage:kill": kill,
};
