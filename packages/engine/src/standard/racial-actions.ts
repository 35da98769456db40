// 2.9a "Racial Abilities" (rules/000 lines 775-962) that add steps or decisions to the flow:
// Undead Stepped Damage, Scalders Scorching Touch, Frostwings Magic Negation, Amazons Reserve
// Attack, Firewalkers Terrain Flight and Treefolk Replanting. (Undead Resist Burial is in
// burial.ts; the abilities that only change how results count are in racial.ts and magic.ts.)

import { exactly, listOf, mapOf, text } from "../kernel/choice-shape.ts";
import type { Ctx, DecisionRequest, Task } from "../kernel/flow.ts";
import { type Roll, rollTotal, startRolls, takeRolls } from "../kernel/roll.ts";
import {
  type DecisionKind,
  decisionKind,
  type HandlerOf,
  taskHandlers,
} from "../kernel/ruleset.ts";
import {
  atTerrain,
  type DieState,
  type GameState,
  type Location,
  type TerrainState,
  terrainLocation,
} from "../kernel/state.ts";
import type { ActionChoice } from "./actions.ts";
import { answer } from "./answers.ts";
import {
  catalogDieById,
  dieInstance,
  forceHasSpecies,
  hasUnitsAt,
  healthOf,
  isSpecies,
  opponentsAt,
  ownedUnits,
  terrainAt,
  terrainsInPlay,
  unitsAt,
} from "./army.ts";
import { type CasualtyUnit, sampleCasualties } from "./casualties.ts";
import type { EditionTables } from "./edition-tables.ts";
import { PURPOSES, rollFor } from "./purposes.ts";
import { terrainElements } from "./terrain-nature.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

type RandomInt = (min: number, max: number) => number;

const isUndead = isSpecies("undead");
const isFrostwing = isSpecies("frostwings");
const isTreefolk = isSpecies("treefolk");

const asUnit = (d: DieState): CasualtyUnit => ({ id: d.id, health: healthOf(d) });

function shuffled<T>(xs: readonly T[], randomInt: RandomInt): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

// ---- Undead: Stepped Damage ---------------------------------------------------------------------

/**
 * 2.9a Undead, Stepped Damage (line 867): killed Undead may instead be traded for an Undead unit
 * of lesser health from the DUA. "Exchanging Units from the DUA" (line 1057): the exchange is
 * simultaneous, so only units in the DUA before these units died may come back. Null when no
 * killed unit has a lesser Undead unit in the DUA.
 */
export function steppedDamageRequest(
  state: GameState,
  player: number,
  killed: string[],
): DecisionRequest | null {
  if (!forceHasSpecies(state, player, "undead")) return null;
  const dua = unitsAt(state, player, "dua").filter(isUndead).map(asUnit);
  if (dua.length === 0) return null;
  const least = Math.min(...dua.map((u) => u.health));
  const traders = killed
    .map((id) => dieInstance(state, id))
    .filter((d): d is DieState => d !== undefined && isUndead(d) && healthOf(d) > least)
    .map(asUnit);
  if (traders.length === 0) return null;
  return {
    player,
    kind: "stepped-damage",
    prompt:
      "Stepped Damage: trade killed Undead units for Undead units of lesser health from your DUA, or keep them dead.",
    data: { killed: traders, dua },
  };
}

const steppedDamageKind = decisionKind({
  kinds: ["stepped-damage"],
  shape: mapOf(text),
  answer: "{ killed unit id: DUA unit id } ({} for none)",
  validate(_state, decision, choice) {
    const { killed, dua } = decision.data;
    const used = new Set<string>();
    for (const [id, deadId] of Object.entries(choice)) {
      const unit = killed.find((u) => u.id === id);
      if (!unit) return `${id} is not a killed Undead unit that can be traded`;
      const dead = dua.find((u) => u.id === deadId);
      if (!dead) {
        return `${deadId} is not an Undead unit that was in your DUA when these units were killed`;
      }
      if (dead.health >= unit.health) {
        return `${dead.id} (${dead.health} health) is not of lesser health than ${id} (${unit.health})`;
      }
      if (used.has(dead.id)) return `${dead.id} is traded for two units`;
      used.add(dead.id);
    }
    return null;
  },
  sample(_state, decision, randomInt) {
    const { killed, dua } = decision.data;
    const used = new Set<string>();
    const choice: Record<string, string> = {};
    for (const unit of shuffled(killed, randomInt)) {
      const lesser = dua.filter((u) => u.health < unit.health && !used.has(u.id));
      if (lesser.length === 0 || randomInt(0, 3) === 0) continue;
      const dead = lesser[randomInt(0, lesser.length - 1)] as CasualtyUnit;
      used.add(dead.id);
      choice[unit.id] = dead.id;
    }
    return choice;
  },
});

