// What the standard game reads of an edition's rules data (the catalogue's spells, SAIs and dragon
// faces), looked up once per ruleset, with what its spells and SAIs do (`EffectBook`). The data
// reaches the rules only this way: an edition builds its tables from its own data and hands them
// over in its ruleset (`StandardRuleset`), so no shared rule imports one edition's data, and an
// edition whose spell or SAI acts otherwise gives its own effect for it (effect-book.ts).
import type {
  AutomaticResult,
  ChampionDef,
  Die,
  DragonFaceDef,
  EditionRulesData,
  RacialCount,
  RacialEffect,
  RacialMagic,
  SaiDef,
  SpellDef,
} from "@dragondice/catalog";
import type { Ctx, Task } from "../kernel/flow.ts";
import type { RulesetWithSetup } from "../kernel/game.ts";
import type { DieState, GameState, Location } from "../kernel/state.ts";
import type { ForceRules } from "./force-rules.ts";
import type { RollPurpose } from "./purposes.ts";
import type { SaiEffect } from "./sai-effects.ts";
import type { SaiInRoll } from "./sai-rules.ts";
import type { SpellEffect } from "./spell-effects.ts";

/** What the spells and SAIs a ruleset plays do, found by name. */
export interface EffectBook {
  /** By the catalogue's spell id. */
  readonly spells: Readonly<Record<string, SpellEffect>>;
  /** By the catalogue's SAI name (`SaiDef.name`). */
  readonly sais: Readonly<Record<string, SaiEffect>>;
  /**
   * By the catalogue's SAI id, for SAIs that share their name with others but act otherwise (the
   * medallions' logos): they come before the entry of their name.
   */
  readonly saiVariants: Readonly<Record<string, SaiEffect>>;
}

/**
 * Where the standard game lets an edition's own component reach into its shared steps (2.9a's
 * Kings' Die: a die beside the reserve area, the last step of the initial effects phase, a die
 * that dies with its player). An edition without such a component gives none of them, and the
 * standard game plays without it.
 */
export interface EditionExtensions {
  /**
   * Dice of a force that wait beside the reserve area, in no army, and that place's location: left
   * out of the armies at set-up and put there as the armies are revealed; units there hold the
   * reserve area's items too (2.9a lines 2414-2416: the Kings' Die at "court").
   */
  readonly besideReserves?: { readonly at: Location; is(d: DieState): boolean };
  /**
   * The edition's steps closing the initial effects phase of `player`'s turn (2.9a line 314: the
   * royalty step): only those that can apply, as a step costs even when it does nothing.
   */
  initialEffects?(state: GameState, player: number): Task[];
  /**
   * What a player's elimination does before it is announced (2.9a line 2416: a lone Kings' Die
   * dies).
   */
  eliminated?(ctx: Ctx, player: number): void;
  /** What its own components tell the bots and odds displays (`Odds`). */
  readonly odds?: EditionOdds;
}

/** What an edition's own components tell the bots (`oddsFor(edition)`); absent if it has none. */
export interface EditionOdds {
  /** 2.9a's Kings' Die (lines 2414-2422): the race each king face names, what a roll brings. */
  readonly kingsDie?: {
    readonly health: number;
    readonly races: Readonly<Record<string, string>>;
  };
}

/** A racial ability's count, with the ability's name for the tally. */
export interface NamedRacialCount {
  readonly ability: string;
  readonly counts: RacialCount;
}

/** A champion whose logo acts on a dragon, by the start of its dice's name ("Dragonlord"). */
export interface ChampionLogo {
  readonly name: string;
  readonly power: NonNullable<ChampionDef["logo"]>;
}

/** A racial ability's unrolled result, with the ability's name for the tally. */
export interface NamedAutomaticResult extends AutomaticResult {
  readonly ability: string;
}

