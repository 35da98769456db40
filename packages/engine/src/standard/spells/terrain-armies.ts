// Spells aimed at a terrain strike every army there (rules/000 line 1097, the Firestorm example
// line 1099), the caster's own included: the spell's target is the terrain, not an army of theirs
// (docs/rulings.md). When the armies must roll against it, they roll at once, a simultaneous
// roll (line 1155), so none may use a Unique SAI such as Cantrip (line 1711); an army alone there
// makes an ordinary roll. Each rolls saves against the damage, maneuvers to keep the terrain from
// turning down (Flash Flood), or both in one combination roll (Tidal Wave, line 606).
import type { Ctx, Task } from "../../kernel/flow.ts";
import { type ResultName, rollTotal, startRolls, takeRolls } from "../../kernel/roll.ts";
import { type HandlerOf, taskHandlers } from "../../kernel/ruleset.ts";
import { type Location, type Table, terrainLocation } from "../../kernel/state.ts";
import { hasUnitsAt, terrainDie, terrainsInPlay, unitsAt } from "../army.ts";
import { type RollPurpose, rollFor } from "../purposes.ts";
import type { Casting } from "../spell-effects.ts";
import { checkEighthFaces } from "../victory.ts";

/** The players with an army at the terrain, in turn order from the caster's left. */
export function armiesAt(state: Table, terrain: string, caster: number): number[] {
  const n = state.players.length;
  const at = terrainLocation(terrain);
  return Array.from({ length: n }, (_, i) => (caster + 1 + i) % n).filter((p) =>
    hasUnitsAt(state, p, at),
  );
}

/** Whether an enemy of the caster has an army at the terrain (Firestorm, Tidal Wave's targets). */
export const enemyAt = (state: Table, terrain: string, caster: number): boolean =>
  armiesAt(state, terrain, caster).some((p) => p !== caster);

/** Whether the terrain has the element (its die's colours: "water" for green, "fire" for red). */
export function hasElement(state: Table, terrain: string, element: string): boolean {
  const t = terrainsInPlay(state).find((x) => x.id === terrain);
  return t !== undefined && (terrainDie(t).colors as readonly string[]).includes(element);
}

/** What a terrain spell does to the armies there. */
export interface Strike {
  purpose: RollPurpose;
  /** The results each army rolls for: saves, maneuvers, or both. */
  wants: ResultName[];
  /** The damage to each army (0: none). */
  damage: number;
  /** The maneuvers some army must roll to keep the terrain from turning down one face. */
  holdWith?: number;
}

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The armies' rolls (none when no army was there) against the terrain spell `by`. */
    "spell:terrain-rolled": {
      at: Location;
      terrain: string;
      damage: number;
      by: string;
      holdWith?: number;
      rolls: number[];
    };
  }
}

/** The armies at the casting's terrain roll against it, together; then the strike resolves. */
export function strikeArmies(ctx: Ctx, casting: Casting, strike: Strike): void {
  if (!("terrain" in casting.target)) return;
  const { terrain } = casting.target;
  const at = terrainLocation(terrain);
  const then: Task = {
    t: "spell:terrain-rolled",
    at,
    terrain,
    damage: strike.damage,
    by: casting.spell.name,
  };
  if (strike.holdWith !== undefined) then.holdWith = strike.holdWith;
  const players = armiesAt(ctx.state, terrain, casting.caster);
  if (players.length === 0) {
    ctx.schedule({ ...then, rolls: [] });
    return;
  }
  const specs = players.map((p) => ({
    ...rollFor(strike.purpose, p, at, unitsAt(ctx.state, p, at)),
    wants: strike.wants,
  }));
  startRolls(ctx, specs, then);
}

/**
 * Turns a terrain down one face (a spell's doing): from the eighth face to the seventh, losing its
 * control; a terrain on its first face cannot go lower. What lasts "until the face changes" ends
 * (kernel/effects.ts `holds`), and later rolls read the new face.
 */
export function turnDown(ctx: Ctx, terrainId: string, by: string): void {
  const terrain = ctx.state.terrains.find((t) => t.id === terrainId);
  if (!terrain || terrain.face <= 1) return;
  const from = terrain.face;
  const holder = terrain.controller;
  terrain.face -= 1;
  if (from === 8) terrain.controller = null;
  ctx.emit({ type: "terrain-turned", terrain: terrain.id, from, to: terrain.face, by });
  if (from === 8 && holder !== null) {
    ctx.emit({ type: "control-lost", player: holder, terrain: terrain.id });
  }
  checkEighthFaces(ctx);
}

/** Each army's saves take off its damage; unless some army rolled enough maneuvers, it turns. */
const rolled: HandlerOf<"spell:terrain-rolled"> = (ctx, task) => {
  const rolls = task.rolls.length === 0 ? [] : takeRolls(ctx.state, task);
  const at = task.at;
  const damage = task.damage;
  const next: Task[] = [];
  for (const roll of damage > 0 ? rolls : []) {
    const saves = rollTotal(roll, "save");
    ctx.emit({ type: "damage", player: roll.player, location: at, damage, saves });
    if (damage > saves) {
      next.push({ t: "damage:casualties", player: roll.player, at, damage: damage - saves });
    }
  }
  const hold = task.holdWith;
  if (hold !== undefined && !rolls.some((r) => rollTotal(r, "maneuver") >= hold)) {
    turnDown(ctx, task.terrain, task.by);
  }
  ctx.schedule(...next);
};

export const terrainArmiesTasks = taskHandlers({
  "spell:terrain-rolled": rolled,
});
