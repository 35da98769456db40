// The kinds of roll the engine makes, what result each looks for, and which SAI roll kinds
// (catalogue SAI data) match it, most specific first.
import type { RollKind } from "@dragondice/catalog";

export type Wanted = "maneuver" | "melee" | "missile" | "magic" | "save";

export interface RollPurpose {
  name: string;
  wanted: Wanted;
  kinds: readonly RollKind[];
}

const p = (name: string, wanted: Wanted, kinds: RollKind[]): RollPurpose => ({
  name,
  wanted,
  kinds,
});

export const PURPOSES = {
  // 2.9a rulings: only SAIs whose data names the initial maneuver roll count in it (line 2200).
  initialManeuver: p("initial-maneuver", "maneuver", ["initial-maneuver"]),
  maneuver: p("maneuver", "maneuver", ["maneuver", "any"]),
  counterManeuver: p("counter-maneuver", "maneuver", ["counter-maneuver", "any"]),
  meleeAttack: p("melee-attack", "melee", [
    "acting-melee-attack",
    "melee-attack",
    "non-magic-action",
    "any-action",
    "any-non-maneuver",
    "any-non-save",
    "any",
  ]),
  counterAttack: p("counter-attack", "melee", [
    "melee-attack",
    "non-magic-action",
    "any-action",
    "any-non-maneuver",
    "any-non-save",
    "any",
  ]),
  missileAction: p("missile-action", "missile", [
    "missile-action",
    "non-magic-action",
    "any-action",
    "any-non-maneuver",
    "any-non-save",
    "any",
  ]),
  magicAction: p("magic-action", "magic", [
    "magic-action",
    "any-action",
    "any-non-maneuver",
    "any-non-save",
    "any",
  ]),
  saveVsMelee: p("save-vs-melee", "save", [
    "save-vs-melee",
    "save-not-vs-missile",
    "save",
    "any-non-maneuver",
    "any",
  ]),
  saveVsMissile: p("save-vs-missile", "save", [
    "save-vs-missile",
    "save-not-vs-melee",
    "save",
    "any-non-maneuver",
    "any",
  ]),
} as const;
