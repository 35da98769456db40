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
import type { MagicPool } from "./spell-pool.ts";
import { bury } from "./spells/bury.ts";
import { exhume } from "./spells/exhume.ts";
import { hailstorm } from "./spells/hailstorm.ts";
import { haunt } from "./spells/haunt.ts";
import { honorTheDead } from "./spells/honor-the-dead.ts";
import { leaving } from "./spells/leaving.ts";
import { openGrave } from "./spells/open-grave.ts";
import { resurrection } from "./spells/resurrection.ts";
import { soiledGroundSpell } from "./spells/soiled-ground.ts";
import { spiritFurnace } from "./spells/spirit-furnace.ts";
import { stoneskin } from "./spells/stoneskin.ts";

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
  /** The pool the spells were bought from: Spirit Furnace adds to what is left of it. */
  magic?: MagicPool;
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
  /** The flow tasks its resolution schedules, by task name ("spell:<name>..."). */
  tasks?: Readonly<Record<string, TaskHandler>>;
}

export const SPELL_EFFECTS: Readonly<Record<string, SpellEffect>> = {
  "ashes-to-ashes": bury,
  "bloat-corpses": bury,
  "breath-of-life": resurrection,
  "dust-to-dust": bury,
  exhume,
  hailstorm,
  haunt,
  "honor-the-dead": honorTheDead,
  leaving,
  "open-grave": openGrave,
  "reanimate-dead": resurrection,
  "soiled-ground": soiledGroundSpell,
  "spark-of-life": resurrection,
  "spirit-furnace": spiritFurnace,
  stoneskin,
  "water-of-life": resurrection,
};
