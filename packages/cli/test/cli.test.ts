import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { main } from "../src/main.ts";
import { scriptedReader } from "../src/play/input.ts";

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(["node", "dragondice", ...args], {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    // play reads nothing: the input has ended (it saves in the current directory, so no game
    // is started here).
    input: () => scriptedReader([]),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

// 2.9a "Step 1" (lines 130-150) and the advanced rules' limits (lines 2238, 2312, 2414): a force
// file checked list by list, as the browser's army builder shows it.
describe("dragondice force", () => {
  const dir = mkdtempSync(join(tmpdir(), "dd-force-"));
  const file = (name: string, force: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(force));
    return path;
  };
  const footmen = (n: number) => Array.from({ length: n }, () => "footman");

  it("shows each list with what the force may bring, and says a legal force is legal", async () => {
    const path = file("legal.json", {
      name: "Advanced",
      dice: ["kings-die", "dawn-blade-red", ...footmen(18)],
      terrains: ["highland-city", "highland-castle"],
      dragons: ["red-drake"],
      dragonkin: ["dragonhero-red"],
      minorTerrains: ["highland-knoll"],
    });
    const { code, out } = await run("force", path);
    expect(code).toBe(0);
    expect(out).toContain(
      [
        "Units, items and the Kings' Die (the force's 24 health):",
        "  Kings' Die (champion, 4), Dawn Blade (Red, item, 2), Footman (common, 1) ×18",
        "  OK",
      ].join("\n"),
    );
    expect(out).toContain("Dragonkin (2 of at most 8 health):");
    expect(out).toContain("Minor terrains (1 of at most 4):");
    expect(out).toContain("The force is legal at 24 health.");
  });

  it("names every problem beside its list, and fails", async () => {
    const path = file("illegal.json", {
      dice: footmen(20),
      terrains: ["highland-castle", "highland-city"],
      dragons: ["red-drake"],
      dragonkin: ["dragonspy-red", "dragonspy-blue", "dragonspy-gold"],
      minorTerrains: ["deadland-knoll"],
    });
    const { code, out, err } = await run("force", path);
    expect(code).toBe(1);
    expect(out).toContain("  problem: the force costs 20 health; the game is played at 24");
    expect(out).toContain("Dragonkin (9 of at most 8 health):");
    expect(out).toContain(
      "  problem: Deadland Knoll is not a 2.9a component (it belongs to the V4 rules)",
    );
    expect(out).toMatch(/The force is not legal at 24 health: \d+ problems\./);
    expect(err).toMatch(/illegal\.json: \d+ problems at 24 health$/);
  });

  it("refuses a malformed file with the field at fault", async () => {
    const { code, err } = await run("force", file("bad.json", { dice: [], terrains: [] }));
    expect(code).toBe(2);
    expect(err).toMatch(/^dragondice: bad\.json: /);
  });
});

describe("dragondice catalog", () => {
  it("prints counts per category and per species", async () => {
    const { code, out } = await run("catalog");
    expect(code).toBe(0);
    expect(out).toMatch(/speciesUnits\s+240/);
    expect(out).toMatch(/dragons\s+44/);
    expect(out).toMatch(/coral-elves\s+5\s+5\s+5\s+5/);
    expect(out).toMatch(/2\.9a\s+84 spells/);
  });

  it("prints one JSON object with dice, spells and sais", async () => {
    const { code, out } = await run("catalog", "--json");
    expect(code).toBe(0);
    const summary = JSON.parse(out);
    expect(summary.dice).toMatchObject({
      speciesUnits: 240,
      eldarim: 190,
      eldarimChampions: 18,
      dragonkin: 60,
      dragons: 44,
      majorTerrains: 24,
      advancedTerrains: 24,
      minorTerrains: 28,
      magicalItems: 75,
      artifacts: 25,
      medallions: 3,
      relics: 2,
      kingsDie: 1,
    });
    expect(summary.spells).toEqual({ "2.9a": 84 });
    expect(summary.sais["2.9a"]).toBe(82);
    expect(summary.sais["v4-only"]).toBeGreaterThan(0);
  });
});

describe("dragondice die", () => {
  it("shows a die's faces", async () => {
    const { code, out } = await run("die", "Sprite", "Swarm");
    expect(code).toBe(0);
    expect(out).toContain("Sprite Swarm");
    expect(out).toContain("face  1: 4 ID");
    expect(out).toContain("face 10:");
  });

  it("shows every colour of a shared name", async () => {
    const { out } = await run("die", "dragonmount");
    expect(out.match(/^Dragonmount \(/gm)).toHaveLength(5);
  });

  it("shows the corrections made to a die", async () => {
    const { out } = await run("die", "white-drake");
    expect(out).toContain("face  1: 24 Jaws");
    expect(out.replace(/\s+/g, " ")).toMatch(/corrected faces: .*White Dragons/);
  });

  it("heads a unit's faces with its species, size and class as words", async () => {
    expect((await run("die", "Sprite", "Swarm")).out).toContain(
      "Sprite Swarm  [sprite-swarm]\n  Coral Elves, monster, 4 health, air/water\n",
    );
    expect((await run("die", "footman")).out).toContain(
      "  Dwarves, common heavy melee, 1 health, fire/earth\n",
    );
    expect((await run("die", "dragonmount black")).out).toContain(
      "  Dragonkin, uncommon cavalry, 2 health, death, 2 automatic saves\n",
    );
    expect((await run("die", "red drake")).out).toContain(
      "  Elemental drake, fire, 5 health, 5 automatic saves\n",
    );
    expect((await run("die", "highland city")).out).toContain(
      "  Major terrain, highland (fire/earth), eighth face City\n",
    );
  });

  it("takes the words after die as one name, as its help says", async () => {
    const { out } = await run("die", "--help");
    expect(out).toMatch(/Usage: dragondice die \[options\] <name>/);
    expect(out).toMatch(/several words are one name/);
  });

  it("rejects an unknown name with the closest names and status 2", async () => {
    const { code, out, err } = await run("die", "Dragonmonut");
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toBe(
      'dragondice: no die is called "Dragonmonut"; closest: Dragonmount, Dragonscout, Dragonfoal',
    );
  });
});

describe("dragondice scenario", () => {
  const file = fileURLToPath(
    new URL("../../engine/test/scenarios/maneuver-tie.json", import.meta.url),
  );
  const maneuverTie = JSON.parse(readFileSync(file, "utf8"));
  const TITLE = maneuverTie.title as string;
  const dir = mkdtempSync(join(tmpdir(), "dd-scenario-"));
  /** The maneuver-tie scenario with these decisions, written to a file: its path. */
  const writeScenario = (name: string, ...decisions: unknown[]): string => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify({ ...maneuverTie, decisions }));
    return path;
  };

  it("runs a scenario file and prints the state and events as JSON", async () => {
    const { code, out } = await run("scenario", file);
    expect(code).toBe(0);
    const { state, events } = JSON.parse(out);
    expect(state.terrains.find((t: { id: string }) => t.id === "front").face).toBe(4);
    expect(events.some((e: { type: string }) => e.type === "maneuver")).toBe(true);
  });

  it("rejects a missing or malformed scenario with status 2", async () => {
    const missing = await run("scenario", "/nonexistent.json");
    expect(missing.code).toBe(2);
    expect(missing.err).toBe("dragondice: cannot read /nonexistent.json");
    const malformed = writeScenario("malformed.json", { expect: { tallly: {} } });
    const bad = await run("scenario", malformed);
    expect(bad.code).toBe(2);
    expect(bad.err).toBe(
      `dragondice: ${malformed}: decisions.0.expect: an expectation is one of tally, die, terrain, pending, event`,
    );
  });

  // docs/scenarios.md: a scenario checks itself; a run that goes otherwise fails like a test.
  it("fails with status 1 and the message when an expectation does not hold", async () => {
    const failing = writeScenario("failing.json", { expect: { terrain: "front", face: 5 } });
    const { code, out, err } = await run("scenario", failing);
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err).toBe(
      `dragondice: ${failing}: ${TITLE}: decisions.0: terrain front: expected face 5, found face 3`,
    );
    const held = await run(
      "scenario",
      writeScenario("held.json", { expect: { terrain: "front", face: 3 } }),
    );
    expect(held.code).toBe(0);
  });

  // docs/scenarios.md: a scenario written ahead of what it needs is checked, not run.
  it("skips a pending scenario, saying what it waits for", async () => {
    const path = join(dir, "pending.json");
    writeFileSync(path, JSON.stringify({ ...maneuverTie, pending: "spells (issue 13)" }));
    const { code, out, err } = await run("scenario", path);
    expect(code).toBe(0);
    expect(out).toBe("");
    expect(err).toBe(`dragondice: ${path}: skipped: it waits for spells (issue 13)`);
  });

  it("fails with status 1 and the engine's error code when a decision is refused", async () => {
    const refused = writeScenario("refused.json", {
      player: 0,
      kind: "maneuver",
      choice: "sideways",
    });
    const { code, err } = await run("scenario", refused);
    expect(code).toBe(1);
    expect(err).toMatch(
      new RegExp(`^dragondice: ${refused}: ${TITLE}: decisions.0: illegal-choice: `),
    );
  });
});

