// Saves and casualties (2.9a "Damage"): the damaged army rolls saves, each save negates one
// point, and its owner chooses the dead, who go to the dead unit area. Some damage allows no save
// roll: only magical saves protect against it (Counter, Volley, Scorching Touch).

import { magicalSaves } from "../../kernel/effects.ts";
import type { Task } from "../../kernel/flow.ts";
import { type AimedSai, rollTotal, startRolls, takeRolls } from "../../kernel/roll.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "./answers.ts";
import { dieInstance, hasUnitsAt, healthOf, unitsAt } from "./army.ts";
import { type CasualtyUnit, coverable } from "./casualties.ts";
import { PURPOSES, rollFor } from "./purposes.ts";
import { applySteppedDamage, scorchingTouch, steppedDamageRequest } from "./racial-actions.ts";
import { reachOfDamage, withinReach } from "./reach.ts";
import { risesFromTheAshes, rose } from "./sais/rise-from-the-ashes.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

const saveRoll: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const at = task.at as Location;
  const units = unitsAt(ctx.state, player, at);
  if (units.length === 0) return;
  const missile = task.vs === "missile";
  // Against a Charge the save roll is a combination melee/save roll (line 1827).
  const strikeBack = task.strikeBack === true;
  const purpose = strikeBack
    ? PURPOSES.saveAndMelee
    : missile
      ? PURPOSES.saveVsMissile
      : task.vs === "spell"
        ? PURPOSES.saveVsSpell
        : PURPOSES.saveVsMelee;
  const spec = rollFor(purpose, player, at, units);
  if (strikeBack) spec.wants = ["save", "melee"];
  // The attack's Delayed SAIs (Screech) act on this roll before it is final.
  if (Array.isArray(task.incoming)) spec.incoming = task.incoming as AimedSai[];
  // The attacking army, which Counter and Volley strike back at, and its units' hits (Bash).
  if (typeof task.attacker === "number") {
    spec.against = { player: task.attacker, at: (missile ? task.from : at) as Location };
    if (task.hits) spec.against.results = task.hits as Record<string, number>;
  }
  startRolls(ctx, [spec], { ...task, t: "damage:saved" });
};

const saved: TaskHandler = (ctx, task) => {
  const [roll] = takeRolls(ctx.state, task);
  if (!roll) return;
  const player = task.player as number;
  const at = task.at as Location;
  const damage = task.damage as number;
  const saves = rollTotal(roll, "save");
  ctx.emit({ type: "damage", player, location: at, damage, saves });
  const left = damage - saves;
  const next: Task[] = [];
  if (left > 0) next.push({ t: "damage:casualties", player, at, damage: left, vs: task.vs });
  // Against a Charge, the melee rolled hits the attacking army; only magical saves would stop it.
  const hits = task.strikeBack === true ? rollTotal(roll, "melee") : 0;
  if (hits > 0 && typeof task.attacker === "number") {
    ctx.emit({ type: "damage", player: task.attacker, location: at, damage: hits, saves: 0 });
    next.push({ t: "damage:casualties", player: task.attacker, at, damage: hits });
  }
  // 2.9a Scalders, Scorching Touch: saves against the attack of a melee action (not against the
  // counter-attack) do damage back; only magical saves protect, so the attacker rolls none.
  if (task.vs === "melee" && task.counter === false && typeof task.attacker === "number") {
    const scorch = scorchingTouch(roll);
    if (scorch > 0) {
      ctx.emit({
        type: "scorching-touch",
        player,
        target: task.attacker,
        location: at,
        damage: scorch,
      });
      next.push({ t: "damage:unsaved", player: task.attacker, at, damage: scorch });
    }
  }
  ctx.schedule(...next);
};

/**
 * Damage that only magical saves protect against (Counter, Volley, Scorching Touch): no save is
 * rolled; the army's magical saves take off what they can and its owner takes casualties for the
 * rest, as from any damage.
 */
const unsaved: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const at = task.at as Location;
  if (!hasUnitsAt(ctx.state, player, at)) return;
  const damage = task.damage as number;
  const saves = Math.min(damage, magicalSaves(ctx.state, player, at));
  if (saves > 0) ctx.emit({ type: "damage", player, location: at, damage, saves });
  if (damage > saves) {
    ctx.schedule({ t: "damage:casualties", player, at, damage: damage - saves, vs: task.vs });
  }
};

const casualties: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const at = task.at as Location;
  const damage = task.damage as number;
  // Units out of this damage's reach cannot be taken (Fade, Hide, Camouflage).
  const here = withinReach(ctx.state, unitsAt(ctx.state, player, at), reachOfDamage(task.vs));
  const units: CasualtyUnit[] = here.map((d) => ({ id: d.id, health: healthOf(d) }));
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
  const dice = (task.dice as string[] | undefined) ?? answer<string[]>(ctx);
  // 2.9a Undead, Stepped Damage: the owner may trade killed Undead for lesser ones from the DUA.
  const stepped = steppedDamageRequest(ctx.state, player, dice);
  if (stepped) ctx.ask([stepped], { t: "damage:killed", player, dice });
  else ctx.schedule({ t: "damage:killed", player, dice, traded: {} });
};

const killed: TaskHandler = (ctx, task) => {
  const player = task.player as number;
  const dice = task.dice as string[];
  const traded =
    (task.traded as Record<string, string> | undefined) ?? answer<Record<string, string>>(ctx);
  const from = new Map<string, Location>();
  for (const id of dice) {
    const d = dieInstance(ctx.state, id);
    if (!d) continue;
    from.set(id, d.at);
    d.at = "dua";
  }
  ctx.emit({ type: "killed", player, dice });
  applySteppedDamage(ctx, player, from, traded);
  const risen = dice.flatMap((id) => {
    const d = dieInstance(ctx.state, id);
    return d?.at === "dua" && risesFromTheAshes(ctx, d) ? [{ die: d, from: d.at }] : [];
  });
  for (const { die } of risen) die.at = "reserve";
  rose(ctx, player, risen);
  checkEighthFaces(ctx);
  checkVictory(ctx);
};

export const damageTasks: Record<string, TaskHandler> = {
  "damage:save": saveRoll,
  "damage:saved": saved,
  "damage:unsaved": unsaved,
  "damage:casualties": casualties,
  "damage:kill": kill,
  "damage:killed": killed,
};
