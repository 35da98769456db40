// 2.9a "Actions": the terrain face decides the action (melee, missile or magic); an army holding
// the eighth face chooses freely while enemies there may only melee; reserve armies cast magic.
// An army's minor terrain may allow an action besides (line 2252).
import type { GameEvent } from "../kernel/events.ts";
import type { Ctx } from "../kernel/flow.ts";
import { type Roll, rollTotal, startRolls, sumCounted, takeRolls } from "../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { type Location, type Table, terrainLocation } from "../kernel/state.ts";
import { withFields } from "../kernel/with-fields.ts";
import { answer } from "./answers.ts";
import {
  dieInstance,
  hasUnitsAt,
  isUnit,
  opponentsAt,
  terrainAt,
  terrainDie,
  terrainDistance,
  terrainsInPlay,
  unitsAt,
} from "./army.ts";
import { tablesOf } from "./edition-tables.ts";
import { minorBoon } from "./minor-terrains.ts";
import { PURPOSES, rollFor } from "./purposes.ts";
import { actingUnits, reserveActionOptions } from "./racial/reserve-attack.ts";
import type { AimedSai } from "./roll-fields.ts";
import { hiddenByIllusion } from "./sais/illusion.ts";
import { refusedRoll } from "./saves-only.ts";
import { holds } from "./special-terrains.ts";

/** A melee attack: who attacks whom at `at`, and whether it is a counter-attack. */
type Melee = {
  attacker: number;
  defender: number;
  at: Location;
  counter?: boolean;
};

/** A missile attack from `from` at the defender's army at `at`. */
type Missile = {
  attacker: number;
  defender: number;
  from: Location;
  at: Location;
};

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    "action:choose": { at: Location };
    /** The choice made (a reserve army's second action), or the answer to read. */
    "action:chosen": { at: Location; choice?: ActionChoice };
    "melee:attack": Melee;
    "melee:attacked": Melee & { rolls: number[] };
    /** The attack's Late SAIs, once the save roll is final. */
    "melee:late": Melee & { late: AimedSai[] };
    "melee:counter?": Melee;
    "melee:countered": Melee;
    "missile:attack": Missile;
    "missile:attacked": Missile & { rolls: number[] };
  }
}

export interface ActionChoice {
  action: "melee" | "missile" | "magic" | null;
  target?: { player: number; at: Location };
  /** A second action after this one is complete (a reserve army with Amazons, line 845). */
  next?: ActionChoice;
}

type Allowed = { melee: boolean; missile: boolean; magic: boolean };
const ALL_ACTIONS: Allowed = { melee: true, missile: true, magic: true };
const MELEE_ONLY: Allowed = { melee: true, missile: false, magic: false };

/**
 * The actions the face allows this army: by the face icon, or all three for the holder; and the
 * action its minor terrain's face allows, whatever the terrain shows (lines 2252-2256).
 */
function allowedActions(ctx: Ctx, player: number, at: Location): Allowed {
  if (at === "reserve") return { melee: false, missile: false, magic: true };
  const byTerrain = terrainActions(ctx, player, at);
  const boon = minorBoon(ctx.state, player, at);
  if (!boon) return byTerrain;
  const allowed = { ...byTerrain };
  for (const action of boon.actions) allowed[action] = true;
  return allowed;
}

/** The actions the terrain's face allows the army. */
function terrainActions(ctx: Ctx, player: number, at: Location): Allowed {
  const terrain = terrainAt(ctx.state, at);
  if (terrain.face === 8) return terrain.controller === player ? ALL_ACTIONS : MELEE_ONLY;
  // Terrain faces are listed in order, 1 to 8 (the catalogue's tests check it).
  const icon = terrainDie(terrain).faces[terrain.face - 1]?.icon;
  return { melee: icon === "Melee", missile: icon === "Missile", magic: icon === "Magic" };
}

