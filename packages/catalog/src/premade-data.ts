// Premade forces as data: one legal 24-health force per first species, a few mixed ones and a
// few full of magic (to show spells and dragons), for the terminal game, the web lobby and the
// server. Our own format (catalogue die ids). Ids stay as they are: saved games name them. Imports
// nothing, so that the web lobby can list the forces without loading the catalogue
// ("@dragondice/catalog/premade"); premade-forces.ts builds forces from them.

/** A force before it has a player: what a premade entry or a force file holds. */
export interface Force {
  /** What the force is called on the board, e.g. "Dwarves". */
  label: string;
  /** Units, items and the Kings' Die. */
  dice: string[];
  terrains: string[];
  dragons: string[];
  /** Dragonkin for the summoning pool (the advanced rules). */
  dragonkin?: string[];
  /** Minor terrains for the summoning pool (the advanced rules). */
  minorTerrains?: string[];
}

export interface Premade {
  label: string;
  /** Of several species (the others are one species each, named by its id). */
  mixed?: true;
  /**
   * Built to show spells and dragons: half its health in magic users (the most allowed), on
   * terrains of its colours, with a dragon its magic summons. One species, not named by it.
   */
  magic?: true;
  /** What suits the force, for `--help` and the README. */
  about: string;
  /** A 24-health force; larger multiples of 24 repeat it. */
  dice: string[];
  terrains: [string, string];
  dragon: string;
}

