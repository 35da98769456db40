// Rolling an army and counting what it rolled, in the order of 2.9a "Applying Dice Modifiers":
// subtract, divide, multiply (eighth face), racial abilities, add.
import type { Die } from "@dragondice/catalog";
import type { GameEvent, RolledDie, TallyStep } from "../../kernel/events.ts";
import type { Ctx } from "../../kernel/flow.ts";
import { atTerrain, type DieState, type Location } from "../../kernel/state.ts";
import { addTallyStep, orderTallySteps } from "../../kernel/tally-steps.ts";
import { catalogDie, catalogDieById, terrainAt, terrainDie } from "./army.ts";
import type { RollPurpose, Wanted } from "./purposes.ts";
import { racialCounts } from "./racial.ts";
import { saiOutcome } from "./sai-rules.ts";

/** 2.9a "Group Monsters" (rules/000 line 773): monsters that reroll when they show their ID. */
const GROUP_MONSTERS = new Set([
  "sprite-swarm",
  "harpies",
  "mudmen",
  "wolf-pack",
  "web-birds",
  "will-o-wisps",
]);

/** Rolls dice and reports the roll; group monsters showing ID roll again (both faces count). */
export function rollDice(
  ctx: Ctx,
  player: number,
  at: Location,
  dice: DieState[],
  purpose: string,
): RolledDie[] {
  const rolled: RolledDie[] = [];
  for (const d of dice) {
    const die = catalogDie(d);
    if (die.kind === "terrain") continue;
    let again = true;
    for (let guard = 0; again && guard < 20; guard++) {
      const face = ctx.rollFace(d.id, die.faces.length);
      const f = die.faces[face] as { icon: string; count: number };
      rolled.push({ die: d.id, dieId: d.die, face, icon: f.icon, count: f.count });
      again = f.icon === "ID" && isGroupMonster(die.id);
    }
  }
  ctx.emit({ type: "roll", player, purpose, location: at, dice: rolled });
  return rolled;
}

export type Results = Record<Wanted, number>;
const zero = (): Results => ({ maneuver: 0, melee: 0, missile: 0, magic: 0, save: 0 });
const copyResults = (r: Results): Results => ({
  maneuver: r.maneuver,
  melee: r.melee,
  missile: r.missile,
  magic: r.magic,
  save: r.save,
});

/** What one unit rolled, by result, before any modifier. */
export interface UnitResults {
  die: string;
  dieData: Die;
  results: Results;
  /** Results from the face's icons alone (not ID, not SAI): some racial abilities need them. */
  iconsOnly: Results;
  /** Magic results from ID icons (they may be doubled). */
  idMagic: number;
  /** Results of the kind rolled for that came from SAIs, by SAI (for the tally's steps). */
  sais: TallyStep[] | null;
}

/** The result a normal icon counts as, or null. */
function normalResult(icon: string): Wanted | null {
  // Switches rather than a record: a look-up or an update by a name that varies goes through a
  // slow generic path, and these run for every face rolled.
  switch (icon) {
    case "Maneuver":
      return "maneuver";
    case "Melee":
      return "melee";
    case "Missile":
      return "missile";
    case "Magic":
      return "magic";
    case "Save":
      return "save";
    default:
      return null;
  }
}

function add(r: Results, result: Wanted, n: number): void {
  switch (result) {
    case "maneuver":
      r.maneuver += n;
      break;
    case "melee":
      r.melee += n;
      break;
    case "missile":
      r.missile += n;
      break;
    case "magic":
      r.magic += n;
      break;
    case "save":
      r.save += n;
      break;
  }
}

/** A unit with nothing counted yet. */
export function emptyResults(die: string, dieData: Die): UnitResults {
  return { die, dieData, results: zero(), iconsOnly: zero(), idMagic: 0, sais: null };
}

/**
 * Counts one face for the purpose: normal icons, ID as the wanted result, SAIs that only yield
 * normal results. Returns the name of an SAI the engine cannot resolve yet, if the face has one.
 */
export function countFace(
  u: UnitResults,
  icon: string,
  count: number,
  purpose: RollPurpose,
): string | null {
  const normal = normalResult(icon);
  if (normal) {
    add(u.results, normal, count);
    add(u.iconsOnly, normal, count);
  } else if (icon === "ID") {
    add(u.results, purpose.wanted, count);
    if (purpose.wanted === "magic") u.idMagic += count;
  } else {
    const outcome = saiOutcome(icon, u.dieData, purpose);
    if (outcome.kind === "results") {
      for (const result of outcome.results) {
        add(u.results, result as Wanted, count);
        if (result === purpose.wanted) {
          u.sais ??= [];
          addTallyStep(u.sais, "sai", outcome.sai, undefined, count);
        }
      }
    } else if (outcome.kind === "not-implemented") {
      return outcome.sai;
    }
  }
  return null;
}