/**
 * Brings the traded DUA units to where the killed units were (the killed units are already in
 * the DUA). `from` is each killed unit's location before it died.
 */
export function applySteppedDamage(
  ctx: Ctx,
  player: number,
  from: Map<string, Location>,
  traded: Record<string, string>,
): void {
  const byLocation = new Map<Location, { out: string[]; in: string[] }>();
  for (const [killedId, deadId] of Object.entries(traded)) {
    const at = from.get(killedId);
    const dead = dieInstance(ctx.state, deadId);
    if (!at || !dead || dead.at !== "dua") continue;
    dead.at = at;
    const entry = byLocation.get(at) ?? { out: [], in: [] };
    entry.out.push(killedId);
    entry.in.push(deadId);
    byLocation.set(at, entry);
  }
  for (const [location, e] of byLocation) {
    ctx.emit({
      type: "exchanged",
      player,
      effect: "stepped-damage",
      location,
      out: e.out,
      in: e.in,
    });
  }
}

// ---- Scalders: Scorching Touch ------------------------------------------------------------------

/**
 * 2.9a Scalders, Scorching Touch (line 921): in the save roll against the attack of a melee action,
 * each non-ID save result of a Scalder unit is one point of damage back to the attacking army.
 * Save results from icons and from SAIs count (only ID is excluded, unlike Flaming Shields).
 */
export function scorchingTouch(roll: Roll): number {
  const scalders = new Set(roll.faces.filter((f) => isScalderDie(f.dieId)).map((f) => f.die));
  let damage = 0;
  for (const c of roll.counted) {
    const rolled = c.source === "icon" || c.source === "sai";
    if (rolled && c.result === "save" && c.unit !== null && scalders.has(c.unit)) {
      damage += c.amount;
    }
  }
  return damage;
}

const isScalderDie = (dieId: string): boolean => {
  const die = catalogDieById(dieId);
  return die.kind === "unit" && die.species === "scalders";
};

// ---- Frostwings: Magic Negation -----------------------------------------------------------------

/**
 * 2.9a Frostwings, Magic Negation (line 911): when an army takes a magic action at a terrain, each
 * other player with Frostwing units there ("an opposing army", line 430) may roll to negate.
 * Asks them and returns true, or returns false when nobody can negate.
 */
export function askMagicNegation(ctx: Ctx, player: number, at: Location): boolean {
  if (!atTerrain(at)) return false;
  const { state } = ctx;
  const anyFrostwings = state.players.some(
    (_, p) => p !== player && forceHasSpecies(state, p, "frostwings"),
  );
  if (!anyFrostwings) return false;
  const negators = opponentsAt(state, player, at).filter((p) =>
    hasUnitsAt(state, p, at, "frostwings"),
  );
  if (negators.length === 0) return false;
  ctx.ask(
    negators.map((p) => ({
      player: p,
      kind: "magic-negation",
      prompt: "An opposing army is taking a magic action at your Frostwings' terrain. Negate?",
      options: [true, false],
    })),
    { t: "magic:negation", player, at, negators },
  );
  return true;
}

/** The negation rolls, all at once; only the greatest counts. Then the magic action's roll. */
const negationRoll: HandlerOf<"magic:negation"> = (ctx, task) => {
  const at = task.at;
  const negators = task.negators;
  const rolling = negators.filter((_, i) => answer(ctx, "magic-negation", i));
  if (rolling.length === 0) {
    ctx.schedule({ t: "magic:roll", player: task.player, at, negation: 0 });
    return;
  }
  const rolls = rolling.map((p) =>
    rollFor(PURPOSES.magicNegation, p, at, unitsAt(ctx.state, p, at).filter(isFrostwing)),
  );
  startRolls(ctx, rolls, { t: "magic:negated", player: task.player, at });
};

