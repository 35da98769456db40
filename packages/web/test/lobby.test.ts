import { describe, expect, it } from "vitest";
import { emptyDraft } from "../src/builder/army.ts";
import { forgetGame, loadGames, replayPath, saveGame, seatPath } from "../src/lobby/saved.ts";
import { createBody, formProblems, type SeatDraft } from "../src/lobby/seats.ts";

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
    expect(createBody(24, seats)).toEqual({
      edition: "2.9a",
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
  it("checks the form", () => {
    expect(formProblems(24, seats)).toEqual([]);
    expect(formProblems(30, seats)[0]).toContain("multiples of 24");
    expect(formProblems(2, seats.slice(0, 1)).length).toBe(2);
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
