// What each spell does, as numbers the heuristic bot can weigh (2.9a: rules/000, the spell lists,
// lines 1205-1616). The catalogue (SpellDef) says what a spell targets, whose, whether it deals
// damage, how long it lasts and how castings add up. What a lasting spell does to rolls (results
// added, subtracted, halved, doubled) is read from the engine's effect (`Odds.spellParts`), so
// that it is written once; this table says the rest of what one casting does, and how the bot
// values what the engine's effect does in other ways (Flashfire's rerolls, Wilding's picks). A
// spell with no numbers from either is one whose worth the bot does not see: it never casts it.
import type { Odds } from "@dragondice/engine";
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

/** What one casting does beyond its effect on rolls, by catalogue id. */
export const SPELL_WORTH: Readonly<Record<string, SpellWorth>> = {
  // Black (lines 1205-1245).
  "ashes-to-ashes": { bury: 1 },
  "reanimate-dead": { resurrect: 1 },
  // Hides a unit from attacks; the bot does not weigh hiding.
  fade: {},
  deadlands: { element: "death" },
  "finger-of-death": { damage: 1, noSave: true },
  "honor-the-dead": { guardsDead: true },
  "necromantic-wave": {},
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
  // Its effect picks one unit's melee or save to count double: about one result of each.
  wilding: { adds: { melee: 1, save: 1 } },
  mirage: { commonsFlee: true },
  "lightning-strike": { killUnlessSave: true },
  "degenerate-dragonkin": { degenerates: true },
  // Gold (lines 1302-1404).
  camouflage: {},
  hide: {},
  "dust-to-dust": { bury: 1 },
  path: { moves: true },
  backlash: {},
  "explode-stone": { buriesItem: true },
  "reform-land": { reformsMinor: true },
  leaving: {},
  "create-mountain": {},
  // Green (lines 1408-1530).
  "foul-water": { damage: 1, commons: true },
  "bloat-corpses": { bury: 1 },
  "water-of-life": { resurrect: 1 },
  "flash-flood": { turnsDown: true },
  "call-water": {},
  "part-water": {},
  mire: {},
  "tidal-wave": { damage: 8, turnsDown: true },
  "wall-of-thorns": {},
  // Red (lines 1532-1571).
  "spark-of-life": { resurrect: 1 },
  "fearful-flames": { damage: 1 },
  firebolt: { damage: 1 },
  // Its effect rerolls a unit that rolled badly in each roll but maneuvers: about one result more.
  flashfire: { adds: { melee: 1, missile: 1, save: 1 } },
  "red-elemental-blast": {},
  firestorm: { damage: 2 },
  "reforge-item": { restoresItems: 1 },
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

/** Halving is the only division the bot weighs (every spell's divisor is 2). */
const HALF = 2;

/** What the engine's effect of one casting does to rolls, as the bot's numbers. */
function rollChangesOf(parts: ReturnType<Odds["spellParts"]>): SpellWorth {
  const worth: SpellWorth = {};
  if (!parts) return worth;
  if (parts.adds) worth.adds = parts.adds as SpellWorth["adds"];
  const cut = parts.modifier?.step === "subtract" ? parts.modifier : null;
  // A modifier naming no results acts on every roll (Palsy, Ash Storm).
  if (cut) {
    worth.cuts = cut.results
      ? Object.fromEntries(cut.results.map((r) => [r, cut.amount]))
      : { all: cut.amount };
  }
  // Halved in the rolls made there, and in attacks made from there (Dust Devil's outgoing).
  const halves = [parts.modifier, parts.outgoing].flatMap((m) =>
    m?.step === "divide" && m.divisor === HALF ? (m.results ?? []) : [],
  );
  if (halves.length > 0) worth.halves = halves as Wanted[];
  // Halved in attacks aimed at an army there (Wall of Fog's missiles, line 1121).
  const into = parts.incoming;
  if (into?.step === "divide" && into.divisor === HALF) worth.halvesInto = into.results as Wanted[];
  if (parts.doubles) worth.doubles = parts.doubles as Wanted;
  return worth;
}

const worthByOdds = new WeakMap<Odds, Map<string, SpellWorth | undefined>>();

/**
 * What one casting of a spell does, as the bot weighs it: the table's numbers with what the
 * edition's effect does to rolls. Undefined for a spell the bot knows nothing of or sees no worth
 * in (no numbers: Hide), which it never casts.
 */
export function spellWorth(odds: Odds, spell: string): SpellWorth | undefined {
  let known = worthByOdds.get(odds);
  if (!known) {
    known = new Map();
    worthByOdds.set(odds, known);
  }
  if (known.has(spell)) return known.get(spell);
  const own = SPELL_WORTH[spell];
  const changes = rollChangesOf(odds.spellParts(spell));
  const all = { ...own, ...changes };
  const worth = Object.keys(all).length === 0 ? undefined : all;
  known.set(spell, worth);
  return worth;
}
