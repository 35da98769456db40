// Saves and casualties (2.9a "Damage"): the damaged army rolls saves, each save negates one
// point, and its owner chooses the dead, who go to the dead unit area. Some damage allows no save
// roll: only magical saves protect against it (Counter, Volley, Scorching Touch).

import type { Task } from "../kernel/flow.ts";
import { rollTotal, startRolls, takeRolls } from "../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import type { DieState, Location, Table } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { dieInstance, hasUnitsAt, healthOf, unitsAt } from "./army.ts";
import { buryUnits } from "./burial.ts";
import { type CasualtyUnit, coverable } from "./casualties.ts";
import { isDragonkin, mayLeave } from "./dragonkin.ts";
import { tablesOf } from "./edition-tables.ts";
import { magicalSaves } from "./effect-fields.ts";
import { PURPOSES, rollFor } from "./purposes.ts";
import { askSacrifice } from "./racial/sacrifice-dragonkin.ts";
import { scorchingTouch } from "./racial/scorching-touch.ts";
import { applySteppedDamage, steppedDamageRequest } from "./racial/stepped-damage.ts";
import { type DamageKind, reachOfDamage, withinReach } from "./reach.ts";
import { spareCasualties } from "./refuge.ts";
import type { AimedSai } from "./roll-fields.ts";
import { risesFromTheAshes, rose } from "./sais/rise-from-the-ashes.ts";
import { soiledGroundAt } from "./spells/soiled-ground.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

/** Damage to the army of `player` at `at`, and what it comes from. */
type Damage = {
  player: number;
  at: Location;
  damage: number;
  /** What does the damage, and so which units it can reach (reach.ts). */
  vs?: DamageKind;
  /** The attacking player, and where it attacked from when not here (a missile's terrain, a Haunt's DUA). */
  attacker?: number;
  from?: Location;
  /** The attack is a counter-attack (no Scorching Touch against it). */
  counter?: boolean;
  /** The attack's Delayed SAIs, which act on the save roll (Screech). */
  incoming?: AimedSai[];
  /** The attacking units' melee results, by unit (Bash). */
  hits?: Record<string, number>;
  /** Against a Charge: the save roll is a combination melee/save roll (line 1827). */
  strikeBack?: boolean;
  /** Only units of this health are touched (Foul Water). */
  onlyHealth?: number;
  /** Damage aimed at the army that magical protection stops (see `casualties`). */
  guarded?: boolean;
};

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    "damage:save": Damage;
    "damage:saved": Damage & { rolls: number[] };
    "damage:unsaved": Damage;
    "damage:casualties": Damage;
    /**
     * The units killed (`dice`, or the answer to read) of the army at `at` (none for units killed
     * one by one, `individual`, which may be spared by a Dragonkin, `sacrifices` those asked).
     * Damage a spell guards against (`guarded`) is always an army's.
     */
    "damage:kill": {
      player: number;
      dice?: string[];
      individual?: boolean;
      sacrifices?: string[];
      buryKin?: boolean;
    } & ({ at: Location; guarded: true } | { at?: Location; guarded?: false });
    /** The units killed, and the units Stepped Damage traded for them (or the answer to read). */
    "damage:killed": {
      player: number;
      dice: string[];
      traded?: Record<string, string>;
      buryKin?: boolean;
    };
  }
}

/**
 * The units of the army that an attack can touch: all, or with `onlyHealth` only those of that
 * health (Foul Water: only 1-health units roll saves and can be removed, rules/000 line 1422).
 */
const touched = (state: Table, task: Damage): DieState[] =>
  unitsAt(state, task.player, task.at).filter(
    (d) => task.onlyHealth === undefined || healthOf(d) === task.onlyHealth,
  );

