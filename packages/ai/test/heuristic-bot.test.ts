// The heuristic bot: legal answers to every decision kind, only its view, and strength.
import {
  applyInPlace,
  choiceProblem,
  type Decision,
  type GameState,
  newGame,
  type PlayerView,
  randomConfig,
  runScenario,
  seededRandomInt,
  viewFor,
} from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { type Bot, heuristicBot, playMatch, randomBot } from "../src/index.ts";

/** The decision as the player's view shows it (the bot's own decisions are shown in full). */
function decisionInView(view: PlayerView, id: number): Decision {
  const d = view.pending.find((x) => x.id === id);
  if (!d || !("prompt" in d)) throw new Error(`decision ${id} is not in the view`);
  return d;
}

/**
 * A deep-frozen copy of a view, so that a bot changing it throws (a copy: views share unchanged
 * dice with the state).
 */
function frozen<T>(x: T): T {
  return freeze(structuredClone(x));
}

function freeze<T>(x: T): T {
  if (typeof x === "object" && x !== null) {
    for (const v of Object.values(x)) freeze(v);
    Object.freeze(x);
  }
  return x;
}

/**
 * Plays a game where the heuristic bot holds `heuristicSeats` and random bots the others,
 * checking every heuristic answer with the engine on the full state. Returns the kinds answered.
 */
function playChecked(
  seed: number,
  players: number,
  heuristicSeats: number[],
  force = 24,
  advanced = false,
): { kinds: Set<string>; fallbacks: string[]; state: GameState } {
  const started = newGame(randomConfig(seed, players, force, { advanced }));
  if (!started.ok) throw new Error(started.error.message);
  return playFrom(started.state, seed, players, heuristicSeats);
}

/** `playChecked` from a position: the game `state` played on (to its end, or 3000 decisions). */
function playFrom(
  state: GameState,
  seed: number,
  players: number,
  heuristicSeats: number[],
): { kinds: Set<string>; fallbacks: string[]; state: GameState } {
  const kinds = new Set<string>();
  const fallbacks: string[] = [];
  const bots: Bot[] = Array.from({ length: players }, (_, seat) =>
    heuristicSeats.includes(seat)
      ? heuristicBot(seededRandomInt(seed * 10 + seat), {
          strict: true,
          onFallback: (kind, why) => fallbacks.push(`${kind}: ${why}`),
        })
      : randomBot(seededRandomInt(seed * 10 + seat)),
  );
  for (let n = 0; n < 3000 && !state.winner; n++) {
    const pending = state.pending[0];
    if (!pending) break;
    const mine = heuristicSeats.includes(pending.player);
    const view = mine ? frozen(viewFor(state, pending.player)) : viewFor(state, pending.player);
    const decision = decisionInView(view, pending.id);
    const choice = (bots[pending.player] as Bot).choose(view, decision);
    if (mine) {
      kinds.add(pending.kind);
      // The SAIs' choices and targets by the SAI asking (the prompt's first words, the data's sai).
      if (pending.kind === "sai-choice") kinds.add(`sai-choice ${pending.prompt.split(":")[0]}`);
      const sai = (pending.data as { sai?: string } | undefined)?.sai;
      if (pending.kind === "sai-targets") kinds.add(`sai-targets ${sai}`);
      expect(choiceProblem(state, pending, choice), `${pending.kind}`).toBeNull();
    }
    const result = applyInPlace(state, {
      type: "decide",
      player: pending.player,
      decision: pending.id,
      choice,
    });
    expect(result.ok).toBe(true);
  }
  return { kinds, fallbacks, state };
}

/**
 * Forces of 60 health at turn 3, A to start its turn (its armies meet dragons at once): see the
 * test below. `sheltered`: a Dragonslayer (immune to breaths, line 352) and a red Dragonhunter
 * at A's frontier army, else at A's home and a green Dragonhunter.
 */
