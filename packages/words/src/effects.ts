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

type Modifier = NonNullable<Effect["modifier"]>;

/** "-1 save", "-2 to the result rolled for", "missile and magic halved". */
function modifierText(m: Modifier, where = ""): string {
  const what = m.results?.join(" and ");
  if (m.step === "subtract") return `-${m.amount} ${what ?? "to the result rolled for"}${where}`;
  const cut = m.divisor === 2 ? "halved" : `divided by ${m.divisor}`;
  return `${what ?? "every result"}${where} ${cut}`;
}

/** What an effect does to rolls, as terms ending in ", ": "+1 magical save, ", "-1 melee, ". */
function doesText(e: Effect): string {
  const terms = Object.entries(e.adds ?? {}).map(
    ([result, n]) => `+${n} ${result === "save" ? "magical save" : result}${n === 1 ? "" : "s"}`,
  );
  if (e.modifier) terms.push(modifierText(e.modifier));
  if (e.incoming) terms.push(modifierText(e.incoming, " into it"));
  if (e.outgoing) terms.push(modifierText(e.outgoing, " out of it"));
  if (e.countsAs) terms.push(`${e.countsAs.results.join(" and ")} may count as ${e.countsAs.as}`);
  if (e.tiesToNonActing) terms.push("maneuver ties to the defenders");
  return terms.map((t) => `${t}, `).join("");
}

/** "Entangle (Bot 2's, until the start of their next turn)", "Palsy (-1 to the result...)". */
export function effectText(g: Shown, e: Effect): string {
  return `${e.name} (${doesText(e)}${shortName(g, e.owner)}'s, ${UNTIL[e.expires]})`;
}

/** What an effect is on: a unit, an army, a terrain. */
export function effectTargetText(g: Shown, e: Effect): string {
  const t = e.target;
  if ("unit" in t) return labelOfId(g, t.unit);
  if ("army" in t) return `${shortName(g, t.army)}'s army at ${placeName(g, t.at)}`;
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

/** The effects no army shows: on a terrain, or on a unit away from the terrains and reserves. */
export function effectsApart(g: Shown): Effect[] {
  return g.effects.filter((e) => {
    const t = e.target;
    if ("terrain" in t) return true;
    if ("unit" in t) return !g.dice.some((d) => d.id === t.unit && onTable(d.at));
    return false;
  });
}
