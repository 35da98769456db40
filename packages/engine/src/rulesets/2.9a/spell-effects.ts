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
import { burningHands } from "./spells/burning-hands.ts";
import { callOfTheWild } from "./spells/call-of-the-wild.ts";
import { camouflage } from "./spells/camouflage.ts";
import { earthenArmor } from "./spells/earthen-armor.ts";
import { fade } from "./spells/fade.ts";
import { flamingArmor } from "./spells/flaming-armor.ts";
import { flamingSpears } from "./spells/flaming-spears.ts";
import { flashfire } from "./spells/flashfire.ts";
import { hailstorm } from "./spells/hailstorm.ts";
import { hide } from "./spells/hide.ts";
import { path } from "./spells/path.ts";
import { stoneskin } from "./spells/stoneskin.ts";
import { wilding } from "./spells/wilding.ts";

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
  /** The tasks its resolution schedules (after a decision: where Path takes its unit). */
  tasks?: Record<string, TaskHandler>;
}

export const SPELL_EFFECTS: Readonly<Record<string, SpellEffect>> = {
  "burning-hands": burningHands,
  "call-of-the-wild": callOfTheWild,
  camouflage,
  "earthen-armor": earthenArmor,
  fade,
  "flaming-armor": flamingArmor,
  "flaming-spears": flamingSpears,
  flashfire,
  hailstorm,
  hide,
  path,
  stoneskin,
  wilding,
};
