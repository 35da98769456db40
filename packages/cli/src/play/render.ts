// Plain-text pictures of a game for the terminal: the board as one player sees it (a view from
// viewFor, never the full state) and the events of each move, every roll with each die's face and
// the arithmetic of its total. The words are @dragondice/words' (shared with the web app); the
// layout (columns, indentation, wrapping at the terminal's width) is the terminal's.
import { dieById, isNormalIcon } from "@dragondice/catalog";
import type { GameEvent } from "@dragondice/engine";
import {
  describeEvents,
  diceAt,
  dieName,
  dragonsBoard,
  effectsApart,
  effectsWithArmy,
  effectTargetText,
  effectText,
  effectWithArmyText,
  headline,
  healthOfDie,
  itemsText,
  kingsDieAtCourt,
  type LogLine,
  minorTerrainsAt,
  minorTerrainText,
  placeName,
  poolGroups,
  possessive,
  type RollMemory,
  rolledFaces,
  rollHead,
  roundLimitText,
  type Shown,
  saiMeaning,
  saiName,
  shortName,
  speciesOf,
  terrainFace,
  terrainName,
  unitLabel,
  unitsAt,
} from "@dragondice/words";
import { lineWidth, paint } from "../terminal.ts";
import { wrap, wrapText } from "../wrap.ts";

// ---- Board ------------------------------------------------------------------------------------

/**
 * How much the board says of each die: "full" names each with its size and health; "short" (a
 * board that would not fit the screen: 3 or 4 players) names each kind once with its count, and
 * tells the dead, buried and summoning pool on the player's heading line.
 */
type Detail = "full" | "short";

/** A list of dice: each labelled, or in short each kind once ("Footman ×2"). */
function diceList(dice: readonly { die: string }[], detail: Detail): string[] {
  if (detail === "full") return dice.map((d) => unitLabel(d.die));
  const counts = new Map<string, number>();
  for (const d of dice) counts.set(dieName(d.die), (counts.get(dieName(d.die)) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name));
}

/** The colour of a player's lines: the viewer's own, or another's (none in a replay's view). */
function side(g: Shown, player: number): (text: string) => string {
  if (g.viewer === null || g.viewer === undefined) return (text) => text;
  return player === g.viewer ? paint.you : paint.them;
}

/** A terrain's columns: name, role, type and elements, and the face showing (once in play). */
function terrainColumns(g: Shown, id: string): string[] {
  const t = g.terrains.find((x) => x.id === id);
  if (!t) return [id];
  const die = dieById(t.die);
  const type = die?.kind === "terrain" ? `${die.terrainType}, ${die.colors.join("/")}` : "";
  const role =
    t.role === "home"
      ? `${possessive(shortName(g, t.owner))} home`
      : t.role === "frontier"
        ? "frontier"
        : t.role === "proposed-frontier"
          ? `proposed frontier (${possessive(shortName(g, t.owner))})`
          : `brought by ${shortName(g, t.owner)}`;
  const columns = [terrainName(g, id), role, type];
  if (g.turn || t.role === "home" || t.role === "frontier") {
    let face = `face ${terrainFace(g, id)}`;
    if (t.face === 8 && t.controller !== null) face += `, held by ${shortName(g, t.controller)}`;
    columns.push(face);
  }
  return columns;
}

/** Rows of columns, each column as wide as its widest entry; on a screen too narrow for the
 * columns, each row as a wrapped list instead ("Name: role, type, face"). */
function table(rows: string[][], indent: string): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  const lines = rows.map((row) =>
    `${indent}${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("   ")}`.trimEnd(),
  );
  if (lines.every((line) => line.length <= lineWidth())) return lines;
  return rows.flatMap(([first = "", ...rest]) => wrap(`${indent}${first}:`, rest, `${indent}    `));
}

/**
 * The items an army's units carry and the minor terrain it brought in (with the face in effect),
 * one line each below its units (2.9a lines 2238, 2379).
 */
