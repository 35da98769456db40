// The races of Dragon Dice v2.9a: aspects, racial abilities and the "Icons of Each Race" tables.
// Source: rules/000 (v2.9a) "Basic Terms" (aspects), "Racial Abilities", "The Eldarim Champions",
// "Dragonkin", "Dragonkin Champion" and "Icons of Each Race". Summaries are our own paraphrases.
//
// Decisions (see docs/rulings.md):
// - Amazons are ivory: no aspect of their own, they take the colours of their terrain. We model
//   that as elements: [], colors: ["ivory"], aspectSource: "terrain".
// - Undead are black and ivory, where ivory only means "no second element": elements: ["death"],
//   colors: ["death", "ivory"].
// - Eldarim and Dragonkin come in every element, one per die (Eldarim champions can also be
//   white = all five): elements lists all five, aspectSource: "per-die".
// - The rulebook lists monsters alphabetically down the Monster column; we keep its layout.
// - Clipped or garbled names fixed from the extracted text: Dwarf SAI "Smit" -> "Smite";
//   Scalder monster "Will o Wisps" -> "Will o' Wisps"; the Eldarim table's row headings are
//   shifted by one line (see the eldarim entry).

import type { SpeciesDef } from "../../rules/world-types.ts";
import type { NormalIcon } from "../../types.ts";

const ALL_NORMAL: NormalIcon[] = ["Magic", "Maneuver", "Melee", "Missile", "Save"];

