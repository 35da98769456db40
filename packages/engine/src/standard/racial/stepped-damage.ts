// 2.9a Undead, Stepped Damage (rules/000 line 867): a killed unit of a race with the ability may
// instead be traded for a unit of such a race of lesser health from the DUA. Which races have it
// is the edition's data (`effect: "stepped-damage"`).
import { mapOf, text } from "../../kernel/choice-shape.ts";
import type { Ctx, DecisionRequest } from "../../kernel/flow.ts";
import { decisionKind } from "../../kernel/ruleset.ts";
import type { DieState, GameState, Location } from "../../kernel/state.ts";
import { dieInstance, forceHasAnyOf, healthOf, isAnyOf, unitsAt } from "../army.ts";
import { asCasualty, type CasualtyUnit } from "../casualties.ts";
import type { EditionTables } from "../edition-tables.ts";
import type { RacialEffectParts } from "../racial-effects.ts";
import { racesWith } from "./race-names.ts";

type RandomInt = (min: number, max: number) => number;

function shuffled<T>(xs: readonly T[], randomInt: RandomInt): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The decision to trade killed units for lesser ones. "Exchanging Units from the DUA" (line
 * 1057): the exchange is simultaneous, so only units in the DUA before these units died may come
 * back. Null when no killed unit has a lesser one to trade for.
 */
export function steppedDamageRequest(
  tables: EditionTables,
  state: GameState,
  player: number,
  killed: string[],
): DecisionRequest | null {
  const species = tables.speciesWith("stepped-damage");
  if (!forceHasAnyOf(state, player, species)) return null;
  const stepping = isAnyOf(species);
  const dua = unitsAt(state, player, "dua").filter(stepping).map(asCasualty);
  if (dua.length === 0) return null;
  const least = Math.min(...dua.map((u) => u.health));
  const traders = killed
    .map((id) => dieInstance(state, id))
    .filter((d): d is DieState => d !== undefined && stepping(d) && healthOf(d) > least)
    .map(asCasualty);
  if (traders.length === 0) return null;
  const races = racesWith(tables, "stepped-damage");
  return {
    player,
    kind: "stepped-damage",
    prompt: `Stepped Damage: trade killed ${races} units for ${races} units of lesser health from your DUA, or keep them dead.`,
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
      if (!unit) return `${id} is not a killed unit that can be traded`;
      const dead = dua.find((u) => u.id === deadId);
      if (!dead) {
        return `${deadId} is not a unit that can step down that was in your DUA when these units were killed`;
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

/** Asked in the kill step (damage.ts), which applies the trade: a decision kind, no task. */
export const steppedDamageEffect: RacialEffectParts = {
  decisionKinds: { "stepped-damage": steppedDamageKind },
};
