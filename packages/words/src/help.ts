// What each decision is for and what follows, in one line, shown where the decision is made (the
// terminal's menu, the browser's decision panel). rules/000 (2.9a) lines are given for each.
import type { Edition } from "@dragondice/catalog";
import {
  type Decision,
  type DecisionKindName,
  type DecisionOf,
  type KnownDecision,
  knownDecision,
  type SaiChoiceData,
} from "@dragondice/engine";
import { rulesData } from "./edition.ts";
import { type Shown, unitsAt } from "./names.ts";
import { marchingAt } from "./options.ts";

type Help<K extends DecisionKindName> = (g: Shown, decision: DecisionOf<K>) => string;

/** The terrain the marching army stands on, as the view shows it. */
function marchingTerrain(g: Shown) {
  const at = marchingAt(g);
  return at ? g.terrains.find((t) => `t:${t.id}` === at) : undefined;
}

// Summon Dragon spells (lines 1597-1615): any dragon the spell and the magic's colour can move,
// from any player's summoning pool; it stays its owner's, who rolls it (line 330).
const SUMMON_CHOICE =
  "Pick the dragon your spell sends to the terrain: any the spell and the magic's colour allow, from your summoning pool or another player's. It stays its owner's, and attacks every army at that terrain at the start of their turns.";
// Step 1 (line 342) and the logos (lines 2068-2106): only a logo face acts, on one dragon.
const LOGO_ROLLS =
  "Each champion you pick rolls on its own before the dragons attack; only its logo counts: a Dragonlord or Dragonmaster tames an attacking dragon, a Dragonslayer slays one, a Dragonhunter slays and banishes one (a Dragonmaster or Dragonhunter only a dragon of its colour). Any other face does nothing.";
// The Dragon Staff's Summon Dragon (line 2158): a dragon of its colour, then the terrain.
const STAFF_CHOICE =
  "Your Dragon Staff's Summon Dragon sends one dragon of the staff's colour (hybrids of that colour too, never a white one) from any summoning pool or terrain to any terrain: pick the dragon, then where it goes. A tamed dragon it moves is no longer tamed.";
const LOGO_CHOICE =
  "Your champions' logos act one at a time: pick which acts next, and on which dragon.";
// Special terrains at their eighth face (lines 2294-2298).
const LAIR_CHOICE =
  "Your Dragon's Lair summons a dragon sharing a colour with it, from any summoning pool or terrain, to any terrain: pick which dragon and where. It must come; it stays its owner's and attacks the armies where it lands.";
const GROVE_CHOICE =
  "Your Grove returns one buried unit (not Dragonkin) from any player's buried unit area to its owner's dead unit area, where it can be brought back: pick which.";
const VORTEX_REROLL =
  "Your army holds the Vortex: you may roll one of its units again, and its new face replaces the old one. Pick the unit, or none.";

// Minor terrains, Flood (line 2262): the army's owner picks the five health-worth that roll.
const FLOOD_PICK =
  "Your minor terrain flooded: pick units of your army covering as much of 5 health as you can, never more. Each rolls on its own, and those that roll no maneuver drown.";

// Airy Acquisition (line 1256).
const AIRY_CHOICE =
  "Airy Acquisition moves your item to another of your armies: pick which. There it rolls with any unit able to carry it.";
// Flurry against a dragon (line 1944).
const FLURRY_CHOICE =
  "Against a dragon your item's Flurry counts as melee, and the item rolls again with its new face counting too, or as saves, and it does not roll again: pick which.";
// Demotion (glossary line 2554; Degenerate and Demote Dragonkin, lines 1302, 1591).
const DEMOTION_CHOICE =
  "Your Dragonkin is demoted: pick which Dragonkin of your summoning pool, one health smaller, takes its place (colours do not matter).";