const saveRoll: HandlerOf<"damage:save"> = (ctx, task) => {
  const { player, at } = task;
  const units = touched(ctx.state, task);
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
  if (Array.isArray(task.incoming)) spec.incoming = task.incoming;
  // The attacking army, which Counter and Volley strike back at, and its units' hits (Bash): where
  // it attacked from (a missile's terrain, a Haunt's DUA), or here.
  if (typeof task.attacker === "number") {
    spec.against = { player: task.attacker, at: task.from ?? at };
    if (task.hits) spec.against.results = task.hits;
  }
  startRolls(ctx, [spec], { ...task, t: "damage:saved" });
};

const saved: HandlerOf<"damage:saved"> = (ctx, task) => {
  const [roll] = takeRolls(ctx.state, task);
  if (!roll) return;
  const { player, at, damage } = task;
  const saves = rollTotal(roll, "save");
  ctx.emit({ type: "damage", player, location: at, damage, saves });
  const left = damage - saves;
  const next: Task[] = [];
  // Where the attacking army is: here in a melee, or where a Haunt's dead rise (its DUA).
  const attackerAt = task.from ?? at;
  if (left > 0) {
    const only = task.onlyHealth === undefined ? {} : { onlyHealth: task.onlyHealth };
    next.push({
      t: "damage:casualties",
      player,
      at,
      damage: left,
      guarded: true,
      vs: task.vs,
      ...only,
    });
  }
  // Against a Charge, the melee rolled hits the attacking army; only magical saves would stop it.
  const hits = task.strikeBack === true ? rollTotal(roll, "melee") : 0;
  if (hits > 0 && typeof task.attacker === "number") {
    const attacker = task.attacker;
    ctx.emit({ type: "damage", player: attacker, location: attackerAt, damage: hits, saves: 0 });
    next.push({
      t: "damage:casualties",
      player: attacker,
      at: attackerAt,
      damage: hits,
      guarded: true,
    });
  }
  // 2.9a Scalders, Scorching Touch: saves against the attack of a melee action (not against the
  // counter-attack) do damage back; only magical saves protect, so the attacker rolls none.
  if (task.vs === "melee" && task.counter === false && typeof task.attacker === "number") {
    const scorch = scorchingTouch(tablesOf(ctx), roll);
    if (scorch > 0) {
      ctx.emit({
        type: "scorching-touch",
        player,
        target: task.attacker,
        location: at,
        damage: scorch,
      });
      next.push({ t: "damage:unsaved", player: task.attacker, at: attackerAt, damage: scorch });
    }
  }
  ctx.schedule(...next);
};

/**
 * Damage that only magical saves protect against (Counter, Volley, Scorching Touch): no save is
 * rolled; the army's magical saves take off what they can and its owner takes casualties for the
 * rest, as from any damage.
 */
const unsaved: HandlerOf<"damage:unsaved"> = (ctx, task) => {
  const { player, at } = task;
  if (!hasUnitsAt(ctx.state, player, at)) return;
  const damage = task.damage;
  const saves = Math.min(damage, magicalSaves(ctx.state, player, at));
  if (saves > 0) ctx.emit({ type: "damage", player, location: at, damage, saves });
  if (damage > saves) {
    ctx.schedule({
      t: "damage:casualties",
      player,
      at,
      damage: damage - saves,
      guarded: true,
      vs: task.vs,
    });
  }
};

/**
 * The army's casualties for damage left after saves. `guarded`: damage aimed at the army that
 * magical protection stops (the Stoneskin Rule, line 580), so that spells guarding the army's
 * casualties (Open Grave, Leaving) spare them; not Smite's or Stone's (line 584).
 */
const casualties: HandlerOf<"damage:casualties"> = (ctx, task) => {
  const { player, at, damage } = task;
  const guarded = task.guarded === true;
  // Units out of this damage's reach cannot be taken (Fade, Hide, Camouflage).
  const here = withinReach(ctx.state, touched(ctx.state, task), reachOfDamage(task.vs));
  const units: CasualtyUnit[] = here.map((d) => ({ id: d.id, health: healthOf(d) }));
  const must = coverable(units, damage);
  if (must === 0) return;
  const all = units.reduce((s, u) => s + u.health, 0);
  if (all <= damage) {
    // Every unit must die: there is nothing to choose.
    ctx.schedule({ t: "damage:kill", player, at, dice: units.map((u) => u.id), guarded });
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
    { t: "damage:kill", player, at, guarded },
  );
};

