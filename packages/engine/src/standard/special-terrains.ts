// 2.9a "Special Terrains" (rules/000 lines 2270-2298): Castle, Dragon's Lair, Grove and Vortex,
// frontier only (decision-kinds.ts `homeAllowed`). Their actions follow their faces as every
// terrain's do (actions.ts reads the face's icon): the progression is the die's, set by its
// eighth face (line 2272). At the eighth face:
// - Castle: whoever turns it up to 8 declares it a City, Standing Stones, Temple or Tower; it is
//   that type while it stays at 8 (line 2292). Every rule reading an eighth face's icon reads
//   `eighthIcon`.
// - Dragon's Lair: at the start of the holder's turn, a dragon sharing a colour with the terrain
//   is summoned to any terrain (line 2294); never a white dragon (line 2470).
// - Grove: at the start of the holder's turn, one buried non-Dragonkin unit of any player goes to
//   its owner's DUA (line 2296); and no army at a Grove doubles magic, whatever its face (magic.ts).
// - Vortex: in its holder's non-maneuver rolls there, one unit may be rolled again, with the other
//   rerolls (line 2298; unit-spells.ts `askRerolls`).
import type { EighthFaceIcon } from "@dragondice/catalog";
import type { Ctx } from "../kernel/flow.ts";
import { type HandlerOf, taskHandlers } from "../kernel/ruleset.ts";
import {
  atTerrain,
  dragonPlace,
  dragonTerrain,
  type Location,
  type Table,
  type TerrainState,
  terrainLocation,
} from "../kernel/state.ts";
import { answer } from "./answers.ts";
import { dieInstance, dragonDice, terrainAt, terrainDie, terrainsInPlay, unitOf } from "./army.ts";
import { isDragonkin } from "./dragonkin.ts";
import { dragonElements, dragonOf, isWhite } from "./dragons.ts";
import { type EditionTables, tablesOf } from "./edition-tables.ts";
import { askChoice, SAYS, type SaiOption } from "./sai-choice.ts";
import { interchangeable, moveDragon } from "./spells/summon-dragon.ts";
import { tamingOf } from "./tamed-dragons.ts";
import { vortexReroll } from "./unit-spells.ts";

/** The types a Castle may be declared (line 2292). */
export const CASTLE_TYPES = ["City", "Standing Stones", "Temple", "Tower"] as const;
export type CastleType = (typeof CASTLE_TYPES)[number];

/**
 * The icon a terrain's eighth face acts as: its die's, except that a Castle at 8 acts as the type
 * declared for it, and as nothing else (line 2292).
 */
export function eighthIcon(t: TerrainState): EighthFaceIcon {
  const icon = terrainDie(t).eighthFace;
  if (icon !== "Castle") return icon;
  return t.face === 8 && t.declared ? t.declared : icon;
}

/** Whether the player's army holds the terrain's eighth face and it acts as `icon`. */
export const holds = (t: TerrainState, player: number, icon: EighthFaceIcon): boolean =>
  t.face === 8 && t.controller === player && eighthIcon(t) === icon;

// ---- Castle (line 2292) -------------------------------------------------------------------------

/** After a capture: the capturer of a Castle declares its type. */
export function afterCapture(ctx: Ctx, t: TerrainState): void {
  if (terrainDie(t).eighthFace !== "Castle") return;
  // A type declared at an earlier capture no longer holds.
  delete t.declared;
  ctx.schedule({ t: "castle:declare", terrain: t.id });
}

declare module "../kernel/flow.ts" {
  interface TaskTypes {
    /** The Castle's terrain, by id. */
    "castle:declare": { terrain: string };
    "castle:declared": { terrain: string };
    "lair:summon": { at: Location };
    /** The holder, and the option picked when it was the only one (otherwise the answer). */
    "lair:summoned": { player: number; picked?: SaiOption };
    "grove:unbury": { at: Location };
    "grove:unburied": { player: number; picked?: SaiOption };
  }
}

/** The Castle of the task, while someone holds it at 8 (else there is nothing to declare). */
function heldCastle(state: Table, id: unknown): TerrainState | null {
  const t = state.terrains.find((x) => x.id === id);
  return t?.face === 8 && t.controller !== null ? t : null;
}

const castleDeclare: HandlerOf<"castle:declare"> = (ctx, task) => {
  const t = heldCastle(ctx.state, task.terrain);
  if (!t) return;
  ctx.ask(
    [
      {
        player: t.controller as number,
        kind: "castle",
        prompt:
          "You turned the Castle up to its eighth face: declare it a City, Standing Stones, Temple or Tower while it stays at 8.",
        options: CASTLE_TYPES.map((as) => ({ as })),
      },
    ],
    { t: "castle:declared", terrain: t.id },
  );
};