describe("dragondice bench", () => {
  it("prints the speed figures as JSON", async () => {
    const { code, out } = await run("bench", "--games", "3", "--warmup", "2", "--json");
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r).toMatchObject({ games: 3, warmupGames: 2, errors: 0 });
    for (const key of ["gamesPerSecond", "decisionsPerSecond", "peakRssMb"]) {
      expect(r[key]).toBeGreaterThan(0);
    }
  });

  it("times the bots' choices by kind of decision with --bots", async () => {
    const { code, out } = await run(
      "bench",
      "--bots",
      "heuristic,random",
      "--games",
      "2",
      "--warmup",
      "1",
      "--json",
    );
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r).toMatchObject({ bots: ["heuristic", "random"], games: 2, warmupGames: 1 });
    // Every bot decision of the two games is timed, and each kind's times add up to them all.
    const kinds = Object.values(r.choicesByKind) as { count: number; p99Ms: number }[];
    expect(r.choices.count).toBe(Math.round(r.averageDecisions * 2));
    expect(kinds.reduce((n, k) => n + k.count, 0)).toBe(r.choices.count);
    expect(Object.keys(r.choicesByKind)).toContain("choose-action");
    // Slowest first.
    const p99s = kinds.map((k) => k.p99Ms);
    expect(p99s).toEqual([...p99s].sort((a, b) => b - a));
  });

  it("refuses an unknown bot, and the secret dice with bots", async () => {
    const unknown = await run("bench", "--bots", "nobody");
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown bot "nobody"/);
    const secret = await run("bench", "--bots", "random", "--secret-dice", "--games", "1");
    expect(secret.code).toBe(2);
    expect(secret.err).toMatch(/--secret-dice is for the random games/);
  });

  it("rejects a bad number with status 2", async () => {
    const { code, err } = await run("bench", "--games", "lots");
    expect(code).toBe(2);
    expect(err).toMatch(/expected a whole number/);
    const negative = await run("bench", "--warmup", "-1");
    expect(negative.code).toBe(2);
    expect(negative.err).toMatch(/expected a whole number/);
  });
});

