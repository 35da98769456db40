// `dragondice simulate`: bot-against-bot games and their statistics.
import { describe, expect, it } from "vitest";
import { countDragons, type DragonTally, mainSpecies, wilson } from "../src/commands/simulate.ts";
import { main } from "../src/main.ts";

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(["node", "dragondice", ...args], {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("dragondice simulate", () => {
  it("prints one JSON object with the results", async () => {
    const { code, out, err } = await run(
      "simulate",
      "--games",
      "4",
      "--bots",
      "heuristic,random",
      "--json",
    );
    expect(code).toBe(0);
    expect(err).toBe("");
    const r = JSON.parse(out);
    expect(r).toMatchObject({ games: 4, players: 2, force: 24, seed: 1 });
    expect(r.seating).toMatch(/rotate/);
    expect(r.bots.map((b: { bot: string }) => b.bot)).toEqual(["heuristic", "random"]);
    for (const b of r.bots) {
      expect(b.of).toBe(4);
      expect(b.ci95[0]).toBeLessThanOrEqual(b.rate);
      expect(b.ci95[1]).toBeGreaterThanOrEqual(b.rate);
    }
    expect(r.bots[0].count + r.bots[1].count + r.unfinished).toBe(4);
    expect(r.firstPlayer).toMatchObject({ of: 4 - r.unfinished });
    expect(r.averageTurns).toBeGreaterThan(0);
    expect(r.averageDecisions).toBeGreaterThan(0);
    expect(r.victories["two-terrains"] + r.victories["last-units"]).toBe(4 - r.unfinished);
    // Spells per bot: the pools it spent on spells are among those it was asked about.
    expect(r.spells.map((t: { bot: string }) => t.bot)).toEqual(["heuristic", "random"]);
    for (const t of r.spells as { pools: number; casting: number; bySpell: object }[]) {
      expect(t.casting).toBeLessThanOrEqual(t.pools);
      const cast = Object.values(t.bySpell).reduce((a: number, n: number) => a + n, 0);
      expect(cast).toBeGreaterThanOrEqual(t.casting);
    }
    // Dragons per bot (2.9a lines 322-390): counts from the games' events.
    expect(r.dragons.map((t: { bot: string }) => t.bot)).toEqual(["heuristic", "random"]);
    for (const t of r.dragons as DragonTally[]) {
      expect([t.summoned, t.slain].every(Number.isInteger)).toBe(true);
    }
    // Each species: its wins over the games it played, so the rates need not add up to 1.
    const bySpecies = Object.values(
      r.winsBySpecies as Record<string, { count: number; of: number; rate: number }>,
    );
    expect(bySpecies.reduce((s, w) => s + w.count, 0)).toBe(4 - r.unfinished);
    for (const w of bySpecies) {
      expect(w.of).toBeGreaterThanOrEqual(1);
      expect(w.of).toBeLessThanOrEqual(4);
      expect(w.rate).toBeCloseTo(w.count / w.of, 3);
    }
    // Two players a game: every game counts for one or two species.
    const played = bySpecies.reduce((s, w) => s + w.of, 0);
    expect(played).toBeGreaterThanOrEqual(4);
    expect(played).toBeLessThanOrEqual(8);
  });

  it("prints a readable summary, with the seats rotating", async () => {
    const { code, out } = await run("simulate", "--games", "2", "--bots", "random,random");
    expect(code).toBe(0);
    expect(out).toMatch(/^2 games, 2 players, forces of 24 health, seed 1/);
    expect(out).toContain("seats rotate");
    expect(out).toMatch(/random \(1\)\s+\d/);
    expect(out).toMatch(/random \(2\)\s+\d/);
    expect(out.replace(/\s+/g, " ")).toMatch(
      /moving first: whoever moved first won \d+\.\d% \[.*\] of the \d+ finished games \(no advantage: 50\.0%\)/,
    );
    expect(out).toMatch(/spells:\n +random \(1\) +cast \d+ spells? in \d+ of \d+ pools of magic/);
    expect(out).toMatch(/dragons:\n +random \(1\) +summoned \d+ dragons?; its armies slew \d+/);
    expect(out).toMatch(/win rates by species .*:\n +[\w-]+ +\d+\.\d% +\d+\/\d+ +\[/);
  });

  it("fills every seat with a single bot given --players", async () => {
    const { code, out } = await run(
      "simulate",
      "--games",
      "1",
      "--bots",
      "heuristic",
      "--players",
      "3",
      "--json",
    );
    expect(code).toBe(0);
    expect(JSON.parse(out).players).toBe(3);
  });

  it.each([
    [["--bots", "heuristic,genius"], /unknown bot "genius"/],
    [["--games", "0"], /--games/],
    [["--players", "5"], /expected 2, 3 or 4/],
    [["--bots", "random,random,random", "--players", "2"], /3 bots for 2 players/],
    [["--bots", "random"], /a game has 2 to 4 players/],
    [["--force", "2"], /--force <n>. argument .2. is invalid/],
  ])("rejects %j with one line and status 2", async (args, message) => {
    const { code, out, err } = await run("simulate", "--games", "1", ...args);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toMatch(message);
    expect(err.split("\n")).toHaveLength(1);
  });
});

describe("simulate statistics", () => {
  it("computes 95% Wilson intervals", () => {
    const [lo, hi] = wilson(199, 200);
    expect(lo).toBeCloseTo(0.972, 3);
    expect(hi).toBeCloseTo(0.999, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
    const [l2, h2] = wilson(5, 10);
    expect(l2).toBeCloseTo(0.237, 3);
    expect(h2).toBeCloseTo(0.763, 3);
  });

  it("names a force by the species with most health", () => {
    expect(mainSpecies(["footman", "footman", "pony-rider"])).toBe("dwarves");
    expect(mainSpecies([])).toBe("none");
  });
});

describe("simulate: dragons", () => {
  // 2.9a lines 322-390: a summoned dragon counts for the caster, a slain one for the army's owner.
  it("counts the dragons each seat's bot summoned and its armies slew", () => {
    const tallies: DragonTally[] = [
      { summoned: 0, slain: 0 },
      { summoned: 0, slain: 0 },
    ];
    countDragons(
      [
        { type: "dragon-summoned", player: 1, dragon: "g3", terrain: "front", from: "pool" },
        { type: "dragon-summoned", player: 1, dragon: "g4", terrain: "front", from: "pool" },
        {
          type: "dragons-slain",
          player: 0,
          terrain: "front",
          dragons: ["g3", "g4"],
          banished: [],
        },
      ],
      (seat) => tallies[seat] as DragonTally,
    );
    expect(tallies).toEqual([
      { summoned: 0, slain: 2 },
      { summoned: 2, slain: 0 },
    ]);
  });
});