/** The help for a choice an SAI, a spell or a terrain leaves, by what asks (`by`, its name). */
function choiceHelp({ about, by }: SaiChoiceData, edition: Edition): string {
  if (about === "kin-demote") return DEMOTION_CHOICE;
  const known: Record<string, string> = {
    "Summon Dragon": SUMMON_CHOICE,
    "Eldarim logos": LOGO_CHOICE,
    "Dragon's Lair": LAIR_CHOICE,
    Grove: GROVE_CHOICE,
    "Dragon Staff": STAFF_CHOICE,
    "Airy Acquisition": AIRY_CHOICE,
    Flurry: FLURRY_CHOICE,
  };
  const help = known[by];
  if (help) return help;
  if (rulesData(edition).spells.some((s) => s.name === by)) {
    return `The spell ${by} leaves you a choice: what it does, where, or to which unit. Pick one.`;
  }
  return "A special action icon leaves you a choice: how to use it, where to move, or which army it acts on. Pick one.";
}

/** One line per decision kind the rules ask (the type refuses one missing). */
export const DECISION_HELP: { [K in DecisionKindName]: Help<K> } = {
  // Step 2, Assemble Armies (line 266); the horde rolls for the order of play (line 276).
  "assemble-armies": () =>
    "Split your force into three armies of at most half its health each: the home army guards your home terrain, the campaign army goes to the frontier, and the horde army marches on an opponent's home after rolling for who plays first.",
  // Step 4, Determine Order of Play (line 276).
  "first-or-frontier": () =>
    "You rolled the most maneuvers: either take the first turn, or pick which proposed terrain becomes the frontier and let the runner-up play first.",
  "choose-frontier": () =>
    "The frontier is the terrain in the middle that every campaign army fights over; the proposed terrains not chosen leave the game.",
  // Step 5, Place Armies (line 284), then Step 6, the starting distances (line 294).
  "place-armies": () =>
    "Your horde army goes to another player's home and your campaign army to a terrain where you have no army yet; then each terrain is rolled for its starting face.",
  // First and Second March (lines 392, 526).
  "choose-march": (g) =>
    (g.turn?.marched.length ?? 0) === 0
      ? "A march is one army's turn to act: it may maneuver its terrain, then take the action the face shows. You get two marches, with two different armies."
      : "Your second march must use a different army from the first; after it come your reserve moves.",
  // Maneuver (line 400); the eighth face (line 716).
  maneuver: (g) => {
    const t = marchingTerrain(g);
    const why =
      t?.face === 7
        ? "Turning this terrain up to its eighth face captures it, and two captures win."
        : t?.face === 8
          ? "Turning an eighth face down takes it from its holder; your own is best kept."
          : "Each step up brings the terrain closer to its eighth face, which captures it.";
    const at = marchingAt(g);
    const opposed =
      at !== null && g.players.some((_, p) => p !== g.turn?.player && unitsAt(g, p, at).length > 0);
    return opposed
      ? `${why} Opponents here may counter-maneuver: if one rolls more maneuvers than you, the terrain does not turn.`
      : `${why} No opponent is here to counter-maneuver, so it turns.`;
  },
  // Minor terrains, the ID icon (2.9a line 2250).
  "minor-terrain-id": () =>
    "Your minor terrain shows its ID icon: pick melee, missile or magic (your army may take that action whatever the terrain shows) or double maneuvers and saves. The choice lasts until the minor terrain is rolled again, at your next march with this army.",
  "counter-maneuver": () =>
    "If your maneuvers beat theirs, the terrain does not turn; a tie goes to them. It costs nothing but a roll.",
  // Actions (line 412): melee, missile (line 446), magic; damage and saves (line 564).
  "choose-action": () =>
    "The face showing decides the action: your army rolls hits, the target rolls saves, and each hit not saved kills a health of its units. A melee target that survives may strike back; a missile target cannot.",
  // Announce, then resolve in the announced order (line 500); unspent points vanish (line 496).
  // The prompt already says what the magic is for: the help says how the announcement works.
  "cast-spells": (_g, d) =>
    d.data.offers.length > 0
      ? "Add spells one at a time, each paid in one colour: they resolve in the order you add them. Points left unspent vanish."
      : "None of the spells your units know costs this little or has a target now: the points vanish.",
  // Counter-attack (line 434).
  "counter-attack": () =>
    "Your surviving units roll melee back at the attackers, who roll saves; nothing answers a counter-attack.",
  // Damage (line 564): cover the damage, never more.
  "choose-casualties": () =>
    "Pick which units die: together they must cover the damage left after saves, never more. They go to your dead unit area.",
  // Undead, Stepped Damage (line 867).
  "stepped-damage": () =>
    "Undead Stepped Damage: trade a killed Undead for a lesser one from your dead unit area, so the army keeps a smaller unit instead.",
  // SAIs, Resolution (line 1717): Special and Unique SAIs in the order the rolling player picks.
  "sai-order": () =>
    "Several special action icons came up in your roll: they take effect one after another, before the roll's other results count, in the order you pick.",
  // SAIs, Application (line 1649): an effect with "may" in it, or one of several effects. The
  // summoning spells and the Eldarim logos ask through it too: their prompt starts with the name.
  "sai-choice": (g, d) => choiceHelp(d.data, g.edition),
  // SAIs, Targeting (lines 1747-1761): up to the SAI's points of health-worth of units. The
  // champions that roll for their logos before a dragon attack are picked through it too.
  "sai-targets": (_g, d) =>
    d.data.sai === "Eldarim logos"
      ? LOGO_ROLLS
      : d.data.sai === "Vortex"
        ? VORTEX_REROLL
        : d.data.sai === "Flood"
          ? FLOOD_PICK
          : "Pick the units the special action icon acts on, within the limit the prompt gives: health-worth (most often its points) or a number of units (one unit for each die that rolled it). Against an opponent you pick at least one; when it hits your own army you must cover as much as you can, as with damage.",
  // SAIs, Targeting (line 1739): damage shared among units, each saving on its own (Bullseye).
  "sai-damage": () =>
    "Share the special action icon's damage among the opposing units: every point goes somewhere, at least 1 to each unit you pick. Each unit then rolls saves on its own, and dies unless what is left is less than its health.",
  // Frostwings, Magic Negation (line 911).
  "magic-negation": () =>
    "Your Frostwings roll: each magic result they show, IDs aside, takes one point off the opponent's magic before it is used.",
  // Treefolk, Replanting (line 933).
  replanting: () =>
    "Treefolk Replanting: swap Treefolk of this army for dead Treefolk of the same total health, before the army's action.",
  // Firewalkers, Terrain Flight (line 853).
  "terrain-flight": () =>
    "Firewalkers at a terrain with the air (blue) element may fly straight to any other terrain now, instead of going through the reserve.",
  // Magical Items (lines 2379, 2385): units moving may take items along; extra ones are buried.
  "carry-items": () =>
    "Each unit that moved may take one item of its colour from the army it left. Items never move on their own: any its units there cannot carry are buried.",
  "bury-items": () =>
    "The units left in this army cannot carry all its items, one each of their colour: pick the ones that are buried. The rest stay with the army.",
  // Reserve Movement (line 542): reinforce, then retreat.
  reinforce: () =>
    "Send reserve units to any terrain: they join your army there or form a new one. Next comes the retreat.",
  retreat: () =>
    "Pull units back to your reserve area, where only magic can reach them; next turn they can reinforce any terrain. An army that leaves an eighth face gives it up.",
  // Feral, Feralization (line 883).
  feralization: () =>
    "Feralization: an army with Feral may recruit a Feral common from your dead unit area or promote one of its Feral, once each turn.",
  // Swamp Stalkers, Mutation (line 899).
  mutation: () =>
    "Mutation: up to 3 health of an opponent's reserve units must each roll a save or die; what dies brings back or promotes your Swamp Stalkers.",
  "mutation-targets": () =>
    "Pick up to 3 health of their reserve units: each rolls alone and dies unless it shows a save.",
  "mutation-exchange": () =>
    "Bring dead Swamp Stalkers back to the mutating army or promote its Swamp Stalkers, up to the health the mutation killed.",
  // Dragon Attack Phase (line 330): the marching player orders the attacks.
  "choose-dragon-battle": () =>
    "Dragons attack each of your armies that shares a terrain with them, one terrain at a time: pick the army that faces its dragons first. Each attack is fought to its end (the dragons' rolls, breaths, your army's answer, slain dragons, wings) before the next.",
  // Step 6 (lines 364-378): the IDs go where the owner likes; the forced slaying (line 368).
  "dragon-response": (_g, d) => {
    const { ids, damage } = d.data;
    const idsFirst = ids ? `Count your ${ids} ID as melee, missiles or saves, then pick` : "Pick";
    return `${idsFirst} the dragons you slay: each takes melee or missile results, never a mix — 10 (5 health and 5 automatic saves; 5 if it rolled Belly or a breath took its saves, 5 more for a white dragon). Melee or missiles you rolled, IDs aside, that can slay a dragon must slay it. Your saves take off the dragons' damage (${damage} damage now); your units cover the rest.`;
  },
  // Step 5, dragon against dragon (line 356).
  "dragon-foe": () =>
    "Pick the dragon your dragon attacks; nobody sees your choice until the dragons have rolled. Jaws do 12, Claws 6, Wings 5, Tails 3 (double for a white dragon); it takes 10 to slay a dragon, 5 if it rolled Belly or a breath took its saves (15 and 10 for a white dragon).",
  // Breaths (line 674, lines 2454-2458).
  "choose-breath": () =>
    "Your hybrid dragon breathes: pick which of its colours strikes five health-worth of units; the army suffers both colours' lasting effects anyway.",
  "order-breaths": () =>
    "Breaths of several colours strike your army: pick the colour resolved first; the others follow, one colour at a time.",
  // Treasure (line 1039) and slaying (lines 1041-1047).
  "dragon-promotions": (_g, d) => {
    const { most } = d.data;
    const how =
      typeof most === "number"
        ? `A Treasure lets you promote up to ${most === 1 ? "one unit" : `${most} units`}`
        : "Slaying a dragon lets you promote as many units as you can, all at once";
    return `${how}: each becomes a unit of its race worth 1 health more from your dead unit area, and no unit is promoted twice.`;
  },
  // City (line 751).
  city: () =>
    "City: the army holding it may recruit a common unit from your dead unit area or promote one of its units, each turn.",
  // Temple (line 759).
  temple: () =>
    "Temple: make another player bury one of their dead units; buried units are out of the game for good.",
  "temple-burial": () =>
    "An opponent's Temple makes you bury one dead unit: it leaves the game for good, so give up the one you would miss least.",
  // Kings' Die (lines 2418-2420).
  "kings-die": () =>
    "Kings' Die: once each turn, recruit a common unit from your dead unit area to your reserve army, promote one reserve unit, or roll the die to bring back up to 4 health of the race of the king it shows (any race on the logo).",
  "kings-die-exchange": () =>
    "Bring dead units back to your reserve army and/or promote its units, up to 4 health gained in all: any size may come back, promotions may jump sizes, and no unit moves twice.",
  // Castle (line 2292).
  castle: () =>
    "A Castle at its eighth face is the basic type you declare, for as long as it stays at 8: a City (recruit or promote), Standing Stones (cast its colours), Temple (shield from enemy black magic, force a burial) or Tower (shoot at any terrain).",
};

/** What a decision is for and what follows, in one line; the prompt for a kind it does not know. */
export function decisionHelp(g: Shown, decision: Decision): string {
  return helpOf(g, knownDecision(decision)) ?? decision.prompt;
}

/** The help of a decision of kind `K`: the entry for that kind, if there is one. */
function helpOf<K extends DecisionKindName>(
  g: Shown,
  decision: KnownDecision<K>,
): string | undefined {
  const help: Help<K> | undefined = DECISION_HELP[decision.kind];
  return help?.(g, decision);
}