describe("options every command takes alike", () => {
  const refused: [string[], RegExp][] = [
    [["--seed", "-1"], /argument '-1' is invalid\. expected a whole number from 0 to 2147483647/],
    [["--seed", "2147483648"], /expected a whole number from 0 to 2147483647/],
    [["--seed", "1.5"], /expected a whole number from 0 to 2147483647/],
    [
      ["--force", "2"],
      /argument '2' is invalid\. the force size must be a whole number of at least 3/,
    ],
    [["--force", "1001"], /expected a whole number of health, at most 1000/],
    [["--force", "many"], /expected a whole number of health, at most 1000/],
  ];
  it.each(refused)(
    "play, simulate and bench refuse %j with the same line",
    async (args, message) => {
      const errors = [];
      for (const command of ["play", "simulate", "bench"]) {
        const r = await run(command, ...args);
        expect(r.code, command).toBe(2);
        expect(r.err, command).toMatch(message);
        expect(r.err.split("\n"), command).toHaveLength(1);
        errors.push(r.err);
      }
      expect(new Set(errors).size).toBe(1);
    },
  );

  it("simulate and bench take the smallest seed and force size", async () => {
    for (const command of ["simulate", "bench"]) {
      const r = await run(command, "--games", "1", "--seed", "0", "--force", "3", "--json");
      expect(r.err, command).toBe("");
      expect(r.code, command).toBe(0);
    }
  });
});

describe("help and version", () => {
  it("prints the version", async () => {
    const { code, out } = await run("--version");
    expect(code).toBe(0);
    expect(out).toBe("0.1.0");
  });

  it("shows examples in --help, runnable from the repository", async () => {
    const { code, out } = await run("--help");
    expect(code).toBe(0);
    expect(out).toMatch(/Examples:\n +npx dragondice play /);
    expect(out).toContain("npx dragondice rules frontier");
    expect(out).toMatch(/rules \[options\] \[topic\] +how to play/);
  });

  it("lists the in-game commands in play --help", async () => {
    const { code, out } = await run("play", "--help");
    expect(code).toBe(0);
    expect(out).toMatch(/In the game, at any prompt:\n +NUMBER +the option with that number/);
    expect(out).toMatch(/ +quit +save the game and leave/);
    expect(out).toMatch(/--overwrite +let --save replace a file that exists/);
  });
});

describe("dragondice usage errors", () => {
  it("rejects an unknown option with status 2", async () => {
    const { code, err } = await run("catalog", "--bogus");
    expect(code).toBe(2);
    expect(err).toContain("unknown option '--bogus'");
  });

  it("rejects an unknown command with status 2", async () => {
    const { code, err } = await run("fly");
    expect(code).toBe(2);
    expect(err).toContain("unknown command 'fly'");
  });

  // The real executable, as a user runs it: a one-line message, no stack trace.
  it("exits 2 from the installed command without a stack trace", () => {
    const bin = fileURLToPath(new URL("../bin/dragondice.js", import.meta.url));
    const r = spawnSync(process.execPath, [bin, "die", "Nosuchdie"], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