function componentLines(g: Shown, player: number, at: string): string[] {
  const lines: string[] = [];
  const items = itemsText(g, player, at);
  if (items) lines.push(...wrapText(items, "        ", "      "));
  for (const d of minorTerrainsAt(g, player, at)) {
    lines.push(...wrapText(`minor terrain: ${minorTerrainText(d)}`, "        ", "      "));
  }
  return lines;
}

function armyLines(g: Shown, player: number, at: string): string[] {
  const dice = unitsAt(g, player, at);
  // Items or a minor terrain left with no unit still show where they are.
  if (dice.length === 0) {
    const left = componentLines(g, player, at);
    return left.length > 0 ? [`    at ${placeName(g, at)}, no units:`, ...left] : [];
  }
  const health = dice.reduce((s, d) => s + healthOfDie(d.die), 0);
  const where = at === "reserve" ? "reserve" : `at ${placeName(g, at)}`;
  const head = `    ${where}, ${health} health:`;
  const lines = wrap(head, diceList(dice, "full"), "      ");
  lines.push(...componentLines(g, player, at));
  // Spells apart from other effects: the active spells a player looks for (issue 13).
  const effects = effectsWithArmy(g, player, at);
  for (const [label, some] of [
    ["spells", effects.filter((e) => e.spell)],
    ["effects", effects.filter((e) => !e.spell)],
  ] as const) {
    if (some.length > 0) {
      const text = `${label}: ${some.map((e) => effectWithArmyText(g, e)).join("; ")}`;
      lines.push(...wrapText(text, "        ", "      "));
    }
  }
  return lines;
}

/** An area's dice (the DUA, the BUA); nothing when it is empty, so the board fits a screen. */
function zoneLine(g: Shown, player: number, at: string, label: string): string[] {
  const dice = diceAt(g, player, at);
  if (dice.length === 0) return [];
  return wrap(
    `    ${label}:`,
    dice.map((d) => unitLabel(d.die)),
    "      ",
  );
}

/**
 * A player's armies in one paragraph, for the short board: "Highland Tower 4: Umber Hulk;
 * reserve 2: Footman ×2". The spells, effects and items on an army are counted; the full board
 * ("board") tells them.
 */
function armiesInBrief(g: Shown, player: number): string[] {
  const parts = [...g.terrains.map((t) => `t:${t.id}`), "reserve"].flatMap((at) => {
    const dice = unitsAt(g, player, at);
    if (dice.length === 0) return [];
    const health = dice.reduce((s, d) => s + healthOfDie(d.die), 0);
    const where = at === "reserve" ? "reserve" : placeName(g, at);
    const more =
      effectsWithArmy(g, player, at).length + componentLines(g, player, at).length > 0
        ? " (+ spells, items: see board)"
        : "";
    return [`${where} ${health}${more}: ${diceList(dice, "short").join(", ")}`];
  });
  return parts.length > 0 ? wrapText(parts.join("; "), "      ", "    ") : [];
}

/** The dead, the buried and the summoning pool in a few words, for the short board's heading. */
function areasInBrief(g: Shown, player: number): string[] {
  const count = (at: string, label: string) => {
    const dice = diceAt(g, player, at);
    const health = dice.reduce((s, d) => s + healthOfDie(d.die), 0);
    return dice.length > 0 ? [`${label} ${dice.length} (${health} health)`] : [];
  };
  const dragons = poolGroups(g, player).find((x) => x.label === "dragons")?.dice ?? [];
  return [
    ...count("dua", "dead"),
    ...count("bua", "buried"),
    `pool: ${dragons.length > 0 ? diceList(dragons, "short").join(", ") : "no dragons"}`,
  ];
}

/**
 * A player's summoning pool (public, like every pool): the dragons, then the Dragonkin with their
 * health and the minor terrains (2.9a lines 2238, 2314) on lines of their own.
 */