// Each species force: two commons of heavy melee and one of every other class, an uncommon of
// heavy melee, cavalry, missile and magic, rares of heavy melee and missile, and a monster: 24
// health with few magic users. Terrains are the species' terrain advantage or its elements; the
// dragon is of the species' colours.
export const PREMADE: Record<string, Premade> = {
  amazons: {
    label: "Amazons",
    about: "flatland (maneuvers count as missiles), Standing Stones for their magic",
    dice: [
      "soldier",
      "soldier",
      "runner",
      "charioteer",
      "darter",
      "seer",
      "warrior",
      "battle-rider",
      "javelineer",
      "visionary",
      "war-chief",
      "spearer",
      "centaur",
    ],
    terrains: ["flatland-tower", "flatland-standing-stones"],
    dragon: "ivory-drake",
  },
  "coral-elves": {
    label: "Coral Elves",
    about: "coastland (maneuvers count as saves)",
    dice: [
      "fighter",
      "fighter",
      "guard",
      "horseman",
      "bowman",
      "evoker",
      "trooper",
      "knight",
      "archer",
      "conjurer",
      "protector",
      "sharpshooter",
      "gryphon",
    ],
    terrains: ["coastland-city", "coastland-tower"],
    dragon: "blue-green-drake",
  },
  dwarves: {
    label: "Dwarves",
    about: "highland (double maneuvers)",
    dice: [
      "footman",
      "footman",
      "sentry",
      "pony-rider",
      "crossbowman",
      "theurgist",
      "sergeant",
      "lizard-rider",
      "marksman",
      "thaumaturgist",
      "warlord",
      "crack-shot",
      "umber-hulk",
    ],
    terrains: ["highland-city", "highland-tower"],
    dragon: "red-gold-drake",
  },
  feral: {
    label: "Feral",
    about: "flatland (earth and air, their elements)",
    dice: [
      "lynx-folk",
      "lynx-folk",
      "hound-folk",
      "antelope-folk",
      "falcon-folk",
      "weasel-folk",
      "leopard-folk",
      "horse-folk",
      "hawk-folk",
      "badger-folk",
      "tiger-folk",
      "vulture-folk",
      "rhino-folk",
    ],
    terrains: ["flatland-city", "flatland-temple"],
    dragon: "blue-gold-drake",
  },
  firewalkers: {
    label: "Firewalkers",
    about: "wasteland (air and fire: their elements, and air for terrain flight)",
    dice: [
      "guardian",
      "guardian",
      "explorer",
      "shadowchaser",
      "firestarter",
      "sunburst",
      "watcher",
      "nightsbane",
      "firemaster",
      "sunflare",
      "sentinel",
      "firestormer",
      "phoenix",
    ],
    terrains: ["wasteland-tower", "wasteland-city"],
    dragon: "blue-red-drake",
  },
  frostwings: {
    label: "Frostwings",
    about: "air terrains; Standing Stones for their magic",
    dice: [
      "advocate",
      "advocate",
      "attacker",
      "hound-master",
      "destroyer",
      "apprentice",
      "defender",
      "wolf-master",
      "dispatcher",
      "magus",
      "vindicator",
      "devastator",
      "yeti",
    ],
    terrains: ["coastland-standing-stones", "wasteland-tower"],
    dragon: "black-blue-drake",
  },
  goblins: {
    label: "Goblins",
    about: "swampland (double maneuvers)",
    dice: [
      "thug",
      "thug",
      "mugger",
      "wardog-rider",
      "pelter",
      "trickster",
      "cutthroat",
      "wolf-rider",
      "slingman",
      "hedge-wizard",
      "marauder",
      "deadeye",
      "troll",
    ],
    terrains: ["swampland-city", "swampland-tower"],
    dragon: "black-gold-drake",
  },
  "lava-elves": {
    label: "Lava Elves",
    about: "highland (maneuvers count as saves)",
    dice: [
      "bladesman",
      "bladesman",
      "scout",
      "spider-rider",
      "fusilier",
      "adept",
      "duelist",
      "scorpion-knight",
      "dead-shot",
      "warlock",
      "conqueror",
      "assassin",
      "drider",
    ],
    terrains: ["highland-temple", "highland-tower"],
    dragon: "black-red-drake",
  },
  scalders: {
    label: "Scalders",
    about: "feyland (water and fire, their elements)",
    dice: [
      "singeman",
      "singeman",
      "kindler",
      "dragonne-tender",
      "glower",
      "sparker",
      "scorcher",
      "dragonne-rider",
      "burner",
      "smolderer",
      "searer",
      "blazer",
      "quickling",
    ],
    terrains: ["feyland-city", "feyland-tower"],
    dragon: "green-red-drake",
  },
  "swamp-stalkers": {
    label: "Swamp Stalkers",
    about: "swampland (maneuvers count as saves)",
    dice: [
      "warmonger",
      "warmonger",
      "striker",
      "bog-runner",
      "sprayer",
      "bog-adept",
      "ravager",
      "marsh-swimmer",
      "stormer",
      "marsh-mage",
      "annihilator",
      "deluger",
      "swamp-giant",
    ],
    terrains: ["swampland-temple", "swampland-standing-stones"],
    dragon: "black-green-drake",
  },
  treefolk: {
    label: "Treefolk",
    about: "swampland (earth and water, their elements)",
    dice: [
      "oakling",
      "oakling",
      "willowling",
      "nymph",
      "pineling",
      "hamadryad",
      "oak",
      "naiad",
      "pine",
      "dryad",
      "oak-lord",
      "pine-prince",
      "redwood",
    ],
    terrains: ["swampland-standing-stones", "swampland-city"],
    dragon: "green-gold-drake",
  },
  undead: {
    label: "Undead",
    about: "Temples, to bury the enemy's dead",
    dice: [
      "zombie",
      "zombie",
      "skeleton",
      "wraith",
      "apparition",
      "ghoul",
      "wight",
      "revenant",
      "spectre",
      "ghast",
      "mummy",
      "ghost",
      "skeletal-steed",
    ],
    terrains: ["wasteland-temple", "feyland-temple"],
    dragon: "black-drake",
  },
  elves: {
    label: "Elves",
    mixed: true,
    about: "mixed: Coral Elves and Lava Elves, coastland and highland",
    dice: [
      "fighter",
      "guard",
      "horseman",
      "bowman",
      "evoker",
      "trooper",
      "archer",
      "protector",
      "bladesman",
      "scout",
      "spider-rider",
      "fusilier",
      "adept",
      "duelist",
      "dead-shot",
      "conqueror",
    ],
    terrains: ["coastland-city", "highland-tower"],
    dragon: "blue-red-drake",
  },
  "dark-alliance": {
    label: "Dark Alliance",
    mixed: true,
    about: "mixed: Goblins and Undead, swampland and Temples",
    dice: [
      "thug",
      "mugger",
      "wardog-rider",
      "pelter",
      "trickster",
      "cutthroat",
      "slingman",
      "marauder",
      "zombie",
      "skeleton",
      "wraith",
      "ghoul",
      "apparition",
      "wight",
      "revenant",
      "mummy",
    ],
    terrains: ["swampland-tower", "wasteland-temple"],
    dragon: "black-drake",
  },
  // The magic forces: two rare, two uncommon and two common magic users (12 magic points, half
  // the force), at terrains of their own colours, whose ID magic doubles there; the rest melee
  // and missiles to hold the terrains. Their dragon is a wyrm of one of their colours.
  "dwarf-wizards": {
    label: "Dwarf Wizards",
    magic: true,
    about:
      "a force with magic and a dragon: half its health casts red and gold spells at highland, and a red wyrm answers them",
    dice: [
      "wizard",
      "wizard",
      "thaumaturgist",
      "thaumaturgist",
      "theurgist",
      "theurgist",
      "warlord",
      "sergeant",
      "marksman",
      "lizard-rider",
      "footman",
      "footman",
      "crossbowman",
    ],
    terrains: ["highland-standing-stones", "highland-city"],
    dragon: "red-wyrm",
  },
  "scalder-mages": {
    label: "Scalder Mages",
    magic: true,
    about:
      "a force with magic and a dragon: half its health casts green and red spells at feyland, and a green wyrm answers them",
    dice: [
      "inferno",
      "inferno",
      "smolderer",
      "smolderer",
      "sparker",
      "sparker",
      "searer",
      "scorcher",
      "burner",
      "dragonne-rider",
      "singeman",
      "singeman",
      "glower",
    ],
    terrains: ["feyland-standing-stones", "feyland-city"],
    dragon: "green-wyrm",
  },
};

/** The premade forces' names, species first (as `--army` takes them). */
export const PREMADE_NAMES: readonly string[] = Object.keys(PREMADE);

/** The premade forces that are one species each (named by the species' catalogue id). */
export const SPECIES_FORCES: readonly string[] = PREMADE_NAMES.filter(
  (n) => !PREMADE[n]?.mixed && !PREMADE[n]?.magic,
);

/** The premade forces built to show spells and dragons, for a newcomer's first game. */
export const MAGIC_FORCES: readonly string[] = PREMADE_NAMES.filter((n) => PREMADE[n]?.magic);

export function aboutPremade(name: string): string {
  const p = Object.hasOwn(PREMADE, name) ? PREMADE[name] : undefined;
  return p ? `${p.label}: ${p.about}` : name;
}
