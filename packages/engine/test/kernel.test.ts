// The kernel's promises: set-up validation, hidden information, the damage rule, scenario errors.
import { describe, expect, it } from "vitest";
import { newGame, type PlayerSetup, viewFor } from "../src/index.ts";
import { Ctx } from "../src/kernel/flow.ts";
import { playRandomGame, randomConfig, seededRandomInt } from "../src/random-play.ts";
import { runScenario } from "../src/scenario/scenario.ts";
import { casualtyProblem, coverable, sampleCasualties } from "../src/standard/casualties.ts";

describe("2.9a set-up validation", () => {
  // 2.9a "Step 1: Decide Total Force Size".
  it("rejects forces that break the set-up rules, naming the player and the problem", () => {
    const config = randomConfig(5, 2, 24);
    const p0 = config.players[0];
    if (!p0) throw new Error("no player");
    const cases: [Partial<typeof p0>, RegExp][] = [
      [{ dice: [...p0.dice, "footman"] }, /player 1 .*costs 25 health; the game is played at 24/],
      [{ dragons: [] }, /bring exactly 1 dragon/],
      [{ terrains: [p0.terrains[0] as string] }, /exactly two terrains/],
      [{ dice: ["no-such-die"] }, /no die with id "no-such-die"/],
      [
        { terrains: ["highland-bridge", "highland-city"] },
        /Highland Bridge belongs with the minor terrains, not the major and special terrains/,
      ],
      // 2.9a line 983: at most one Dragonlord for each 24 health of the force.
      [
        {
          dice: [
            "dragonlord",
            "dragonlord",
            "dragonslayer",
            "dragoncrusader",
            "dragonhunter-red",
            "dragonzealot-red",
          ],
        },
        /2 Dragonlord: at most 1 \(one for each 24 health/,
      ],
      // 2.9a line 2272: a special terrain is only ever the frontier, so a home is needed.
      [
        { terrains: ["coastland-castle", "highland-grove"] },
        /at least one terrain must be a major terrain/,
      ],
    ];
    for (const [change, message] of cases) {
      const r = newGame({
        ...config,
        players: [{ ...p0, ...change }, config.players[1] as typeof p0],
      });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe("invalid-setup");
        expect(r.error.message).toMatch(message);
      }
    }
  });

  // "...no more than half of the total number of health points ... can be components with a
  // magic or Cantrip icon."
  it("enforces the magic-user cap", () => {
    const config = randomConfig(5, 2, 24);
    const mages = Array.from({ length: 8 }, () => "wizard"); // 8 rare Dwarf magic units = 24 health
    const [p0, p1] = config.players as [PlayerSetup, PlayerSetup];
    const r = newGame({ ...config, players: [{ ...p0, dice: mages }, p1] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/magic users is more than half the force \(12\)/);
  });
});

describe("hidden information", () => {
  // 2.9a "Step 4": armies are assembled in secret and revealed together.
  it("hides other players' forces, secret decisions, the PRNG and the flow", () => {
    const started = newGame(randomConfig(11, 2, 24));
    if (!started.ok) throw new Error(started.error.message);
    const view = viewFor(started.state, 0);
    expect(view).not.toHaveProperty("rng");
    expect(view).not.toHaveProperty("seed");
    expect(view).not.toHaveProperty("stack");
    expect(view).not.toHaveProperty("forced");
    const theirs = view.dice.filter((d) => d.owner === 1 && d.at === "force");
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((d) => d.die === "hidden")).toBe(true);
    expect(view.dice.filter((d) => d.owner === 0).every((d) => d.die !== "hidden")).toBe(true);
    const other = view.pending.find((d) => d.player === 1);
    expect(other).toEqual({ id: other?.id, player: 1, kind: "assemble-armies", secret: true });
    const spectator = viewFor(started.state, null);
    expect(spectator.dice.every((d) => d.at !== "force" || d.die === "hidden")).toBe(true);
  });
});

describe("2.9a damage", () => {
  const units = [
    { id: "c1", health: 1 },
    { id: "c2", health: 1 },
    { id: "u", health: 2 },
    { id: "r", health: 3 },
  ];

  // 2.9a "Damage" example: two points against two 1-health, one 2-health and one 3-health unit:
  // both commons or the uncommon, never the rare.
  it("reproduces the rulebook's damage-allocation example", () => {
    expect(coverable(units, 2)).toBe(2);
    expect(casualtyProblem(units, 2, ["c1", "c2"])).toBeNull();
    expect(casualtyProblem(units, 2, ["u"])).toBeNull();
    expect(casualtyProblem(units, 2, ["r"])).toMatch(/more than the 2 damage/);
    expect(casualtyProblem(units, 2, ["c1"])).toMatch(/must cover 2 health/);
    // "If the army consisted of four 3-health units ... no damage could be applied."
    const rares = [1, 2, 3, 4].map((i) => ({ id: `r${i}`, health: 3 }));
    expect(coverable(rares, 2)).toBe(0);
  });

  it("samples only legal casualties", () => {
    const randomInt = seededRandomInt(3);
    for (let damage = 1; damage <= 8; damage++) {
      for (let i = 0; i < 20; i++) {
        expect(
          casualtyProblem(units, damage, sampleCasualties(units, damage, randomInt)),
        ).toBeNull();
      }
    }
  });
});

describe("scenario files", () => {
  it("names the field at fault in a bad scenario", () => {
    expect(() => runScenario({ format: "dragondice-scenario/1" })).toThrow(/edition/);
    expect(() =>
      runScenario({
        format: "dragondice-scenario/1",
        edition: "2.9a",
        players: [{ name: "A" }, { name: "B" }],
        terrains: [{ id: "t", die: "flatland-city", owner: 0, role: "home", face: 3 }],
        dice: [{ id: "x", die: "footman", owner: 0, at: "t:nowhere" }],
        turn: { player: 0 },
        start: { phase: "march", march: 1 },
      }),
    ).toThrow(/dice.0.at: there is no terrain "nowhere"/);
  });
});

describe("views are copies", () => {
  it("shares no object with the state, so a bot cannot change the game through its view", () => {
    const started = newGame(randomConfig(12, 2, 24));
    if (!started.ok) throw new Error(started.error.message);
    const before = JSON.stringify(started.state);
    const view = viewFor(started.state, 0);
    for (const d of view.dice) d.at = "out";
    for (const t of view.terrains) t.face = 8;
    for (const d of view.pending) d.kind = "changed";
    expect(JSON.stringify(started.state)).toBe(before);
  });
});

describe("decision requests", () => {
  // Ctx.ask reads every request: past four shapes (key orders) its reads become megamorphic and
  // several times slower, which `dragondice bench` shows as a drop in games per second.
  it("come in at most the four shapes Ctx.ask expects", () => {
    const seen = new Set<string>();
    const ask = Ctx.prototype.ask;
    Ctx.prototype.ask = function (this: Ctx, requests, then) {
      for (const r of requests) seen.add(Object.keys(r).join(","));
      ask.call(this, requests, then);
    };
    try {
      for (let seed = 1; seed <= 40; seed++) {
        playRandomGame(randomConfig(seed, 2 + (seed % 3), 24), seed * 7919, 3000);
      }
    } finally {
      Ctx.prototype.ask = ask;
    }
    const shapes = [
      "player,kind,prompt,options",
      "player,kind,prompt,data",
      "player,kind,prompt,data,options",
      "player,kind,prompt,data,options,secret",
    ];
    expect(seen.size).toBeGreaterThan(0);
    for (const shape of seen) expect(shapes, "a request of another shape").toContain(shape);
  });
});
