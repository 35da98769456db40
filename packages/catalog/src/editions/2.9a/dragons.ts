// Dragons in Dragon Dice v2.9a: what each dragon face does, the breath of each colour, and the
// dragon types with their health, automatic saves and summoning cost.
// Source: rules/000 (v2.9a) "Dragon Attack Phase", "Dragons", "Hybrid Dragons", "Ivory Hybrid
// Dragons", "White Dragons", the "Summon ... Dragon" spells and the Glossary. Summaries are our
// own paraphrases.

import type { BreathDef, DragonFaceDef, DragonTypeDef } from "../../rules/world-types.ts";

/** Every dragon has five automatic saves, white dragons included. */
export const DRAGON_AUTO_SAVES = 5;

export const dragonFaces: DragonFaceDef[] = [
  {
    icon: "Jaws",
    damage: 12,
    whiteDamage: 24,
    summary: "Deals 12 damage to the army (24 for a white dragon).",
  },
  {
    icon: "Claw",
    damage: 6,
    whiteDamage: 12,
    summary: "Deals 6 damage to the army (12 for a white dragon).",
  },
  {
    icon: "Wing",
    damage: 5,
    whiteDamage: 10,
    leavesAfterAttack: true,
    summary:
      "Deals 5 damage (10 for a white dragon); if the dragon survives the attack it then flies back to its summoning pool.",
  },
  {
    icon: "Tail",
    damage: 3,
    whiteDamage: 6,
    rerollAndAdd: true,
    summary:
      "Deals 3 damage (6 for a white dragon), then the dragon is rolled again and the new face applies as well.",
  },
  {
    icon: "Belly",
    damage: 0,
    whiteDamage: 0,
    losesOwnAutoSaves: true,
    summary:
      "No damage; the dragon's five automatic saves do not count this attack, so 5 melee or missile results slay it.",
  },
  {
    icon: "Breath",
    damage: 0,
    whiteDamage: 0,
    breath: true,
    summary:
      "Against an army, the breath effect of the dragon's colour (see breaths); Dragonkin killed by it are buried. Against another dragon, removes that dragon's automatic saves until the end of the marching player's next turn. Breaths of one colour combine; different colours resolve separately, in the acting player's order; lasting effects stack.",
  },
  {
    icon: "Treasure",
    damage: 0,
    whiteDamage: 0,
    promotions: 1,
    whitePromotions: 2,
    summary:
      "No damage; the attacked army may promote one unit at once (two for a white dragon), apart from any promotion for slaying the dragon.",
  },
];

export const breaths: BreathDef[] = [
  {
    color: "black",
    element: "death",
    name: "Disease",
    unitEffect: { healthWorth: 5, savePossible: false, killedMustSaveOrBeBuried: false },
    armyEffect: { ignoresIdResults: true },
    summary:
      "Kills 5 health-worth of units with no save. Until its next turn begins, the army ignores its ID results (a unit rolling on its own to avoid an individual effect still counts its ID).",
  },
  {
    color: "blue",
    element: "air",
    name: "Lightning",
    unitEffect: { healthWorth: 5, savePossible: true, killedMustSaveOrBeBuried: false },
    armyEffect: { onlySaveRolls: true },
    summary:
      "5 health-worth of units each roll a save or die. Until its next turn begins, the army may only make save and save-avoidance rolls; a combination roll that includes saves becomes a save roll only.",
  },
  {
    color: "gold",
    element: "earth",
    name: "Turn to Stone",
    unitEffect: { healthWorth: 5, savePossible: false, killedMustSaveOrBeBuried: false },
    armyEffect: { halves: "maneuver" },
    summary:
      "Kills 5 health-worth of units with no save. Until its next turn begins, the army's maneuver results are halved.",
  },
  {
    color: "green",
    element: "water",
    name: "Poisonous Cloud",
    unitEffect: { healthWorth: 5, savePossible: true, killedMustSaveOrBeBuried: true },
    armyEffect: { halves: "missile" },
    summary:
      "5 health-worth of units each roll a save or die, and those that die roll a second save or are buried. Until its next turn begins, the army's missile results are halved.",
  },
  {
    color: "red",
    element: "fire",
    name: "Flame",
    unitEffect: { healthWorth: 5, savePossible: false, killedMustSaveOrBeBuried: true },
    summary:
      "Kills 5 health-worth of units with no save; each unit killed then rolls a save or is buried. No lasting army effect.",
  },
  {
    color: "ivory",
    name: "Life Drain",
    unitEffect: { healthWorth: 5, savePossible: false, killedMustSaveOrBeBuried: false },
    summary: "Kills 5 health-worth of units with no save. No lasting army effect.",
  },
  {
    color: "white",
    name: "Terrain Empathy",
    summary:
      "One breath for each colour the terrain has, each being that colour's breath (two at a normal terrain, e.g. blue and gold at a Flatland). Colours added by spells (e.g. black from Deadlands) add breaths; spells that remove colours are ignored. Against a dragon it works like any breath: it strips the target's automatic saves.",
  },
];