export function actionOptions(ctx: Ctx, player: number, at: Location): ActionChoice[] {
  const { state } = ctx;
  if (at === "reserve") return reserveActionOptions(tablesOf(ctx), state, player);
  const allowed = allowedActions(ctx, player, at);
  const options: ActionChoice[] = [];
  if (allowed.melee) {
    for (const p of opponentsAt(state, player, at))
      options.push({ action: "melee", target: { player: p, at } });
  }
  if (allowed.missile) {
    const from = terrainAt(state, at);
    // Tower: an army holding it may shoot at any terrain.
    const tower = holds(from, player, "Tower");
    for (const t of terrainsInPlay(state)) {
      if (!tower && terrainDistance(from, t) > 1) continue;
      const targetAt: Location = terrainLocation(t.id);
      for (const p of opponentsAt(state, player, targetAt)) {
        if (hiddenByIllusion(state, p, targetAt)) continue;
        options.push({ action: "missile", target: { player: p, at: targetAt } });
      }
    }
  }
  if (allowed.magic) options.push({ action: "magic" });
  options.push({ action: null });
  return options;
}

const choose: HandlerOf<"action:choose"> = (ctx, task) => {
  const at = task.at;
  const player = ctx.state.turn?.player as number;
  if (!hasUnitsAt(ctx.state, player, at)) return;
  // Under a Blue Dragon Breath every action roll is refused (line 680).
  if (refusedRoll(ctx, player, at, "action")) return;
  ctx.ask(
    [
      {
        player,
        kind: "choose-action",
        prompt: "Choose an action for this army, or none.",
        options: actionOptions(ctx, player, at),
      },
    ],
    { t: "action:chosen", at },
  );
};

const chosen: HandlerOf<"action:chosen"> = (ctx, task) => {
  const at = task.at;
  const player = ctx.state.turn?.player as number;
  const choice = task.choice ?? answer(ctx, "choose-action");
  if (choice.action === null) return;
  // The second action of a reserve army runs once the first is complete.
  if (choice.next) ctx.schedule({ t: "action:chosen", at, choice: choice.next });
  const event: Extract<GameEvent, { type: "action" }> = {
    type: "action",
    player,
    action: choice.action,
    location: at,
  };
  if (choice.target) event.target = `${choice.target.player}@${choice.target.at}`;
  ctx.emit(event);
  if (choice.action === "melee" && choice.target) {
    ctx.schedule({
      t: "melee:attack",
      attacker: player,
      defender: choice.target.player,
      at,
      counter: false,
    });
  } else if (choice.action === "missile" && choice.target) {
    ctx.schedule({
      t: "missile:attack",
      attacker: player,
      from: at,
      defender: choice.target.player,
      at: choice.target.at,
    });
  } else if (choice.action === "magic") {
    ctx.schedule({ t: "magic:roll", player, at });
  }
};

/** Melee: roll for hits; the defender saves only if hits were rolled; then it may counter. */
const meleeAttack: HandlerOf<"melee:attack"> = (ctx, task) => {
  const { attacker, at } = task;
  const purpose = task.counter ? PURPOSES.counterAttack : PURPOSES.meleeAttack;
  const dice = unitsAt(ctx.state, attacker, at);
  const against = { player: task.defender, at };
  startRolls(ctx, [withFields(rollFor(purpose, attacker, at, dice), { against })], {
    ...task,
    t: "melee:attacked",
  });
};

const meleeAttacked: HandlerOf<"melee:attacked"> = (ctx, task) => {
  const [roll] = takeRolls(ctx.state, task);
  const { attacker, defender, at, counter } = task;
  const total = roll ? rollTotal(roll) : 0;
  const aimed = roll?.aimed ?? [];
  // Late SAIs (Surprise, Charge) change what the defenders do after saving (line 1703).
  const { sais } = tablesOf(ctx).effects;
  const late = aimed.filter((a) => sais[a.name]?.late);
  const inSaveRoll = late.some((a) => sais[a.name]?.late?.counterAttack === "in-save-roll");
  const next = counter
    ? []
    : late.length > 0
      ? [{ t: "melee:late", attacker, defender, at, late }]
      : [{ t: "melee:counter?", attacker, defender, at }];
  if (total > 0 || inSaveRoll) {
    const save = {
      t: "damage:save",
      player: defender,
      at,
      damage: total,
      vs: "melee",
      attacker,
      counter,
      incoming: aimed,
      hits: roll ? hitsByUnit(ctx.state, roll) : {},
    };
    ctx.schedule(inSaveRoll ? withFields(save, { strikeBack: true }) : save, ...next);
  } else {
    ctx.schedule(...next);
  }
};

