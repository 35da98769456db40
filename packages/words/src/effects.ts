// Effects with a duration in plain words: what, whose, and until when.
import { castingsOf, type Effect } from "@dragondice/engine";
import { dragonName } from "./dragons.ts";
import { labelOfId, placeName, possessive, type Shown, shortName, terrainName } from "./names.ts";

const UNTIL: Record<Effect["expires"], string> = {
  "start-of-next-turn": "until the start of their next turn",
  "end-of-this-turn": "until the end of their turn",
  "end-of-next-turn": "until the end of their next turn",
  "until-used": "until used",
  "until-face-changes": "until the terrain turns",
  permanent: "lasting",
};

type Modifier = NonNullable<Effect["modifier"]>;

/** "−1 melee", "halves every result": a modifier as the arithmetic of a roll names it. */
function modifierText(m: Modifier): string {
  const what = m.results?.length ? m.results.join(" and ") : "every result";
  return m.step === "subtract"
    ? `−${m.amount} ${what}`
    : `${m.divisor === 2 ? "halves" : `divides by ${m.divisor}`} ${what}`;
}

/** What an effect does to rolls, as short parts: "+2 magical saves", "−1 melee in rolls here". */
function partsOf(e: Effect): string[] {
  const parts = Object.entries(e.adds ?? {}).map(
    ([result, n]) => `+${n} ${result === "save" ? "magical save" : result}${n === 1 ? "" : "s"}`,
  );
  const here = "terrain" in e.target ? " in rolls here" : "";
  if (e.modifier) parts.push(`${modifierText(e.modifier)}${here}`);
  if (e.incoming) parts.push(`${modifierText(e.incoming)} in attacks into it`);
  if (e.outgoing) parts.push(`${modifierText(e.outgoing)} in attacks out of it`);
  if (e.countsAs) parts.push(`${e.countsAs.results.join(" and ")} may count as ${e.countsAs.as}`);
  if (e.tiesToNonActing) parts.push("maneuver ties go to the defenders");
  if (e.noRoll) parts.push("cannot roll");
  // On a dragon (2.9a lines 672, 949) and on an army a dragon breathed on (lines 678, 680).
  if (e.noAutoSaves) parts.push("no automatic saves");
  if (e.tames) parts.push("tamed");
  if (e.ignoresIds) parts.push("ID results ignored");
  if (e.savesOnly) parts.push("save rolls only");
  // On a minor terrain in the summoning pool (2.9a Reform Land, line 1390).
  if (e.becomesType) parts.push(`a ${e.becomesType} minor terrain`);
  return parts;
}

/**
 * "Entangle (Bot 2's, until the start of their next turn)", "Stoneskin ×2 (+2 magical saves, A's,
 * until the start of their next turn)": the name (with its castings, when several), what it does
 * to rolls, whose, until when.
 */
export function effectText(g: Shown, e: Effect): string {
  const parts = partsOf(e).map((p) => `${p}, `);
  // Castings of one spell at one target stay instances of their own (2.9a line 1185).
  const times = castingsOf(e) > 1 ? ` ×${castingsOf(e)}` : "";
  return `${e.name}${times} (${parts.join("")}${shortName(g, e.owner)}'s, ${UNTIL[e.expires]})`;
}

/**
 * "until the start of Bot 2's next turn", "until the end of your turn": when an effect ends, for a
 * badge that names no owner before it.
 */
export function effectUntil(g: Shown, e: Effect): string {
  const whose = e.owner === g.viewer ? "your" : possessive(shortName(g, e.owner));
  return UNTIL[e.expires].replace("their", whose);
}

/** An effect shown with an army: a unit's names the unit ("Stoneskin (...) on Footman (common, 1)"). */
export function effectWithArmyText(g: Shown, e: Effect): string {
  return "unit" in e.target
    ? `${effectText(g, e)} on ${labelOfId(g, e.target.unit)}`
    : effectText(g, e);
}

/** What an effect is on: a unit, an army, a terrain, a dead unit area. */
export function effectTargetText(g: Shown, e: Effect): string {
  const t = e.target;
  if ("unit" in t) return labelOfId(g, t.unit);
  if ("army" in t)
    return t.at === "reserve"
      ? `${possessive(shortName(g, t.army))} reserve army`
      : `${possessive(shortName(g, t.army))} army at ${placeName(g, t.at)}`;
  if ("dua" in t) return `${shortName(g, t.dua)}'s dead unit area`;
  if ("dragon" in t) return dragonName(g, t.dragon);
  return terrainName(g, t.terrain);
}

const onTable = (at: string): boolean => at.startsWith("t:") || at === "reserve";

/** The effects shown with a player's army (or zone) at `at`: on the army, or on one of its units. */
export function effectsWithArmy(g: Shown, player: number, at: string): Effect[] {
  return g.effects.filter((e) => {
    const t = e.target;
    if ("army" in t) return t.army === player && t.at === at;
    if ("unit" in t)
      return g.dice.some((d) => d.id === t.unit && d.owner === player && d.at === at);
    return false;
  });
}

/**
 * The effects no army shows: on a terrain or a dead unit area, or on a unit away from the
 * terrains and reserves.
 */
export function effectsApart(g: Shown): Effect[] {
  return g.effects.filter((e) => {
    const t = e.target;
    if ("terrain" in t || "dua" in t) return true;
    if ("unit" in t) return !g.dice.some((d) => d.id === t.unit && onTable(d.at));
    return false;
  });
}