const castleDeclared: HandlerOf<"castle:declared"> = (ctx, task) => {
  const t = heldCastle(ctx.state, task.terrain);
  if (!t) return;
  const { as } = answer(ctx, "castle");
  t.declared = as;
  ctx.emit({ type: "castle-declared", player: t.controller as number, terrain: t.id, as });
};

// ---- Dragon's Lair (line 2294) ------------------------------------------------------------------

/**
 * The (dragon, terrain) summons a Lair allows: a dragon in any summoning pool or at a terrain,
 * sharing a colour with the Lair's die (never white, line 2470), to any terrain in play; a dragon
 * goes to a terrain it is at only when tamed there, which it then no longer is (line 957).
 */
export function lairOptions(state: Table, lair: TerrainState): SaiOption[] {
  const colors: string[] = terrainDie(lair).colors;
  const dragons = dragonDice(state).filter((d) => {
    const dragon = dragonOf(d);
    if (!dragon || isWhite(dragon)) return false;
    if (d.at !== "pool" && dragonTerrain(d.at) === null) return false;
    return dragonElements(dragon).some((e) => colors.includes(e));
  });
  const options: SaiOption[] = [];
  for (const d of interchangeable(state, dragons)) {
    for (const t of terrainsInPlay(state)) {
      if (d.at === dragonPlace(t.id) && tamingOf(state, d.id) === null) continue;
      options.push({ say: SAYS.summonTo, unit: d.id, at: terrainLocation(t.id) });
    }
  }
  return options;
}

/** The holder must summon when a dragon can come (line 2294 gives no choice; docs/rulings.md). */
const lair: HandlerOf<"lair:summon"> = (ctx, task) => {
  const t = terrainAt(ctx.state, task.at);
  const player = t.controller;
  if (player === null) return;
  const options = lairOptions(ctx.state, t);
  if (options.length === 0) return;
  askChoice(
    ctx,
    player,
    { about: "lair-summon", by: "Dragon's Lair" },
    "summon which dragon, to which terrain?",
    options,
    {
      t: "lair:summoned",
      player,
    },
  );
};

const lairSummoned: HandlerOf<"lair:summoned"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const d = picked.unit ? dieInstance(ctx.state, picked.unit) : undefined;
  if (!d || !picked.at || !atTerrain(picked.at)) return;
  moveDragon(ctx, d, picked.at.slice(2), task.player);
};

// ---- Grove (line 2296) --------------------------------------------------------------------------

/** The buried units a Grove may return: any player's, not Dragonkin. */
export function groveOptions(tables: EditionTables, state: Table): SaiOption[] {
  return state.dice
    .filter((d) => d.at === "bua" && unitOf(d) !== null && !isDragonkin(tables, d))
    .map((d) => ({ say: "unbury", unit: d.id }));
}

/** One buried unit must go back to its owner's DUA: the holder picks which. */
const grove: HandlerOf<"grove:unbury"> = (ctx, task) => {
  const player = terrainAt(ctx.state, task.at).controller;
  if (player === null) return;
  const options = groveOptions(tablesOf(ctx), ctx.state);
  if (options.length === 0) return;
  askChoice(
    ctx,
    player,
    { about: "grove", by: "Grove" },
    "which buried unit goes back to its owner's DUA?",
    options,
    {
      t: "grove:unburied",
      player,
    },
  );
};

const groveUnburied: HandlerOf<"grove:unburied"> = (ctx, task) => {
  const picked = task.picked ?? answer(ctx, "sai-choice");
  const d = picked.unit ? dieInstance(ctx.state, picked.unit) : undefined;
  if (d?.at !== "bua") return;
  d.at = "dua";
  ctx.emit({
    type: "unburied",
    player: task.player,
    owner: d.owner,
    die: d.id,
    to: "dua",
    by: "Grove",
  });
};

/** No army at a Grove may double magic by any means, whichever face is up (line 2296). */
export function groveForbidsDoubling(state: Table, at: Location): boolean {
  return atTerrain(at) && terrainDie(terrainAt(state, at)).eighthFace === "Grove";
}

// ---- Vortex (line 2298) -------------------------------------------------------------------------

/** Whether the player's army at `at` controls a Vortex there (its rolls may reroll one unit). */
export function holdsVortex(state: Table, player: number, at: Location): boolean {
  return atTerrain(at) && holds(terrainAt(state, at), player, "Vortex");
}

export const specialTerrainTasks = taskHandlers({
  "castle:declare": castleDeclare,
  "castle:declared": castleDeclared,
  "lair:summon": lair,
  "lair:summoned": lairSummoned,
  "grove:unbury": grove,
  "grove:unburied": groveUnburied,
  // Looked up when run: unit-spells.ts reads `holdsVortex` from here.
  "vortex:reroll": (ctx, task) => vortexReroll(ctx, task),
});
