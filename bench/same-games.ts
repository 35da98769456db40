// Same games: a fixed set of seeded bot games whose records are hashed, so that a change meant to
// keep play identical (a refactor, a speed-up) can prove it did, decision for decision and roll for
// roll. `same-games.json` holds the hashes; a rule fixed on purpose changes some, and the commit
// that changes them says which rule.
//
//   npx tsx bench/same-games.ts            compare with same-games.json (exit 1 on a difference)
//   npx tsx bench/same-games.ts --write    write same-games.json anew
//
// Each bot draws its random choices for decision n from its own stream (decisionRandom), so a
// bot that draws more or fewer numbers for one decision changes only that decision.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { decisionRandom, makeBot } from "@dragondice/ai";
import {
  type Action,
  applyInPlace,
  COMPILER_FLAGS,
  type GameConfig,
  type GameEvent,
  newGame,
  viewFor,
} from "@dragondice/engine";
import { randomConfig } from "../packages/engine/src/random-play.ts";

interface GameSet {
  name: string;
  bots: "random" | "heuristic";
  players: number;
  advanced: boolean;
  games: number;
}

// 500 games: random and heuristic bots, standard and advanced forces, 2 and 4 players.
const SETS: readonly GameSet[] = [
  { name: "random-2", bots: "random", players: 2, advanced: false, games: 150 },
  { name: "random-4", bots: "random", players: 4, advanced: false, games: 80 },
  { name: "random-2-advanced", bots: "random", players: 2, advanced: true, games: 100 },
  { name: "random-4-advanced", bots: "random", players: 4, advanced: true, games: 50 },
  { name: "heuristic-2", bots: "heuristic", players: 2, advanced: false, games: 60 },
  { name: "heuristic-2-advanced", bots: "heuristic", players: 2, advanced: true, games: 40 },
  { name: "heuristic-4", bots: "heuristic", players: 4, advanced: false, games: 20 },
];
const FORCE = 24;
const MAX_DECISIONS = 6000;

/** One game's record hash: its configuration, every action and every rolled face, and the end. */
function playAndHash(config: GameConfig, bots: GameSet["bots"], seed: number): string {
  const started = newGame(config);
  if (!started.ok) throw new Error(started.error.message);
  const state = started.state;
  const hash = createHash("sha256").update(JSON.stringify(config));
  const rolls = (events: readonly GameEvent[]) => {
    for (const e of events) {
      if (e.type === "roll") hash.update(e.dice.map((d) => `${d.die}:${d.face}`).join(","));
    }
  };
  rolls(started.events);
  let draw = decisionRandom(seed, 0);
  const players = config.players.map(() => makeBot(bots, (min, max) => draw(min, max)));
  for (let n = 0; n < MAX_DECISIONS && !state.winner; n++) {
    const pending = state.pending[0];
    if (!pending) break;
    const view = viewFor(state, pending.player);
    const decision = view.pending.find((d) => d.id === pending.id);
    if (!decision || !("prompt" in decision)) throw new Error(`decision ${pending.id} not shown`);
    draw = decisionRandom(seed, n, pending.player);
    const choice = players[pending.player]?.choose(view, decision);
    const action: Action = { type: "decide", player: pending.player, decision: pending.id, choice };
    const result = applyInPlace(state, action);
    if (!result.ok) throw new Error(`seed ${seed}: ${result.error.message}`);
    hash.update(JSON.stringify(action));
    rolls(result.events);
  }
  hash.update(JSON.stringify(state.winner));
  return hash.digest("hex").slice(0, 16);
}

function playAll(): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const set of SETS) {
    const started = Date.now();
    for (let i = 0; i < set.games; i++) {
      const seed = 1000 * (SETS.indexOf(set) + 1) + i;
      const config = randomConfig(seed, set.players, FORCE, { advanced: set.advanced });
      hashes[`${set.name}:${seed}`] = playAndHash(config, set.bots, seed);
    }
    console.log(`${set.name}: ${set.games} games (${Date.now() - started} ms)`);
  }
  return hashes;
}

const file = new URL("./same-games.json", import.meta.url);
// As the programs that play set it (compiler-flags.ts): 12 s instead of 14.
setFlagsFromString(COMPILER_FLAGS);
const hashes = playAll();
if (process.argv.includes("--write")) {
  writeFileSync(file, `${JSON.stringify(hashes, null, 2)}\n`);
  console.log(`${Object.keys(hashes).length} hashes written to bench/same-games.json`);
} else {
  const fixed = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  const keys = new Set([...Object.keys(fixed), ...Object.keys(hashes)]);
  const differ = [...keys].filter((k) => fixed[k] !== hashes[k]);
  console.log(`${keys.size - differ.length} of ${keys.size} games the same`);
  if (differ.length > 0) {
    console.log(`different: ${differ.slice(0, 20).join(", ")}${differ.length > 20 ? ", …" : ""}`);
    process.exit(1);
  }
}