export interface EditionTables {
  readonly data: EditionRulesData;
  /** What the edition's own components add to the standard game's steps. */
  readonly extensions: EditionExtensions;
  /** The SAIs by icon: an icon has several where its effect differs by die (Breath, Logo). */
  readonly saisByIcon: ReadonlyMap<string, readonly SaiDef[]>;
  /** What its spells and SAIs do. */
  readonly effects: EffectBook;
  /** The edition's spells that the engine plays (those with an effect in `effects`). */
  readonly spells: readonly SpellDef[];
  readonly spellsById: ReadonlyMap<string, SpellDef>;
  readonly dragonFaces: ReadonlyMap<string, DragonFaceDef>;
  /**
   * By species, its racial abilities that change how its units' results are counted, in the
   * order the edition lists them (racial.ts). A species with none has no entry: most rolls ask.
   */
  readonly racialCounts: ReadonlyMap<string, readonly NamedRacialCount[]>;
  /** By species, the result its units add unrolled to rolls of a kind (modifiers.ts). */
  readonly automaticResults: ReadonlyMap<string, NamedAutomaticResult>;
  /** By species, how its units make magic otherwise than by their elements (magic.ts). */
  readonly racialMagic: ReadonlyMap<string, RacialMagic>;
  /** The species whose units take a missile action in the reserve area instead of casting. */
  readonly reserveArchers: ReadonlySet<string>;
  /**
   * The species whose units follow the Dragonkin rules (`SpeciesDef.dragonkin`: dragonkin.ts):
   * the rules ask this, never the race's name.
   */
  readonly dragonkin: ReadonlySet<string>;
  /**
   * By species, its champions whose logo acts on an attacking dragon (`ChampionDef.logo`:
   * eldarim-logos.ts), each by the start of its dice's name.
   */
  readonly championLogos: ReadonlyMap<string, readonly ChampionLogo[]>;
  /** Die ids of the monsters that roll again on their ID (`groupMonsters`: roll-dice.ts). */
  readonly groupMonsters: ReadonlySet<string>;
  /**
   * The species with a racial ability of the effect (`standard/racial/`): the rules ask for these,
   * never for a race by name. Empty when the edition gives the effect to none.
   */
  speciesWith(effect: RacialEffect): ReadonlySet<string>;
  /**
   * The races whose units an SAI acts on, by its name, where its text names them
   * (`SaiDef.actsOnSpecies`: Convert, Trumpet). Empty for any other SAI.
   */
  saiActsOn(sai: string): ReadonlySet<string>;
  /**
   * What each face of a die does as an SAI, by roll purpose, filled as rolls ask
   * (`sai-rules.ts`): it depends on the catalogue only, so it is kept with the tables.
   */
  readonly saiFaces: Map<RollPurpose, Map<Die, (SaiInRoll | null)[]>>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The tables of an edition's data, the effects it plays and its extensions. The ruleset passes the
 * effects: they import the roll machinery, which reads the tables, so this file cannot import them.
 */
export function editionTables(
  data: EditionRulesData,
  effects: EffectBook,
  extensions: EditionExtensions,
): EditionTables {
  const saisByIcon = new Map<string, SaiDef[]>();
  for (const s of data.sais) saisByIcon.set(s.icon, [...(saisByIcon.get(s.icon) ?? []), s]);
  const spells = data.spells.filter((s) => effects.spells[s.id] !== undefined);
  const racialCounts = new Map<string, NamedRacialCount[]>();
  const automaticResults = new Map<string, NamedAutomaticResult>();
  const racialMagic = new Map<string, RacialMagic>();
  const reserveArchers = new Set<string>();
  const racialEffects = new Map<RacialEffect, Set<string>>();
  const dragonkin = new Set<string>();
  const championLogos = new Map<string, ChampionLogo[]>();
  for (const race of data.species) {
    const { id, racialAbilities, championAbilities, champions } = race;
    if (race.dragonkin) dragonkin.add(id);
    const logos = (champions ?? []).flatMap(({ name, logo }) =>
      logo ? [{ name, power: logo }] : [],
    );
    if (logos.length > 0) championLogos.set(id, logos);
    // The champions' abilities say which dice they are for (white champions' magic).
    for (const ability of [...racialAbilities, ...(championAbilities ?? [])]) {
      const { name, counts, automatic, magic, reserveAction, effect } = ability;
      if (reserveAction === "missile") reserveArchers.add(id);
      if (effect) racialEffects.set(effect, (racialEffects.get(effect) ?? new Set()).add(id));
      if (magic) racialMagic.set(id, { ...racialMagic.get(id), ...magic });
      if (counts)
        racialCounts.set(id, [...(racialCounts.get(id) ?? []), { ability: name, counts }]);
      if (automatic) automaticResults.set(id, { ability: name, ...automatic });
    }
  }
  const saiActsOn = new Map<string, ReadonlySet<string>>();
  for (const { name, actsOnSpecies } of data.sais) {
    if (actsOnSpecies) saiActsOn.set(name, new Set(actsOnSpecies));
  }
  return {
    data,
    extensions,
    effects,
    saisByIcon,
    spells,
    spellsById: new Map(spells.map((s) => [s.id, s])),
    dragonFaces: new Map(data.dragonFaces.map((f) => [f.icon as string, f])),
    racialCounts,
    automaticResults,
    racialMagic,
    reserveArchers,
    dragonkin,
    championLogos,
    groupMonsters: new Set(data.groupMonsters),
    speciesWith: (effect) => racialEffects.get(effect) ?? NONE,
    saiActsOn: (sai) => saiActsOn.get(sai) ?? NONE,
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

/** The effect of an SAI as rolled: its variant's, or its name's. */
export const saiEffectOf = (
  tables: EditionTables,
  use: { sai: string; id?: string },
): SaiEffect | undefined =>
  (use.id === undefined ? undefined : tables.effects.saiVariants[use.id]) ??
  tables.effects.sais[use.sai];
