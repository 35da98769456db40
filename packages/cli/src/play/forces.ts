// The forces players bring to `dragondice play`: premade forces (one per first species and a few
// mixed ones), random legal forces, and force files (JSON, checked with zod and the engine).
import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { closestNames, dieById, rules29a } from "@dragondice/catalog";
import { type PlayerSetup, type RandomInt, randomForce, rulesets } from "@dragondice/engine";
import { z } from "zod";
import { UsageError } from "../usage-error.ts";

/** A force before it has a player: what a premade entry or a force file holds. */
export interface Force {
  /** What the force is called on the board, e.g. "Dwarves". */
  label: string;
  dice: string[];
  terrains: string[];
  dragons: string[];
}

interface Premade {
  label: string;
  /** What suits the force, for `--help` and the README. */
  about: string;
  /** A 24-health force; larger multiples of 24 repeat it. */
  dice: string[];
  terrains: [string, string];
  dragon: string;
}

// Each species force: two commons of heavy melee and one of every other class, an uncommon of
// heavy melee, cavalry, missile and magic, rares of heavy melee and missile, and a monster: 24
// health with few magic users (spells come in a later version). Terrains are the species'
// terrain advantage or its elements; the dragon is of the species' colours.
const PREMADE: Record<string, Premade> = {
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
};

/** The premade forces' names, species first (as `--army` takes them). */
export const PREMADE_NAMES: readonly string[] = Object.keys(PREMADE);

/** The first species (the premade forces that are one species each). */
export const SPECIES_FORCES: readonly string[] = PREMADE_NAMES.filter((n) =>
  rules29a.species.some((s) => s.id === n),
);

/** "dwarf", "Dwarves", "lava elf", "Lava-Elves" all name the dwarves or lava elves force. */
function premadeKey(spec: string): string | undefined {
  const key = spec
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  if (PREMADE[key]) return key;
  const species = rules29a.species.find((s) =>
    [s.name.singular, s.name.plural].some((n) => n.toLowerCase().replace(/\s+/g, "-") === key),
  );
  return species && PREMADE[species.id] ? species.id : undefined;
}

export function aboutPremade(name: string): string {
  const p = PREMADE[name];
  return p ? `${p.label}: ${p.about}` : name;
}

/** A premade force at `size` health (24, 48, 72...: larger forces repeat the 24-health one). */
export function premadeForce(name: string, size: number): Force {
  const key = premadeKey(name);
  const p = key ? PREMADE[key] : undefined;
  if (!p) throw new UsageError(`no premade force "${name}"`);
  if (size % 24 !== 0) {
    throw new UsageError(
      `premade forces come in multiples of 24 health, not ${size}; use --army random or a force file`,
    );
  }
  const copies = size / 24;
  return {
    label: p.label,
    dice: Array.from({ length: copies }, () => p.dice).flat(),
    terrains: [...p.terrains],
    dragons: Array.from({ length: copies }, () => p.dragon),
  };
}

/** Why the force is not legal at `size` health, or null: the engine's own check. */
export function forceProblem(force: Force, size: number): string | null {
  const rules = rulesets["2.9a"];
  if (!rules) return "the 2.9a rules are missing";
  const player: PlayerSetup = { name: "force", ...force };
  const problem = rules.checkConfig({
    edition: "2.9a",
    seed: 1,
    forceSize: size,
    players: [player, player],
  });
  return problem?.replace(/^player 1 \(force\): /, "") ?? null;
}

const forceFileSchema = z
  .object({
    name: z.string().min(1).optional(),
    dice: z.array(z.string()).min(1),
    terrains: z.array(z.string()).length(2),
    dragons: z.array(z.string()),
  })
  .strict();

/** What is wrong with one catalogue id in a force file's list, or null. */
function idProblem(list: "dice" | "terrains" | "dragons", id: string): string | null {
  const die = dieById(id);
  if (!die) {
    const closest = closestNames(id);
    return `no die "${id}"${closest.length ? ` (closest names: ${closest.join(", ")})` : ""}`;
  }
  const wanted = { dice: "unit", terrains: "terrain", dragons: "dragon" }[list];
  if (die.kind !== wanted) {
    const what = { dice: "a unit", terrains: "a terrain", dragons: "a dragon" }[list];
    return `"${id}" is ${die.kind === "item" ? "an item" : `a ${die.kind}`}, not ${what}`;
  }
  return null;
}

/**
 * Reads and checks a force file: { name?, dice: [unit ids], terrains: [2 terrain ids],
 * dragons: [dragon ids] }. Mistakes are usage errors naming the file and the field, e.g.
 * `force.json: dice.3: no die "foo"`.
 */
export function loadForceFile(path: string, size: number): Force {
  const where = basename(path);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new UsageError(`cannot read ${path}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${where} is not valid JSON: ${(e as Error).message}`);
  }
  const parsed = forceFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") || "(top level)";
    throw new UsageError(`${where}: ${field}: ${issue?.message ?? "invalid"}`);
  }
  const file = parsed.data;
  for (const list of ["dice", "terrains", "dragons"] as const) {
    for (const [i, id] of file[list].entries()) {
      const problem = idProblem(list, id);
      if (problem) throw new UsageError(`${where}: ${list}.${i}: ${problem}`);
    }
  }
  const force: Force = {
    label: file.name ?? where.replace(/\.json$/i, ""),
    dice: file.dice,
    terrains: file.terrains,
    dragons: file.dragons,
  };
  const problem = forceProblem(force, size);
  if (problem) throw new UsageError(`${where}: ${problem}`);
  return force;
}

/**
 * The force an `--army` value names: a premade force, `random`, or a force file's path. Anything
 * else is a usage error listing the premade forces.
 */
export function resolveArmy(spec: string, size: number, randomInt: RandomInt): Force {
  if (spec.trim().toLowerCase() === "random") {
    const r = randomForce("random", size, randomInt);
    return { label: "random force", dice: r.dice, terrains: r.terrains, dragons: r.dragons };
  }
  if (premadeKey(spec)) return premadeForce(spec, size);
  if (existsSync(spec) || /[/\\]|\.json$/i.test(spec)) return loadForceFile(spec, size);
  throw new UsageError(
    `--army ${spec}: not a premade force, "random" or a .json force file; premade forces: ${PREMADE_NAMES.join(", ")}`,
  );
}
