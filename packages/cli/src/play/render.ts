// Plain-text pictures of a game for the terminal: the board as one player sees it (a view from
// viewFor, never the full state) and the events of each move, every roll with each die's face and
// the arithmetic of its total.
import { dieById, isNormalIcon } from "@dragondice/catalog";
import type { DieState, GameEvent, PlayerView, RolledDie, Table } from "@dragondice/engine";

/** What the renderer needs of a game: a player's view, or a spectator's in a replay. */
export type Shown = Table & { viewer?: number | null; pending?: PlayerView["pending"] };

const WIDTH = 100;

// ---- Names ------------------------------------------------------------------------------------

/** The player's name as configured, e.g. "Player 1 (Dwarves)". */
export function playerName(g: Shown, player: number): string {
  return g.players[player]?.name ?? `Player ${player + 1}`;
}

/** The name without the force in brackets, for possessives: "Player 1". */
export function shortName(g: Shown, player: number): string {
  return playerName(g, player).replace(/\s*\([^)]*\)$/, "");
}

export const possessive = (name: string): string => (name.endsWith("s") ? `${name}'` : `${name}'s`);

export function dieName(dieId: string): string {
  return dieById(dieId)?.name ?? dieId;
}

/** "Footman (common, 1)"; dragons "Red Gold Drake (dragon, 5)"; hidden dice "a hidden die". */
export function unitLabel(dieId: string): string {
  if (dieId === "hidden") return "a hidden die";
  const d = dieById(dieId);
  if (!d) return dieId;
  if (d.kind === "unit") return `${d.name} (${d.size}, ${d.health})`;
  if (d.kind === "dragon") return `${d.name} (dragon, ${d.health})`;
  if (d.kind === "item") return `${d.name} (item, ${d.health})`;
  return d.name;
}

function healthOfDie(dieId: string): number {
  const d = dieById(dieId);
  return d && d.kind !== "terrain" ? d.health : 0;
}

const isUnitDie = (d: DieState): boolean => dieById(d.die)?.kind === "unit";

/** The name of a terrain; when two terrains share a name, its owner tells them apart. */
export function terrainName(g: Shown, terrainId: string): string {
  const t = g.terrains.find((x) => x.id === terrainId);
  if (!t) return terrainId;
  const name = dieName(t.die);
  const twins = g.terrains.filter(
    (x) => x.die === t.die && (x.role === "home" || x.role === "frontier" || g.turn === null),
  );
  return twins.length > 1 ? `${name} (${possessive(shortName(g, t.owner))})` : name;
}

/** The face a terrain shows, e.g. "6 Melee" or "8 City". */
export function terrainFace(g: Shown, terrainId: string, face?: number): string {
  const t = g.terrains.find((x) => x.id === terrainId);
  if (!t) return String(face ?? "?");
  const n = face ?? t.face;
  const die = dieById(t.die);
  const icon = die?.kind === "terrain" ? die.faces.find((f) => f.number === n)?.icon : undefined;
  return icon ? `${n} ${icon}` : String(n);
}

/** Where an army or a die is, in words: "Highland City", "the reserve area", "the DUA"... */
export function placeName(g: Shown, at: string): string {
  if (at.startsWith("t:")) return terrainName(g, at.slice(2));
  const zones: Record<string, string> = {
    reserve: "the reserve area",
    dua: "the dead unit area",
    bua: "the buried unit area",
    pool: "the summoning pool",
    out: "out of the game",
    force: "the force",
    "setup:home": "the home army",
    "setup:campaign": "the campaign army",
    "setup:horde": "the horde army",
  };
  return zones[at] ?? at;
}

/** "Player 1's army at Highland City" / "Player 1's reserve army". */
export function armyName(g: Shown, player: number, at: string): string {
  const who = possessive(shortName(g, player));
  if (at === "reserve") return `${who} reserve army`;
  if (at.startsWith("setup:")) return `${who} ${at.slice(6)} army`;
  return `${who} army at ${placeName(g, at)}`;
}

export function diceAt(g: Shown, player: number, at: string): DieState[] {
  return g.dice.filter((d) => d.owner === player && d.at === at);
}

