// 2.9a "Minor Terrains" (rules/000 lines 2232-2268): a successful maneuver may bring one from the
// summoning pool into the army instead of turning the terrain (line 2236); it is rolled then, and
// again before anything else each time its owner spends a march on the army (line 2238); the face
// rolled stays in effect (`DieState.face`) until the next march on the army. Its faces let the
// army take an action the terrain does not show, double its maneuvers or saves, or strike it with
// a disaster (minor-disasters.ts). It leaves the game after a disaster, when its army captures the
// terrain's eighth face, or when its army leaves the terrain (line 2238).
import type { TerrainDie } from "@dragondice/catalog";
import { effectsOn } from "../kernel/effects.ts";
import type { Ctx, Task } from "../kernel/flow.ts";
import type { ResultName } from "../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import { atTerrain, type DieState, type Location, type Table } from "../kernel/state.ts";
import { answer } from "./answers.ts";
import {
  catalogDieById,
  dieInstance,
  gameHasMinorTerrains,
  hasUnitsAt,
  minorTerrainDice,
  terrainAt,
  terrainDie,
} from "./army.ts";
import { disasterTasks } from "./minor-disasters.ts";

/** The catalogue die of a minor terrain, or null for any other die. */
export function minorTerrainDie(d: DieState): TerrainDie | null {
  const die = catalogDieById(d.die);
  return die.kind === "terrain" && die.category === "minor" ? die : null;
}

/** What a face of a minor terrain does: its icon, the ID icon (the eighth face) named "ID". */
export type MinorFace =
  | "Magic"
  | "Melee"
  | "Missile"
  | "Double Maneuvers"
  | "Double Saves"
  | "ID"
  | Disaster;

/** The disaster faces (lines 2262-2268): one on each minor terrain, by its ID icon. */
export type Disaster = "Flood" | "Landslide" | "Revolt" | "Lost";

/** What the owner may choose a minor terrain's ID icon to do (line 2250). */
export const ID_CHOICES = ["melee", "missile", "magic", "doubles"] as const;
export type IdChoice = (typeof ID_CHOICES)[number];

/** The face a minor terrain shows (0-based index): its icon, or "ID" for its eighth face. */
export function faceOf(die: TerrainDie, face: number): MinorFace {
  return face === 7 ? "ID" : (die.faces[face]?.icon as MinorFace);
}

/** The face in effect on a minor terrain in play, or null (in the pool, not rolled yet). */
export function faceInEffect(d: DieState): MinorFace | null {
  const die = minorTerrainDie(d);
  return die && d.face !== undefined ? faceOf(die, d.face) : null;
}

/** The minor terrain in a player's army at a location, if it has one (one at most, line 2236). */
export function minorTerrainAt(state: Table, player: number, at: Location): DieState | undefined {
  // In a game without minor terrains (most: they are an advanced component) no die is one.
  if (!atTerrain(at) || !gameHasMinorTerrains(state)) return undefined;
  return minorTerrainDice(state).find((d) => d.at === at && d.owner === player);
}

/**
 * The terrain type a minor terrain is: its own, or swampland after a Reform Land (line 1390: the
 * effect on it while it waits in the summoning pool).
 */
export function minorTerrainType(state: Table, d: DieState): string {
  const reformed = effectsOn(state, d.id).find((e) => e.becomesType !== undefined);
  return reformed?.becomesType ?? (minorTerrainDie(d) as TerrainDie).terrainType;
}

/**
 * The minor terrains the player's army at `at` may bring in with a successful maneuver (line
 * 2236): those in the summoning pool whose terrain type is the terrain's (docs/rulings.md); none
 * while the army has one in play or holds the eighth face.
 */
export function minorTerrainsToBring(state: Table, player: number, at: Location): DieState[] {
  if (!atTerrain(at) || !gameHasMinorTerrains(state) || minorTerrainAt(state, player, at)) {
    return [];
  }
  const terrain = terrainAt(state, at);
  if (terrain.face === 8 && terrain.controller === player) return [];
  const type = terrainDie(terrain).terrainType;
  return minorTerrainDice(state).filter(
    (d) => d.owner === player && d.at === "pool" && minorTerrainType(state, d) === type,
  );
}

/** What the army's minor terrain lets it do now: actions it may take, results it doubles. */
export interface MinorBoon {
  /** The minor terrain's name (the tally's step). */
  name: string;
  actions: ("melee" | "missile" | "magic")[];
  doubles: ResultName[];
}

const BOONS: Partial<Record<MinorFace | IdChoice, Omit<MinorBoon, "name">>> = {
  Melee: { actions: ["melee"], doubles: [] },
  Missile: { actions: ["missile"], doubles: [] },
  Magic: { actions: ["magic"], doubles: [] },
  "Double Maneuvers": { actions: [], doubles: ["maneuver"] },
  "Double Saves": { actions: [], doubles: ["save"] },
  melee: { actions: ["melee"], doubles: [] },
  missile: { actions: ["missile"], doubles: [] },
  magic: { actions: ["magic"], doubles: [] },
  doubles: { actions: [], doubles: ["maneuver", "save"] },
};

/** What a minor terrain in play gives its army now, by its face in effect (and ID choice). */
function boonOf(d: DieState): Omit<MinorBoon, "name"> | null {
  const face = faceInEffect(d);
  if (!face) return null;
  return BOONS[face === "ID" ? (d.chosen as IdChoice) : face] ?? null;
}

