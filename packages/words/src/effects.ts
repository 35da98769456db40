// Effects with a duration in plain words: what, whose, and until when.
import type { Effect } from "@dragondice/engine";
import { labelOfId, placeName, type Shown, shortName, terrainName } from "./names.ts";

const UNTIL: Record<Effect["expires"], string> = {
  "start-of-next-turn": "until the start of their next turn",
  "end-of-this-turn": "until the end of their turn",
  "end-of-next-turn": "until the end of their next turn",
  "until-used": "until used",
  "until-face-changes": "until the terrain turns",
  permanent: "lasting",
};

/** "Entangle (Bot 2's, until the start of their next turn)". */
export function effectText(g: Shown, e: Effect): string {
  const adds = Object.entries(e.adds ?? {})
    .map(
      ([result, n]) =>
        `+${n} ${result === "save" ? "magical save" : result}${n === 1 ? "" : "s"}, `,
    )
    .join("");
  return `${e.name} (${adds}${shortName(g, e.owner)}'s, ${UNTIL[e.expires]})`;
}

/** What an effect is on: a unit, an army, a terrain, a dead unit area. */
export function effectTargetText(g: Shown, e: Effect): string {
  const t = e.target;
  if ("unit" in t) return labelOfId(g, t.unit);
  if ("army" in t) return `${shortName(g, t.army)}'s army at ${placeName(g, t.at)}`;
  if ("dua" in t) return `${shortName(g, t.dua)}'s dead unit area`;
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