export const dragonTypes: DragonTypeDef[] = [
  {
    id: "elemental",
    name: "Elemental dragon",
    colors: "one element: black, blue, gold, green or red",
    health: 5,
    autoSaves: DRAGON_AUTO_SAVES,
    summonCost: 7,
    countsAsDragons: 1,
    summonedBy: ["Summon Elemental Dragon"],
    breath: "the breath of its colour",
    fights:
      "elemental dragons of another colour, every hybrid, white dragons and ivory hybrids of another element; never pure ivory dragons",
    summary:
      "Summoned only by magic of its own colour. Dragonkin of its colour are not rolled against it.",
  },
  {
    id: "ivory",
    name: "Ivory dragon",
    colors: "ivory",
    health: 5,
    autoSaves: DRAGON_AUTO_SAVES,
    summonCost: 7,
    countsAsDragons: 1,
    summonedBy: ["Summon Ivory Dragon"],
    breath: "ivory (Life Drain)",
    fights:
      "no dragon; it always attacks the army, and other dragons treat it as their own colour and never attack it",
    summary:
      "Summoned with magic of any colour. Once at a terrain it leaves only by dying, flying off on Wings or being ridden away by a Dragonlord: nothing else moves it. Dragonkin are never rolled against it.",
  },
  {
    id: "hybrid",
    name: "Hybrid dragon",
    colors: "two elements",
    health: 5,
    autoSaves: DRAGON_AUTO_SAVES,
    summonCost: 7,
    countsAsDragons: 1,
    summonedBy: ["Summon Hybrid Dragon"],
    breath:
      "the 5-health unit part of one of its two colours (owner's pick), plus the army effects of both colours",
    fights:
      "every dragon whose colours are not exactly its own, except pure ivory dragons and ivory hybrids sharing one of its elements",
    summary:
      "Counts as both of its colours, for good and ill: magic of either colour summons it, Eldarim champions, Dragon Staffs and Dragonkin Champions of either colour affect it, and Dragonkin of either colour are not rolled against it. A Dragonhunter blocks only the breath of its own colour.",
  },
  {
    id: "ivory-hybrid",
    name: "Ivory hybrid dragon",
    colors: "one element plus ivory",
    health: 5,
    autoSaves: DRAGON_AUTO_SAVES,
    summonCost: 7,
    countsAsDragons: 1,
    summonedBy: ["Summon Ivory Hybrid Dragon"],
    breath:
      "the 5-health unit part of either ivory or its element (owner's pick), plus its element's army effect",
    fights:
      "no dragon; it always attacks the army, but hybrids without its element, elemental dragons of another element and white dragons attack it",
    summary:
      "Has its element plus everything ivory dragons have. Summoned by magic of any colour; afterwards only magic of its element can move it. Single-colour Eldarim champions of its element, white Eldarim champions, and Dragon Staffs and Dragonkin Champions of its element affect it. Dragonkin are never rolled against it.",
  },
  {
    id: "white",
    name: "White dragon",
    colors: "white (all five elements)",
    health: 10,
    autoSaves: DRAGON_AUTO_SAVES,
    summonCost: 14,
    countsAsDragons: 2,
    summonedBy: ["Summon White Dragon"],
    breath: "Terrain Empathy: one breath per colour of its terrain",
    fights: "every other dragon at the terrain except ivory dragons",
    summary:
      "Twice the health and damage of other dragons (Treasure promotes two units) and takes the place of two required dragons. Only white Eldarim affect it: a Dragonlord's taming lasts one turn, a Dragonslayer that slays it rolls it and on Jaws both are destroyed (dragon banished, Dragonslayer killed and buried), a Dragoncrusader that affects it sits out the army's roll, and a Dragonhunter only blocks the breath of its colour. Dragonkin are never rolled against it; Dragon Staffs and Dragon's Lairs do nothing to it.",
  },
];