export function unitsAt(g: Shown, player: number, at: string): DieState[] {
  return diceAt(g, player, at).filter(isUnitDie);
}

export function healthAt(g: Shown, player: number, at: string): number {
  return unitsAt(g, player, at).reduce((s, d) => s + healthOfDie(d.die), 0);
}

/** The species in a list of dice, e.g. "Dwarves" or "Coral Elves, Lava Elves". */
export function speciesOf(dice: DieState[]): string {
  const names: string[] = [];
  for (const d of dice) {
    const die = dieById(d.die);
    if (die?.kind !== "unit") continue;
    const s = die.species
      .split("-")
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(" ");
    if (!names.includes(s)) names.push(s);
  }
  return names.join(", ");
}

/** Items joined with ", " and wrapped under `indent`. */
export function wrap(head: string, items: string[], indent: string): string[] {
  const lines: string[] = [];
  let line = head;
  items.forEach((item, i) => {
    const piece = i < items.length - 1 ? `${item},` : item;
    if (line.length + 1 + piece.length > WIDTH && line.trim() !== head.trim()) {
      lines.push(line);
      line = `${indent}${piece}`;
    } else {
      line = line.endsWith(" ") || line === "" ? `${line}${piece}` : `${line} ${piece}`;
    }
  });
  lines.push(line);
  return lines;
}

// ---- Board ------------------------------------------------------------------------------------

const MARCH_KINDS = new Set([
  "choose-march",
  "maneuver",
  "counter-maneuver",
  "choose-action",
  "cast-spells",
  "counter-attack",
  "choose-casualties",
  "stepped-damage",
  "replanting",
  "magic-negation",
]);
const INITIAL_KINDS = new Set([
  "feralization",
  "mutation",
  "mutation-targets",
  "mutation-exchange",
  "city",
  "temple",
  "temple-burial",
]);
const RESERVE_KINDS = new Set(["reinforce", "retreat", "terrain-flight"]);

/** The phase of the turn, from the decisions waiting (all the view shows of the flow). */
export function phaseOf(g: Shown): string {
  if (g.winner) return "game over";
  if (!g.turn) return "set-up";
  const kinds = (g.pending ?? []).map((d) => d.kind);
  const marched = g.turn.marched.length;
  if (kinds.includes("choose-march")) return `march ${marched + 1}`;
  if (kinds.some((k) => MARCH_KINDS.has(k))) return `march ${Math.max(1, marched)}`;
  if (kinds.some((k) => INITIAL_KINDS.has(k))) return "initial effects";
  if (kinds.some((k) => RESERVE_KINDS.has(k))) return "reserve movement";
  return "turn";
}

function headline(g: Shown): string {
  if (g.winner) {
    const how = g.winner.reason === "two-terrains" ? "captured two terrains" : "has the last units";
    return `Game over: ${playerName(g, g.winner.player)} wins (${how})`;
  }
  if (!g.turn) return "Set-up";
  return `Turn ${g.turn.number}: ${playerName(g, g.turn.player)} to play, ${phaseOf(g)}`;
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

/** Rows of columns, each column as wide as its widest entry. */
function table(rows: string[][], indent: string): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  return rows.map((row) =>
    `${indent}${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("   ")}`.trimEnd(),
  );
}

function effectText(g: Shown, e: Table["effects"][number]): string {
  const until: Record<string, string> = {
    "start-of-owner-turn": "until the start of their next turn",
    "end-of-owner-turn": "until the end of their turn",
    "end-of-owner-next-turn": "until the end of their next turn",
    never: "lasting",
  };
  return `${e.kind} (${shortName(g, e.owner)}'s, ${until[e.expires] ?? e.expires})`;
}

function armyLines(g: Shown, player: number, at: string): string[] {
  const dice = unitsAt(g, player, at);
  if (dice.length === 0) return [];
  const health = dice.reduce((s, d) => s + healthOfDie(d.die), 0);
  const where = at === "reserve" ? "reserve" : `at ${placeName(g, at)}`;
  const head = `    ${where}, ${health} health:`;
  const lines = wrap(
    head,
    dice.map((d) => unitLabel(d.die)),
    "      ",
  );
  const ids = new Set(dice.map((d) => d.id));
  const effects = g.effects.filter((e) => e.target === at || ids.has(e.target));
  if (effects.length > 0) {
    lines.push(`      effects: ${effects.map((e) => effectText(g, e)).join("; ")}`);
  }
  return lines;
}