const kill: HandlerOf<"damage:kill"> = (ctx, task) => {
  const player = task.player;
  const dice = task.dice ?? answer(ctx, "choose-casualties");
  // The only army in a DUA is a Haunt's (line 2616): its casualties are buried, Honor the Dead
  // or not, since they left the DUA to fight.
  if (task.at === "dua") {
    buryUnits(ctx, player, dice, { by: "haunt", honor: false });
    return;
  }
  // 2.9a Eldarim, Sacrifice Dragonkin (line 945): a Dragonkin may go back to the pool instead.
  if (task.individual === true && askSacrifice(ctx, task, dice)) return;
  // Casualties of an army a spell guards go elsewhere, not to the DUA (refuge.ts).
  // Dragonkin cannot leave their terrain (line 2324): they die even so.
  const leaving = mayLeave(tablesOf(ctx), ctx.state, dice);
  if (
    task.guarded === true &&
    leaving.length > 0 &&
    spareCasualties(ctx, player, task.at, leaving)
  ) {
    const kin = dice.filter((id) => !leaving.includes(id));
    if (kin.length > 0) ctx.schedule({ t: "damage:killed", player, dice: kin, traded: {} });
    return;
  }
  // Stepped Damage (2.9a Undead): the owner may trade killed units for lesser ones from the DUA.
  const stepped = steppedDamageRequest(tablesOf(ctx), ctx.state, player, dice);
  const buryKin = task.buryKin === true ? { buryKin: true } : {};
  if (stepped) ctx.ask([stepped], { t: "damage:killed", player, dice, ...buryKin });
  else ctx.schedule({ t: "damage:killed", player, dice, traded: {}, ...buryKin });
};

const killed: HandlerOf<"damage:killed"> = (ctx, task) => {
  const { player, dice } = task;
  const traded = task.traded ?? answer(ctx, "stepped-damage");
  const from = new Map<string, Location>();
  const buried: string[] = [];
  const tables = tablesOf(ctx);
  for (const id of dice) {
    const d = dieInstance(ctx.state, id);
    if (!d) continue;
    from.set(id, d.at);
    // Killed Dragonkin go back to the summoning pool, or are buried when a Sneak Attack or a
    // breath took them (line 2322).
    if (!isDragonkin(tables, d)) d.at = "dua";
    else if (task.buryKin === true) buried.push(id);
    else d.at = "pool";
  }
  ctx.emit({ type: "killed", player, dice });
  if (buried.length > 0) buryUnits(ctx, player, buried, { by: "dragonkin" });
  applySteppedDamage(ctx, player, from, traded);
  const risen = dice.flatMap((id) => {
    const d = dieInstance(ctx.state, id);
    return d?.at === "dua" && risesFromTheAshes(ctx, d) ? [{ die: d, from: d.at }] : [];
  });
  for (const { die } of risen) die.at = "reserve";
  rose(ctx, player, risen);
  // 2.9a Soiled Ground (line 1238): the dead of its terrain save in the DUA or are buried.
  const soiled = dice.filter((id) => {
    const at = from.get(id);
    return (
      at !== undefined && dieInstance(ctx.state, id)?.at === "dua" && soiledGroundAt(ctx.state, at)
    );
  });
  if (soiled.length > 0)
    ctx.schedule({ t: "individual:dua-saves", player, units: soiled, avoid: "save" });
  checkEighthFaces(ctx);
  checkVictory(ctx);
};

export const damageTasks = taskHandlers({
  "damage:save": saveRoll,
  "damage:saved": saved,
  "damage:unsaved": unsaved,
  "damage:casualties": casualties,
  "damage:kill": kill,
  "damage:killed": killed,
});
