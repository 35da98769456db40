// Every spell the engine plays, found by its catalogue id. The catalogue gives each spell's
// colour, cost, race, target, duration and multiplicity (packages/catalog, 2.9a spells.ts); an
// entry here gives what it does when it resolves, and any condition on its target the catalogue's
// target kind does not say. Each lives in its own file under spells/. The spells that wait for
// later issues are in spell-pending.ts; a test checks that every 2.9a spell is in one of the two.
import type { MagicColor, SpellDef } from "@dragondice/catalog";
import type { SpellTarget } from "../../kernel/events.ts";
import type { Ctx } from "../../kernel/flow.ts";
import type { TaskHandler } from "../../kernel/ruleset.ts";
import type { Location, Table } from "../../kernel/state.ts";
import { backlash } from "./spells/backlash.ts";
import { callWater } from "./spells/call-water.ts";
import { createMountain } from "./spells/create-mountain.ts";
import { deadlands } from "./spells/deadlands.ts";
import { blueElementalBlast, redElementalBlast } from "./spells/elemental-blast.ts";
import { fearfulFlames } from "./spells/fearful-flames.ts";
import { fingerOfDeath } from "./spells/finger-of-death.ts";
import { firebolt } from "./spells/firebolt.ts";
import { firestorm } from "./spells/firestorm.ts";
import { flashFlood } from "./spells/flash-flood.ts";
import { foulWater } from "./spells/foul-water.ts";
import { hailstorm } from "./spells/hailstorm.ts";
import { lightningStrike } from "./spells/lightning-strike.ts";
import { mirage } from "./spells/mirage.ts";
import { mire } from "./spells/mire.ts";
import { nightMoves } from "./spells/night-moves.ts";
import { partWater } from "./spells/part-water.ts";
import { scentOfFear } from "./spells/scent-of-fear.ts";
import { stoneskin } from "./spells/stoneskin.ts";
import { tidalWave, volcanicEruption } from "./spells/tidal-wave.ts";
import { wallOfThorns } from "./spells/wall-of-thorns.ts";

export type { SpellTarget };

/** Castings of one spell at one target in one magic action or Cantrip, resolved together. */
export interface Casting {
  spell: SpellDef;
  color: MagicColor;
  target: SpellTarget;
  /** How many castings: they add up at one target (line 1187) and resolve at once (line 1199). */
  times: number;
  /** The player casting, and where the casting army is. */
  caster: number;
  from: Location;
  /** Cast with a Cantrip's points during another roll, not in a magic action. */
  cantrip: boolean;
}

export interface SpellEffect {
  /**
   * Whether a target the catalogue's target kind allows is one this spell may take: a terrain
   * with the green element (Tidal Wave), one of your Undead (Fade)... Absent: every one.
   */
  allows?(state: Table, caster: number, target: SpellTarget): boolean;
  /**
   * Spells of the same effect that combine at one target whatever their colour or name (line
   * 1171: Breath of Life with Spark of Life brings back a larger unit): their castings at one
   * target resolve as one, with the first spell's effect.
   */
  combines?: string;
  /** Resolves the castings: it may change the state, ask for decisions and schedule tasks. */
  resolve(ctx: Ctx, casting: Casting): void;
  /** The tasks its resolution schedules, by name ("spell:..."); several spells may share them. */
  tasks?: Readonly<Record<string, TaskHandler>>;
}

export const SPELL_EFFECTS: Readonly<Record<string, SpellEffect>> = {
  backlash,
  "blue-elemental-blast": blueElementalBlast,
  "call-water": callWater,
  "create-mountain": createMountain,
  deadlands,
  "fearful-flames": fearfulFlames,
  "finger-of-death": fingerOfDeath,
  firebolt,
  firestorm,
  "flash-flood": flashFlood,
  "foul-water": foulWater,
  hailstorm,
  "lightning-strike": lightningStrike,
  mirage,
  mire,
  "night-moves": nightMoves,
  "part-water": partWater,
  "red-elemental-blast": redElementalBlast,
  "scent-of-fear": scentOfFear,
  stoneskin,
  "tidal-wave": tidalWave,
  "volcanic-eruption": volcanicEruption,
  "wall-of-thorns": wallOfThorns,
};
