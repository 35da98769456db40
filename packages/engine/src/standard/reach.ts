// Units out of an effect's reach (2.9a Fade, line 1217; Camouflage, line 1312; Hide, line 1328):
// the kinds of effect that can neither target a unit nor take it as a casualty, and the rolls a
// unit sits out. A kind is that of the attack or spell the effect belongs to: the rolls of a melee
// attack and of the saves against it are "melee", a magic action's SAIs and a spell's damage are
// "magic"; anything else (an SAI outside those rolls, damage of no kind) is "other".
import { effectsOn } from "../kernel/effects.ts";
import type { Table } from "../kernel/state.ts";

export type Reach = "melee" | "missile" | "magic" | "dragon" | "other";

const BY_PURPOSE: Readonly<Record<string, Reach>> = {
  "melee-attack": "melee",
  "counter-attack": "melee",
  "save-vs-melee": "melee",
  "save-and-melee": "melee",
  "missile-action": "missile",
  "save-vs-missile": "missile",
  "magic-action": "magic",
  "save-vs-spell": "magic",
  "dragon-attack": "dragon",
  "dragon-attack-save": "dragon",
};

/** The kind of the attack a roll (by its purpose) belongs to. */
export const reachOfRoll = (purpose: string): Reach => BY_PURPOSE[purpose] ?? "other";

/** A kind of damage, as the damage tasks name it (`vs`). */
export type DamageKind = "melee" | "missile" | "spell" | "dragon";

/** The kind of damage an effect in a roll (by its purpose) does, if of a kind. */
export const damageOfRoll = (purpose: string): DamageKind | undefined => {
  const reach = reachOfRoll(purpose);
  return reach === "magic" ? "spell" : reach === "other" ? undefined : reach;
};

/** The kind of damage, as the damage tasks name it (`vs`: "melee", "missile", "spell", "dragon"). */
export const reachOfDamage = (vs: unknown): Reach =>
  vs === "melee" || vs === "missile" || vs === "dragon" ? vs : vs === "spell" ? "magic" : "other";

/** Whether no effect of that kind can target the unit or take it as a casualty. */
export const outOfReach = (state: Table, unit: string, reach: Reach): boolean =>
  state.effects.some((e) => e.unreachable) &&
  effectsOn(state, unit).some((e) => "unit" in e.target && e.unreachable?.includes(reach));

/** The units that effects of that kind can reach. */
export const withinReach = <T extends { id: string }>(
  state: Table,
  units: readonly T[],
  reach: Reach,
): T[] =>
  state.effects.some((e) => e.unreachable)
    ? units.filter((u) => !outOfReach(state, u.id, reach))
    : [...units];

/** Whether the unit sits out a roll of this purpose (a Faded unit in a melee or missile action). */
export const sitsOut = (state: Table, unit: string, purpose: string): boolean =>
  state.effects.some((e) => e.sitsOut) &&
  effectsOn(state, unit).some((e) => e.sitsOut?.includes(reachOfRoll(purpose)));
