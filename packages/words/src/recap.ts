// What the other players did since the viewer's last turn, in a few lines, for the moment the turn
// comes back to them: each other turn's marches (where, and the action taken), captures, spells
// that took effect and players knocked out, then the units each player lost. The log holds every
// roll; this is what a player who looked away needs to know before deciding.
import type { GameEvent } from "@dragondice/engine";
import { dieName, dieOf, healthOfId, type Shown, shortName, terrainName } from "./names.ts";
import { spellName, spellTargetText } from "./spells.ts";
import { whereName } from "./steps.ts";

/** "you" for the viewer, else the player's short name. */
const named = (g: Shown, player: number, viewer: number) =>
  player === viewer ? "you" : shortName(g, player);

/** Where a march happens, as the viewer says it: "the frontier", "your home", "Bob's home". */
function where(g: Shown, at: string, viewer: number): string {
  if (at === "reserve") return "the reserve";
  const t = g.terrains.find((x) => `t:${x.id}` === at);
  return t?.role === "home" && t.owner === viewer ? "your home" : whereName(g, at);
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Units lost, short enough to read at a glance however many died: their health in all, then each
 * kind once with its count ("7 health: Footman ×3, Fighter ×2"), largest count first.
 */
export function lossText(g: Shown, dice: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const id of dice) {
    const name = dieName(dieOf(g, id));
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const health = dice.reduce((sum, id) => sum + healthOfId(g, id), 0);
  const kinds = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => (n > 1 ? `${name} ×${n}` : name));
  return `${health} health: ${kinds.join(", ")}`;
}

/**
 * The other players' turns since the viewer's previous one, once the latest turn to start is the
 * viewer's (and another's came between): a line per other turn ("Bob marched at the frontier
 * (melee), then at your home (magic), and captured Coastland City."), a line per spell that took
 * effect, then per player the units lost. [] otherwise. `events` are the game's events, oldest
 * first; `g` names what they tell (the viewer's view).
 */
export function sinceYourTurn(g: Shown, events: readonly unknown[], viewer: number): string[] {
  const all = events as readonly GameEvent[];
  const starts = all.flatMap((e, i) => (e.type === "turn-start" ? [i] : []));
  const now = starts.at(-1);
  if (now === undefined || (all[now] as { player: number }).player !== viewer) return [];
  // From the first turn to start after the viewer's previous one (or the first turn), to now.
  const previous = starts.filter(
    (i) => i < now && (all[i] as { player: number }).player === viewer,
  );
  const from = starts.find((i) => i > (previous.at(-1) ?? -1)) ?? now;
  if (from === now) return [];

  const lines: string[] = [];
  const lost = new Map<number, string[]>();
  // The turn being read; `at`: where its line goes among the lines (before its spells).
  let turn: { player: number; marches: string[]; captures: string[]; at: number } | null = null;
  const endTurn = () => {
    if (!turn) return;
    const who = capital(named(g, turn.player, viewer));
    const marched = turn.marches.length
      ? `marched ${turn.marches.join(", then ")}`
      : "did not march";
    const captured = turn.captures.length ? `, and captured ${turn.captures.join(" and ")}` : "";
    lines.splice(turn.at, 0, `${who} ${marched}${captured}.`);
    turn = null;
  };
  for (const e of all.slice(from, now)) {
    switch (e.type) {
      case "turn-start":
        endTurn();
        turn = { player: e.player, marches: [], captures: [], at: lines.length };
        break;
      case "march":
        turn?.marches.push(`at ${where(g, e.location, viewer)}`);
        break;
      case "action": {
        const last = turn?.marches.length ?? 0;
        if (turn && last > 0) turn.marches[last - 1] += ` (${e.action})`;
        break;
      }
      case "capture":
        turn?.captures.push(terrainName(g, e.terrain));
        break;
      case "spell":
        if (!e.dispelled && !e.gone)
          lines.push(
            `${capital(named(g, e.player, viewer))} cast ${spellName(e.spell)} on ${spellTargetText(g, e.target, e.player, { where: false })}.`,
          );
        break;
      case "killed":
        lost.set(e.player, [...(lost.get(e.player) ?? []), ...e.dice]);
        break;
      case "eliminated":
        lines.push(
          `${capital(named(g, e.player, viewer))} ${e.player === viewer ? "are" : "is"} out of the game.`,
        );
        break;
    }
  }
  endTurn();
  for (const [player, dice] of lost) {
    lines.push(`${capital(named(g, player, viewer))} lost ${lossText(g, dice)}.`);
  }
  return lines;
}
