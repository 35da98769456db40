// Burial (2.9a "Buried", rules/000 line 182): buried units go to the buried unit area, out of
// play. Every burial goes through buryUnits, which gives the races with Resist Burial their roll
// (racial/resist-burial.ts; 2.9a Undead, line 869) and units with Rise from the Ashes their roll
// (line 2038); where Honor the Dead is on a dead unit area (line 1225), only its black units can
// leave it.
import type { Ctx } from "../kernel/flow.ts";
import { atTerrain, type DieState, type Location, type Table } from "../kernel/state.ts";
import { catalogDie, dieInstance } from "./army.ts";
import { resistsBurial } from "./racial/resist-burial.ts";
import { type Risen, risesFromTheAshes, rose } from "./sais/rise-from-the-ashes.ts";
import { checkEighthFaces, checkVictory } from "./victory.ts";

/**
 * Whether a unit in its owner's dead unit area must stay there: Honor the Dead is on that DUA and
 * the unit has no black (death) aspect (line 1225).
 */
function honored(state: Table, d: DieState): boolean {
  if (d.at !== "dua") return false;
  const die = catalogDie(d);
  if (die.kind === "unit" && die.elements.includes("death")) return false;
  return state.effects.some(
    (e) => "dua" in e.target && e.target.dua === d.owner && e.spell?.id === "honor-the-dead",
  );
}

/** Whether a unit may be buried: nothing keeps it in its DUA (the Temple offers only these). */
export const buriable = (state: Table, d: DieState): boolean => !honored(state, d);

export interface BuryOptions {
  /** The effect burying the units, for the "buried" event (e.g. "temple"). */
  by?: string;
  /**
   * false skips the Resist Burial roll: for an effect whose caster buries their own units on
   * purpose and has declined the roll. Resisting otherwise only ever helps, so it is rolled.
   */
  resist?: boolean;
  /**
   * false: Honor the Dead does not keep them (a Haunt's army, which left the DUA to fight, line
   * 2616).
   */
  honor?: boolean;
}

/**
 * Sends a player's dice to the buried unit area (from the DUA, an army or anywhere else). Each
 * unit of a race with Resist Burial first rolls to resist and, on a non-ID save result, goes to
 * the DUA instead. Units Honor the Dead keeps in the DUA stay. Emits "burial-forbidden",
 * "burial-resisted" and "buried".
 */
export function buryUnits(
  ctx: Ctx,
  player: number,
  dieIds: string[],
  options: BuryOptions = {},
): void {
  const { by = "burial", resist = true, honor = true } = options;
  const buried: string[] = [];
  const resisted: string[] = [];
  const risen: Risen[] = [];
  const kept: string[] = [];
  let leftPlay = false;
  for (const id of dieIds) {
    const d = dieInstance(ctx.state, id);
    if (!d) throw new Error(`buryUnits: no die ${id}`);
    if (d.owner !== player) throw new Error(`buryUnits: ${id} is not a die of player ${player}`);
    if (d.at === "bua") continue;
    if (honor && honored(ctx.state, d)) {
      kept.push(id);
      continue;
    }
    const from: Location = d.at;
    if (from === "reserve" || atTerrain(from)) leftPlay = true;
    if (risesFromTheAshes(ctx, d)) {
      d.at = "reserve";
      risen.push({ die: d, from });
    } else if (resist && resistsBurial(ctx, player, d)) {
      d.at = "dua";
      resisted.push(id);
    } else {
      d.at = "bua";
      buried.push(id);
    }
  }
  if (kept.length > 0)
    ctx.emit({ type: "burial-forbidden", player, dice: kept, by: "Honor the Dead" });
  if (resisted.length > 0) ctx.emit({ type: "burial-resisted", player, dice: resisted });
  if (buried.length > 0) ctx.emit({ type: "buried", player, dice: buried, by });
  rose(ctx, player, risen);
  if (leftPlay) {
    checkEighthFaces(ctx);
    checkVictory(ctx);
  }
}
