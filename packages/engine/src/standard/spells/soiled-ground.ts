// 2.9a Soiled Ground (black, 6, Goblin; rules/000 line 1238): on a swampland terrain, until the
// caster's next turn begins, every unit killed there that goes to its DUA rolls a save there or
// is buried (damage.ts asks `soiledGroundAt` after each kill). Castings target different terrains.
import { terrainEffects } from "../../kernel/effects.ts";
import { type Location, type Table, terrainLocation } from "../../kernel/state.ts";
import { terrainDie, terrainsInPlay } from "../army.ts";
import { fixedSpell } from "../spell-lasting.ts";

export const soiledGroundSpell = fixedSpell(
  {},
  {
    allows(state, _caster, target) {
      if (!("terrain" in target)) return false;
      const t = terrainsInPlay(state).find((x) => x.id === target.terrain);
      return t !== undefined && terrainDie(t).terrainType === "swampland";
    },
  },
);

/** Whether units killed at `at` roll a save in the DUA or are buried: Soiled Ground is there. */
export function soiledGroundAt(state: Table, at: Location): boolean {
  const t = terrainsInPlay(state).find((x) => terrainLocation(x.id) === at);
  return (
    t !== undefined && terrainEffects(state, t.id).some((e) => e.spell?.id === "soiled-ground")
  );
}