/** Counts each unit's results for the purpose: normal icons, ID as the wanted result, SAIs. */
export function unitResults(ctx: Ctx, rolled: RolledDie[], purpose: RollPurpose): UnitResults[] {
  // Armies are a handful of dice, and a die's rolls are adjacent (group monsters roll again).
  const units: UnitResults[] = [];
  let unimplemented: string[] | null = null;
  let u: UnitResults | undefined;
  for (const r of rolled) {
    if (u?.die !== r.die) {
      u = units.find((x) => x.die === r.die);
      if (!u) {
        u = emptyResults(r.die, catalogDieById(r.dieId));
        units.push(u);
      }
    }
    const sai = countFace(u, r.icon, r.count, purpose);
    if (!sai || unimplemented?.includes(sai)) continue;
    unimplemented ??= [];
    unimplemented.push(sai);
  }
  for (const sai of unimplemented ?? []) {
    ctx.emit({
      type: "not-implemented",
      what: "sai",
      detail: `${sai} in a ${purpose.name} roll generates nothing yet`,
      name: sai,
      purpose: purpose.name,
    });
  }
  return units;
}

/**
 * The army's total of the wanted result after the modifier steps, reported in a "tally" event
 * with the steps that changed it (SAIs counted as results, then each modifier).
 */
export function armyTotal(
  ctx: Ctx,
  player: number,
  at: Location,
  units: UnitResults[],
  purpose: RollPurpose,
): number {
  const terrain = atTerrain(at) ? terrainAt(ctx.state, at) : null;
  const controlsEighth = terrain !== null && terrain.face === 8 && terrain.controller === player;
  const terrainType = terrain ? terrainDie(terrain).terrainType : null;
  let total = 0;
  const steps: TallyStep[] = [];
  for (const u of units) {
    if (u.sais) for (const s of u.sais) addTallyStep(steps, "sai", s.label, undefined, s.effect);
    total += unitTotal(u, purpose, terrainType, controlsEighth, steps);
  }
  // Add: automatic results per unit (Scalder intangibility...).
  for (const u of units) {
    const automatic = automaticResults(u.dieData, purpose);
    if (automatic === 0) continue;
    total += automatic;
    addTallyStep(steps, "automatic", INTANGIBILITY.ability, INTANGIBILITY.species, automatic);
  }
  const results: Partial<Results> = {};
  results[purpose.wanted] = total;
  const event: Extract<GameEvent, { type: "tally" }> = {
    type: "tally",
    player,
    purpose: purpose.name,
    results,
  };
  if (steps.length > 0) event.steps = orderTallySteps(steps);
  ctx.emit(event);
  return total;
}

/**
 * One unit's contribution after the multiply and racial-ability steps; what each step added is
 * added to `steps` when given.
 */
export function unitTotal(
  u: UnitResults,
  purpose: RollPurpose,
  terrainType: string | null,
  controlsEighth: boolean,
  steps: TallyStep[] | null = null,
): number {
  const r = copyResults(u.results);
  // Multiply: an army holding an eighth face doubles its saves and maneuvers (line 718).
  if (controlsEighth) {
    if (steps) {
      const wanted = r[purpose.wanted];
      const doubled = purpose.wanted === "save" || purpose.wanted === "maneuver" ? wanted : 0;
      if (doubled > 0) addTallyStep(steps, "eighth-face", "eighth face", undefined, doubled);
    }
    r.save *= 2;
    r.maneuver *= 2;
  }
  // Racial abilities: count one result as another, or multiply.
  return racialCounts(u, r, purpose, terrainType, steps);
}

/** 2.9a Scalders, Intangibility (line 923): one automatic save per unit against missiles. */
const INTANGIBILITY = { species: "scalders", ability: "Intangibility" };

/** Results a unit gives without rolling: Scalder intangibility, one save against missiles. */
export function automaticResults(die: Die, purpose: RollPurpose): number {
  return purpose.name === "save-vs-missile" &&
    die.kind === "unit" &&
    die.species === INTANGIBILITY.species
    ? 1
    : 0;
}

export const isGroupMonster = (dieId: string): boolean => GROUP_MONSTERS.has(dieId);

/**
 * What one face of a unit is worth in a roll, counted exactly as an army roll counts it (for
 * expectations: bots, odds). SAIs the engine cannot resolve yet are worth nothing.
 */
export function faceWorth(
  die: Die,
  face: { icon: string; count: number },
  purpose: RollPurpose,
  terrainType: string | null,
  controlsEighth: boolean,
): number {
  const u = emptyResults(die.id, die);
  countFace(u, face.icon, face.count, purpose);
  return unitTotal(u, purpose, terrainType, controlsEighth);
}

/** Rolls an army and returns its total of the wanted result. */
export function rollArmy(
  ctx: Ctx,
  player: number,
  at: Location,
  dice: DieState[],
  purpose: RollPurpose,
): { total: number; units: UnitResults[]; rolled: RolledDie[] } {
  const rolled = rollDice(ctx, player, at, dice, purpose.name);
  const units = unitResults(ctx, rolled, purpose);
  return { total: armyTotal(ctx, player, at, units, purpose), units, rolled };
}
