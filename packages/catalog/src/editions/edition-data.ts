// The shape of one edition's rules data. Editions supply data; nothing outside editions/ asks
// which edition it is looking at.
import type { SaiDef } from "../rules/sai-types.ts";
import type { SpellDef } from "../rules/spell-types.ts";
import type {
  BreathDef,
  DragonFaceDef,
  DragonTypeDef,
  EighthFaceDef,
  SpeciesDef,
  TerrainTypeDef,
} from "../rules/world-types.ts";
import type { Edition } from "../types.ts";

export interface EditionRulesData {
  edition: Edition;
  /** Which rulebook the data comes from. */
  source: string;
  spells: SpellDef[];
  sais: SaiDef[];
  species: SpeciesDef[];
  terrainTypes: TerrainTypeDef[];
  eighthFaces: EighthFaceDef[];
  dragonFaces: DragonFaceDef[];
  breaths: BreathDef[];
  dragonTypes: DragonTypeDef[];
  /** Die ids of the monsters that roll again on their ID and count it (2.9a: group monsters). */
  groupMonsters: string[];
}
