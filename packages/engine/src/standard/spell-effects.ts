// The standard game's spells, found by their catalogue id. The catalogue gives each spell's
// colour, cost, race, target, duration and multiplicity (packages/catalog, 2.9a spells.ts); an
// entry here gives what it does when it resolves, and any condition on its target the catalogue's
// target kind does not say. Each lives in its own file under spells/; a test checks that every
// 2.9a spell is here. The rules read these through the ruleset (`tables.effects`:
// effect-book.ts), where an edition may give its own.
import type { MagicColor, SpellDef } from "@dragondice/catalog";
import type { Ctx } from "../kernel/flow.ts";
import type { TaskHandler } from "../kernel/ruleset.ts";
import type { Location, Table } from "../kernel/state.ts";
import type { EditionTables } from "./edition-tables.ts";
import type { SpellTarget } from "./events.ts";
import type { SpellEffectParts } from "./spell-lasting.ts";
import type { MagicPool } from "./spell-pool.ts";
import { airyAcquisition } from "./spells/airy-acquisition.ts";
import { ashStorm } from "./spells/ash-storm.ts";
import { backlash } from "./spells/backlash.ts";
import { blackRain } from "./spells/black-rain.ts";
import { blizzard } from "./spells/blizzard.ts";
import { burningHands } from "./spells/burning-hands.ts";
import { bury } from "./spells/bury.ts";
import { callOfTheWild } from "./spells/call-of-the-wild.ts";
import { callWater } from "./spells/call-water.ts";
import { camouflage } from "./spells/camouflage.ts";
import { createMountain } from "./spells/create-mountain.ts";
import { dancingLights } from "./spells/dancing-lights.ts";
import { deadlands } from "./spells/deadlands.ts";
import { decay } from "./spells/decay.ts";
import { degenerateDragonkin } from "./spells/degenerate-dragonkin.ts";
import { deluge } from "./spells/deluge.ts";
import { demoteDragonkin } from "./spells/demote-dragonkin.ts";
import { dispelDragonkin } from "./spells/dispel-dragonkin.ts";
import { dustDevil } from "./spells/dust-devil.ts";
import { earthenArmor } from "./spells/earthen-armor.ts";
import { elementalBlast } from "./spells/elemental-blast.ts";
import { evilEye } from "./spells/evil-eye.ts";
import { exhume } from "./spells/exhume.ts";
import { explodeStone } from "./spells/explode-stone.ts";
import { fade } from "./spells/fade.ts";
import { fearfulFlames } from "./spells/fearful-flames.ts";
import { fieldsOfIce } from "./spells/fields-of-ice.ts";
import { fingerOfDeath } from "./spells/finger-of-death.ts";
import { firebolt } from "./spells/firebolt.ts";
import { firestorm } from "./spells/firestorm.ts";
import { flamingArmor } from "./spells/flaming-armor.ts";
import { flamingSpears } from "./spells/flaming-spears.ts";
import { flashFlood } from "./spells/flash-flood.ts";
import { flashfire } from "./spells/flashfire.ts";
import { foulWater } from "./spells/foul-water.ts";
import { hailstorm } from "./spells/hailstorm.ts";
import { haunt } from "./spells/haunt.ts";
import { hide } from "./spells/hide.ts";
import { higherGround } from "./spells/higher-ground.ts";
import { honorTheDead } from "./spells/honor-the-dead.ts";
import { leaving } from "./spells/leaving.ts";
import { lightningStrike } from "./spells/lightning-strike.ts";
import { magicDrain } from "./spells/magic-drain.ts";
import { mirage } from "./spells/mirage.ts";
import { mire } from "./spells/mire.ts";
import { necromanticWave } from "./spells/necromantic-wave.ts";
import { nightMoves } from "./spells/night-moves.ts";
import { openGrave } from "./spells/open-grave.ts";
import { palsy } from "./spells/palsy.ts";
import { partWater } from "./spells/part-water.ts";
import { path } from "./spells/path.ts";
import { promoteDragonkin } from "./spells/promote-dragonkin.ts";
import { reforgeItem } from "./spells/reforge-item.ts";
import { reformLand } from "./spells/reform-land.ts";
import { restlessDead } from "./spells/restless-dead.ts";
import { resurrection } from "./spells/resurrection.ts";
import { riseOfTheEldarim } from "./spells/rise-of-the-eldarim.ts";
import { scentOfFear } from "./spells/scent-of-fear.ts";
import { soiledGroundSpell } from "./spells/soiled-ground.ts";
import { spiritFurnace } from "./spells/spirit-furnace.ts";
import { stoneskin } from "./spells/stoneskin.ts";
import {
  summonDragon,
  summonHybridDragon,
  summonIvoryDragon,
  summonIvoryHybridDragon,
  summonWhiteDragon,
} from "./spells/summon-dragon.ts";
import { summonDragonkin } from "./spells/summon-dragonkin.ts";
import { tidalWave, volcanicEruption } from "./spells/tidal-wave.ts";
import { transmuteRockToMud } from "./spells/transmute-rock-to-mud.ts";
import { wallOfFog } from "./spells/wall-of-fog.ts";
import { wallOfIce } from "./spells/wall-of-ice.ts";
import { wallOfThorns } from "./spells/wall-of-thorns.ts";
import { waterWalking } from "./spells/water-walking.ts";
import { wateryDouble } from "./spells/watery-double.ts";
import { wilding } from "./spells/wilding.ts";
import { windWalk } from "./spells/wind-walk.ts";
import { windWall } from "./spells/wind-wall.ts";

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
   * with the green element (Tidal Wave), a unit of the spell's race (Fade: `ofSpellRace`), a
   * Dragonkin (the edition's: `tables`)... Absent: every one.
   */
  allows?(state: Table, caster: number, target: SpellTarget, tables: EditionTables): boolean;
  /**
   * Whether magic of `color` can do anything at the target: a Summon Dragon spell needs a dragon
   * of that colour to send there (lines 1597-1615). Absent: every colour the spell allows.
   */
  allowsColor?(
    state: Table,
    color: MagicColor,
    target: SpellTarget,
    tables: EditionTables,
  ): boolean;
  /**
   * Spells of the same effect that combine at one target whatever their colour or name (line
   * 1171: Breath of Life with Spark of Life brings back a larger unit): their castings at one
   * target resolve as one, with the first spell's effect.
   */
  combines?: string;
  /**
   * The health-worth the castings at a `units` target must cover, when it is not the units' own
   * health (Rise of the Eldarim: a promotion needs only the health it adds).
   */
  needs?(state: Table, caster: number, from: Location, target: SpellTarget): number;
  /** Resolves the castings: it may change the state, ask for decisions and schedule tasks. */
  resolve(ctx: Ctx, casting: Casting): void;
  /**
   * What each casting puts on its target, for a spell that does nothing else (`fixedSpell`):
   * programs weigh the spell by it (a bot: `Odds.spellParts`), never by their own account of it.
   */
  parts?: SpellEffectParts;
  /**
   * For a spell whose castings at one target add up into one lasting effect (spell-lasting.ts
   * `lastingSpell`): what `times` of them do, so that negating some leaves the others' effect.
   */
  lasting?(times: number): SpellEffectParts;
  /** The tasks its resolution schedules, by name ("spell:..."); several spells may share them. */
  tasks?: Readonly<Record<string, TaskHandler>>;
}

