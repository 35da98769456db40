// What the standard game reads of an edition's rules data (the catalogue's spells, SAIs and dragon
// faces), looked up once per ruleset. The data reaches the rules only this way: an edition builds
// its tables from its own data and hands them over in its ruleset (`StandardRuleset`), so no
// shared rule imports one edition's data.
import type { Die, DragonFaceDef, EditionRulesData, SaiDef, SpellDef } from "@dragondice/catalog";
import type { Ctx } from "../kernel/flow.ts";
import type { RulesetWithSetup } from "../kernel/game.ts";
import type { ForceRules } from "./force-rules.ts";
import type { RollPurpose } from "./purposes.ts";
import type { SaiInRoll } from "./sai-rules.ts";

export interface EditionTables {
  readonly data: EditionRulesData;
  /** The SAIs by icon: an icon has several where its effect differs by die (Breath, Logo). */
  readonly saisByIcon: ReadonlyMap<string, readonly SaiDef[]>;
  /** The edition's spells that the engine plays (each has its effect in `spell-effects.ts`). */
  readonly spells: readonly SpellDef[];
  readonly spellsById: ReadonlyMap<string, SpellDef>;
  readonly dragonFaces: ReadonlyMap<string, DragonFaceDef>;
  /**
   * What each face of a die does as an SAI, by roll purpose, filled as rolls ask
   * (`sai-rules.ts`): it depends on the catalogue only, so it is kept with the tables.
   */
  readonly saiFaces: Map<RollPurpose, Map<Die, (SaiInRoll | null)[]>>;
}

/**
 * The tables of an edition's data; `plays` says which of its spells the engine plays (has an
 * effect for). The edition passes it: the spells' effects import the roll machinery, which reads
 * the tables, so this file cannot import them.
 */
export function editionTables(
  data: EditionRulesData,
  plays: (spell: string) => boolean,
): EditionTables {
  const saisByIcon = new Map<string, SaiDef[]>();
  for (const s of data.sais) saisByIcon.set(s.icon, [...(saisByIcon.get(s.icon) ?? []), s]);
  const spells = data.spells.filter((s) => plays(s.id));
  return {
    data,
    saisByIcon,
    spells,
    spellsById: new Map(spells.map((s) => [s.id, s])),
    dragonFaces: new Map(data.dragonFaces.map((f) => [f.icon as string, f])),
    saiFaces: new Map(),
  };
}

/** A ruleset of the standard game: an edition's rules with its tables and its force rules. */
export interface StandardRuleset extends RulesetWithSetup {
  readonly tables: EditionTables;
  readonly forces: ForceRules;
}

/**
 * The tables of the ruleset the flow runs: every ruleset that runs the standard game's tasks is a
 * standard one (an edition's `index.ts` builds it), so its handlers may read them.
 */
export const tablesOf = (ctx: Ctx): EditionTables => (ctx.rules as StandardRuleset).tables;
