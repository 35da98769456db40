// Eighth-face (special location) icons of Dragon Dice v2.9a, and the ID icons of minor terrains.
// Source: rules/000 (v2.9a) "The Eighth Face", "Special Terrains", "Minor Terrains", and the
// Glossary ("Controlling Army", "Special Location Icon"). Summaries are our own paraphrases.
//
// Every major and advanced terrain held at its eighth face gives the holding army the same base
// advantages: army saves and maneuvers doubled, a free choice of melee/missile/magic action, and
// enemies at the terrain limited to melee. The flags below repeat those on each entry so that an
// engine can read one record. A minor terrain's ID face instead lets the owner pick ONE of:
// any action, or doubled saves and maneuvers.

import type { EighthFaceDef } from "../../rules/world-types.ts";

const CAPTURED = {
  doublesSaves: true,
  doublesManeuvers: true,
  controllerChoosesAction: true,
  enemiesMeleeOnly: true,
} as const;

const MINOR_ID = {
  category: "minor",
  timing: "until-next-roll",
  doublesSaves: true,
  doublesManeuvers: true,
  controllerChoosesAction: true,
  ownerPicksOneEffect: true,
} as const;

const MINOR_ID_SUMMARY =
  "ID face of a minor terrain: when rolled, the owner chooses either to take melee, missile or magic actions freely or to double the army's saves and maneuvers, until the minor terrain is rolled again.";

export const eighthFaces: EighthFaceDef[] = [
  // --- Major terrains -------------------------------------------------------------------------
  {
    icon: "City",
    category: "major",
    ...CAPTURED,
    timing: "initial-effects",
    recruitOrPromoteOne: true,
    summary:
      "At the start of the holder's turn (after spells expire, before dragons), the holding army may recruit one common unit or promote one of its units.",
  },
  {
    icon: "Standing Stones",
    category: "major",
    ...CAPTURED,
    timing: "continuous",
    castTerrainColors: true,
    summary:
      "The holding army's units may cast magic of the terrain's colours even if they could not otherwise, but a unit only doubles ID magic in a colour it shares with the terrain. (Amazons and Frostwings need a Standing Stones terrain to double ID magic at all; for them the face need not be showing.)",
  },
  {
    icon: "Temple",
    category: "major",
    ...CAPTURED,
    timing: "continuous",
    immuneToEnemyDeathMagic: true,
    forceEnemyBurial: true,
    summary:
      "New death (black) magic cast by enemy armies cannot affect the holding army or its units (spells already on it stay, the terrain itself can still be targeted, and the army may still cast and double black magic itself). At the start of the holder's turn, another player must bury one of their dead units of their choice.",
  },
  {
    icon: "Tower",
    category: "major",
    ...CAPTURED,
    timing: "continuous",
    missileRangeAnyTerrain: true,
    summary:
      "The holding army's missile actions may target armies at any terrain in play, but never a reserve area.",
  },
  // --- Advanced (special, gold-ink, frontier-only) terrains ------------------------------------
  {
    icon: "Castle",
    category: "advanced",
    ...CAPTURED,
    frontierOnly: true,
    timing: "on-capture",
    actsAsChoiceOf: ["City", "Standing Stones", "Temple", "Tower"],
    summary:
      "When the terrain reaches its eighth face, the capturer declares it a City, Standing Stones, Temple or Tower, and it works as that icon for as long as it stays at 8.",
  },
  {
    icon: "Dragon's Lair",
    category: "advanced",
    ...CAPTURED,
    frontierOnly: true,
    timing: "initial-effects",
    summonsMatchingDragon: true,
    summary:
      "At the start of the holder's turn, summon a dragon sharing at least one colour with the terrain to any terrain. Has no effect on white dragons.",
  },
  {
    icon: "Grove",
    category: "advanced",
    ...CAPTURED,
    frontierOnly: true,
    timing: "initial-effects",
    unburiesOneUnit: true,
    noMagicDoublingAtTerrain: true,
    summary:
      "At the start of the holder's turn, if any non-Dragonkin unit is buried (any player's), one of them must be moved from its buried unit area to its owner's DUA. No army at this terrain can double magic in any way, whichever face is up.",
  },
  {
    icon: "Vortex",
    category: "advanced",
    ...CAPTURED,
    frontierOnly: true,
    timing: "continuous",
    rerollOneUnit: true,
    summary:
      "In every non-maneuver roll the holding army makes, one unit whose result is not yet final may be rolled again, keeping the new result; this happens alongside other rerolls (instant SAIs, group monsters).",
  },
  // --- Minor terrains (ID icon and matching disaster face) ------------------------------------
  {
    icon: "Bridge",
    ...MINOR_ID,
    summary: MINOR_ID_SUMMARY,
    disaster: {
      name: "Flood",
      summary:
        "Five health-worth of the army's units each roll for a maneuver or die; the army's maneuvers are halved until the owner's next turn begins. The minor terrain leaves the game.",
    },
  },
  {
    icon: "Knoll",
    ...MINOR_ID,
    summary: MINOR_ID_SUMMARY,
    disaster: {
      name: "Landslide",
      summary:
        "The army takes one damage per unit in it (Dragonkin included, items not) and rolls everything, items too, for maneuvers; each ID or maneuver result rolled cancels one damage. The minor terrain leaves the game.",
    },
  },
  {
    icon: "Village",
    ...MINOR_ID,
    summary: MINOR_ID_SUMMARY,
    disaster: {
      name: "Revolt",
      summary:
        "The army's melee and save results are halved until the owner's next turn begins. The minor terrain leaves the game.",
    },
  },
  {
    icon: "Woods",
    ...MINOR_ID,
    summary: MINOR_ID_SUMMARY,
    disaster: {
      name: "Lost",
      summary:
        "The army loses the rest of its march: no maneuver and no action. The minor terrain leaves the game.",
    },
  },
];
