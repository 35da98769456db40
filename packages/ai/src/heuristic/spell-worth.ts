// What each 2.9a spell does, as numbers the heuristic bot can weigh (rules/000, the spell lists,
// lines 1205-1616). The catalogue (SpellDef) says what a spell targets, whose, whether it deals
// damage, how long it lasts and how castings add up; this table says how much one casting does.
// A spell with no numbers here ({}) is one whose worth the bot does not see: it never casts it.
import type { Wanted } from "./expectations.ts";

export interface SpellWorth {
  /**
   * Damage per casting: to the target enemy army, to every army at the target terrain, or to the
   * target enemy unit (castings at one unit add up, line 1199).
   */
  damage?: number;
  /** The damage allows no save (Finger of Death). */
  noSave?: true;
  /** Only the army's common (1-health) units save against the damage or die of it (Foul Water). */
  commons?: true;
  /** The target unit dies unless it rolls a save (Lightning Strike). */
  killUnlessSave?: true;
  /** Results added per casting to the target army's rolls (or to the target unit's, once). */
  adds?: Partial<Record<Wanted, number>>;
  /**
   * Results subtracted per casting from the target army's rolls, or from every army's at the
   * target terrain: of one kind, or of every roll ("all").
   */
  cuts?: Partial<Record<Wanted | "all", number>>;
  /** Results halved at the target army or terrain. */
  halves?: Wanted[];
  /** The target unit's results of this kind count double until used. */
  doubles?: Wanted;
  /**
   * Health-worth of the caster's dead units brought back per casting (or of its Dragonkin from the
   * summoning pool: Summon Dragonkin).
   */
  resurrect?: number;
  /** Health-worth of an opponent's dead units buried per casting. */
  bury?: number;
  /** The target terrain turns down one face unless an army there rolls eight maneuvers. */
  turnsDown?: true;
  /** Health-worth of the target enemy army's units that flee to its reserve per casting. */
  flee?: number;
  /** Each common unit at the target terrain saves on its own or flees to its reserve. */
  commonsFlee?: true;
  /** The target army's casualties of damage aimed at it go to the reserve, not the DUA. */
  spares?: true;
  /** Results of other armies' rolls halved when aimed into the target terrain. */
  halvesInto?: Wanted[];
  /** The target unit of the caster's moves to another terrain. */
  moves?: true;
  /** The target terrain gains this element: units of it there double their ID magic. */
  element?: string;
  /** The caster's dead in the target DUA that lack the black aspect cannot be buried. */
  guardsDead?: true;
  /** A dragon the caster picks goes to the target terrain (dragons.ts weighs it). */
  summons?: true;
  /**
   * The caster's target Dragonkin is promoted, one health more per casting, to one of its
   * Dragonkin in the summoning pool (Promote Dragonkin, line 1579).
   */
  promotesKin?: true;
  /** The target enemy item is buried (Explode Stone, line 1366). */
  buriesItem?: true;
  /** Health-worth of the caster's buried items restored per casting (Reforge Item, line 1556). */
  restoresItems?: number;
  /**
   * The target enemy army's Dragonkin are demoted unless they roll an ID, and the casting army's
   * Dragonkin are buried (Degenerate Dragonkin, line 1302).
   */
  degenerates?: true;
  /**
   * The target enemy army's Dragonkin of a colour the caster names are demoted unless they roll
   * an ID, buried on a Belly; the casting army's of that colour are buried (Demote Dragonkin,
   * line 1591).
   */
  demotes?: true;
  /** The caster's target item moves to the army where it adds most (Airy Acquisition, line 1256). */
  movesItem?: true;
  /**
   * The caster's target minor terrain of the summoning pool becomes swampland, to be brought in
   * at swampland terrains (Reform Land, line 1390).
   */
  reformsMinor?: true;
  /**
   * The caster's dead Eldarim joins the casting army, recruited once the castings cover its
   * health, or promoted in place of an Eldarim of the army (Rise of the Eldarim, line 1583).
   */
  risesEldarim?: true;
}