function poolLines(g: Shown, player: number): string[] {
  const groups = poolGroups(g, player);
  const dragons = groups.find((x) => x.label === "dragons")?.dice ?? [];
  const lines =
    dragons.length > 0
      ? wrap(
          "    summoning pool:",
          dragons.map((d) => unitLabel(d.die)),
          "      ",
        )
      : [`    summoning pool: ${groups.length > 0 ? "no dragons" : "none"}`];
  for (const { label, dice } of groups) {
    if (label === "Dragonkin") {
      const health = dice.reduce((s, d) => s + healthOfDie(d.die), 0);
      lines.push(
        ...wrap(
          `      Dragonkin, ${health} health:`,
          dice.map((d) => unitLabel(d.die)),
          "        ",
        ),
      );
    }
    if (label === "minor terrains") {
      lines.push(...wrap("      minor terrains:", dice.map(minorTerrainText), "        "));
    }
  }
  return lines;
}

/**
 * The board as `g` shows it: terrains, every player's armies and areas, whose turn it is. Given
 * `fit` (the lines the screen has for it), a board longer than that is told in short.
 */
export function renderBoard(g: Shown, seats?: readonly string[], fit?: number): string {
  const full = boardLines(g, seats, "full");
  if (fit === undefined || full.length <= fit) return full.join("\n");
  return [
    ...boardLines(g, seats, "short"),
    "  (in short: board shows every die, spell and item)",
  ].join("\n");
}

function boardLines(g: Shown, seats: readonly string[] | undefined, detail: Detail): string[] {
  const limit = g.winner ? null : roundLimitText(g);
  const head = `${headline(g)}${limit ? ` · ${limit.short}` : ""}`;
  const lines: string[] = [...wrapText(`== ${head} ==`, "   ", ""), "Terrains"];
  const shown = g.terrains.filter((t) =>
    g.turn || g.terrains.some((x) => x.role === "home") ? t.role !== "unused" : true,
  );
  lines.push(
    ...table(
      shown.map((t) => terrainColumns(g, t.id)),
      "  ",
    ),
  );
  // Summoned dragons are at a terrain but in no army (2.9a line 664).
  const dragons = dragonsBoard(g);
  if (dragons.length > 0) lines.push(...dragons.flatMap((l) => wrapText(l, "    ", "  ")));
  g.players.forEach((p, player) => {
    const seat = seats?.[player];
    const mine = player === g.viewer;
    const all = g.dice.filter((d) => d.owner === player);
    const species = speciesOf(all, g.edition);
    const tags = [
      p.name.includes(species) ? "" : species,
      seat ? (seat === "human" ? "human" : `${seat} bot`) : "",
      mine ? "you" : "",
      p.resigned ? "resigned" : p.eliminated ? "eliminated" : "",
    ].filter((x) => x !== "");
    // The tags go whole to the next line when they do not fit after the name.
    const brief = detail === "short" ? areasInBrief(g, player) : [];
    const heading = wrap(
      p.name,
      [...(tags.length ? [`[${tags.join(", ")}]`] : []), ...brief],
      "    ",
    );
    lines.push(...heading.map(side(g, player)));
    const hidden = all.filter((d) => d.die === "hidden").length;
    if (hidden > 0) lines.push(`    ${hidden} dice, not revealed yet`);
    const unplaced = ["force", "setup:home", "setup:campaign", "setup:horde"];
    for (const at of unplaced) {
      const dice = unitsAt(g, player, at);
      if (dice.length === 0) continue;
      const health = dice.reduce((s, d) => s + healthOfDie(d.die), 0);
      const label = at === "force" ? "force" : `${at.slice(6)} army`;
      lines.push(
        ...wrap(`    ${label}, ${health} health:`, diceList(dice, detail), "      "),
        ...componentLines(g, player, at),
      );
    }
    if (detail === "short") {
      lines.push(...armiesInBrief(g, player));
      return;
    }
    for (const t of g.terrains) lines.push(...armyLines(g, player, `t:${t.id}`));
    lines.push(...armyLines(g, player, "reserve"));
    // The Kings' Die waits beside the reserve area, in no army (2.9a line 2414).
    const king = kingsDieAtCourt(g, player);
    if (king) lines.push(`    beside the reserve area: ${unitLabel(king.die)}`);
    if (g.turn || g.dice.some((d) => d.owner === player && d.at.startsWith("t:"))) {
      lines.push(...zoneLine(g, player, "dua", "DUA (dead)"));
      lines.push(...zoneLine(g, player, "bua", "BUA (buried)"));
    }
    lines.push(...poolLines(g, player));
  });
  const loose = effectsApart(g);
  for (const [label, some] of [
    ["Spells", loose.filter((e) => e.spell)],
    ["Effects", loose.filter((e) => !e.spell)],
  ] as const) {
    if (some.length > 0) {
      const text = `${label}: ${some.map((e) => `${effectText(g, e)} on ${effectTargetText(g, e)}`).join("; ")}`;
      lines.push(...wrapText(text, "  ", ""));
    }
  }
  return lines;
}