function dragonPosition(seed: number, sheltered: boolean): GameState {
  const units = (owner: number, at: string, tag: string, dice: string[]) =>
    dice.map((die, i) => ({ id: `${tag}${i}`, die, owner, at }));
  const terrain = (id: string, owner: number) => ({
    id,
    die: "flatland-city",
    owner,
    role: id === "front" ? "frontier" : "home",
    face: 2,
    controller: null,
  });
  const troops = ["mammoth-rider", "mammoth-rider", "sergeant", "sergeant", "footman"];
  return runScenario({
    format: "dragondice-scenario/1",
    edition: "2.9a",
    seed,
    forceSize: 60,
    players: [{ name: "A" }, { name: "B" }],
    terrains: [terrain("home0", 0), terrain("home1", 1), terrain("front", 0)],
    dice: [
      ...units(0, "t:front", "af", [
        "dragonlord",
        sheltered ? "dragonslayer" : "footman",
        sheltered ? "dragonhunter-red" : "dragonhunter-green",
        "dragoncrusader",
        ...troops,
        "warlord",
      ]),
      ...units(0, "t:home0", "ah", [
        ...troops,
        sheltered ? "footman" : "dragonslayer",
        "enchanter",
        "enchanter",
      ]),
      ...units(0, "reserve", "ar", ["mammoth-rider", "sergeant", "footman", "footman"]),
      { id: "ad0", die: "blue-red-drake", owner: 0, at: "dragons:home1" },
      { id: "ad1", die: "green-drake", owner: 0, at: "dragons:home0" },
      { id: "ad2", die: "gold-ivory-drake", owner: 0, at: "pool" },
      ...units(1, "t:front", "bf", ["dragonmaster-red", "dragonzealot-blue", ...troops, "warlord"]),
      ...units(1, "t:home1", "bh", [...troops, "footman", "enchanter", "enchanter"]),
      ...units(1, "reserve", "br", ["mammoth-rider", "sergeant", "footman", "footman"]),
      { id: "bd0", die: "gold-ivory-drake", owner: 1, at: "dragons:front" },
      { id: "bd1", die: "red-ivory-drake", owner: 1, at: "dragons:front" },
      { id: "bd2", die: "ivory-drake", owner: 1, at: "dragons:front" },
      { id: "bd3", die: "blue-drake", owner: 1, at: "dragons:home0" },
      { id: "bd4", die: "red-drake", owner: 1, at: "dragons:home0" },
      { id: "bd5", die: "white-drake", owner: 1, at: "pool" },
    ],
    turn: { player: 0, number: 3 },
    start: { phase: "turn-start" },
    rolls: {
      af0: ["Logo"],
      af1: ["ID"],
      af2: ["ID"],
      af3: ["ID"],
      bd1: ["Breath"],
      bd2: ["Breath"],
      ad0: ["Breath"],
    },
  }).state;
}