function zoneLine(g: Shown, player: number, at: string, label: string): string[] {
  const dice = diceAt(g, player, at);
  if (dice.length === 0) return [`    ${label}: none`];
  return wrap(
    `    ${label}:`,
    dice.map((d) => unitLabel(d.die)),
    "      ",
  );
}

/** The board as `g` shows it: terrains, every player's armies and areas, whose turn it is. */
export function renderBoard(g: Shown, seats?: readonly string[]): string {
  const lines: string[] = [`== ${headline(g)} ==`, "Terrains"];
  const shown = g.terrains.filter((t) =>
    g.turn || g.terrains.some((x) => x.role === "home") ? t.role !== "unused" : true,
  );
  lines.push(
    ...table(
      shown.map((t) => terrainColumns(g, t.id)),
      "  ",
    ),
  );
  g.players.forEach((p, player) => {
    const seat = seats?.[player];
    const mine = player === g.viewer;
    const all = g.dice.filter((d) => d.owner === player);
    const species = speciesOf(all);
    const tags = [
      p.name.includes(species) ? "" : species,
      seat ? (seat === "human" ? "human" : `${seat} bot`) : "",
      mine ? "you" : "",
      p.eliminated ? "eliminated" : "",
    ].filter((x) => x !== "");
    lines.push(`${p.name}${tags.length ? ` [${tags.join(", ")}]` : ""}`);
    const hidden = all.filter((d) => d.die === "hidden").length;
    if (hidden > 0) lines.push(`    ${hidden} dice, not revealed yet`);
    const unplaced = ["force", "setup:home", "setup:campaign", "setup:horde"];
    for (const at of unplaced) {
      const dice = unitsAt(g, player, at);
      if (dice.length === 0) continue;
      const health = dice.reduce((s, d) => s + healthOfDie(d.die), 0);
      const label = at === "force" ? "force" : `${at.slice(6)} army`;
      lines.push(
        ...wrap(
          `    ${label}, ${health} health:`,
          dice.map((d) => unitLabel(d.die)),
          "      ",
        ),
      );
    }
    for (const t of g.terrains) lines.push(...armyLines(g, player, `t:${t.id}`));
    lines.push(...armyLines(g, player, "reserve"));
    if (g.turn || g.dice.some((d) => d.owner === player && d.at.startsWith("t:"))) {
      lines.push(...zoneLine(g, player, "dua", "DUA (dead)"));
      lines.push(...zoneLine(g, player, "bua", "BUA (buried)"));
    }
    lines.push(...zoneLine(g, player, "pool", "summoning pool"));
  });
  const loose = g.effects.filter(
    (e) =>
      !e.target.startsWith("t:") &&
      e.target !== "reserve" &&
      !g.dice.some((d) => d.id === e.target && (d.at.startsWith("t:") || d.at === "reserve")),
  );
  if (loose.length > 0) {
    lines.push(`Effects: ${loose.map((e) => `${effectText(g, e)} on ${e.target}`).join("; ")}`);
  }
  return lines.join("\n");
}

// ---- Events -----------------------------------------------------------------------------------

