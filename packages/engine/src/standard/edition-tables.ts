// What the standard game reads of an edition's rules data (the catalogue's spells, SAIs and dragon
// faces), looked up once per ruleset. The data reaches the rules only this way: an edition builds
// its tables from its own data and hands them over in its ruleset (`StandardRuleset`), so no
// shared rule imports one edition's data.
import type {
  Die,
  DragonFaceDef,
  EditionRulesData,
  ItemDie,
  SaiDef,
  SpellDef,
  UnitDie,
} from "@dragondice/catalog";
import type { Ctx } from "../kernel/flow.ts";
import type { RulesetWithSetup } from "../kernel/game.ts";
import type { RollPurpose } from "./purposes.ts";
import type { SaiInRoll } from "./sai-rules.ts";
import { SPELL_EFFECTS } from "./spell-effects.ts";

export interface EditionTables {
  readonly data: EditionRulesData;
  /** The SAIs by icon: an icon has several where its effect differs by die (Breath, Logo). */
  readonly saisByIcon: ReadonlyMap<string, readonly SaiDef[]>;
  /** The edition's spells that the engine plays (each has its effect in `spell-effects.ts`). */
  readonly spells: readonly SpellDef[];
  readonly spellsById: ReadonlyMap<string, SpellDef>;
  readonly dragonFaces: ReadonlyMap<string, DragonFaceDef>;
  /** A force's magic-point value of a die (the magic-user cap counts it). */
  readonly magicPointValue: (die: UnitDie | ItemDie) => number;
  /**
   * What each face of a die does as an SAI, by roll purpose, filled as rolls ask
   * (`sai-rules.ts`): it depends on the catalogue only, so it is kept with the tables.
   */
  readonly saiFaces: Map<RollPurpose, Map<Die, (SaiInRoll | null)[]>>;
}

/** The tables of an edition's data; `magicPointValue` is the edition's own rule for its force cap. */
export function editionTables(
  data: EditionRulesData,
  magicPointValue: (die: UnitDie | ItemDie) => number,
): EditionTables {
  const saisByIcon = new Map<string, SaiDef[]>();
  for (const s of data.sais) saisByIcon.set(s.icon, [...(saisByIcon.get(s.icon) ?? []), s]);
  const spells = data.spells.filter((s) => SPELL_EFFECTS[s.id] !== undefined);
  return {
    data,
    saisByIcon,
    spells,
    spellsById: new Map(spells.map((s) => [s.id, s])),
    dragonFaces: new Map(data.dragonFaces.map((f) => [f.icon as string, f])),
    magicPointValue,
    saiFaces: new Map(),
  };
}

/** A ruleset of the standard game: an edition's rules with its tables. */
export interface StandardRuleset extends RulesetWithSetup {
  readonly tables: EditionTables;
}

/**
 * The tables of the ruleset the flow runs: every ruleset that runs the standard game's tasks is a
 * standard one (an edition's `index.ts` builds it), so its handlers may read them.
 */
export const tablesOf = (ctx: Ctx): EditionTables => (ctx.rules as StandardRuleset).tables;
