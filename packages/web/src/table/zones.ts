// The rows of a player's part of the table, in order: the force and set-up armies, the reserve
// area with the Kings' Die beside it (2.9a line 2414), the DUA and BUA, and the summoning pool by
// kind (dragons, Dragonkin, minor terrains: lines 2238, 2314), each with its title. Pure, so
// that the layout is tested without a browser.
import type { DieState } from "@dragondice/engine";
import { healthAt, healthOfDie, poolGroups, type Shown } from "@dragondice/words";

export interface ZoneRow {
  /** A key for the row (its location, and for the pool the kind). */
  key: string;
  at: string;
  title: string;
  /** The dice of the row, when not every die of the player at `at`. */
  dice?: DieState[];
}

const ZONES: [string, string][] = [
  ["force", "Force (not assigned yet)"],
  ["setup:home", "Home army (set-up)"],
  ["setup:campaign", "Campaign army (set-up)"],
  ["setup:horde", "Horde army (set-up)"],
  ["reserve", "Reserve area"],
  ["court", "Beside the reserve area: the Kings' Die"],
  ["dua", "Dead unit area (DUA)"],
  ["bua", "Buried unit area (BUA)"],
];

export function zoneRows(g: Shown, player: number): ZoneRow[] {
  const rows: ZoneRow[] = ZONES.filter(([at]) =>
    g.dice.some((d) => d.owner === player && d.at === at),
  ).map(([at, title]) => ({
    key: at,
    at,
    title: at === "reserve" ? `${title} · ${healthAt(g, player, at)} health` : title,
  }));
  for (const { label, dice } of poolGroups(g, player)) {
    const health =
      label === "Dragonkin" ? ` · ${dice.reduce((s, d) => s + healthOfDie(d.die), 0)} health` : "";
    rows.push({
      key: `pool:${label}`,
      at: "pool",
      title: `Summoning pool: ${label}${health}`,
      dice,
    });
  }
  return rows;
}