/** What each kind of roll is for: the icon that counts, the word for its total, and a verb. */
const PURPOSES: Record<string, { icon: string; noun: string; doing: string }> = {
  "initial-maneuver": { icon: "Maneuver", noun: "maneuvers", doing: "rolls for the first turn" },
  maneuver: { icon: "Maneuver", noun: "maneuvers", doing: "rolls to maneuver" },
  "counter-maneuver": { icon: "Maneuver", noun: "maneuvers", doing: "rolls to counter-maneuver" },
  "melee-attack": { icon: "Melee", noun: "hits", doing: "rolls to attack in melee" },
  "counter-attack": { icon: "Melee", noun: "hits", doing: "rolls to counter-attack" },
  "missile-action": { icon: "Missile", noun: "hits", doing: "rolls to shoot missiles" },
  "magic-action": { icon: "Magic", noun: "magic", doing: "rolls for magic" },
  "magic-negation": { icon: "Magic", noun: "magic negated", doing: "rolls to negate magic" },
  "save-vs-melee": { icon: "Save", noun: "saves", doing: "rolls saves" },
  "save-vs-missile": { icon: "Save", noun: "saves", doing: "rolls saves" },
  "resist-burial": { icon: "Save", noun: "saves", doing: "rolls to resist burial" },
  "mutation-save": { icon: "Save", noun: "saves", doing: "rolls saves against mutation" },
};

const faceText = (r: RolledDie): string => `${r.count} ${r.icon}`;

/** "Footman 2 Melee", "Crack Shot 3 ID"... one per die (a die rolled twice shows both faces). */
export function rolledFaces(dice: RolledDie[]): string[] {
  const byDie = new Map<string, { name: string; faces: string[] }>();
  for (const r of dice) {
    const entry = byDie.get(r.die) ?? { name: dieName(r.dieId), faces: [] };
    entry.faces.push(faceText(r));
    byDie.set(r.die, entry);
  }
  return [...byDie.values()].map((e) => `${e.name} ${e.faces.join(" then ")}`);
}

/** The results a roll shows for its purpose: the counted icon, ID icons and SAIs. */
function rollParts(
  purpose: string,
  dice: RolledDie[],
): { parts: string[]; base: number; sais: string[] } {
  const icon = PURPOSES[purpose]?.icon ?? "";
  let normal = 0;
  let id = 0;
  const sais = new Map<string, number>();
  for (const r of dice) {
    if (r.icon === icon) normal += r.count;
    else if (r.icon === "ID") id += r.count;
    else if (!isNormalIcon(r.icon)) sais.set(r.icon, (sais.get(r.icon) ?? 0) + r.count);
  }
  const parts = [`${normal} ${icon.toLowerCase()}`];
  if (id > 0) parts.push(`${id} ID`);
  return {
    parts,
    base: normal + id,
    sais: [...sais].map(([name, n]) => `${n} ${name} (SAI)`),
  };
}

/**
 * The arithmetic of a roll's total: "7 melee + 2 ID = 9 hits", or with the SAIs and modifiers
 * that changed it, "4 maneuver -> 8 maneuvers after modifiers (also rolled: 4 Confuse (SAI))".
 */
export function tallyText(purpose: string, dice: RolledDie[] | undefined, total: number): string {
  const noun = PURPOSES[purpose]?.noun ?? "results";
  const counted = `${total} ${total === 1 ? noun.replace(/s( |$)/, "$1") : noun}`;
  if (!dice) return counted;
  const { parts, base, sais } = rollParts(purpose, dice);
  if (total === base) return parts.length > 1 ? `${parts.join(" + ")} = ${counted}` : counted;
  const also = sais.length > 0 ? ` (also rolled: ${sais.join(", ")})` : "";
  return `${parts.join(" + ")} -> ${counted} after modifiers${also}`;
}

function targetText(g: Shown, target: string | undefined): string {
  if (!target) return "";
  const [p, at] = target.split("@");
  return ` against ${armyName(g, Number(p), at ?? "")}`;
}

function labelsOf(g: Shown, ids: string[]): string[] {
  return ids.map((id) => {
    const d = g.dice.find((x) => x.id === id);
    return d ? unitLabel(d.die) : id;
  });
}

const namesOf = (g: Shown, ids: string[]): string => labelsOf(g, ids).join(", ");