// ---- Events -----------------------------------------------------------------------------------

/** Splits at the commas outside brackets: "A (common, 1), B" -> ["A (common, 1)", "B"]. */
function commaItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (ch === "," && text[i + 1] === " " && depth === 0) {
      items.push(text.slice(start, i));
      start = i + 2;
    }
  }
  items.push(text.slice(start));
  return items;
}

/** Event types told at the left margin; the others are details of the move, indented. */
const TOP_LEVEL = new Set([
  "decided",
  "order",
  "frontier",
  "placed",
  "march",
  "action",
  "eliminated",
  "resigned",
  "draw-offered",
  "draw-accepted",
  "draw-declined",
]);

function layout(l: LogLine, e: GameEvent | undefined, g: Shown): string[] {
  if (l.kind === "turn") {
    const colour = e?.type === "turn-start" ? side(g, e.player) : (x: string) => x;
    return ["", ...wrapText(`---- ${l.text} ----`, "     ", "").map(colour)];
  }
  if (e?.type === "game-over")
    return ["", ...wrapText(`*** ${l.text} ***`, "    ", "").map(paint.strong)];
  // A roll names the roller first, then lists the dice below.
  if (e?.type === "roll")
    return [
      ...wrapText(`${rollHead(g, e)}:`, "      ", "  "),
      ...wrap("    ", rolledFaces(e.dice), "    "),
    ];
  const indent =
    l.kind === "tally"
      ? "    "
      : (e && TOP_LEVEL.has(e.type)) || (e?.type === "armies-revealed" && l.kind === "big")
        ? ""
        : "  ";
  return wrap(indent, commaItems(l.text), `${indent}  `);
}

/**
 * What the special action icons of a roll mean, one line each, for those not in `explained` yet
 * (which then holds them): a player reads what an SAI does the first time it shows.
 */
function saiLines(e: GameEvent | undefined, explained: Set<string> | undefined): string[] {
  if (e?.type !== "roll" || !explained) return [];
  const lines: string[] = [];
  for (const r of e.dice) {
    if (isNormalIcon(r.icon)) continue;
    const name = saiName(r.icon, r.dieId);
    const meaning = saiMeaning(r.icon, r.dieId);
    if (!meaning || explained.has(name)) continue;
    explained.add(name);
    const text = `${name} (special action icon): ${meaning}`;
    lines.push(...wrapText(text, "      ", "    ").map(paint.dim));
  }
  return lines;
}

/**
 * One line (or a few) per event, in order. Rolls show each die's face and the arithmetic, and
 * explain each special action icon the first time it shows (`explained`: the names already
 * explained in this game); damage and losses stand out in colour.
 */
export function renderEvents(
  events: GameEvent[],
  g: Shown,
  explained?: Set<string>,
  rolls?: RollMemory,
): string[] {
  return describeEvents(events, g, 0, rolls).flatMap((l) => {
    const e = events[l.event];
    const lines = [...layout(l, e, g), ...saiLines(e, explained)];
    return l.kind === "damage" ? lines.map((line) => paint.damage(line)) : lines;
  });
}
