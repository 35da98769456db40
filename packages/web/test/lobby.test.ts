import type { GameSummary } from "@dragondice/server/protocol";
import { describe, expect, it } from "vitest";
import { emptyDraft } from "../src/builder/draft.ts";
import { forgetGame, loadGames, replayPath, saveGame, seatPath } from "../src/lobby/saved.ts";
import { createBody, formProblems, type SeatDraft } from "../src/lobby/seats.ts";
import { gameStatus } from "../src/lobby/status.ts";

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
  };
};

describe("new game", () => {
  const seats: SeatDraft[] = [
    {
      role: "me",
      name: "Ann",
      force: { mode: "custom", draft: { ...emptyDraft("A"), dice: ["footman"] } },
    },
    { role: "heuristic", name: "", force: { mode: "random" } },
    { role: "invite", name: "Bob", force: { mode: "premade", premade: "dwarves" } },
  ];
  it("makes the POST /api/games body", () => {
    // No edition: the server plays the new game in its default edition.
    expect(createBody(24, seats)).toEqual({
      forceSize: 24,
      seats: [
        {
          kind: "human",
          name: "Ann",
          force: { name: "A", dice: ["footman"], terrains: [], dragons: [] },
        },
        { kind: "heuristic", name: "Bot 2", force: { random: true } },
        { kind: "human", name: "Bob", force: { premade: "dwarves" } },
      ],
    });
  });
  // 2.9a "Advanced Rules" (rules/000 lines 2238, 2312): a built force's summoning pool goes to
  // the server with it; a random force may be drawn from the whole catalogue.
  it("sends a built force's Dragonkin and minor terrains, and asks for advanced random forces", () => {
    const draft = {
      ...emptyDraft("K"),
      dice: ["footman"],
      dragonkin: ["dragonscout-red"],
      minorTerrains: ["highland-knoll"],
    };
    const body = createBody(24, [
      { role: "me", name: "Ann", force: { mode: "custom", draft } },
      { role: "heuristic", name: "", force: { mode: "random", advanced: true } },
    ]);
    expect(body.seats.map((s) => s.force)).toEqual([
      {
        name: "K",
        dice: ["footman"],
        terrains: [],
        dragons: [],
        dragonkin: ["dragonscout-red"],
        minorTerrains: ["highland-knoll"],
      },
      { random: true, advanced: true },
    ]);
  });
  it("checks the form", () => {
    expect(formProblems(24, seats)).toEqual([]);
    expect(formProblems(30, seats)[0]).toContain("multiples of 24");
    expect(formProblems(2, seats.slice(0, 1)).length).toBe(2);
  });
});

describe("an invited player's own force", () => {
  it("asks the server to let the invited player choose, and only an invited player", () => {
    const seats: SeatDraft[] = [
      { role: "heuristic", name: "Bot 1", force: { mode: "random" } },
      { role: "me", name: "Ann", force: { mode: "premade", premade: "dwarves" } },
      { role: "invite", name: "Bob", force: { mode: "theirs" } },
    ];
    expect(createBody(24, seats).seats.map((s) => s.force)).toEqual([
      { random: true },
      { premade: "dwarves" },
      { chosenByPlayer: true },
    ]);
    expect(formProblems(24, seats)).toEqual([]);
    const mine = seats.map((s) => (s.role === "me" ? { ...s, force: { mode: "theirs" } } : s));
    expect(formProblems(24, mine as SeatDraft[])).toEqual([
      "seat 2: only an invited player can choose their own force",
    ]);
  });
});

describe("how a game stands", () => {
  const game = (patch: Partial<GameSummary>): GameSummary => ({
    id: "g",
    createdAt: "",
    status: "playing",
    seats: ["Ann", "Bob", "Cy"].map((name, seat) => ({
      seat,
      name,
      kind: "human",
      connected: true,
      choosing: false,
    })),
    turn: 3,
    turnPlayer: 1,
    deciding: [1],
    winner: null,
    draw: false,
    ...patch,
  });
  it("says whose turn it is, and when it is mine to move", () => {
    expect(gameStatus(game({}), [0])).toBe("Turn 3: Bob to play");
    expect(gameStatus(game({ deciding: [0] }), [0])).toBe("Turn 3: your move");
    expect(gameStatus(game({ turn: null, turnPlayer: null, deciding: [0, 2] }), [1])).toBe(
      "Set-up: waiting for Ann and Cy",
    );
    expect(gameStatus(game({ turn: null, turnPlayer: null, deciding: [] }))).toBe("Playing");
  });
  it("says who won, or the draw", () => {
    const over = { status: "finished" as const, deciding: [] };
    expect(gameStatus(game({ ...over, winner: 2 }), [0])).toBe("Won by Cy");
    expect(gameStatus(game({ ...over, winner: 0 }), [0])).toBe("You won");
    expect(gameStatus(game({ ...over, draw: true, drawnBy: "round-limit" }))).toBe(
      "A draw (the round limit was reached)",
    );
    expect(gameStatus(game({ ...over, draw: true, drawnBy: "agreement" }))).toBe(
      "A draw by agreement",
    );
    // Listed from the store only, the game does not say how it was drawn.
    expect(gameStatus(game({ ...over, draw: true }))).toBe("A draw");
  });
  it("says who the game waits for before it starts", () => {
    const waiting = game({ status: "waiting", turn: null, turnPlayer: null, deciding: [] });
    waiting.seats = waiting.seats.map((s) => ({ ...s, choosing: s.seat > 0 }));
    expect(gameStatus(waiting, [0])).toBe("Waiting for Bob and Cy to choose their forces");
    expect(gameStatus(waiting, [2])).toBe("Waiting for you to choose your force");
  });
});

describe("saved games", () => {
  it("remembers, lists newest first and forgets", () => {
    const s = memory();
    saveGame(s, { id: "a", createdAt: "", forceSize: 24, seats: [] });
    saveGame(s, { id: "b", createdAt: "", forceSize: 24, seats: [] });
    expect(loadGames(s).map((g) => g.id)).toEqual(["b", "a"]);
    expect(forgetGame(s, "b").map((g) => g.id)).toEqual(["a"]);
  });
  it("makes seat paths from full links or tokens", () => {
    expect(seatPath("g1", "http://host:3000/play/g1?token=t", undefined)).toBe("/play/g1?token=t");
    expect(seatPath("g1", undefined, "t t")).toBe("/play/g1?token=t%20t");
    expect(seatPath("g1", undefined, undefined)).toBeUndefined();
    expect(replayPath("/play/g1?token=t")).toBe("/replay/g1?token=t");
  });
});
