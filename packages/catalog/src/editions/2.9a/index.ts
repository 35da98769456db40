// Everything the 2.9a rulebook (rules/000) says about components, as data.
import type { EditionRulesData } from "../edition-data.ts";
import { breaths, dragonFaces, dragonTypes } from "./dragons.ts";
import { eighthFaces } from "./eighth-faces.ts";
import { groupMonsters } from "./group-monsters.ts";
import { sais } from "./sais.ts";
import { species } from "./species.ts";
import { spells } from "./spells.ts";
import { terrainTypes } from "./terrain-types.ts";

export const rules29a: EditionRulesData = {
  edition: "2.9a",
  source: "rules/000 (Dragon Dice Rules v2.9a, SFR, 2014)",
  spells,
  sais,
  species,
  terrainTypes,
  eighthFaces,
  dragonFaces,
  breaths,
  dragonTypes,
  groupMonsters,
};