/** Decisions worth a line of their own (the others show through the events they cause). */
function decidedText(g: Shown, e: Extract<GameEvent, { type: "decided" }>): string | null {
  const who = shortName(g, e.player);
  const c = e.choice as Record<string, unknown> | boolean | string | null;
  switch (e.kind) {
    case "first-or-frontier":
      return c === "play-first"
        ? `${who} chooses to play first.`
        : `${who} chooses to pick the frontier; the other player goes first.`;
    case "choose-march":
      return (c as { army: unknown }).army === null ? `${who} passes.` : null;
    case "counter-maneuver":
      return c === false ? `${who} does not counter-maneuver.` : null;
    case "counter-attack":
      return c === false ? `${who} does not counter-attack.` : null;
    case "magic-negation":
      return c === false ? `${who} does not negate the magic.` : null;
    case "choose-action":
      return (c as { action: unknown }).action === null ? `${who} takes no action.` : null;
    case "feralization":
    case "mutation":
    case "city":
    case "temple":
      return typeof c === "object" && c !== null && "skip" in c
        ? `${who} skips the ${e.kind}.`
        : null;
    default:
      return null;
  }
}

/** One line (or a few) per event, in order. Rolls show each die's face and the arithmetic. */
export function renderEvents(events: GameEvent[], g: Shown): string[] {
  const lines: string[] = [];
  const lastRoll = new Map<string, RolledDie[]>();
  for (const e of events) {
    switch (e.type) {
      case "decided": {
        const text = decidedText(g, e);
        if (text) lines.push(text);
        break;
      }
      case "roll": {
        const p = PURPOSES[e.purpose];
        lastRoll.set(`${e.player}:${e.purpose}`, e.dice);
        const where = e.location.startsWith("t:") ? ` at ${placeName(g, e.location)}` : "";
        lines.push(`  ${shortName(g, e.player)} ${p?.doing ?? `rolls (${e.purpose})`}${where}:`);
        lines.push(...wrap("    ", rolledFaces(e.dice), "    "));
        break;
      }
      case "tally": {
        const [key] = Object.keys(e.results);
        const total = key ? (e.results[key] ?? 0) : 0;
        const rolled = lastRoll.get(`${e.player}:${e.purpose}`);
        const dice = e.note ? rolled?.filter((r) => r.die === e.note) : rolled;
        const of = e.note ? ` (${namesOf(g, [e.note])})` : "";
        lines.push(`    = ${tallyText(e.purpose, dice, total)}${of}`);
        break;
      }
      case "terrain-roll":
        lines.push(
          `  ${terrainName(g, e.terrain)} rolls ${terrainFace(g, e.terrain, e.face)}${e.face === 8 ? ": rolled again" : e.face === 7 ? ": turned down to 6" : ""}.`,
        );
        break;
      case "armies-revealed": {
        lines.push("Armies revealed:");
        for (const [key, ids] of Object.entries(e.armies)) {
          const [p, army] = key.split(":");
          const health = ids.reduce((s, id) => {
            const d = g.dice.find((x) => x.id === id);
            return s + (d ? healthOfDie(d.die) : 0);
          }, 0);
          lines.push(
            ...wrap(
              `  ${possessive(shortName(g, Number(p)))} ${army} army, ${health} health:`,
              labelsOf(g, ids),
              "    ",
            ),
          );
        }
        break;
      }
      case "order":
        lines.push(
          `Order of play: ${e.order.map((p) => `${shortName(g, p)} (${e.initiative[p] ?? 0})`).join(", then ")}.`,
        );
        break;
      case "frontier":
        lines.push(`The frontier is ${terrainName(g, e.terrain)}.`);
        break;
      case "placed":
        lines.push(
          `${possessive(shortName(g, e.player))} ${e.army} army takes the field at ${placeName(g, e.location)}.`,
        );
        break;
      case "turn-start":
        lines.push("", `---- Turn ${e.number}: ${playerName(g, e.player)} ----`);
        break;
      case "march":
        lines.push(
          e.location === "reserve"
            ? `${shortName(g, e.player)} marches with the reserve army.`
            : `${shortName(g, e.player)} marches with the army at ${placeName(g, e.location)}.`,
        );
        break;
      case "maneuver": {
        const name = terrainName(g, e.terrain);
        lines.push(
          e.success
            ? `  Maneuver succeeds: ${name} turns from ${terrainFace(g, e.terrain, e.from)} to ${terrainFace(g, e.terrain, e.to)}.`
            : `  Maneuver fails: ${name} stays at ${terrainFace(g, e.terrain, e.from)}.`,
        );
        break;
      }
      case "capture":
        lines.push(
          `  ${shortName(g, e.player)} captures ${terrainName(g, e.terrain)} (${terrainFace(g, e.terrain, 8)})!`,
        );
        break;
      case "control-lost":
        lines.push(`  ${shortName(g, e.player)} loses control of ${terrainName(g, e.terrain)}.`);
        break;
      case "action": {
        const what = {
          melee: "a melee attack",
          missile: "a missile attack",
          magic: "a magic action",
        };
        const from = e.location === "reserve" ? "the reserve army" : placeName(g, e.location);
        lines.push(
          `${shortName(g, e.player)} takes ${what[e.action as keyof typeof what] ?? e.action} from ${from}${targetText(g, e.target)}.`,
        );
        break;
      }
      case "damage": {
        const left = Math.max(0, e.damage - e.saves);
        const hits = `${e.damage} hit${e.damage === 1 ? "" : "s"}`;
        const saves = `${e.saves} save${e.saves === 1 ? "" : "s"}`;
        lines.push(
          `  ${armyName(g, e.player, e.location)}: ${hits} - ${saves} = ${left > 0 ? `${left} damage` : "no damage"}.`,
        );
        break;
      }
      case "killed":
        lines.push(...wrap(`  ${shortName(g, e.player)} loses`, labelsOf(g, e.dice), "    "));
        lines[lines.length - 1] += " (to the DUA).";
        break;
      case "exchanged":
        lines.push(
          `  ${e.effect}: ${shortName(g, e.player)} trades ${namesOf(g, e.out)} for ${namesOf(g, e.in)} at ${placeName(g, e.location)}.`,
        );
        break;
      case "burial-resisted":
        lines.push(`  ${namesOf(g, e.dice)} resist${e.dice.length === 1 ? "s" : ""} burial.`);
        break;
      case "scorching-touch":
        lines.push(
          `  Scorching Touch: ${possessive(shortName(g, e.player))} Scalders do ${e.damage} damage back to ${shortName(g, e.target)}.`,
        );
        break;
      case "magic-negation":
        lines.push(
          `  ${e.by.map((p) => shortName(g, p)).join(" and ")} negate${e.by.length === 1 ? "s" : ""} ${e.negation} magic of ${shortName(g, e.player)}.`,
        );
        break;
      case "moved":
        lines.push(
          `  ${shortName(g, e.player)} moves ${namesOf(g, e.dice)} from ${placeName(g, e.from)} to ${placeName(g, e.to)}.`,
        );
        break;
      case "recruited": {
        const d = g.dice.find((x) => x.id === e.die);
        lines.push(
          `  ${e.by}: ${shortName(g, e.player)} brings ${d ? unitLabel(d.die) : e.die} back to ${placeName(g, e.location)}.`,
        );
        break;
      }
      case "promoted":
        lines.push(
          `  ${e.by}: ${shortName(g, e.player)} promotes ${namesOf(g, [e.unit])} to ${namesOf(g, [e.to])}.`,
        );
        break;
      case "buried":
        lines.push(`  ${shortName(g, e.player)} buries ${namesOf(g, e.dice)} (${e.by}).`);
        break;
      case "magic-pool": {
        const rolled = lastRoll.get(`${e.player}:magic-action`);
        const points = Object.entries(e.points).map(([c, n]) => `${n} ${c}`);
        const r = rolled ? rollParts("magic-action", rolled) : null;
        const sum = r
          ? `${r.parts.join(" + ")}${r.sais.length ? ` (also rolled: ${r.sais.join(", ")})` : ""}`
          : "";
        lines.push(
          `    = ${sum ? `${sum}: ` : ""}${points.length ? `magic ${points.join(", ")}` : "no magic they can use"}.`,
        );
        break;
      }
      case "not-implemented":
        lines.push(`  (not in the game yet: ${e.detail})`);
        break;
      case "eliminated":
        lines.push(`${playerName(g, e.player)} has no units left and is out of the game.`);
        break;
      case "game-over":
        lines.push("", `*** ${playerName(g, e.player)} wins: ${e.reason}. ***`);
        break;
    }
  }
  return lines;
}