/** What the minor terrain in the player's army at `at` gives it now, if anything. */
export function minorBoon(state: Table, player: number, at: Location): MinorBoon | null {
  const d = minorTerrainAt(state, player, at);
  const boon = d && boonOf(d);
  return d && boon ? { name: (minorTerrainDie(d) as TerrainDie).name, ...boon } : null;
}

/** The results a minor terrain in play makes its army double now (none for any other die). */
export function minorDoubles(d: DieState): readonly ResultName[] {
  return minorTerrainDie(d) ? (boonOf(d)?.doubles ?? []) : [];
}

/**
 * The tasks a march on the army at `at` starts with: its minor terrain's roll first, if it has one
 * (line 2238), then `next` (the maneuver step), unless a Lost ends the march.
 */
export function marchStart(state: Table, player: number, at: Location, next: Task[]): Task[] {
  const d = minorTerrainAt(state, player, at);
  return d ? [{ t: "minor:roll", player, at, die: d.id, next }] : next;
}

/** The successful maneuver brings the minor terrain in; it is rolled at once (line 2236). */
export function bringIn(ctx: Ctx, player: number, at: Location, id: string, next: Task[]): void {
  const d = dieInstance(ctx.state, id);
  if (d?.at !== "pool") {
    ctx.scheduleAll(next);
    return;
  }
  d.at = at;
  ctx.emit({ type: "minor-terrain-in", player, die: id, terrain: terrainAt(ctx.state, at).id });
  ctx.schedule({ t: "minor:roll", player, at, die: id, next });
}

/** Places a minor terrain out of the game (line 2238). */
export function putOut(ctx: Ctx, d: DieState, why: "disaster" | "captured" | "left"): void {
  d.at = "out";
  // The last field added first (a choice comes after its face): deleting an object's last field
  // keeps its hidden class fast, deleting another makes it slow for every scan of the dice.
  delete d.chosen;
  delete d.face;
  ctx.emit({ type: "minor-terrain-out", player: d.owner, die: d.id, why });
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The army's minor terrain (`die`) is rolled; then `next`, the rest of the march. */
    "minor:roll": { player: number; at: Location; die: string; next: Task[] };
    "minor:chosen": { player: number; at: Location; die: string; next: Task[] };
  }
}

/** The minor terrain is rolled; its face takes effect (lines 2236-2238, 2250-2268). */
const roll: HandlerOf<"minor:roll"> = (ctx, task) => {
  const player = task.player;
  const at = task.at;
  const next = task.next;
  const d = dieInstance(ctx.state, task.die);
  const die = d && minorTerrainDie(d);
  if (!d || !die || d.at !== at) {
    ctx.scheduleAll(next);
    return;
  }
  d.face = ctx.rollFace(d.id, die.faces.length);
  delete d.chosen;
  const face = faceOf(die, d.face);
  ctx.emit({ type: "minor-terrain-rolled", player, die: d.id, icon: face });
  if (face === "ID") {
    ctx.ask(
      [
        {
          player,
          kind: "minor-terrain-id",
          prompt: `${die.name} shows its ID icon: choose what it does until it is rolled again.`,
          options: ID_CHOICES.map((choice) => ({ choice })),
        },
      ],
      { t: "minor:chosen", player, at, die: d.id, next },
    );
    return;
  }
  const disaster = DISASTERS.has(face) ? (face as Disaster) : null;
  if (!disaster) {
    ctx.scheduleAll(next);
    return;
  }
  putOut(ctx, d, "disaster");
  // Lost: the army loses the rest of its march (line 2266).
  ctx.schedule(...disasterTasks(ctx, disaster, player, at), ...(disaster === "Lost" ? [] : next));
};

const DISASTERS: ReadonlySet<string> = new Set(["Flood", "Landslide", "Revolt", "Lost"]);

/** The owner's choice for the ID icon stays on the die until it is rolled again (line 2250). */
const chosen: HandlerOf<"minor:chosen"> = (ctx, task) => {
  const { choice } = answer(ctx, "minor-terrain-id");
  const d = dieInstance(ctx.state, task.die);
  if (d) {
    d.chosen = choice;
    ctx.emit({ type: "minor-terrain-chosen", player: task.player, die: d.id, choice });
  }
  ctx.scheduleAll(task.next);
};

/**
 * Places out of the game each minor terrain whose army has captured the terrain's eighth face or
 * has left the terrain: no unit of its owner is there any more (line 2238; line 1071: units
 * exchanged within one step of play never leave it empty). Whether none was.
 */
export function checkMinorTerrains(ctx: Ctx, places: ReadonlySet<Location> | null = null): boolean {
  const { state } = ctx;
  if (!gameHasMinorTerrains(state)) return true;
  let quiet = true;
  for (const d of minorTerrainDice(state)) {
    if (d.face === undefined || !atTerrain(d.at) || (places !== null && !places.has(d.at))) {
      continue;
    }
    const terrain = terrainAt(state, d.at);
    if (terrain.face === 8 && terrain.controller === d.owner) putOut(ctx, d, "captured");
    else if (!hasUnitsAt(state, d.owner, d.at)) putOut(ctx, d, "left");
    else continue;
    quiet = false;
  }
  return quiet;
}

export const minorTerrainTasks = taskHandlers({
  "minor:roll": roll,
  "minor:chosen": chosen,
});
