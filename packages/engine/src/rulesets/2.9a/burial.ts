// Burial (2.9a "Buried", rules/000 line 182): buried units go to the buried unit area, out of
// play. Every burial goes through buryUnits, which gives Undead their Resist Burial roll (2.9a
// "Racial Abilities", Undead, line 869).
import type { Ctx } from "../../kernel/flow.ts";
import { atTerrain, type DieState, type Location } from "../../kernel/state.ts";
import { catalogDie, dieInstance } from "./army.ts";
import type { RollPurpose } from "./purposes.ts";
import { rollDice, unitResults } from "./results.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

/**
 * The roll to resist burial: a save avoidance roll (2.9a "Avoidance Rolls", line 594), so SAIs
 * that generate save results in a save roll count; ID icons do not ("a non-ID save result").
 */
export const RESIST_BURIAL: RollPurpose = {
  name: "resist-burial",
  wanted: "save",
  kinds: ["save", "any-non-maneuver", "any"],
};

const isUndeadUnit = (d: DieState): boolean => {
  const die = catalogDie(d);
  return die.kind === "unit" && die.species === "undead";
};

/** Rolls one Undead unit to resist burial: true when it rolls a non-ID save result. */
function resists(ctx: Ctx, player: number, d: DieState): boolean {
  const rolled = rollDice(ctx, player, d.at, [d], RESIST_BURIAL.name);
  const [u] = unitResults(ctx, rolled, RESIST_BURIAL);
  const idSaves = rolled.filter((r) => r.icon === "ID").reduce((s, r) => s + r.count, 0);
  const saves = u ? Math.max(0, u.results.save - idSaves) : 0;
  ctx.emit({
    type: "tally",
    player,
    purpose: RESIST_BURIAL.name,
    results: { save: saves },
    note: d.id,
  });
  return saves > 0;
}

export interface BuryOptions {
  /** The effect burying the units, for the "buried" event (e.g. "temple"). */
  by?: string;
  /**
   * false skips the Resist Burial roll: for an effect whose caster buries their own units on
   * purpose and has declined the roll. Resisting otherwise only ever helps, so it is rolled.
   */
  resist?: boolean;
}

/**
 * Sends a player's dice to the buried unit area (from the DUA, an army or anywhere else). Each
 * Undead unit first rolls to resist burial and, on a non-ID save result, goes to the DUA instead.
 * Emits "burial-resisted" and "buried".
 */
export function buryUnits(
  ctx: Ctx,
  player: number,
  dieIds: string[],
  options: BuryOptions = {},
): void {
  const { by = "burial", resist = true } = options;
  const buried: string[] = [];
  const resisted: string[] = [];
  let leftPlay = false;
  for (const id of dieIds) {
    const d = dieInstance(ctx.state, id);
    if (!d) throw new Error(`buryUnits: no die ${id}`);
    if (d.owner !== player) throw new Error(`buryUnits: ${id} is not a die of player ${player}`);
    if (d.at === "bua") continue;
    const from: Location = d.at;
    if (from === "reserve" || atTerrain(from)) leftPlay = true;
    if (resist && isUndeadUnit(d) && resists(ctx, player, d)) {
      d.at = "dua";
      resisted.push(id);
    } else {
      d.at = "bua";
      buried.push(id);
    }
  }
  if (resisted.length > 0) ctx.emit({ type: "burial-resisted", player, dice: resisted });
  if (buried.length > 0) ctx.emit({ type: "buried", player, dice: buried, by });
  if (leftPlay) {
    checkEighthFaces(ctx);
    checkVictory(ctx);
  }
}