/** Each non-ID magic result subtracts one point (the purpose counts no ID). */
const negated: HandlerOf<"magic:negated"> = (ctx, task) => {
  const player = task.player;
  const at = task.at;
  const rolls = takeRolls(ctx.state, task);
  const negation = Math.max(0, ...rolls.map((r) => rollTotal(r)));
  const by = rolls.map((r) => r.player);
  ctx.emit({ type: "magic-negation", player, location: at, negation, by });
  ctx.schedule({ t: "magic:roll", player, at, negation });
};

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The magic action's army, and the opponents asked whether they negate, in that order. */
    "magic:negation": { player: number; at: Location; negators: number[] };
    "magic:negated": { player: number; at: Location; rolls: number[] };
    "reserves:terrain-flight": { player: number };
    "reserves:terrain-flown": { player: number };
    "march:replanting": { at: Location };
    "march:replanted": { player: number; at: Location };
  }
}

// ---- Amazons: Reserve Attack --------------------------------------------------------------------

/** Enemy armies at the player's home terrain or the frontier: Amazon reserve missile targets. */
function reserveMissileTargets(state: GameState, player: number): ActionChoice["target"][] {
  const home = state.players[player]?.home;
  const targets: ActionChoice["target"][] = [];
  for (const t of terrainsInPlay(state)) {
    if (t.id !== home && t.role !== "frontier") continue;
    const at: Location = terrainLocation(t.id);
    for (const p of opponentsAt(state, player, at)) targets.push({ player: p, at });
  }
  return targets;
}

/**
 * 2.9a Amazons, Reserve Attack (line 843, "Reserve Magic" line 518): in the reserve area Amazons
 * do not cast magic; they may take a missile action against an enemy army at their home terrain
 * or the frontier. A reserve army with Amazons and other units may do both, in the order the
 * player picks (`next`); each action is completed before the other starts. Which races shoot
 * from the reserve is the edition's data (`EditionTables.reserveArchers`).
 */
export function reserveActionOptions(
  tables: EditionTables,
  state: GameState,
  player: number,
): ActionChoice[] {
  let casters = false;
  let archers = false;
  for (const { d, unit } of ownedUnits(state, player)) {
    if (d.at !== "reserve") continue;
    if (tables.reserveArchers.has(unit.species)) archers = true;
    else casters = true;
  }
  const options: ActionChoice[] = [];
  if (casters) options.push({ action: "magic" });
  if (archers) {
    for (const target of reserveMissileTargets(state, player)) {
      options.push({ action: "missile", target });
      if (casters) {
        options.push({ action: "missile", target, next: { action: "magic" } });
        options.push({ action: "magic", next: { action: "missile", target } });
      }
    }
  }
  options.push({ action: null });
  return options;
}

/**
 * Whether a unit of `species` rolls for `action` from the reserve area: the races that shoot from
 * there shoot and cast nothing, the others cast.
 */
export const actsFromReserve = (
  tables: EditionTables,
  species: string,
  action: "missile" | "magic",
): boolean => tables.reserveArchers.has(species) === (action === "missile");

/** The units that roll for an action: in the reserve, Amazons shoot and the others cast. */
export function actingUnits(
  tables: EditionTables,
  state: GameState,
  player: number,
  at: Location,
  action: "missile" | "magic",
): DieState[] {
  if (at !== "reserve") return unitsAt(state, player, at);
  const units: DieState[] = [];
  for (const { d, unit } of ownedUnits(state, player)) {
    if (d.at === "reserve" && actsFromReserve(tables, unit.species, action)) units.push(d);
  }
  return units;
}

// ---- Firewalkers: Terrain Flight ----------------------------------------------------------------

/**
 * 2.9a Firewalkers, Terrain Flight (line 853): in the retreat step, Firewalkers at a terrain with
 * the air element may move to any other terrain. Asked after the retreat choice, for the
 * Firewalkers still at such terrains.
 */
