// `dragondice simulate`: bot-against-bot games with random legal forces, and what came of them:
// win rates with 95% Wilson intervals, the first player's advantage, game lengths, wins by
// species and by victory type, the spells each bot cast, and the dragons it summoned and slew. Seats rotate from one game to the next (each force is played from
// every seat in turn), so that no bot always has the same seat or force.
import { BOT_NAMES, type Bot, isBotName, makeBot, playMatch } from "@dragondice/ai";
import { units } from "@dragondice/catalog";
import { type GameEvent, newGame, randomConfig, seededRandomInt } from "@dragondice/engine";
import { spellsOf } from "@dragondice/words";
import type { Command } from "commander";
import type { Io } from "../main.ts";
import {
  advancedOption,
  botList,
  forceOption,
  playerCount,
  positiveInt,
  seedValue,
} from "../options.ts";
import { progress } from "../progress.ts";
import { UsageError } from "../usage-error.ts";
import { fitLines } from "../wrap.ts";
import { round } from "./figures.ts";

/** The decision cap per game: a game still going after this many decisions counts as a draw. */
export const MAX_DECISIONS = 20_000;

export interface SimulateOptions {
  games: number;
  bots: string[];
  players: number;
  force: number;
  seed: number;
  /** Forces drawn from the whole catalogue, the advanced rules' components included. */
  advanced?: boolean;
}

/** A proportion with its 95% Wilson score interval. */
export interface Rate {
  count: number;
  of: number;
  rate: number;
  ci95: [number, number];
}

export interface SimulateResult {
  games: number;
  players: number;
  force: number;
  seed: number;
  seating: string;
  bots: (Rate & { bot: string; entry: number })[];
  /** The share of finished games won by whoever moved first. */
  firstPlayer: Rate;
  averageTurns: number;
  averageDecisions: number;
  /** Per species: the games won by a force mostly of that species (most of its health), out of
   * the games such a force played; best rate first. */
  winsBySpecies: Record<string, Rate>;
  victories: { "two-terrains": number; "last-units": number };
  /** Per bot: the pools of magic it was asked to spend, those it cast with, and its spells. */
  spells: (SpellTally & { bot: string })[];
  /** Per bot: the dragons it summoned and those its armies slew (2.9a lines 322-390). */
  dragons: (DragonTally & { bot: string })[];
  unfinished: number;
  seconds: number;
}

export interface SpellTally {
  /** "cast-spells" decisions answered. */
  pools: number;
  /** Those answered with at least one spell. */
  casting: number;
  /** Castings, by spell id. */
  bySpell: Record<string, number>;
}

export interface DragonTally {
  /** Dragons sent to a terrain by its spells ("dragon-summoned" events). */
  summoned: number;
  /** Dragons its armies slew ("dragons-slain" events). */
  slain: number;
}

/** Counts a decision's dragon events into the tally of the bot in each seat. */
export function countDragons(events: readonly GameEvent[], tallyOf: (seat: number) => DragonTally) {
  for (const e of events) {
    if (e.type === "dragon-summoned") tallyOf(e.player).summoned++;
    else if (e.type === "dragons-slain") tallyOf(e.player).slain += e.dragons.length;
  }
}

/** The bot, counting the spells it announces into `tally`. */
function countingSpells(bot: Bot, tally: SpellTally): Bot {
  return {
    name: bot.name,
    choose(view, decision) {
      const choice = bot.choose(view, decision);
      if (decision.kind === "cast-spells") {
        const spells = spellsOf(choice);
        tally.pools++;
        if (spells.length > 0) tally.casting++;
        for (const a of spells) tally.bySpell[a.spell] = (tally.bySpell[a.spell] ?? 0) + 1;
      }
      return choice;
    },
  };
}

/** The 95% Wilson score interval of `count` successes out of `of`. */
export function wilson(count: number, of: number, z = 1.96): [number, number] {
  if (of === 0) return [0, 1];
  const p = count / of;
  const z2 = z * z;
  const centre = (p + z2 / (2 * of)) / (1 + z2 / of);
  const half = (z * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of))) / (1 + z2 / of);
  return [round(Math.max(0, centre - half), 3), round(Math.min(1, centre + half), 3)];
}

const rate = (count: number, of: number): Rate => ({
  count,
  of,
  rate: of === 0 ? 0 : round(count / of, 3),
  ci95: wilson(count, of),
});

const speciesOf = new Map(units.map((u) => [u.id, u]));

