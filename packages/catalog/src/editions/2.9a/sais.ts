// Every Special Action Icon of the v2.9a rules, from rules/000 "Special Action Icon (SAI) List"
// (lines 1761-2212), read together with "Special Action Icons – General Information"
// (lines 1617-1759). Summaries are our own paraphrase. Line numbers refer to rules/000.
//
// Reading conventions (see RollKind in rules/sai-types.ts):
// - A header clause is split into several rules where the body gives different results for
//   different rolls (e.g. Counter, Sortie, Volley, Cloak, the logo faces).
// - Normal maneuver clauses also list counter-maneuver and maneuver-avoidance (lines 1661, 1673,
//   2622); special maneuver effects never work in a counter-maneuver (line 1661).
// - Normal melee/missile clauses include the matching avoidance roll (line 1673).
// - `dragon-attack` is listed wherever line 1665 extends a clause to dragon attacks.

import type { PointsOfEffect, SaiDef } from "../../rules/sai-types.ts";

const standard: PointsOfEffect = { kind: "standard" };

const NORMAL_MANEUVER_ROLLS = ["maneuver", "counter-maneuver", "maneuver-avoidance"] as const;

export const sais: SaiDef[] = [
  {
    id: "attune",
    icon: "Attune",
    name: "Attune",
    edition: "2.9a",
    rules: [
      {
        rolls: ["magic-action"],
        resolution: ["Normal", "Special"],
        results: ["magic-any-color", "special"],
        note: "The special part recolours one unit's normal magic icons to the Attune colour.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a magic action, produces magic usable as any colour. It may also make the plain magic icons rolled by one unit of the army count as that same colour.",
  },
  {
    id: "bash",
    icon: "Bash",
    name: "Bash",
    edition: "2.9a",
    rules: [
      { rolls: ["save-not-vs-melee"], resolution: ["Normal"], results: ["save"] },
      {
        rolls: ["dragon-attack", "save-vs-melee"],
        resolution: ["Special"],
        results: ["save", "special"],
        note: "Hits back one attacker (a unit that made normal melee hits, or a dragon that did damage) for the damage it did; the army gets that many saves.",
      },
    ],
    pointsOfEffect: {
      kind: "die-health",
      note: "Ordinary saves equal the die's health; against melee or a dragon the amount is the chosen attacker's damage.",
    },
    summary:
      "In a save roll not against melee, gives saves equal to the die's health. Against a melee attack or a dragon, pick one attacker that hurt the army: it takes back its own damage (a unit may save against it) and the army gains saves equal to that damage.",
  },
  {
    id: "belly",
    icon: "Belly",
    name: "Belly",
    edition: "2.9a",
    rules: [
      {
        rolls: ["any"],
        resolution: ["Special"],
        results: ["none"],
        note: "Cancels the Dragonkin's automatic saves for that roll.",
      },
    ],
    pointsOfEffect: { kind: "none", note: "Generates no results (line 1781)." },
    summary: "A Dragonkin showing Belly gives up its automatic saves for that roll.",
  },
  {
    id: "breath-dragonkin-champion",
    icon: "Breath",
    name: "Breath",
    edition: "2.9a",
    variant: { appliesTo: "Dragonkin Champion" },
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: { kind: "fixed", amount: 4, note: "Four health-worth of units killed." },
    summary:
      "In a melee attack, the attacking player picks four health-worth of defending units, which die with no save. Dragonkin killed this way are buried.",
  },
  {
    id: "breath-rare-dragonkin",
    icon: "Breath",
    name: "Breath",
    edition: "2.9a",
    variant: { appliesTo: "rare (3-health) Dragonkin" },
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: {
      kind: "fixed",
      amount: 3,
      note: "Three health-worth of units killed, chosen by the targeted player.",
    },
    summary:
      "In a melee attack, three health-worth of defending units die with no save; here the defending player picks which. Dragonkin killed this way are buried.",
  },
  {
    id: "bullseye",
    icon: "Bullseye",
    name: "Bullseye",
    edition: "2.9a",
    rules: [
      { rolls: ["missile-action"], resolution: ["Special"], results: ["special"] },
      {
        rolls: ["dragon-attack", "missile-avoidance"],
        resolution: ["Normal"],
        results: ["missile"],
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a missile action, each point is one damage the shooter assigns to chosen defending units, which save individually at once. Against a dragon or in a missile avoidance roll it counts as missile results.",
  },
  {
    id: "cantrip",
    icon: "Cantrip",
    name: "Cantrip",
    edition: "2.9a",
    rules: [
      { rolls: ["magic-action", "magic-negation"], resolution: ["Normal"], results: ["magic"] },
      {
        rolls: ["non-magic-action", "save", "non-maneuver-avoidance"],
        resolution: ["Unique"],
        results: ["cantrip-spells"],
      },
    ],
    pointsOfEffect: standard,
    summary:
      "Counts as magic in a magic action or magic negation roll. In other actions, saves and non-maneuver avoidance rolls, its points buy spells that take effect straight away.",
  },
  {
    id: "charge",
    icon: "Charge",
    name: "Charge",
    edition: "2.9a",
    rules: [
      {
        rolls: ["acting-melee-attack"],
        resolution: ["Delayed", "Late", "Special"],
        results: ["special"],
        note: "No effect in a counter-attack. Maneuvers become melee at the racial-ability step; the defender's combined melee/save roll replaces its counter-attack.",
      },
    ],
    pointsOfEffect: { kind: "none", note: "Changes how results count; generates none itself." },
    summary:
      "In the acting army's melee attack, its maneuver results count as melee. The defender makes one roll for both saves and melee instead of counter-attacking; its melee results hurt the attacker, who can stop them only with magical saves.",
  },
  {
    id: "charm",
    icon: "Charm",
    name: "Charm",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, borrow up to that many health-worth of an opposing army's units: their results add to the charming army's roll. They go back to their owner after the defender saves, and may still be chosen as its casualties.",
  },
  {
    id: "choke",
    icon: "Choke",
    name: "Choke",
    edition: "2.9a",
    rules: [
      {
        rolls: ["melee-attack"],
        resolution: ["Delayed", "Special"],
        results: ["special"],
        note: "Acts after the defender's save roll, before its Unique or Special SAIs.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, once the defenders have rolled their saves, kill up to that many health-worth of defending units that rolled their ID icon.",
  },
  {
    id: "coil",
    icon: "Coil",
    name: "Coil",
    edition: "2.9a",
    rules: [
      { rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] },
      { rolls: ["dragon-attack", "melee-avoidance"], resolution: ["Normal"], results: ["melee"] },
    ],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, each coiling unit picks one defending unit and deals it that much damage; the victim rolls once for saves against it and for melee hits back on the coiling unit, which cannot save. Against a dragon or in a melee avoidance roll it counts as melee results.",
  },
  {
    id: "cloak",
    icon: "Cloak",
    name: "Cloak",
    edition: "2.9a",
    rules: [
      { rolls: ["any-non-save"], resolution: ["Normal"], results: ["magic"] },
      {
        rolls: ["individual-roll"],
        resolution: ["Normal"],
        results: ["magic", "maneuver", "melee", "missile", "save"],
        either: true,
      },
      {
        rolls: ["save"],
        resolution: ["Special"],
        results: ["special"],
        note: "Magical saves that protect the army until the start of the owner's next turn.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "Counts as magic in rolls other than saves. In a save roll it gives the army that many magical saves lasting until its owner's next turn; against an individual-targeting effect it counts as whatever result is needed.",
  },
  {
    id: "confuse",
    icon: "Confuse",
    name: "Confuse",
    edition: "2.9a",
    rules: [
      {
        rolls: ["melee-attack", "missile-action"],
        resolution: ["Delayed", "Special"],
        results: ["special"],
        note: "Acts after the defender's save roll, before its Unique or Special SAIs.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a melee attack or missile action, once the defenders have rolled saves, pick up to that many health-worth of them to reroll; the new faces replace the old ones.",
  },
  {
    id: "convert",
    icon: "Convert",
    name: "Convert",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, each point targets one health-worth of defending units, which must roll a save or die. The attacker may then bring back Undead from its dead unit area, up to the health killed.",
    // Line 1861.
    actsOnSpecies: ["undead"],
  },
  {
    id: "counter",
    icon: "Counter",
    name: "Counter",
    edition: "2.9a",
    rules: [
      { rolls: ["melee-attack", "melee-avoidance"], resolution: ["Normal"], results: ["melee"] },
      { rolls: ["save-not-vs-melee"], resolution: ["Normal"], results: ["save"] },
      { rolls: ["dragon-attack"], resolution: ["Normal"], results: ["save", "melee"] },
      {
        rolls: ["save-vs-melee"],
        resolution: ["Special", "Normal"],
        results: ["save", "special"],
        note: "The special part is melee damage on the attackers that only magical saves stop.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "Melee results when attacking, save results when saving, and both against a dragon. When saving against a melee attack it also strikes back at the attackers for the same amount, and only magical saves protect them.",
  },
  {
    id: "create-fireminions",
    icon: "Create Fireminions",
    name: "Create Fireminions",
    edition: "2.9a",
    rules: [
      {
        rolls: ["any"],
        resolution: ["Normal"],
        results: ["magic", "maneuver", "melee", "missile", "save"],
        either: true,
        note: "The body says rolls the army makes.",
      },
    ],
    pointsOfEffect: standard,
    summary: "In any army roll, counts as magic, maneuver, melee, missile or save results.",
  },
  {
    id: "crush",
    icon: "Crush",
    name: "Crush",
    edition: "2.9a",
    rules: [
      { rolls: ["missile-action"], resolution: ["Special"], results: ["special"] },
      {
        rolls: ["dragon-attack", "missile-avoidance"],
        resolution: ["Normal"],
        results: ["missile"],
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a missile action, up to that many health-worth of defending units must each roll a maneuver or die, and any that die are buried unless they then roll a save. Against a dragon or in a missile avoidance roll it counts as missile results.",
  },
  {
    id: "decapitate",
    icon: "Decapitate",
    name: "Decapitate",
    edition: "2.9a",
    rules: [
      {
        rolls: ["melee-attack"],
        resolution: ["Delayed", "Special"],
        results: ["special"],
        note: "Acts after the defender's save roll, before its Unique or Special SAIs.",
      },
      {
        rolls: ["dragon-attack"],
        resolution: ["Special", "Normal"],
        results: ["special", "melee"],
        either: true,
        note: "Slays a dragon that rolled Jaws; if none did, three melee results.",
      },
    ],
    pointsOfEffect: {
      kind: "by-roll",
      byRoll: [
        { rolls: ["melee-attack"], amount: 1 },
        { rolls: ["dragon-attack"], amount: 3 },
      ],
      note: "Kills one unit in melee; three melee results against a dragon without Jaws.",
    },
    summary:
      "In a melee attack, after the defenders roll saves, kill one defending unit that rolled its ID icon. Against dragons, slay one that rolled Jaws, otherwise deal three melee hits; the army still has to save against a slain dragon's damage.",
  },
  {
    id: "dispel-magic",
    icon: "Dispel Magic",
    name: "Dispel Magic",
    edition: "2.9a",
    rules: [{ rolls: ["targeted-by-magic"], resolution: ["Conditional"], results: ["special"] }],
    pointsOfEffect: { kind: "none", note: "All-or-nothing negation." },
    summary:
      "When magic targets this unit, its army or its terrain, you may roll the unit once after the spells are announced. If it shows Dispel Magic, all the unresolved magic aimed at those targets is cancelled.",
  },
  {
    id: "double-strike",
    icon: "Double Strike",
    name: "Double Strike",
    edition: "2.9a",
    rules: [
      {
        rolls: ["melee-attack", "melee-avoidance", "dragon-attack"],
        resolution: ["Instant", "Normal"],
        results: ["melee"],
        note: "Dragon attack per line 1665.",
      },
    ],
    pointsOfEffect: {
      kind: "standard",
      exceptions: [
        {
          appliesTo: "Feral Tiger-folk (rare heavy melee)",
          amount: 4,
          note: "Its single Double Strike icon gives four melee results (lines 1645, 1777).",
        },
      ],
    },
    summary:
      "Counts as melee results when rolling for melee (attack or avoidance), and the unit is rolled again at once, adding the new face too.",
  },
  {
    id: "elevate",
    icon: "Elevate",
    name: "Elevate",
    edition: "2.9a",
    rules: [
      { rolls: [...NORMAL_MANEUVER_ROLLS], resolution: ["Normal"], results: ["maneuver"] },
      {
        rolls: ["save-vs-melee", "missile-action", "dragon-attack"],
        resolution: ["Special"],
        results: ["special"],
        note: "Doubles one unit's missile results (missile action), save results (save vs melee), or either (dragon attack).",
      },
    ],
    pointsOfEffect: {
      kind: "standard",
      note: "The doubling affects one unit whatever the count.",
    },
    summary:
      "Counts as maneuver results in a maneuver roll. In a missile action it doubles one unit's missile results, when saving against melee one unit's saves, and against a dragon one unit's missile or save results.",
  },
  {
    id: "entangle",
    icon: "Entangle",
    name: "Entangle",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, up to that many health-worth of defending units are entangled and cannot be rolled until the start of your next turn. The effect ends if the entangling unit dies.",
  },
  {
    id: "ferry",
    icon: "Ferry",
    name: "Ferry",
    edition: "2.9a",
    rules: [{ rolls: ["any-non-maneuver"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In any non-maneuver roll, the unit may carry itself and up to that many health-worth of units from its army to any other terrain.",
  },
  {
    id: "firecloud",
    icon: "Firecloud",
    name: "Firecloud",
    edition: "2.9a",
    rules: [{ rolls: ["missile-action"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a missile action, up to that many health-worth of defending units must each roll a maneuver or die.",
  },
  {
    id: "firebreath",
    icon: "Firebreath",
    name: "Firebreath",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, that many health-worth of defending units die with no save, and each must then roll a save or a maneuver to avoid burial.",
  },
  {
    id: "firewalking",
    icon: "Firewalking",
    name: "Firewalking",
    edition: "2.9a",
    rules: [
      { rolls: [...NORMAL_MANEUVER_ROLLS], resolution: ["Normal"], results: ["maneuver"] },
      { rolls: ["any-non-maneuver"], resolution: ["Special"], results: ["special"] },
    ],
    pointsOfEffect: {
      kind: "standard",
      note: "The move always takes the unit plus up to three health-worth, whatever the count.",
    },
    summary:
      "Counts as maneuver results in a maneuver roll. In any other roll, it may take itself plus at most three health-worth of fellow units from its army to a different terrain.",
  },
  {
    id: "flame",
    icon: "Flame",
    name: "Flame",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: { kind: "fixed", amount: 2, note: "Two health-worth killed and buried." },
    summary:
      "In a melee attack, up to two health-worth of defending units are killed and buried with no save.",
  },
  {
    id: "flaming-arrow",
    icon: "Flaming Arrow",
    name: "Flaming Arrow",
    edition: "2.9a",
    rules: [
      { rolls: ["missile-action"], resolution: ["Special"], results: ["special"] },
      {
        rolls: ["dragon-attack", "missile-avoidance"],
        resolution: ["Normal"],
        results: ["missile"],
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a missile action, each unit that rolled it picks one defending unit to take that much damage, which it may save against; if it dies it must save again or be buried. Against a dragon or in a missile avoidance roll it counts as missile results.",
  },
  {
    id: "flurry",
    icon: "Flurry",
    name: "Flurry",
    edition: "2.9a",
    rules: [
      {
        rolls: ["melee-attack", "melee-avoidance"],
        resolution: ["Instant", "Normal"],
        results: ["melee"],
      },
      { rolls: ["save-vs-melee"], resolution: ["Normal"], results: ["save"] },
      {
        rolls: ["dragon-attack"],
        resolution: ["Instant", "Normal"],
        results: ["melee", "save"],
        either: true,
        rerollsWith: "melee",
        note: "Either melee results plus a reroll of the item, or save results without a reroll.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "Counts as melee results in a melee attack or melee avoidance roll and the item is rolled again. When saving against melee it counts as saves; against a dragon, as melee with a reroll or as saves.",
  },
  {
    id: "fly",
    icon: "Fly",
    name: "Fly",
    edition: "2.9a",
    rules: [
      { rolls: ["any"], resolution: ["Normal"], results: ["maneuver", "save"], either: true },
    ],
    pointsOfEffect: standard,
    summary: "In any roll, each point counts as either a maneuver or a save result.",
  },
  {
    id: "frost-breath",
    icon: "Frost Breath",
    name: "Frost Breath",
    edition: "2.9a",
    rules: [
      {
        rolls: ["melee-attack", "missile-action"],
        resolution: ["Delayed", "Special"],
        results: ["special"],
      },
    ],
    pointsOfEffect: { kind: "none", note: "Halves the target's results." },
    summary:
      "In a melee attack or missile action, pick an opposing army: until your next turn begins, each of its rolls is halved before its results are final.",
  },
  {
    id: "galeforce",
    icon: "Galeforce",
    name: "Galeforce",
    edition: "2.9a",
    rules: [{ rolls: ["any-action"], resolution: ["Delayed", "Special"], results: ["special"] }],
    pointsOfEffect: { kind: "none", note: "Forces rerolls; no count." },
    summary:
      "In any action, pick an enemy army. Until your next turn begins, whenever it rolls for maneuvers, counter-maneuvers or saves (including avoidance rolls), its units showing Fly must reroll until they show something else.",
  },
  {
    id: "gore",
    icon: "Gore",
    name: "Gore",
    edition: "2.9a",
    rules: [
      { rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] },
      { rolls: ["dragon-attack", "melee-avoidance"], resolution: ["Normal"], results: ["melee"] },
    ],
    pointsOfEffect: {
      kind: "fixed",
      amount: 2,
      note: "Two damage on one unit, or two melee results.",
    },
    summary:
      "In a melee attack, each goring unit picks one defending unit to take two damage; if it cannot save it is killed and buried. Against a dragon or in a melee avoidance roll it counts as two melee results.",
  },
  {
    id: "howl",
    icon: "Howl",
    name: "Howl",
    edition: "2.9a",
    rules: [
      {
        rolls: ["melee-attack", "missile-action"],
        resolution: ["Delayed", "Special"],
        results: ["special"],
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a melee attack or missile action, the defenders' save results are reduced by that amount after they roll.",
  },
  {
    id: "hug",
    icon: "Hug",
    name: "Hug",
    edition: "2.9a",
    rules: [
      { rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] },
      { rolls: ["dragon-attack", "melee-avoidance"], resolution: ["Normal"], results: ["melee"] },
    ],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, each hugging unit picks one defending unit to take that much damage with no save; the victim rolls for melee against the hugger, which cannot save either. Against a dragon or in a melee avoidance roll it counts as melee results.",
  },
  {
    id: "hypnotic-glare",
    icon: "Hypnotic Glare",
    name: "Hypnotic Glare",
    edition: "2.9a",
    rules: [
      {
        rolls: ["melee-attack"],
        resolution: ["Delayed", "Special"],
        results: ["special"],
        note: "Acts after the defender's save roll, before its Unique or Special SAIs.",
      },
    ],
    pointsOfEffect: { kind: "none", note: "Affects every defending unit that rolled ID." },
    summary:
      "In a melee attack, every defending unit that rolled its ID icon on the save roll is hypnotised: its results do not count and it may not roll again before your next turn is over. A unit recovers if it leaves the terrain, and all recover if the glaring unit leaves, dies or is rolled.",
  },
  {
    id: "illusion",
    icon: "Illusion",
    name: "Illusion",
    edition: "2.9a",
    rules: [{ rolls: ["any-action"], resolution: ["Delayed", "Special"], results: ["special"] }],
    pointsOfEffect: { kind: "none", note: "Protects a whole army; no count." },
    summary:
      "In any action, choose one of your armies: until your next turn begins, it cannot be the target of missiles or of enemy magic.",
  },
  {
    id: "impale",
    icon: "Impale",
    name: "Impale",
    edition: "2.9a",
    rules: [
      {
        rolls: ["missile-action"],
        resolution: ["Delayed", "Special"],
        results: ["special"],
        note: "Acts after the defender's save roll, before its Unique or Special SAIs.",
      },
      {
        rolls: ["dragon-attack"],
        resolution: ["Special", "Normal"],
        results: ["special", "missile"],
        either: true,
        note: "Slays a dragon that rolled Jaws; if none did, three missile results.",
      },
    ],
    pointsOfEffect: {
      kind: "by-roll",
      byRoll: [
        { rolls: ["missile-action"], amount: 1 },
        { rolls: ["dragon-attack"], amount: 3 },
      ],
      note: "Kills one unit in a missile action; three missile results against a dragon without Jaws.",
    },
    summary:
      "In a missile action, after the defenders roll saves, kill one defending unit that rolled its ID icon. Against dragons, slay one that rolled Jaws, otherwise deal three missile hits; the army still has to save against a slain dragon's damage.",
  },
  {
    id: "kick",
    icon: "Kick",
    name: "Kick",
    edition: "2.9a",
    rules: [
      { rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] },
      { rolls: ["dragon-attack", "melee-avoidance"], resolution: ["Normal"], results: ["melee"] },
    ],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, each kicking unit picks one defending unit to take that much damage, which it may save against. Against a dragon or in a melee avoidance roll it counts as melee results.",
  },
  {
    id: "net",
    icon: "Net",
    name: "Net",
    edition: "2.9a",
    rules: [
      {
        rolls: ["melee-attack", "missile-action"],
        resolution: ["Special"],
        results: ["special"],
      },
      { rolls: ["individual-save"], resolution: ["Normal"], results: ["save"] },
    ],
    pointsOfEffect: standard,
    summary:
      "In a melee attack or missile action, up to that many health-worth of defending units must each roll a maneuver or be unable to roll until your next turn begins. When saving against an individual-targeting effect it counts as saves.",
  },
  {
    id: "plague",
    icon: "Plague",
    name: "Plague",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: {
      kind: "fixed",
      amount: 1,
      note: "Starts with one unit and spreads until a unit saves.",
    },
    summary:
      "In a melee attack, one defending unit must save or die. Each time a unit dies, its owner picks another unit of that army to roll the same way, until one of them saves.",
  },
  {
    id: "poison",
    icon: "Poison",
    name: "Poison",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, each point targets one health-worth of defending units, which must save or die; the dead must save again or be buried.",
  },
  {
    id: "regenerate",
    icon: "Regenerate",
    name: "Regenerate",
    edition: "2.9a",
    rules: [
      {
        rolls: ["any-non-maneuver"],
        resolution: ["Normal", "Special"],
        results: ["save", "special"],
        either: true,
        note: "Either saves, or bring units back from the dead unit area.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In any non-maneuver roll, either counts as save results or brings back up to that many health-worth of your dead units into this unit's army.",
  },
  {
    id: "rend",
    icon: "Rend",
    name: "Rend",
    edition: "2.9a",
    rules: [
      { rolls: [...NORMAL_MANEUVER_ROLLS], resolution: ["Normal"], results: ["maneuver"] },
      {
        rolls: ["melee-attack", "melee-avoidance", "dragon-attack"],
        resolution: ["Instant", "Normal"],
        results: ["melee"],
        note: "Dragon attack per line 1665. The reroll happens only in this clause (example, line 1671).",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "Counts as maneuver results in a maneuver roll. In a melee attack or melee avoidance roll it counts as melee results and the unit rolls again, adding the new face.",
  },
  {
    id: "rise-from-the-ashes",
    icon: "Rise from the Ashes",
    name: "Rise from the Ashes",
    edition: "2.9a",
    rules: [
      {
        rolls: ["save", "dragon-attack"],
        resolution: ["Normal"],
        results: ["save"],
        note: "Dragon attack per line 1665.",
      },
      { rolls: ["killed-or-buried"], resolution: ["Conditional"], results: ["special"] },
    ],
    pointsOfEffect: standard,
    summary:
      "Counts as save results in a save roll. When the unit is killed or buried, roll it: if this icon comes up, it goes to your reserve area instead.",
  },
  {
    id: "roar",
    icon: "Roar",
    name: "Roar",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, up to that many health-worth of defending units flee at once to their reserve area.",
  },
  {
    id: "scare",
    icon: "Scare",
    name: "Scare",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, each point targets one health-worth of defending units, which must roll a save from a non-ID icon or flee to their reserve area. A target that rolls its ID icon dies with no save.",
  },
  {
    id: "screech",
    icon: "Screech",
    name: "Screech",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Delayed", "Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, the defenders' save results are reduced by that amount after they roll.",
  },
  {
    id: "seize",
    icon: "Seize",
    name: "Seize",
    edition: "2.9a",
    rules: [{ rolls: ["missile-action"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a missile action, up to that many health-worth of defending units are rolled one by one: those showing their ID icon flee to the reserve area, the rest die.",
  },
  {
    id: "logo-dragoncrusader",
    icon: "Logo",
    name: "SFR Logo",
    edition: "2.9a",
    variant: { appliesTo: "Dragoncrusader" },
    rules: [
      {
        rolls: ["before-dragon-attack"],
        resolution: ["Conditional"],
        results: ["special"],
        note: "Controls one dragon of any colour for this battle.",
      },
      { rolls: ["individual-save"], resolution: ["Normal"], results: ["save"] },
    ],
    pointsOfEffect: {
      kind: "by-roll",
      byRoll: [{ rolls: ["individual-save"], amount: 4 }],
      note: "Four saves against an individual-targeting effect; no results in other rolls.",
    },
    summary:
      "Before dragons attack its army, roll the unit: on the logo, one dragon is under your control for this battle, either held still so the army can fight it or rolled against another dragon, adding its damage and aiming its breath at that dragon. Against an individual-targeting effect the logo counts as four saves.",
  },
  {
    id: "logo-dragonhunter",
    icon: "Logo",
    name: "SFR Logo",
    edition: "2.9a",
    variant: { appliesTo: "Dragonhunter" },
    rules: [
      {
        rolls: ["before-dragon-attack"],
        resolution: ["Conditional"],
        results: ["special"],
        note: "Banishes one attacking dragon of the Dragonhunter's colour.",
      },
      { rolls: ["individual-save"], resolution: ["Normal"], results: ["save"] },
      {
        rolls: ["any"],
        resolution: ["Normal"],
        results: ["id"],
        note: "Any other roll: a two-point ID icon, which may be doubled for magic of its colour.",
      },
    ],
    pointsOfEffect: {
      kind: "by-roll",
      byRoll: [
        { rolls: ["individual-save"], amount: 4 },
        { rolls: ["any"], amount: 2 },
      ],
      note: "Four saves in an individual save; a two-point ID icon in any other roll (line 1779).",
    },
    summary:
      "Before a dragon of its colour attacks its army, roll the unit: on the logo, one such dragon is slain and banished from the game. Against an individual-targeting effect it counts as four saves; in other rolls, as a two-point ID icon.",
  },
  {
    id: "logo-dragonkin-champion",
    icon: "Logo",
    name: "SFR/TSR Logo",
    edition: "2.9a",
    variant: { appliesTo: "Dragonkin Champion" },
    rules: [
      {
        rolls: ["any-action", "non-maneuver-avoidance"],
        resolution: ["Special"],
        results: ["special"],
        note: "May move one summoned dragon of the champion's colour.",
      },
      { rolls: ["individual-save"], resolution: ["Normal"], results: ["save"] },
    ],
    pointsOfEffect: {
      kind: "by-roll",
      byRoll: [{ rolls: ["individual-save"], amount: 4 }],
      note: "Four saves against an individual-targeting effect; otherwise it moves one dragon.",
    },
    summary:
      "In any action or non-maneuver avoidance roll, you may move a summoned dragon of the champion's colour from any terrain to another; a dragon tamed by a Dragonlord or Dragonmaster becomes untamed and must change terrain. Against an individual-targeting effect it counts as four saves.",
  },
  {
    id: "logo-dragonlord",
    icon: "Logo",
    name: "SFR/TSR Logo",
    edition: "2.9a",
    variant: { appliesTo: "Dragonlord" },
    rules: [
      {
        rolls: ["before-dragon-attack"],
        resolution: ["Conditional"],
        results: ["special"],
        note: "Tames one attacking dragon of any colour.",
      },
      { rolls: ["individual-save"], resolution: ["Normal"], results: ["save"] },
    ],
    pointsOfEffect: {
      kind: "by-roll",
      byRoll: [{ rolls: ["individual-save"], amount: 4 }],
      note: "Four saves in an individual save; zero results in other rolls (line 1779).",
    },
    summary:
      "Before a dragon attacks its army, roll the unit: on the logo, one attacking dragon is tamed and leaves the army alone. Against an individual-targeting effect it counts as four saves.",
  },
  {
    id: "logo-dragonmaster",
    icon: "Logo",
    name: "SFR/TSR Logo",
    edition: "2.9a",
    variant: { appliesTo: "Dragonmaster" },
    rules: [
      {
        rolls: ["before-dragon-attack"],
        resolution: ["Conditional"],
        results: ["special"],
        note: "Tames one attacking dragon of the Dragonmaster's colour.",
      },
      { rolls: ["individual-save"], resolution: ["Normal"], results: ["save"] },
      {
        rolls: ["any"],
        resolution: ["Normal"],
        results: ["id"],
        note: "Any other roll: a two-point ID icon, which may be doubled for magic of its colour.",
      },
    ],
    pointsOfEffect: {
      kind: "by-roll",
      byRoll: [
        { rolls: ["individual-save"], amount: 4 },
        { rolls: ["any"], amount: 2 },
      ],
      note: "Four saves in an individual save; a two-point ID icon in any other roll (line 1779).",
    },
    summary:
      "Before a dragon of its colour attacks its army, roll the unit: on the logo, that dragon is tamed and leaves the army alone. Against an individual-targeting effect it counts as four saves; in other rolls, as a two-point ID icon.",
  },
  {
    id: "logo-dragonslayer",
    icon: "Logo",
    name: "SFR/TSR Logo",
    edition: "2.9a",
    variant: { appliesTo: "Dragonslayer" },
    rules: [
      {
        rolls: ["before-dragon-attack"],
        resolution: ["Conditional"],
        results: ["special"],
        note: "Slays one attacking dragon of any colour.",
      },
      { rolls: ["individual-save"], resolution: ["Normal"], results: ["save"] },
    ],
    pointsOfEffect: {
      kind: "by-roll",
      byRoll: [{ rolls: ["individual-save"], amount: 4 }],
      note: "Four saves in an individual save; zero results in other rolls (line 1779).",
    },
    summary:
      "Before a dragon attacks its army, roll the unit: on the logo, one attacking dragon is killed outright. Against an individual-targeting effect it counts as four saves.",
  },
  {
    id: "logo-dragonzealot",
    icon: "Logo",
    name: "SFR Logo",
    edition: "2.9a",
    variant: { appliesTo: "Dragonzealot" },
    rules: [
      {
        rolls: ["before-dragon-attack"],
        resolution: ["Conditional"],
        results: ["special"],
        note: "Controls one dragon of the Dragonzealot's colour for this battle.",
      },
      { rolls: ["individual-save"], resolution: ["Normal"], results: ["save"] },
      {
        rolls: ["any"],
        resolution: ["Normal"],
        results: ["id"],
        note: "Any other roll: a two-point ID icon, which may be doubled for magic.",
      },
    ],
    pointsOfEffect: {
      kind: "by-roll",
      byRoll: [
        { rolls: ["individual-save"], amount: 4 },
        { rolls: ["any"], amount: 2 },
      ],
      note: "Four saves in an individual save; a two-point ID icon in any other roll.",
    },
    summary:
      "Before dragons attack its army, roll the unit: on the logo, one dragon of its colour is under your control for this battle, held still or turned against another dragon. Against an individual-targeting effect it counts as four saves; in other rolls, as a two-point ID icon.",
  },
  {
    id: "logo-bronze-medallion",
    icon: "Logo",
    name: "SFR/TSR Logo",
    edition: "2.9a",
    variant: { appliesTo: "Bronze Medallion" },
    rules: [
      { rolls: ["magic-action"], resolution: ["Normal"], results: ["magic-any-color"] },
      {
        rolls: ["non-magic-action", "save", "non-maneuver-avoidance"],
        resolution: ["Unique"],
        results: ["cantrip-spells"],
        note: "Works as a Cantrip that may buy basic or racial spells of any colour.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a magic action, counts as magic of any colour. In other actions, saves and non-maneuver avoidance rolls, it works like a Cantrip that can buy spells of any colour from the basic or racial lists.",
  },
  {
    id: "logo-gold-medallion",
    icon: "Logo",
    name: "SFR/TSR Logo",
    edition: "2.9a",
    variant: { appliesTo: "Gold Medallion" },
    rules: [
      {
        rolls: ["any-non-maneuver"],
        resolution: ["Special"],
        results: ["special"],
        either: true,
        note: "Either unbury one non-Dragonkin unit to the dead unit area, or bring units back from the dead unit area.",
      },
    ],
    pointsOfEffect: {
      kind: "standard",
      note: "Four health-worth when bringing back dead units; one unit when unburying.",
    },
    summary:
      "In any non-maneuver roll, either move one buried non-Dragonkin unit back to the dead unit area, or bring up to four health-worth of dead units back into the medallion's army.",
  },
  {
    id: "logo-silver-medallion",
    icon: "Logo",
    name: "SFR/TSR Logo",
    edition: "2.9a",
    variant: { appliesTo: "Silver Medallion" },
    rules: [
      {
        rolls: ["any-non-maneuver"],
        resolution: ["Special"],
        results: ["special"],
        either: true,
        note: "Unbury one magical item into this army, or one Dragonkin into the summoning pool.",
      },
    ],
    pointsOfEffect: { kind: "fixed", amount: 1, note: "One item or one Dragonkin." },
    summary:
      "In any non-maneuver roll, bring a buried magical item back into the medallion's army, or put a buried Dragonkin back in its owner's summoning pool.",
  },
  {
    id: "slay",
    icon: "Slay",
    name: "Slay",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: { kind: "fixed", amount: 1, note: "One unit." },
    summary: "In a melee attack, pick one defending unit: unless it rolls its ID icon, it dies.",
  },
  {
    id: "sleep",
    icon: "Sleep",
    name: "Sleep",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: { kind: "fixed", amount: 1, note: "One unit." },
    summary:
      "In a melee attack, one unit of any opposing army falls asleep with no save; it may not roll again before your next turn is over.",
  },
  {
    id: "smite",
    icon: "Smite",
    name: "Smite",
    edition: "2.9a",
    rules: [
      { rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] },
      { rolls: ["dragon-attack", "melee-avoidance"], resolution: ["Normal"], results: ["melee"] },
    ],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, each point is one damage on the defenders that no save of any kind can prevent. Against a dragon or in a melee avoidance roll it counts as melee results.",
  },
  {
    id: "smother",
    icon: "Smother",
    name: "Smother",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, up to that many health-worth of defending units must each roll a maneuver or die.",
  },
  {
    id: "sneak-attack",
    icon: "Sneak Attack",
    name: "Sneak Attack",
    edition: "2.9a",
    rules: [
      {
        rolls: ["missile-action", "magic-action"],
        resolution: ["Special"],
        results: ["special"],
      },
      {
        rolls: ["melee-attack", "melee-avoidance", "dragon-attack"],
        resolution: ["Normal"],
        results: ["melee"],
        note: "Melee avoidance per line 1673.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a missile or magic action, pick an opposing army: up to that many health-worth of its units die with no save; their owner picks which, and Dragonkin among them are buried. In melee and against dragons it counts as melee results.",
  },
  {
    id: "sortie",
    icon: "Sortie",
    name: "Sortie",
    edition: "2.9a",
    rules: [
      { rolls: ["melee-attack", "melee-avoidance"], resolution: ["Normal"], results: ["melee"] },
      { rolls: ["save"], resolution: ["Normal"], results: ["save"] },
      { rolls: ["dragon-attack"], resolution: ["Normal"], results: ["save", "melee"] },
    ],
    pointsOfEffect: standard,
    summary:
      "Counts as melee results in melee, as save results in a save roll, and as both against a dragon.",
  },
  {
    id: "stomp",
    icon: "Stomp",
    name: "Stomp",
    edition: "2.9a",
    rules: [
      { rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] },
      { rolls: ["dragon-attack", "melee-avoidance"], resolution: ["Normal"], results: ["melee"] },
    ],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, up to that many health-worth of defending units must each roll a maneuver or die, and any that die are buried unless they then roll a save. Against a dragon or in a melee avoidance roll it counts as melee results.",
  },
  {
    id: "stone",
    icon: "Stone",
    name: "Stone",
    edition: "2.9a",
    rules: [
      { rolls: ["missile-action"], resolution: ["Special"], results: ["special"] },
      {
        rolls: ["dragon-attack", "missile-avoidance"],
        resolution: ["Normal"],
        results: ["missile"],
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a missile action, each point is one damage on the defenders that no save of any kind can prevent. Against a dragon or in a missile avoidance roll it counts as missile results.",
  },
  {
    id: "stun",
    icon: "Stun",
    name: "Stun",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Instant", "Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, up to that many health-worth of defending units must each roll a maneuver or be stunned, unable to roll until the end of your turn. The stunning unit also rolls again and adds the new face.",
  },
  {
    id: "summon-dragon",
    icon: "Summon Dragon",
    name: "Summon Dragon",
    edition: "2.9a",
    rules: [{ rolls: ["magic-action"], resolution: ["Instant", "Special"], results: ["special"] }],
    pointsOfEffect: { kind: "fixed", amount: 1, note: "One dragon." },
    summary:
      "In a magic action, summon any dragon matching the artifact's colour to any terrain, then roll the artifact again and add the new face.",
  },
  {
    id: "surprise",
    icon: "Surprise",
    name: "Surprise",
    edition: "2.9a",
    rules: [
      {
        rolls: ["acting-melee-attack"],
        resolution: ["Late", "Special"],
        results: ["special"],
      },
    ],
    pointsOfEffect: { kind: "none", note: "Cancels the counter-attack; no count." },
    summary:
      "In a melee action, the defending army still rolls to save but does not get to counter-attack.",
  },
  {
    id: "swallow",
    icon: "Swallow",
    name: "Swallow",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: { kind: "fixed", amount: 1, note: "One unit." },
    summary:
      "In a melee attack, pick one defending unit: unless it rolls its ID icon, it dies and is buried.",
  },
  {
    id: "tail",
    icon: "Tail",
    name: "Tail",
    edition: "2.9a",
    rules: [
      {
        rolls: ["melee-attack", "melee-avoidance", "dragon-attack"],
        resolution: ["Instant", "Normal"],
        results: ["melee"],
        note: "Dragon attack per line 1665.",
      },
    ],
    pointsOfEffect: { kind: "fixed", amount: 2, note: "Two melee results." },
    summary:
      "In a melee attack or melee avoidance roll, counts as two melee results and the unit rolls again, adding the new face.",
  },
  {
    id: "teleport",
    icon: "Teleport",
    name: "Teleport",
    edition: "2.9a",
    rules: [
      { rolls: [...NORMAL_MANEUVER_ROLLS], resolution: ["Normal"], results: ["maneuver"] },
      {
        rolls: ["any-action", "non-maneuver-avoidance"],
        resolution: ["Special"],
        results: ["special"],
      },
    ],
    pointsOfEffect: {
      kind: "standard",
      note: "The move always takes the unit plus up to three health-worth, whatever the count.",
    },
    summary:
      "Counts as maneuver results in maneuver rolls. In any action or non-maneuver avoidance roll, it may take itself plus at most three health-worth of fellow units from its army to any terrain.",
  },
  {
    id: "trample",
    icon: "Trample",
    name: "Trample",
    edition: "2.9a",
    rules: [{ rolls: ["any"], resolution: ["Normal"], results: ["maneuver", "melee"] }],
    pointsOfEffect: standard,
    summary: "In any roll, each point counts as one maneuver and also one melee result.",
  },
  {
    id: "trumpet",
    icon: "Trumpet",
    name: "Trumpet",
    edition: "2.9a",
    rules: [
      {
        rolls: ["melee-attack", "melee-avoidance", "save"],
        resolution: ["Special"],
        results: ["special"],
      },
    ],
    pointsOfEffect: { kind: "none", note: "Doubles Feral units' results; no count." },
    summary:
      "When rolling for melee (attack or avoidance) or for saves, the melee and save results of each Feral unit in the army are doubled.",
    // Line 2184.
    actsOnSpecies: ["feral"],
  },
  {
    id: "vanish",
    icon: "Vanish",
    name: "Vanish",
    edition: "2.9a",
    rules: [
      {
        rolls: ["save", "dragon-attack"],
        resolution: ["Normal", "Special"],
        results: ["save", "special"],
        note: "Dragon attack per line 1665. The saves stay with the army even if the unit leaves.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a save roll, counts as save results for the army, and the unit may then move at once to any other terrain or to its reserve area.",
  },
  {
    id: "volley",
    icon: "Volley",
    name: "Volley",
    edition: "2.9a",
    rules: [
      {
        rolls: ["missile-action", "missile-avoidance"],
        resolution: ["Normal"],
        results: ["missile"],
      },
      { rolls: ["save-not-vs-missile"], resolution: ["Normal"], results: ["save"] },
      { rolls: ["dragon-attack"], resolution: ["Normal"], results: ["save", "missile"] },
      {
        rolls: ["save-vs-missile"],
        resolution: ["Normal", "Special"],
        results: ["save", "special"],
        note: "The special part is missile damage on the attackers that only magical saves stop.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "Missile results when shooting, save results when saving, and both against a dragon. When saving against a missile action it also shoots back at the attackers for the same amount, and only magical saves protect them.",
  },
  {
    id: "wave",
    icon: "Wave",
    name: "Wave",
    edition: "2.9a",
    rules: [
      {
        rolls: ["melee-attack", "maneuver"],
        resolution: ["Delayed", "Special"],
        results: ["special"],
        note: "In a maneuver roll it hits every counter-maneuvering army; ignored when rolled in a counter-maneuver.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, the defenders lose that many save results after rolling. When its army maneuvers, each counter-maneuvering army loses that many maneuver results after rolling.",
  },
  {
    id: "wayfare",
    icon: "Wayfare",
    name: "Wayfare",
    edition: "2.9a",
    rules: [
      {
        rolls: ["maneuver"],
        resolution: ["Normal", "Special"],
        results: ["maneuver", "special"],
        either: true,
        note: "Either maneuver results, or the item leaves with a unit that can carry it.",
      },
      {
        rolls: ["counter-maneuver", "maneuver-avoidance", "initial-maneuver"],
        resolution: ["Normal"],
        results: ["maneuver"],
      },
      {
        rolls: ["dragon-attack"],
        resolution: ["Special"],
        results: ["special"],
        note: "The item leaves with a unit that can carry it.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In a maneuver roll, either counts as maneuver results or whisks the item, together with a unit that can carry it, to another terrain or to the reserve area. In the set-up roll for order of play it counts as maneuvers; against a dragon it allows the same escape.",
  },
  {
    id: "web",
    icon: "Web",
    name: "Web",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, up to that many health-worth of defending units must each roll a melee result or be webbed, unable to roll until your next turn begins.",
  },
  {
    id: "wild-growth",
    icon: "Wild Growth",
    name: "Wild Growth",
    edition: "2.9a",
    rules: [
      {
        rolls: ["any-non-maneuver"],
        resolution: ["Normal", "Special"],
        results: ["save", "special"],
        either: true,
        note: "Each point is either a save or one promotion in the army.",
      },
    ],
    pointsOfEffect: standard,
    summary:
      "In any non-maneuver roll, each point either counts as a save or promotes one unit in the army.",
  },
  {
    id: "wither",
    icon: "Wither",
    name: "Wither",
    edition: "2.9a",
    rules: [{ rolls: ["melee-attack"], resolution: ["Delayed", "Special"], results: ["special"] }],
    pointsOfEffect: standard,
    summary:
      "In a melee attack, pick an opposing army: until your next turn begins, each of its rolls loses one result per Wither icon before the results are final.",
  },
];