const hasAir = (state: GameState, t: TerrainState, player: number): boolean =>
  terrainElements(state, t, player).includes("air");

/** The Terrain Flight step after retreating: only for forces with Firewalkers. */
export const terrainFlightSteps = (state: GameState, player: number): Task[] =>
  forceHasSpecies(state, player, "firewalkers") ? [{ t: "reserves:terrain-flight", player }] : [];

const flightAsk: HandlerOf<"reserves:terrain-flight"> = (ctx, task) => {
  const { state } = ctx;
  const player = task.player;
  let from: Record<string, string> | null = null;
  for (const { d, unit } of ownedUnits(state, player)) {
    if (unit.species !== "firewalkers" || !atTerrain(d.at)) continue;
    const terrain = terrainAt(state, d.at);
    if (!hasAir(state, terrain, player)) continue;
    from ??= {};
    from[d.id] = terrain.id;
  }
  const inPlay = terrainsInPlay(state);
  if (!from || inPlay.length < 2) return;
  ctx.ask(
    [
      {
        player,
        kind: "terrain-flight",
        prompt:
          "Terrain Flight: move any Firewalkers from terrains with the air element to other terrains.",
        data: { from, terrains: inPlay.map((t) => t.id) },
      },
    ],
    { t: "reserves:terrain-flown", player },
  );
};

const flightKind = decisionKind({
  kinds: ["terrain-flight"],
  shape: mapOf(text),
  answer: "{ unit id: terrain id } ({} for none)",
  validate(_state, decision, choice) {
    const { from, terrains } = decision.data;
    for (const [id, to] of Object.entries(choice)) {
      // Own keys only: an id such as "constructor" names nothing of Object.prototype's here.
      const origin = Object.hasOwn(from, id) ? from[id] : undefined;
      if (origin === undefined)
        return `${id} is not a Firewalker at a terrain with the air element`;
      if (!terrains.includes(to)) return `${to} is not a terrain in play`;
      if (to === origin) return `${id} is already at ${to}: it can only fly to another terrain`;
    }
    return null;
  },
  sample(_state, decision, randomInt) {
    const { from, terrains } = decision.data;
    const moves: Record<string, string> = {};
    // Random play flies sparingly, like it retreats.
    for (const [id, origin] of Object.entries(from)) {
      if (randomInt(0, 5) !== 0) continue;
      const others = terrains.filter((t) => t !== origin);
      moves[id] = others[randomInt(0, others.length - 1)] as string;
    }
    return moves;
  },
});

const flown: HandlerOf<"reserves:terrain-flown"> = (ctx, task) => {
  const player = task.player;
  const moves = answer(ctx, "terrain-flight");
  const groups = new Map<string, { from: Location; to: Location; dice: string[] }>();
  for (const [id, terrain] of Object.entries(moves)) {
    const d = dieInstance(ctx.state, id);
    if (!d) continue;
    const to: Location = terrainLocation(terrain);
    const key = `${d.at}>${to}`;
    const g = groups.get(key) ?? { from: d.at, to, dice: [] };
    g.dice.push(id);
    groups.set(key, g);
    d.at = to;
  }
  for (const g of groups.values()) {
    ctx.emit({ type: "moved", player, dice: g.dice, from: g.from, to: g.to });
  }
  if (groups.size > 0) {
    checkEighthFaces(ctx);
    checkVictory(ctx);
  }
};

// ---- Treefolk: Replanting -----------------------------------------------------------------------

/** Every total health some subset of the units reaches (0 included). */
function subsetSums(units: CasualtyUnit[]): boolean[] {
  const total = units.reduce((s, u) => s + u.health, 0);
  const reach = new Array<boolean>(total + 1).fill(false);
  reach[0] = true;
  for (const u of units) {
    for (let s = total; s >= u.health; s--) if (reach[s - u.health]) reach[s] = true;
  }
  return reach;
}

/** Positive health totals both groups can make: the possible replanting exchanges. */
function commonSums(a: CasualtyUnit[], b: CasualtyUnit[]): number[] {
  const ra = subsetSums(a);
  const rb = subsetSums(b);
  const out: number[] = [];
  for (let s = 1; s < Math.min(ra.length, rb.length); s++) if (ra[s] && rb[s]) out.push(s);
  return out;
}