/** The species with the most health in a force (ties: the first by name). */
export function mainSpecies(dice: readonly string[]): string {
  const health = new Map<string, number>();
  for (const id of dice) {
    const u = speciesOf.get(id);
    if (u) health.set(u.species, (health.get(u.species) ?? 0) + u.health);
  }
  return (
    [...health.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "none"
  );
}

/** A seed for one bot in one game, mixed from the run's seed, the game and the seat. */
const botSeed = (seed: number, game: number, seat: number): number =>
  (Math.imul(seed, 0x9e3779b1) ^
    Math.imul(game + 1, 0x85ebca6b) ^
    Math.imul(seat + 1, 0xc2b2ae35)) |
  0;

/**
 * Plays the games. Game i plays the forces of randomConfig(seed + floor(i / players)) with its
 * own dice (game seed: seed + i) and the bots rotated by i: seat s is played by
 * bots[(s + i) % players].
 */
export function runSimulation(
  opts: SimulateOptions,
  onGame?: (done: number) => void,
): SimulateResult {
  const n = opts.players;
  const unknown = opts.bots.find((name) => !isBotName(name));
  if (unknown !== undefined) {
    throw new UsageError(`unknown bot "${unknown}" (known: ${BOT_NAMES.join(", ")})`);
  }
  const wins = new Array<number>(n).fill(0);
  let firstWins = 0;
  let finished = 0;
  let turns = 0;
  let decisions = 0;
  const bySpecies: Record<string, number> = {};
  const playedBySpecies: Record<string, number> = {};
  const victories = { "two-terrains": 0, "last-units": 0 };
  const tallies: SpellTally[] = opts.bots.map(() => ({ pools: 0, casting: 0, bySpell: {} }));
  const dragons: DragonTally[] = opts.bots.map(() => ({ summoned: 0, slain: 0 }));
  const started = performance.now();
  for (let i = 0; i < opts.games; i++) {
    // The same forces for `players` games in a row, each with its own dice.
    const config = {
      ...randomConfig(opts.seed + Math.floor(i / n), n, opts.force, {
        advanced: opts.advanced === true,
      }),
      seed: opts.seed + i,
    };
    const check = newGame(config);
    if (!check.ok) {
      throw new UsageError(`--force ${opts.force}: no legal game (${check.error.message})`);
    }
    const entryAt = (seat: number) => (seat + i) % n;
    const bots = Array.from({ length: n }, (_, seat) =>
      countingSpells(
        makeBot(opts.bots[entryAt(seat)] as string, seededRandomInt(botSeed(opts.seed, i, seat))),
        tallies[entryAt(seat)] as SpellTally,
      ),
    );
    const r = playMatch(config, bots, {
      maxDecisions: MAX_DECISIONS,
      onEvents: (events) => countDragons(events, (seat) => dragons[entryAt(seat)] as DragonTally),
    });
    // A species counts once per game, even when two forces of the game are mostly of it.
    for (const species of new Set(config.players.map((p) => mainSpecies(p.dice)))) {
      playedBySpecies[species] = (playedBySpecies[species] ?? 0) + 1;
    }
    turns += r.turns;
    decisions += r.decisions;
    // Bots neither resign nor agree draws: a game is won on the board, or not finished.
    if (r.winner !== null && (r.reason === "two-terrains" || r.reason === "last-units")) {
      finished++;
      const entry = entryAt(r.winner);
      wins[entry] = (wins[entry] ?? 0) + 1;
      if (r.state.order[0] === r.winner) firstWins++;
      const species = mainSpecies(config.players[r.winner]?.dice ?? []);
      bySpecies[species] = (bySpecies[species] ?? 0) + 1;
      victories[r.reason]++;
    }
    onGame?.(i + 1);
  }
  const names = opts.bots;
  const label = (name: string, entry: number) =>
    names.filter((x) => x === name).length > 1 ? `${name} (${entry + 1})` : name;
  return {
    games: opts.games,
    players: n,
    force: opts.force,
    seed: opts.seed,
    seating: `seats rotate every game: seat s plays bot (s + game) mod ${n}, and each set of forces is played ${n} games running (new dice each game), once from every seat, so no bot always moves first`,
    bots: names.map((name, entry) => ({
      bot: label(name, entry),
      entry,
      ...rate(wins[entry] ?? 0, opts.games),
    })),
    firstPlayer: rate(firstWins, finished),
    averageTurns: round(turns / opts.games, 1),
    averageDecisions: round(decisions / opts.games, 1),
    winsBySpecies: Object.fromEntries(
      Object.entries(playedBySpecies)
        .map(([species, played]) => [species, rate(bySpecies[species] ?? 0, played)] as const)
        .sort((a, b) => b[1].rate - a[1].rate || b[1].of - a[1].of || a[0].localeCompare(b[0])),
    ),
    victories,
    spells: names.map((name, entry) => ({
      bot: label(name, entry),
      ...(tallies[entry] as SpellTally),
    })),
    dragons: names.map((name, entry) => ({
      bot: label(name, entry),
      ...(dragons[entry] as DragonTally),
    })),
    unfinished: opts.games - finished,
    seconds: round((performance.now() - started) / 1000, 1),
  };
}

/** "cast 12 spells in 9 of 30 pools of magic (hailstorm 8, stoneskin 4)", most cast first. */
function spellLine(t: SpellTally): string {
  const cast = Object.entries(t.bySpell).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const total = cast.reduce((sum, [, n]) => sum + n, 0);
  const which = cast.length > 0 ? ` (${cast.map(([id, n]) => `${id} ${n}`).join(", ")})` : "";
  return `cast ${total} spell${total === 1 ? "" : "s"} in ${t.casting} of ${t.pools} pools of magic${which}`;
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const interval = (r: Rate) => `[${percent(r.ci95[0])}, ${percent(r.ci95[1])}]`;

export function formatSimulation(r: SimulateResult): string {
  const width = Math.max(...r.bots.map((b) => b.bot.length), 10);
  const lines = [
    `${r.games} games, ${r.players} players, forces of ${r.force} health, seed ${r.seed} (${r.seconds} s)`,
    `(${r.seating})`,
    "",
    "win rates (95% Wilson interval):",
    ...r.bots.map(
      (b) =>
        `  ${b.bot.padEnd(width)}  ${percent(b.rate).padStart(6)}  ${interval(b)}  ${b.count}/${b.of}`,
    ),
    `moving first: whoever moved first won ${percent(r.firstPlayer.rate)} ${interval(r.firstPlayer)} of the ${r.firstPlayer.of} finished games (no advantage: ${percent(1 / r.players)})`,
    `average ${r.averageTurns} turns and ${r.averageDecisions} decisions per game`,
    `victories: ${r.victories["two-terrains"]} by two terrains, ${r.victories["last-units"]} by last units; ${r.unfinished} unfinished (draws at ${MAX_DECISIONS} decisions)`,
    "spells:",
    ...r.spells.map((t) => `  ${t.bot.padEnd(width)}  ${spellLine(t)}`),
    "dragons:",
    ...r.dragons.map(
      (t) =>
        `  ${t.bot.padEnd(width)}  summoned ${t.summoned} dragon${t.summoned === 1 ? "" : "s"}; its armies slew ${t.slain}`,
    ),
    "win rates by species (games won of games played by a force mostly of that species):",
    ...Object.entries(r.winsBySpecies).map(
      ([s, w]) =>
        `  ${s.padEnd(16)} ${percent(w.rate).padStart(6)}  ${`${w.count}/${w.of}`.padStart(7)}  ${interval(w)}`,
    ),
  ];
  return lines.join("\n");
}

export function simulateCommand(program: Command, io: Io): void {
  program
    .command("simulate")
    .description("play bot-against-bot games and report win rates (seats rotate between games)")
    .option("--games <n>", "number of games", positiveInt, 100)
    .option("--bots <list>", `bots by seat, comma-separated: ${BOT_NAMES.join(", ")}`, botList, [
      "heuristic",
      "random",
    ])
    .option("--players <n>", "players per game (2 to 4; default: the number of bots)", playerCount)
    .addOption(forceOption())
    .option("--seed <n>", "first seed (forces and dice)", seedValue, 1)
    .addOption(advancedOption())
    .option("--json", "print the result as one JSON object")
    .action(
      (opts: {
        games: number;
        bots: string[];
        players?: number;
        force: number;
        seed: number;
        advanced?: boolean;
        json?: boolean;
      }) => {
        let bots = opts.bots;
        const players = opts.players ?? bots.length;
        if (players < 2 || players > 4) {
          throw new UsageError(
            `--bots names ${bots.length} bot${bots.length === 1 ? "" : "s"}: a game has 2 to 4 players (or give --players)`,
          );
        }
        if (bots.length === 1) bots = new Array<string>(players).fill(bots[0] as string);
        if (bots.length !== players) {
          throw new UsageError(`--bots names ${bots.length} bots for ${players} players`);
        }
        const bar = progress(opts.games, "games");
        let r: SimulateResult;
        try {
          r = runSimulation(
            {
              games: opts.games,
              bots,
              players,
              force: opts.force,
              seed: opts.seed,
              advanced: opts.advanced === true,
            },
            bar.tick,
          );
        } finally {
          bar.end();
        }
        io.out(opts.json ? JSON.stringify(r) : fitLines(formatSimulation(r)));
      },
    );
}