/** Every 2.9a spell by catalogue id (the Dragonkin and item spells too). */
export const SPELL_WORTH: Readonly<Record<string, SpellWorth>> = {
  // Black (lines 1205-1245).
  "ashes-to-ashes": { bury: 1 },
  decay: { cuts: { melee: 1 } },
  "evil-eye": { cuts: { save: 1 } },
  palsy: { cuts: { all: 1 } },
  "reanimate-dead": { resurrect: 1 },
  // Hides a unit from attacks; the bot does not weigh hiding.
  fade: {},
  "magic-drain": { cuts: { magic: 2 } },
  deadlands: { element: "death" },
  "finger-of-death": { damage: 1, noSave: true },
  "honor-the-dead": { guardsDead: true },
  "necromantic-wave": {},
  "restless-dead": { adds: { maneuver: 4 } },
  // Its points join the pool: the bot leaves Spirit Furnace (it buries its own dead).
  "spirit-furnace": {},
  "open-grave": { spares: true },
  exhume: { bury: 3 },
  "soiled-ground": {},
  // Haunt and Night Moves act at once with rolls of their own: not weighed.
  haunt: {},
  "night-moves": {},
  // Blue (lines 1247-1300).
  hailstorm: { damage: 1 },
  "scent-of-fear": { flee: 1 },
  "airy-acquisition": { movesItem: true },
  "breath-of-life": { resurrect: 1 },
  "call-of-the-wild": {},
  // Counter-spells: the bot does not weigh other players' spells.
  "blue-elemental-blast": {},
  "dust-devil": { halves: ["missile"], halvesInto: ["missile"] },
  "wind-wall": { adds: { save: 3 } },
  "wind-walk": { adds: { maneuver: 4 } },
  blizzard: { halves: ["melee"] },
  // One unit's melee or save doubled: about one result of each.
  wilding: { adds: { melee: 1, save: 1 } },
  "fields-of-ice": { cuts: { maneuver: 6 } },
  mirage: { commonsFlee: true },
  "lightning-strike": { killUnlessSave: true },
  "degenerate-dragonkin": { degenerates: true },
  // Gold (lines 1302-1404).
  stoneskin: { adds: { save: 1 } },
  camouflage: {},
  "earthen-armor": { adds: { save: 1 } },
  hide: {},
  "dust-to-dust": { bury: 1 },
  path: { moves: true },
  backlash: {},
  "explode-stone": { buriesItem: true },
  "transmute-rock-to-mud": { cuts: { maneuver: 6 } },
  "higher-ground": { cuts: { melee: 5 } },
  "reform-land": { reformsMinor: true },
  leaving: {},
  "create-mountain": {},
  // Green (lines 1408-1530).
  "watery-double": { adds: { save: 1 } },
  "foul-water": { damage: 1, commons: true },
  "wall-of-ice": { adds: { save: 3 } },
  "bloat-corpses": { bury: 1 },
  "water-of-life": { resurrect: 1 },
  "water-walking": { adds: { maneuver: 4 } },
  "flash-flood": { turnsDown: true },
  "call-water": {},
  "part-water": {},
  "wall-of-fog": { halves: ["maneuver", "missile"], halvesInto: ["missile"] },
  deluge: { cuts: { maneuver: 4, missile: 4 } },
  mire: {},
  "tidal-wave": { damage: 8, turnsDown: true },
  "black-rain": { halves: ["save"] },
  "wall-of-thorns": {},
  // Red (lines 1532-1571).
  "ash-storm": { cuts: { all: 1 } },
  "spark-of-life": { resurrect: 1 },
  "fearful-flames": { damage: 1 },
  firebolt: { damage: 1 },
  // A unit that rolled badly rolled again in each roll but maneuvers: about one result more.
  flashfire: { adds: { melee: 1, missile: 1, save: 1 } },
  "red-elemental-blast": {},
  firestorm: { damage: 2 },
  "reforge-item": { restoresItems: 1 },
  "burning-hands": { doubles: "melee" },
  "flaming-armor": { doubles: "save" },
  "flaming-spears": { doubles: "missile" },
  "dancing-lights": { halves: ["missile", "magic"] },
  "volcanic-eruption": { damage: 8, turnsDown: true },
  // Elemental (lines 1573-1616): the Dragonkin spells, Rise of the Eldarim; the Summon spells
  // send a dragon (lines 1597-1615).
  "promote-dragonkin": { promotesKin: true },
  "rise-of-the-eldarim": { risesEldarim: true },
  "summon-dragonkin": { resurrect: 1 },
  "demote-dragonkin": { demotes: true },
  "dispel-dragonkin": { damage: 1, noSave: true },
  "summon-ivory-dragon": { summons: true },
  "summon-elemental-dragon": { summons: true },
  "summon-hybrid-dragon": { summons: true },
  "summon-ivory-hybrid-dragon": { summons: true },
  "summon-white-dragon": { summons: true },
};