/**
 * The Replanting step after an army's maneuver step: only for forces with Treefolk (a force's
 * races never change), as most have none and a step costs even when it does nothing.
 */
export const replantingSteps = (state: GameState, player: number, at: Location): Task[] =>
  forceHasSpecies(state, player, "treefolk") ? [{ t: "march:replanting", at }] : [];

/**
 * 2.9a Treefolk, Replanting (line 933): during a march, after the maneuver step and before the
 * action, the army may exchange any number of its Treefolk units for an equal health value of
 * Treefolk units from the DUA.
 */
const replantAsk: HandlerOf<"march:replanting"> = (ctx, task) => {
  const { state } = ctx;
  const at = task.at;
  const player = state.turn?.player as number;
  // Most DUAs have no Treefolk: look no further then.
  if (!atTerrain(at) || !hasUnitsAt(state, player, "dua", "treefolk")) return;
  const army = unitsAt(state, player, at).filter(isTreefolk).map(asUnit);
  if (army.length === 0) return;
  const dua = unitsAt(state, player, "dua").filter(isTreefolk).map(asUnit);
  if (dua.length === 0 || commonSums(army, dua).length === 0) return;
  ctx.ask(
    [
      {
        player,
        kind: "replanting",
        prompt:
          "Replanting: exchange Treefolk units of this army for Treefolk units of equal total health from your DUA, or none.",
        data: { army, dua },
      },
    ],
    { t: "march:replanted", player, at },
  );
};

function pickProblem(ids: string[], units: CasualtyUnit[], what: string): string | number {
  if (new Set(ids).size !== ids.length) return `a unit is listed twice in ${what}`;
  let health = 0;
  for (const id of ids) {
    const u = units.find((x) => x.id === id);
    if (!u) return `${id} cannot be listed in ${what}`;
    health += u.health;
  }
  return health;
}

const replantingKind = decisionKind({
  kinds: ["replanting"],
  shape: exactly({ out: listOf(text), in: listOf(text) }),
  answer: "{ out: [army unit ids], in: [DUA unit ids] }",
  validate(_state, decision, choice) {
    const { army, dua } = decision.data;
    const out = pickProblem(choice.out, army, "out (Treefolk of this army)");
    if (typeof out === "string") return out;
    const in_ = pickProblem(choice.in, dua, "in (Treefolk in your DUA)");
    if (typeof in_ === "string") return in_;
    if (out !== in_) return `the units out have ${out} health and the units in ${in_}: not equal`;
    return null;
  },
  sample(_state, decision, randomInt) {
    const { army, dua } = decision.data;
    const sums = commonSums(army, dua);
    if (sums.length === 0 || randomInt(0, 1) === 0) return { out: [], in: [] };
    const health = sums[randomInt(0, sums.length - 1)] as number;
    return {
      out: sampleCasualties(army, health, randomInt),
      in: sampleCasualties(dua, health, randomInt),
    };
  },
});

const replanted: HandlerOf<"march:replanted"> = (ctx, task) => {
  const player = task.player;
  const at = task.at;
  const choice = answer(ctx, "replanting");
  if (choice.out.length === 0) return;
  for (const id of choice.out) {
    const d = dieInstance(ctx.state, id);
    if (d) d.at = "dua";
  }
  for (const id of choice.in) {
    const d = dieInstance(ctx.state, id);
    if (d) d.at = at;
  }
  ctx.emit({
    type: "exchanged",
    player,
    effect: "replanting",
    location: at,
    out: choice.out,
    in: choice.in,
  });
};

export const racialTasks = taskHandlers({
  "magic:negation": negationRoll,
  "magic:negated": negated,
  "reserves:terrain-flight": flightAsk,
  "reserves:terrain-flown": flown,
  "march:replanting": replantAsk,
  "march:replanted": replanted,
});

export const racialDecisionKinds: Record<string, DecisionKind> = {
  "stepped-damage": steppedDamageKind,
  "terrain-flight": flightKind,
  replanting: replantingKind,
};