/**
 * Each unit's melee results in an attack, for the units that rolled some (Bash hits one back):
 * not an item's, as an item is not a unit (line 2373).
 */
function hitsByUnit(state: Table, roll: Roll): Record<string, number> {
  const hits: Record<string, number> = {};
  for (const id of roll.dice) {
    const d = dieInstance(state, id);
    if (!d || !isUnit(d)) continue;
    const own = sumCounted(
      roll.counted.filter((c) => c.unit === id),
      "melee",
    );
    if (own > 0) hits[id] = own;
  }
  return hits;
}
/** The attack's Late SAIs act once the defenders' save roll is final: no counter-attack follows. */
const meleeLate: HandlerOf<"melee:late"> = (ctx, task) => {
  for (const a of task.late) {
    ctx.emit({
      type: "sai",
      player: task.attacker,
      name: a.name,
      purpose: PURPOSES.meleeAttack.name,
      points: a.points,
      dice: a.dice,
    });
  }
};

const counterAsk: HandlerOf<"melee:counter?"> = (ctx, task) => {
  const { defender, at } = task;
  if (ctx.state.winner || !hasUnitsAt(ctx.state, defender, at)) return;
  if (!hasUnitsAt(ctx.state, task.attacker, at)) return;
  if (refusedRoll(ctx, defender, at, "counter-attack")) return;
  ctx.ask(
    [
      {
        player: defender,
        kind: "counter-attack",
        prompt: "Your army survived the melee attack. Counter-attack?",
        options: [true, false],
      },
    ],
    { t: "melee:countered", attacker: task.attacker, defender, at },
  );
};

const countered: HandlerOf<"melee:countered"> = (ctx, task) => {
  if (!answer(ctx, "counter-attack")) return;
  ctx.schedule({
    t: "melee:attack",
    attacker: task.defender,
    defender: task.attacker,
    at: task.at,
    counter: true,
  });
};

/** Missile: roll for hits; the target saves only if hits were rolled; it cannot shoot back. */
const missileAttack: HandlerOf<"missile:attack"> = (ctx, task) => {
  const { attacker, from } = task;
  // The target may be gone when a reserve army's missile action follows its magic action.
  if (!hasUnitsAt(ctx.state, task.defender, task.at)) return;
  const dice = actingUnits(tablesOf(ctx), ctx.state, attacker, from, "missile");
  const against = { player: task.defender, at: task.at };
  const spec = withFields(rollFor(PURPOSES.missileAction, attacker, from, dice), { against });
  startRolls(ctx, [spec], { ...task, t: "missile:attacked" });
};

const missileAttacked: HandlerOf<"missile:attacked"> = (ctx, task) => {
  const [roll] = takeRolls(ctx.state, task);
  const total = roll ? rollTotal(roll) : 0;
  if (total > 0) {
    ctx.schedule({
      t: "damage:save",
      player: task.defender,
      at: task.at,
      damage: total,
      vs: "missile",
      attacker: task.attacker,
      from: task.from,
      incoming: roll?.aimed ?? [],
    });
  }
};

export const actionTasks = taskHandlers({
  "action:choose": choose,
  "action:chosen": chosen,
  "melee:attack": meleeAttack,
  "melee:attacked": meleeAttacked,
  "melee:late": meleeLate,
  "melee:counter?": counterAsk,
  "melee:countered": countered,
  "missile:attack": missileAttack,
  "missile:attacked": missileAttacked,
});