export const species: SpeciesDef[] = [
  {
    id: "amazons",
    name: { singular: "Amazon", plural: "Amazons" },
    elements: [],
    colors: ["ivory"],
    aspectSource: "terrain",
    racialAbilities: [
      {
        name: "Terrain Advantage",
        summary: "At a Flatland, their maneuver results also count as missile results.",
        counts: { kind: "maneuvers-count-as", as: "missile", atTerrainType: "flatland" },
      },
      {
        name: "Magic Use",
        summary:
          "Can cast only the colours of the terrain they are at, and may double ID magic only at a terrain whose eighth face is Standing Stones (whatever face is up).",
        magic: { terrainColors: true, doubleOnlyAtStandingStones: true },
      },
      {
        name: "Reserve Attack",
        summary:
          "Never cast magic from the reserve area; instead they may make a missile action against an enemy army at their home terrain or the frontier. In a mixed reserve army the Amazon missiles are rolled with the others' magic, and the player finishes one of the two actions before doing the other.",
        reserveAction: "missile",
      },
    ],
    iconTable: {
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy Melee",
          common: "Soldier",
          uncommon: "Warrior",
          rare: "War Chief",
          monster: "Centaur",
        },
        {
          class: "light-melee",
          label: "Light Melee",
          common: "Runner",
          uncommon: "Envoy",
          rare: "Harbinger",
          monster: "Chimera",
        },
        {
          class: "cavalry",
          label: "Cavalry",
          common: "Charioteer",
          uncommon: "Battle Rider",
          rare: "War Driver",
          monster: "Hydra",
        },
        {
          class: "missile",
          label: "Missile",
          common: "Darter",
          uncommon: "Javelineer",
          rare: "Spearer",
          monster: "Medusa",
        },
        {
          class: "magic",
          label: "Magic",
          common: "Seer",
          uncommon: "Visionary",
          rare: "Oracle",
          monster: "Nightmare",
        },
      ],
      normalIcons: ALL_NORMAL,
      saiIcons: [
        "Bullseye",
        "Cantrip",
        "Counter",
        "Double Strike",
        "Firebreath",
        "Flame",
        "Fly",
        "Kick",
        "Rend",
        "Smite",
        "Stone",
        "Trample",
      ],
    },
  },
  {
    id: "coral-elves",
    name: { singular: "Coral Elf", plural: "Coral Elves" },
    elements: ["air", "water"],
    colors: ["air", "water"],
    aspectSource: "fixed",
    racialAbilities: [
      {
        name: "Terrain Advantage",
        summary: "At a Coastland, their maneuver results also count as save results.",
        counts: { kind: "maneuvers-count-as", as: "save", atTerrainType: "coastland" },
      },
    ],
    iconTable: {
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy Melee",
          common: "Fighter",
          uncommon: "Trooper",
          rare: "Protector",
          monster: "Coral Giant",
        },
        {
          class: "light-melee",
          label: "Light Melee",
          common: "Guard",
          uncommon: "Courier",
          rare: "Herald",
          monster: "Gryphon",
        },
        {
          class: "cavalry",
          label: "Cavalry",
          common: "Horseman",
          uncommon: "Knight",
          rare: "Eagle Knight",
          monster: "Leviathan",
        },
        {
          class: "missile",
          label: "Missile",
          common: "Bowman",
          uncommon: "Archer",
          rare: "Sharpshooter",
          monster: "Sprite Swarm",
        },
        {
          class: "magic",
          label: "Magic",
          common: "Evoker",
          uncommon: "Conjurer",
          rare: "Enchanter",
          monster: "Tako",
        },
      ],
      normalIcons: ALL_NORMAL,
      saiIcons: [
        "Bullseye",
        "Cantrip",
        "Counter",
        "Entangle",
        "Ferry",
        "Fly",
        "Hypnotic Glare",
        "Rend",
        "Smite",
        "Swallow",
        "Tail",
        "Trample",
        "Wave",
      ],
    },
  },
  {
    id: "dwarves",
    name: { singular: "Dwarf", plural: "Dwarves" },
    elements: ["earth", "fire"],
    colors: ["earth", "fire"],
    aspectSource: "fixed",
    racialAbilities: [
      {
        name: "Terrain Advantage",
        summary: "At a Highland, their maneuver results are doubled.",
        counts: { kind: "double-maneuvers", atTerrainType: "highland" },
      },
    ],
    iconTable: {
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy Melee",
          common: "Footman",
          uncommon: "Sergeant",
          rare: "Warlord",
          monster: "Androsphinx",
        },
        {
          class: "light-melee",
          label: "Light Melee",
          common: "Sentry",
          uncommon: "Patroller",
          rare: "Skirmisher",
          monster: "Behemoth",
        },
        {
          class: "cavalry",
          label: "Cavalry",
          common: "Pony Rider",
          uncommon: "Lizard Rider",
          rare: "Mammoth Rider",
          monster: "Gargoyle",
        },
        {
          class: "missile",
          label: "Missile",
          common: "Crossbowman",
          uncommon: "Marksman",
          rare: "Crack-Shot",
          monster: "Roc",
        },
        {
          class: "magic",
          label: "Magic",
          common: "Theurgist",
          uncommon: "Thaumaturgist",
          rare: "Wizard",
          monster: "Umber Hulk",
        },
      ],
      normalIcons: ALL_NORMAL,
      // The extracted text reads "Smit": clipped "Smite".
      saiIcons: [
        "Bash",
        "Bullseye",
        "Cantrip",
        "Charge",
        "Confuse",
        "Counter",
        "Dispel Magic",
        "Fly",
        "Rend",
        "Roar",
        "Seize",
        "Smite",
        "Stomp",
        "Trample",
      ],
    },
  },
  {
    id: "feral",
    name: { singular: "Feral", plural: "Feral" },
    elements: ["earth", "air"],
    colors: ["earth", "air"],
    aspectSource: "fixed",
    racialAbilities: [
      {
        name: "Feralization",
        summary:
          "In the Initial Effects phase, every army of yours at a terrain that holds a Feral unit may either recruit a Feral unit or promote one of its Feral units; each army decides on its own.",
        effect: "feralization",
      },
    ],
    iconTable: {
      // The 2.9a table's cells for Feral are empty in the extracted text (the names were lost
      // with the pictures). Names and classes are taken from the reference dice data; the
      // rulebook's SAI and story text confirms Tiger-folk, Bear-folk, Elephant-folk, falcon-folk,
      // badger-folk and lion-folk. Monsters are listed alphabetically as for the other races.
      dieNamesSource: "reference dice data (dice/species.set.xml); the 2.9a table is blank",
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy Melee",
          common: "Lynx-folk",
          uncommon: "Leopard-folk",
          rare: "Tiger-folk",
          monster: "Bear-folk",
        },
        {
          class: "light-melee",
          label: "Light Melee",
          common: "Hound-folk",
          uncommon: "Fox-folk",
          rare: "Wolf-folk",
          monster: "Elephant-folk",
        },
        {
          class: "cavalry",
          label: "Cavalry",
          common: "Antelope-folk",
          uncommon: "Horse-folk",
          rare: "Buffalo-folk",
          monster: "Lion-folk",
        },
        {
          class: "missile",
          label: "Missile",
          common: "Falcon-folk",
          uncommon: "Hawk-folk",
          rare: "Vulture-folk",
          monster: "Owl-folk",
        },
        {
          class: "magic",
          label: "Magic",
          common: "Weasel-folk",
          uncommon: "Badger-folk",
          rare: "Wolverine-folk",
          monster: "Rhino-folk",
        },
      ],
      normalIcons: ALL_NORMAL,
      saiIcons: [
        "Bullseye",
        "Cantrip",
        "Counter",
        "Dispel Magic",
        "Double Strike",
        "Fly",
        "Gore",
        "Hug",
        "Rend",
        "Roar",
        "Screech",
        "Seize",
        "Trample",
        "Trumpet",
      ],
    },
  },
  {
    id: "firewalkers",
    name: { singular: "Firewalker", plural: "Firewalkers" },
    elements: ["air", "fire"],
    colors: ["air", "fire"],
    aspectSource: "fixed",
    racialAbilities: [
      {
        name: "Terrain Flight",
        summary:
          "In the retreat step of the Reserve Movement, Firewalkers at a terrain that has the air (blue) element may move straight to any other terrain.",
        effect: "terrain-flight",
      },
      {
        name: "Flaming Shields",
        summary:
          "In a melee attack, their save icons (only real save icons, not IDs or SAIs) also count as melee results.",
        counts: { kind: "save-icons-count-as-melee" },
      },
    ],
    iconTable: {
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy Melee",
          common: "Guardian",
          uncommon: "Watcher",
          rare: "Sentinel",
          monster: "Fireshadow",
        },
        {
          class: "light-melee",
          label: "Light Melee",
          common: "Explorer",
          uncommon: "Adventurer",
          rare: "Expeditioner",
          monster: "Genie",
        },
        {
          class: "cavalry",
          label: "Cavalry",
          common: "Shadowchaser",
          uncommon: "Nightsbane",
          rare: "Daybringer",
          monster: "Gorgon",
        },
        {
          class: "missile",
          label: "Missile",
          common: "Firestarter",
          uncommon: "Firemaster",
          rare: "Firestormer",
          monster: "Phoenix",
        },
        {
          class: "magic",
          label: "Magic",
          common: "Sunburst",
          uncommon: "Sunflare",
          rare: "Ashbringer",
          monster: "Salamander",
        },
      ],
      normalIcons: ALL_NORMAL,
      saiIcons: [
        "Bullseye",
        "Cantrip",
        "Counter",
        "Create Fireminions",
        "Firecloud",
        "Flame",
        "Firewalking",
        "Fly",
        "Galeforce",
        "Rise from the Ashes",
        "Seize",
        "Smite",
      ],
    },
  },
  {
    id: "frostwings",
    name: { singular: "Frostwing", plural: "Frostwings" },
    elements: ["air", "death"],
    colors: ["air", "death"],
    aspectSource: "fixed",
    racialAbilities: [
      {
        name: "Magic Negation",
        summary:
          "When an opposing army takes a magic action, Frostwings may roll at the same time; each of their non-ID magic results removes one point from the caster's magic before any other modifier. If several players roll to negate, only the biggest negation counts, and it only reduces magic that did not come from SAIs.",
        effect: "magic-negation",
      },
      {
        name: "Magic Use",
        summary:
          "They may double ID magic only at a terrain whose eighth face is Standing Stones (whatever face is up).",
        magic: { doubleOnlyAtStandingStones: true },
      },
    ],
    iconTable: {
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy Melee",
          common: "Advocate",
          uncommon: "Defender",
          rare: "Vindicator",
          monster: "Cryohydra",
        },
        {
          class: "light-missile",
          label: "Light Missile",
          common: "Attacker",
          uncommon: "Assaulter",
          rare: "Assailer",
          monster: "Frost Ogre",
        },
        {
          class: "cavalry",
          label: "Cavalry",
          common: "Hound Master",
          uncommon: "Wolf Master",
          rare: "Bear Master",
          monster: "Remorhaz",
        },
        {
          class: "heavy-missile",
          label: "Heavy Missile",
          common: "Destroyer",
          uncommon: "Dispatcher",
          rare: "Devastator",
          monster: "Wolf Pack",
        },
        {
          class: "magic",
          label: "Magic",
          common: "Apprentice",
          uncommon: "Magus",
          rare: "Magi",
          monster: "Yeti",
        },
      ],
      normalIcons: ALL_NORMAL,
      saiIcons: [
        "Bullseye",
        "Cantrip",
        "Double Strike",
        "Fly",
        "Frost Breath",
        "Howl",
        "Rend",
        "Smite",
        "Surprise",
        "Swallow",
        "Volley",
      ],
    },
  },
  {
    id: "goblins",
    name: { singular: "Goblin", plural: "Goblins" },
    elements: ["earth", "death"],
    colors: ["earth", "death"],
    aspectSource: "fixed",
    racialAbilities: [
      {
        name: "Terrain Advantage",
        summary: "At a Swampland, their maneuver results are doubled.",
        counts: { kind: "double-maneuvers", atTerrainType: "swampland" },
      },
    ],
    iconTable: {
      // The extracted table is flattened column by column; rows rebuilt from its order.
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy Melee",
          common: "Thug",
          uncommon: "Cutthroat",
          rare: "Marauder",
          monster: "Cannibal",
        },
        {
          class: "light-melee",
          label: "Light Melee",
          common: "Mugger",
          uncommon: "Ambusher",
          rare: "Filcher",
          monster: "Death Naga",
        },
        {
          class: "cavalry",
          label: "Cavalry",
          common: "Wardog Rider",
          uncommon: "Wolf Rider",
          rare: "Leopard Rider",
          monster: "Harpies",
        },
        {
          class: "missile",
          label: "Missile",
          common: "Pelter",
          uncommon: "Slingman",
          rare: "Deadeye",
          monster: "Shambler",
        },
        {
          class: "magic",
          label: "Magic",
          common: "Trickster",
          uncommon: "Hedge Wizard",
          rare: "Death Mage",
          monster: "Troll",
        },
      ],
      normalIcons: ALL_NORMAL,
      saiIcons: [
        "Bullseye",
        "Cantrip",
        "Counter",
        "Fly",
        "Net",
        "Poison",
        "Regenerate",
        "Rend",
        "Screech",
        "Sleep",
        "Smite",
        "Smother",
        "Stun",
        "Surprise",
        "Swallow",
      ],
    },
  },
  {
    id: "lava-elves",
    name: { singular: "Lava Elf", plural: "Lava Elves" },
    elements: ["fire", "death"],
    colors: ["fire", "death"],
    aspectSource: "fixed",
    racialAbilities: [
      {
        name: "Terrain Advantage",
        summary: "At a Highland, their maneuver results also count as save results.",
        counts: { kind: "maneuvers-count-as", as: "save", atTerrainType: "highland" },
      },
    ],
    iconTable: {
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy Melee",
          common: "Bladesman",
          uncommon: "Duelist",
          rare: "Conqueror",
          monster: "Beholder",
        },
        {
          class: "light-melee",
          label: "Light Melee",
          common: "Scout",
          uncommon: "Spy",
          rare: "Infiltrator",
          monster: "Drider",
        },
        {
          class: "cavalry",
          label: "Cavalry",
          common: "Spider Rider",
          uncommon: "Scorpion Knight",
          rare: "Wyvern Rider",
          monster: "Hell Hound",
        },
        {
          class: "missile",
          label: "Missile",
          common: "Fusilier",
          uncommon: "Dead-Shot",
          rare: "Assassin",
          monster: "Lurker in the Deep",
        },
        {
          class: "magic",
          label: "Magic",
          common: "Adept",
          uncommon: "Warlock",
          rare: "Necromancer",
          monster: "Rakshasa",
        },
      ],
      normalIcons: ALL_NORMAL,
      saiIcons: [
        "Bullseye",
        "Cantrip",
        "Charm",
        "Confuse",
        "Counter",
        "Cloak",
        "Flame",
        "Fly",
        "Illusion",
        "Smite",
        "Stone",
        "Volley",
        "Web",
      ],
    },
  },
  {
    id: "scalders",
    name: { singular: "Scalder", plural: "Scalders" },
    elements: ["fire", "water"],
    colors: ["fire", "water"],
    aspectSource: "fixed",
    racialAbilities: [
      {
        name: "Scorching Touch",
        summary:
          "When saving against a melee attack, each non-ID save result they roll also deals one point of damage back to the attacking army, which only magical saves can stop.",
        effect: "scorching-touch",
      },
      {
        name: "Intangibility",
        summary:
          "When their army saves against a missile action, every Scalder unit in it adds one automatic save against missile damage that did not come from SAIs.",
        automatic: { inRoll: "save-vs-missile", result: "save", amount: 1 },
      },
    ],
    iconTable: {
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy Melee",
          common: "Singeman",
          uncommon: "Scorcher",
          rare: "Searer",
          monster: "Ettercap",
        },
        {
          class: "light-melee",
          label: "Light Melee",
          common: "Kindler",
          uncommon: "Igniter",
          rare: "Charkin",
          monster: "Quickling",
        },
        {
          class: "cavalry",
          label: "Cavalry",
          common: "Dragonne Tender",
          uncommon: "Dragonne Rider",
          rare: "Dragonne Knight",
          monster: "Unseelie Faerie",
        },
        {
          class: "missile",
          label: "Missile",
          common: "Glower",
          uncommon: "Burner",
          rare: "Blazer",
          monster: "Web Birds",
        },
        {
          class: "magic",
          label: "Magic",
          common: "Sparker",
          uncommon: "Smolderer",
          rare: "Inferno",
          // The table reads "Will o Wisps"; "Group Monsters" spells it "Will o' Wisps".
          monster: "Will o' Wisps",
        },
      ],
      normalIcons: ALL_NORMAL,
      saiIcons: [
        "Bullseye",
        "Cantrip",
        "Confuse",
        "Counter",
        "Dispel Magic",
        "Flaming Arrow",
        "Fly",
        "Poison",
        "Smite",
        "Web",
      ],
    },
  },
  {
    id: "swamp-stalkers",
    name: { singular: "Swamp Stalker", plural: "Swamp Stalkers" },
    elements: ["water", "death"],
    colors: ["water", "death"],
    aspectSource: "fixed",
    racialAbilities: [
      {
        name: "Terrain Advantage",
        summary: "At a Swampland, their maneuver results also count as save results.",
        counts: { kind: "maneuvers-count-as", as: "save", atTerrainType: "swampland" },
      },
      {
        name: "Mutation",
        summary:
          "In the Initial Effects phase, with a Swamp Stalker army at a terrain and a dead Swamp Stalker in the DUA, pick up to 3 health-worth of units in one opponent's reserve area; each must roll a save or die. For each health killed, bring a Swamp Stalker back from the DUA into the mutating army or promote a Swamp Stalker, in any mix.",
        effect: "mutation",
      },
    ],
    iconTable: {
      // The extracted table is flattened column by column; rows rebuilt from its order.
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy Melee",
          common: "Warmonger",
          uncommon: "Ravager",
          rare: "Annihilator",
          monster: "Crocosaur",
        },
        {
          class: "light-melee",
          label: "Light Melee",
          common: "Striker",
          uncommon: "Raider",
          rare: "Invader",
          monster: "Mudmen",
        },
        {
          class: "cavalry",
          label: "Cavalry",
          common: "Bog Runner",
          uncommon: "Marsh Swimmer",
          rare: "Wave Rider",
          monster: "Ormyrr",
        },
        {
          class: "missile",
          label: "Missile",
          common: "Sprayer",
          uncommon: "Stormer",
          rare: "Deluger",
          monster: "Swamp Beast",
        },
        {
          class: "magic",
          label: "Magic",
          common: "Bog Adept",
          uncommon: "Marsh Mage",
          rare: "Swamp Wizard",
          monster: "Swamp Giant",
        },
      ],
      normalIcons: ALL_NORMAL,
      saiIcons: [
        "Bullseye",
        "Cantrip",
        "Coil",
        "Poison",
        "Rend",
        "Smite",
        "Smother",
        "Surprise",
        "Tail",
        "Trample",
        "Wave",
      ],
    },
  },
  {
    id: "treefolk",
    name: { singular: "Treefolk", plural: "Treefolk" },
    elements: ["earth", "water"],
    colors: ["earth", "water"],
    aspectSource: "fixed",
    racialAbilities: [
      {
        name: "Double Maneuvers",
        summary: "At any terrain, their maneuver results are doubled when they counter-maneuver.",
        counts: { kind: "double-maneuvers", inRoll: "counter-maneuver" },
      },
      {
        name: "Replanting",
        summary:
          "During a march, between the maneuver and the action, a Treefolk army may swap any of its Treefolk units for Treefolk units of the same total health from the DUA.",
        effect: "replanting",
      },
    ],
    iconTable: {
      // The extracted table is flattened column by column; rows rebuilt from its order.
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy Melee",
          common: "Oakling",
          uncommon: "Oak",
          rare: "Oak Lord",
          monster: "Darktree",
        },
        {
          class: "light-melee",
          label: "Light Melee",
          common: "Willowling",
          uncommon: "Willow",
          rare: "Noble Willow",
          monster: "Redwood",
        },
        {
          class: "cavalry",
          label: "Cavalry",
          common: "Nymph",
          uncommon: "Naiad",
          rare: "Lady Nereid",
          monster: "Satyr",
        },
        {
          class: "missile",
          label: "Missile",
          common: "Pineling",
          uncommon: "Pine",
          rare: "Pine Prince",
          monster: "Strangle Vine",
        },
        {
          class: "magic",
          label: "Magic",
          common: "Hamadryad",
          uncommon: "Dryad",
          rare: "Eldar Dryad",
          monster: "Unicorn",
        },
      ],
      normalIcons: ALL_NORMAL,
      saiIcons: [
        "Cantrip",
        "Choke",
        "Confuse",
        "Counter",
        "Dispel Magic",
        "Double Strike",
        "Rend",
        "Sleep",
        "Smite",
        "Smother",
        "Surprise",
        "Teleport",
        "Trample",
        "Volley",
        "Wild Growth",
      ],
    },
  },
  {
    id: "undead",
    name: { singular: "Undead", plural: "Undead" },
    elements: ["death"],
    colors: ["death", "ivory"],
    aspectSource: "fixed",
    racialAbilities: [
      {
        name: "Stepped Damage",
        summary:
          "An Undead unit that would be killed, by any means, may instead be swapped for a smaller Undead unit from the DUA.",
        effect: "stepped-damage",
      },
      {
        name: "Resist Burial",
        summary:
          "An Undead unit about to be buried goes back to the DUA instead if it rolls a save result that is not its ID.",
        effect: "resist-burial",
      },
      {
        name: "Double Magic",
        summary:
          "When rolling for magic, Undead may double their ID icons using every dead unit in the game (not only terrain colours).",
        magic: { doubleThroughAllDead: true },
      },
    ],
    iconTable: {
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy Melee",
          common: "Zombie",
          uncommon: "Wight",
          rare: "Mummy",
          monster: "Carrion Crawler",
        },
        {
          class: "light-melee",
          label: "Light Melee",
          common: "Skeleton",
          uncommon: "Revenant",
          rare: "Death Knight",
          monster: "Dracolich",
        },
        {
          class: "skirmisher",
          label: "Skirmisher",
          common: "Wraith",
          uncommon: "Spectre",
          rare: "Ghost",
          monster: "Fenhound",
        },
        {
          class: "light-magic",
          label: "Light Magic",
          common: "Ghoul",
          uncommon: "Ghast",
          rare: "Vampire",
          monster: "Minor Death",
        },
        {
          class: "heavy-magic",
          label: "Heavy Magic",
          common: "Apparition",
          // 2.9a spelling; the reference dice data has "Heucuva".
          uncommon: "Heucava",
          rare: "Lich",
          monster: "Skeletal Steed",
        },
      ],
      // The rulebook gives Undead no missile icon.
      normalIcons: ["Magic", "Maneuver", "Melee", "Save"],
      saiIcons: [
        "Cantrip",
        "Convert",
        "Dispel Magic",
        "Fly",
        "Plague",
        "Rend",
        "Scare",
        "Slay",
        "Smite",
        "Stun",
        "Trample",
        "Vanish",
        "Wither",
      ],
    },
  },
  {
    id: "eldarim",
    name: { singular: "Eldarim", plural: "Eldarim" },
    elements: ["air", "death", "earth", "fire", "water"],
    colors: ["air", "death", "earth", "fire", "water", "white"],
    aspectSource: "per-die",
    racialAbilities: [
      {
        name: "Resist Fear",
        summary:
          "Dragonkin in an army with Eldarim may roll against dragons they would normally sit out (same-colour elemental, matching hybrid, ivory or white dragons), up to the health of Eldarim of the matching colour.",
        // Line 943.
        effect: "resist-fear",
      },
      {
        name: "Sacrifice Dragonkin",
        summary:
          "In the Initial Effects phase, a dead Eldarim may trade places with one of your Dragonkin in play of the same health (the Dragonkin goes back to the summoning pool). And when an Eldarim would be killed by an individual-targeting effect, you may send a same-health summoned Dragonkin of its army back to the pool instead.",
        // Line 945.
        effect: "sacrifice-dragonkin",
      },
    ],
    championAbilities: [
      {
        name: "Dragon Taming",
        summary:
          "A Dragonlord (any colour) or Dragonmaster (its colour) that rolls its logo before the dragon attack tames the dragon: no fight this turn, and afterwards its controller decides whether it attacks. Control ends when the champion dies, leaves without the dragon, tames another, is out-tamed, or the dragon is moved, summoned away or killed.",
      },
      {
        name: "Dragon Slaying",
        summary:
          "Each Dragonslayer (any colour) or Dragonhunter (its colour) that rolls its logo before the dragon attack kills one dragon; a dragon killed by a Dragonhunter's logo is also banished from the game.",
      },
      {
        name: "Dragon Control",
        summary:
          "Each Dragoncrusader (any colour) or Dragonzealot (its colour) that rolls its logo controls one dragon: it is either held still (not rolled, and can be attacked normally) or turned against the other dragons.",
      },
      {
        name: "Magic of Every Colour",
        summary:
          "The white champions (Dragonlord, Dragonslayer, Dragoncrusader) cast magic of any colour and double it as usual, by a colour of their terrain or as black through the dead.",
        // Lines 979, 1003, 1015.
        magic: { whiteAnyColor: true },
      },
    ],
    // Each champion's `logo`: what its logo does to a dragon, lines 949-961.
    champions: [
      {
        name: "Dragonlord",
        colors: "white",
        health: 4,
        faces: ["ID", "Smite", "Sneak Attack", "Fly", "Cantrip", "SFR/TSR logo"],
        logo: "tame",
        summary:
          "Casts and carries any colour; tames any dragon; may ride a tamed dragon to another terrain when retreating. At most one per 24 health of force.",
      },
      {
        name: "Dragonmaster",
        colors: "single-element",
        health: 4,
        faces: ["ID", "Smite", "Sneak Attack", "Fly", "Cantrip", "SFR/TSR logo"],
        logo: "tame",
        summary:
          "A one-colour Dragonlord: casts, carries and tames only its own colour; may ride a tamed dragon when retreating.",
      },
      {
        name: "Dragonslayer",
        colors: "white",
        health: 4,
        faces: ["ID", "Smite", "Sneak Attack", "Counter", "Save", "SFR/TSR logo"],
        logo: "slay",
        summary:
          "Slays any dragon with its logo; its army is immune to all dragon and Dragonkin breath but cannot promote for slaying dragons. Casts and carries any colour.",
      },
      {
        name: "Dragonhunter",
        colors: "single-element",
        health: 4,
        faces: ["ID", "Smite", "Sneak Attack", "Counter", "Save", "SFR/TSR logo"],
        logo: "slay",
        summary:
          "A one-colour Dragonslayer: slays and banishes dragons of its colour, shields its army from that colour's breath, and casts and carries only its colour.",
      },
      {
        name: "Dragoncrusader",
        colors: "white",
        health: 4,
        faces: ["ID", "Bash", "Sneak Attack", "Fly", "Save", "SFR logo"],
        logo: "control",
        summary: "Controls any dragon with its logo; casts and carries any colour.",
      },
      {
        name: "Dragonzealot",
        colors: "single-element",
        health: 4,
        faces: ["ID", "Bash", "Sneak Attack", "Fly", "Save", "SFR logo"],
        logo: "control",
        summary:
          "A one-colour Dragoncrusader: controls dragons of its colour; casts and carries only its colour.",
      },
    ],
    iconTable: {
      // The extracted table is garbled: the row headings are shifted one line down
      // ("Heavy", "Shieldbearer", "Magic", "Cavalry", "Missile" sit against the next row's
      // names) and "Melee" belongs to the normal icons. Rows rebuilt as the rest of the
      // rulebook and the dice support: Eldarim have no monsters, and cavalry/missile stop
      // short of rare.
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy",
          common: "Follower",
          uncommon: "Devotee",
          rare: "Disciple",
        },
        {
          class: "shield-bearer",
          label: "Shieldbearer",
          common: "Warder",
          uncommon: "Escort",
          rare: "Bodyguard",
        },
        {
          class: "magic",
          label: "Magic",
          common: "Spellbinder",
          uncommon: "Enthraller",
          rare: "Sorcerer",
        },
        { class: "cavalry", label: "Cavalry", common: "Sprinter", uncommon: "Racer" },
        { class: "missile", label: "Missile", common: "Toxophilite" },
      ],
      normalIcons: ALL_NORMAL,
      saiIcons: ["Cantrip", "Counter", "Fly", "Smite"],
    },
  },
  {
    id: "dragonkin",
    name: { singular: "Dragonkin", plural: "Dragonkin" },
    // Lines 2300-2328: the race is the Dragonkin die class.
    dragonkin: true,
    elements: ["air", "death", "earth", "fire", "water"],
    colors: ["air", "death", "earth", "fire", "water"],
    aspectSource: "per-die",
    // The "Dragonkin" section has no named racial abilities; these names are ours, each
    // grouping the race rules that section states.
    racialAbilities: [
      {
        name: "Armored Skin",
        summary:
          "Each Dragonkin that is rolled adds automatic saves equal to its health, for its army and for its own save rolls. They are added after other modifiers and never doubled; a Dragonkin showing Belly loses them.",
      },
      {
        name: "Summoned Kin",
        summary:
          "Dragonkin start in the summoning pool and enter play only by magic, never into the reserve area. A player may bring one health of Dragonkin per full three health of components.",
      },
      {
        name: "Return to the Pool",
        summary:
          "A killed Dragonkin goes back to the summoning pool, not the DUA; if killed by Sneak Attack or by a dragon's or Dragonkin's breath it is buried instead. Kill-and-bury effects just send it to the pool.",
      },
      {
        name: "Bound to the Terrain",
        summary:
          "Dragonkin cannot leave the terrain they were summoned to, and an army may not be Dragonkin alone: when the last other unit dies or leaves, they return to the pool.",
      },
      {
        name: "Limited Service",
        summary:
          "Dragonkin never roll for magic or missile actions, cannot carry items and do not count for the unit-to-item ratio.",
      },
      {
        name: "Kinship with Dragons",
        summary:
          "Dragonkin are not rolled against a dragon sharing their colour, nor against ivory, ivory hybrid or white dragons, so their automatic saves do not help then; they can still be taken as casualties.",
      },
    ],
    notes: [
      "Promotion and demotion of Dragonkin ignore colour and use the summoning pool instead of the DUA; Dragonkin cannot be recruited.",
    ],
    champions: [
      {
        name: "Dragonkin Champion",
        colors: "single-element",
        health: 4,
        faces: ["ID", "Breath", "Fly", "Smite", "SFR/TSR logo", "Belly"],
        summary:
          "Follows the Dragonkin rules with 4 health and 4 automatic saves; its logo can move a summoned dragon of its colour to another terrain.",
      },
    ],
    iconTable: {
      dieNames: [
        {
          class: "heavy-melee",
          label: "Heavy",
          common: "Dragontroop",
          uncommon: "Dragonhero",
          rare: "Dragonchamp",
        },
        {
          class: "light-melee",
          label: "Light",
          common: "Dragonscout",
          uncommon: "Dragonsentry",
          rare: "Dragonspy",
        },
        {
          class: "cavalry",
          label: "Mount",
          common: "Dragonfoal",
          uncommon: "Dragonmount",
          rare: "Dragonsteed",
        },
      ],
      normalIcons: ["Maneuver", "Melee"],
      saiIcons: ["Belly", "Breath"],
    },
  },
];
