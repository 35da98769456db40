// 2.9a Fade (black, 3, Undead; rules/000 line 1217): until the end of your next turn, your Undead
// unit rolls in no melee or missile action nor dragon attack, cannot be the target of a melee,
// missile or dragon effect nor be taken as a casualty for that damage, and cannot be promoted
// (line 1035: promotion.ts); castings target several units. The race is the spell's own
// (spell-race.ts).
import { dieInstance } from "../army.ts";
import { fixedSpell } from "../spell-lasting.ts";
import { ofSpellRace } from "./spell-race.ts";

const ATTACKS = ["melee", "missile", "dragon"];

export const fade = fixedSpell(
  { sitsOut: ATTACKS, unreachable: ATTACKS },
  {
    allows(state, _caster, t, tables) {
      const d = "unit" in t ? dieInstance(state, t.unit) : undefined;
      return d !== undefined && ofSpellRace(tables, "fade", d);
    },
  },
);