export const SPELL_EFFECTS: Readonly<Record<string, SpellEffect>> = {
  "airy-acquisition": airyAcquisition,
  "ash-storm": ashStorm,
  "ashes-to-ashes": bury,
  backlash,
  "black-rain": blackRain,
  blizzard,
  "bloat-corpses": bury,
  "blue-elemental-blast": elementalBlast("blue"),
  "breath-of-life": resurrection,
  "burning-hands": burningHands,
  "call-of-the-wild": callOfTheWild,
  "call-water": callWater,
  camouflage,
  "create-mountain": createMountain,
  "dancing-lights": dancingLights,
  deadlands,
  decay,
  "degenerate-dragonkin": degenerateDragonkin,
  deluge,
  "demote-dragonkin": demoteDragonkin,
  "dispel-dragonkin": dispelDragonkin,
  "dust-devil": dustDevil,
  "dust-to-dust": bury,
  "earthen-armor": earthenArmor,
  "evil-eye": evilEye,
  exhume,
  "explode-stone": explodeStone,
  fade,
  "fearful-flames": fearfulFlames,
  "fields-of-ice": fieldsOfIce,
  "finger-of-death": fingerOfDeath,
  firebolt,
  firestorm,
  "flaming-armor": flamingArmor,
  "flaming-spears": flamingSpears,
  "flash-flood": flashFlood,
  flashfire,
  "foul-water": foulWater,
  hailstorm,
  haunt,
  hide,
  "higher-ground": higherGround,
  "honor-the-dead": honorTheDead,
  leaving,
  "lightning-strike": lightningStrike,
  "magic-drain": magicDrain,
  mirage,
  mire,
  "necromantic-wave": necromanticWave,
  "night-moves": nightMoves,
  "open-grave": openGrave,
  palsy,
  "part-water": partWater,
  path,
  "promote-dragonkin": promoteDragonkin,
  "reanimate-dead": resurrection,
  "reform-land": reformLand,
  "rise-of-the-eldarim": riseOfTheEldarim,
  "red-elemental-blast": elementalBlast("red"),
  "reforge-item": reforgeItem,
  "restless-dead": restlessDead,
  "scent-of-fear": scentOfFear,
  "soiled-ground": soiledGroundSpell,
  "spark-of-life": resurrection,
  "spirit-furnace": spiritFurnace,
  stoneskin,
  "summon-dragonkin": summonDragonkin,
  "summon-elemental-dragon": summonDragon,
  "summon-hybrid-dragon": summonHybridDragon,
  "summon-ivory-dragon": summonIvoryDragon,
  "summon-ivory-hybrid-dragon": summonIvoryHybridDragon,
  "summon-white-dragon": summonWhiteDragon,
  "tidal-wave": tidalWave,
  "transmute-rock-to-mud": transmuteRockToMud,
  "volcanic-eruption": volcanicEruption,
  "wall-of-fog": wallOfFog,
  "wall-of-ice": wallOfIce,
  "wall-of-thorns": wallOfThorns,
  "water-of-life": resurrection,
  "water-walking": waterWalking,
  "watery-double": wateryDouble,
  wilding,
  "wind-walk": windWalk,
  "wind-wall": windWall,
};