describe("heuristic bot", () => {
  // Thirty whole games (and forty below): seconds alone, more on a busy machine, hence the timeouts.
  it("answers every decision kind it meets legally, without falling back", () => {
    const kinds = new Set<string>();
    const fallbacks: string[] = [];
    for (let seed = 1; seed <= 30; seed++) {
      const players = 2 + (seed % 3);
      // Two heuristic seats (so that it also answers counter-maneuvers and casualties against
      // a sensible opponent), random bots in the others.
      const r = playChecked(
        seed,
        players,
        [seed % players, (seed + 1) % players],
        [24, 36, 15][seed % 3] as number,
      );
      for (const k of r.kinds) kinds.add(k);
      fallbacks.push(...r.fallbacks);
    }
    expect(fallbacks).toEqual([]);
    for (const kind of [
      "assemble-armies",
      "first-or-frontier",
      "choose-frontier",
      "place-armies",
      "choose-march",
      "maneuver",
      "counter-maneuver",
      "choose-action",
      "counter-attack",
      "cast-spells",
      "choose-casualties",
      "reinforce",
      "retreat",
      "city",
      "temple",
      "temple-burial",
      "terrain-flight",
    ]) {
      expect(kinds, kind).toContain(kind);
    }
  });

  // Issue 15: forces drawn from the whole 2.9a catalogue (items, Dragonkin, minor and special
  // terrains, the Kings' Die). Decision kinds the bot has no opinion on yet (those the advanced
  // rules add) fall back to the random bot; every answer of its own is legal (strict).
  it("answers the decisions of games with advanced forces legally", () => {
    const kinds = new Set<string>();
    const fallbacks: string[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const players = 2 + (seed % 2);
      const r = playChecked(seed, players, [0, 1], [24, 36][seed % 2] as number, true);
      for (const k of r.kinds) kinds.add(k);
      fallbacks.push(...r.fallbacks);
    }
    expect(fallbacks.filter((f) => !f.endsWith(": no opinion"))).toEqual([]);
    expect(kinds).toContain("assemble-armies");
  });

  // 2.9a lines 322-390: forces of 60 bring three dragons each; the bot summons them against the
  // random bot's armies, and its own armies answer the attacks they meet, all legally.
  it("answers the dragon decisions it meets legally, without falling back", () => {
    const kinds = new Set<string>();
    const fallbacks: string[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const r = playChecked(seed, 2, [seed % 2], 60);
      for (const k of r.kinds) kinds.add(k);
      fallbacks.push(...r.fallbacks);
    }
    expect(fallbacks).toEqual([]);
    expect(kinds).toContain("dragon-response");
  }, 300_000); // against a hang only: a few seconds on a quiet machine

  // Lines 342, 356, 674, 947-961, 985, 2454: games at force 60 from positions where both
  // players' armies meet dragons, with Eldarim champions at A's frontier army (a Dragonlord's logo
  // forced: it tames one of B's three ivory-bred dragons there, then rides or keeps it and sets
  // it on B), A's green dragon among B's blue and red ones at A's home (dragon against dragon), A's
  // blue-red dragon breathing at B's home. In the second, no Dragonslayer shelters the frontier
  // army: B's red-ivory and ivory dragons breathe on it (B picks red, A orders the colours).
  it("answers the dragon rules' every decision in games from positions, without falling back", () => {
    const kinds = new Set<string>();
    const fallbacks: string[] = [];
    for (const sheltered of [true, false]) {
      for (let seed = 1; seed <= 3; seed++) {
        const r = playFrom(dragonPosition(seed, sheltered), seed, 2, [0, 1]);
        for (const k of r.kinds) kinds.add(k);
        fallbacks.push(...r.fallbacks);
      }
    }
    expect(fallbacks).toEqual([]);
    for (const kind of [
      "dragon-foe",
      "choose-breath",
      "order-breaths",
      "sai-targets Eldarim logos",
      "sai-choice Eldarim logos",
      "sai-choice Dragon Taming",
      "sai-choice Dragon riding",
      "dragon-response",
    ]) {
      expect(kinds, kind).toContain(kind);
    }
  }, 300_000); // against a hang only: a few seconds on a quiet machine

  it("answers from a view where the other players' dice are hidden", () => {
    const started = newGame(randomConfig(7, 2, 24));
    if (!started.ok) throw new Error(started.error.message);
    const state = started.state;
    // Set-up: the opponent's force is hidden ("hidden" die ids) in the view.
    const view = frozen(viewFor(state, 0));
    expect(view.dice.some((d) => d.owner === 1 && d.die === "hidden")).toBe(true);
    const assemble = decisionInView(view, (state.pending[0] as Decision).id);
    const bot = heuristicBot(seededRandomInt(1), { strict: true });
    expect(choiceProblem(state, assemble, bot.choose(view, assemble))).toBeNull();

    // Mid-game, with every die of the opponent masked as hidden: still a legal answer.
    const r = playMatch(randomConfig(8, 2, 24), [bot, randomBot(seededRandomInt(2))], {
      maxDecisions: 10,
    });
    const mid = r.state;
    // The game must still be going for the check to mean anything.
    expect(mid.winner).toBeNull();
    const pending = mid.pending[0] as Decision;
    const masked = viewFor(mid, pending.player);
    masked.dice = masked.dice.map((d) =>
      d.owner === pending.player ? d : { ...d, die: "hidden" },
    );
    const answer = heuristicBot(seededRandomInt(3)).choose(
      frozen(masked),
      decisionInView(masked, pending.id),
    );
    expect(choiceProblem(mid, pending, answer)).toBeNull();
  });

  it("never needs more than the view: the same view gives the same answer", () => {
    const r = playMatch(
      randomConfig(9, 2, 24),
      [heuristicBot(seededRandomInt(1)), heuristicBot(seededRandomInt(2))],
      { maxDecisions: 30 },
    );
    expect(r.state.winner).toBeNull();
    const pending = r.state.pending[0] as Decision;
    const view = viewFor(r.state, pending.player);
    const a = heuristicBot(seededRandomInt(5)).choose(
      frozen(view),
      decisionInView(view, pending.id),
    );
    const b = heuristicBot(seededRandomInt(6)).choose(
      frozen(view),
      decisionInView(view, pending.id),
    );
    expect(a).toEqual(b);
  });

  it("beats the random bot in at least 90% of 40 fixed games", () => {
    let wins = 0;
    for (let i = 0; i < 40; i++) {
      // Alternate seats so that the heuristic plays each force from both sides.
      const seat = i % 2;
      const bots = [0, 1].map((s) =>
        s === seat ? heuristicBot(seededRandomInt(100 + i)) : randomBot(seededRandomInt(200 + i)),
      );
      const r = playMatch(randomConfig(1000 + Math.floor(i / 2), 2, 24), bots);
      if (r.winner === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(36);
  });

  it("beats the random bot in at least 90% of 20 fixed games of advanced forces", () => {
    let wins = 0;
    for (let i = 0; i < 20; i++) {
      const seat = i % 2;
      const bots = [0, 1].map((s) =>
        s === seat ? heuristicBot(seededRandomInt(100 + i)) : randomBot(seededRandomInt(200 + i)),
      );
      const config = randomConfig(2000 + Math.floor(i / 2), 2, 24, { advanced: true });
      if (playMatch(config, bots).winner === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(18);
  });
});

describe("heuristic bot: SAI targets among its own units", () => {
  const started = newGame(randomConfig(7, 2, 24));
  if (!started.ok) throw new Error(started.error.message);
  // A footman and a behemoth of the bot's own, in its dead unit area.
  const view: PlayerView = {
    ...viewFor(started.state, 0),
    dice: [
      { id: "a", owner: 0, die: "footman", at: "dua" },
      { id: "b", owner: 0, die: "behemoth", at: "dua" },
    ] as PlayerView["dice"],
  };
  const units = [
    { id: "a", health: 1 },
    { id: "b", health: 4 },
  ];
  const pick = (data: Record<string, unknown>) =>
    heuristicBot(seededRandomInt(1)).choose(view, {
      id: 1,
      player: 0,
      kind: "sai-targets",
      prompt: "",
      data: { owner: 0, units, ...data },
    });

  // 2.9a rules/000 line 1861 (Convert): Undead brought back help their owner: the best that fit.
  it("brings back its most valuable units when picking helps them", () => {
    expect(pick({ sai: "Convert", maxHealth: 4, rule: "any", helps: true })).toEqual(["b"]);
    expect(pick({ sai: "Convert", maxHealth: 4, rule: "any" })).toEqual([]);
  });

  // Line 2014 (Plague): the owner plagues its least valuable unit next.
  it("gives an SAI that picks one of its units its least valuable one", () => {
    expect(pick({ sai: "Plague", maxHealth: 5, maxUnits: 1, rule: "at-least-one" })).toEqual(["a"]);
  });
});
