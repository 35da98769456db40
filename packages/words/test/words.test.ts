import type { RolledDie } from "@dragondice/engine";
import { viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { describeEvents } from "../src/events.ts";
import { headline } from "../src/phase.ts";
import { rolledFaces, tallyText } from "../src/tally.ts";
import { playGame } from "./helpers.ts";
import { playPosition } from "./scenario.ts";

const die = (die: string, dieId: string, icon: string, count: number): RolledDie => ({
  die,
  dieId,
  face: 0,
  icon,
  count,
});

describe("roll arithmetic", () => {
  it("adds the counted icon and ID icons", () => {
    const dice = [
      die("a", "footman", "Melee", 4),
      die("b", "footman", "Melee", 3),
      die("c", "footman", "ID", 2),
    ];
    expect(tallyText("melee-attack", dice, 9)).toBe("7 melee + 2 ID = 9 hits");
  });
  it("says when modifiers changed the total and lists SAIs", () => {
    const dice = [die("a", "footman", "Maneuver", 4), die("b", "footman", "Confuse", 4)];
    expect(tallyText("maneuver", dice, 8)).toBe(
      "4 maneuver -> 8 maneuvers after modifiers (also rolled: 4 Confuse (SAI))",
    );
  });
  it("uses the singular for one", () => {
    expect(tallyText("save-vs-melee", [die("a", "footman", "Save", 1)], 1)).toBe("1 save");
  });
  it("names each die with its faces", () => {
    expect(rolledFaces([die("a", "footman", "Melee", 2), die("a", "footman", "ID", 1)])).toEqual([
      "Footman 2 Melee then 1 ID",
    ]);
  });
});

describe("the log in words", () => {
  // 2.9a line 408: the maneuver and the counter-maneuver are rolled together, so both totals come
  // after both rolls: each says whose it is.
  it("says whose each total is when two players' rolls come before their totals", () => {
    const { state, events } = playPosition({
      dice: [
        [0, "pony-rider"],
        [1, "pony-rider"],
      ],
      start: "maneuver",
      rolls: { d0: ["2 Maneuver"], d1: ["1 Maneuver"] },
      decisions: [
        { player: 0, kind: "maneuver", choice: { maneuver: "up" } },
        { player: 1, kind: "counter-maneuver", choice: true },
      ],
    });
    const tallies = describeEvents(events, viewFor(state, 0)).filter((l) => l.kind === "tally");
    expect(tallies.map((l) => l.text)).toEqual(["= A: 2 maneuvers", "= B: 1 maneuver"]);
    // A melee attack totalled before the defenders roll their saves needs no name.
    const alone = playPosition({
      front: ["flatland-city", 6],
      dice: [
        [0, "footman"],
        [1, "footman"],
      ],
      start: "action",
      rolls: { d0: ["2 Melee"], d1: ["1 Save"] },
      decisions: [{ player: 0, choice: { action: "melee", target: { player: 1, at: "t:front" } } }],
    });
    const lines = describeEvents(alone.events, viewFor(alone.state, 0));
    expect(lines.filter((l) => l.kind === "tally").map((l) => l.text)).toEqual([
      "= 2 hits",
      "= 1 save",
    ]);
  });

  const played = playGame(7);
  const g = viewFor(played.state, 0);
  const lines = describeEvents(played.events, g);

  it("has a line for rolls, tallies and turns, in event order", () => {
    expect(lines.some((l) => l.kind === "roll" && / rolls /.test(l.text))).toBe(true);
    expect(lines.some((l) => l.kind === "tally" && l.text.startsWith("= "))).toBe(true);
    expect(lines.some((l) => l.kind === "turn" && /^Turn \d+: /.test(l.text))).toBe(true);
    const order = lines.map((l) => l.event);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
  it("never falls back to raw event names or JSON", () => {
    for (const l of lines) {
      expect(l.text).not.toMatch(/^\((?!not in the game yet)|\{"/);
      expect(l.text).not.toContain("undefined");
    }
  });
  it("describes damage as hits minus saves", () => {
    const damage = lines.filter((l) => l.kind === "damage" && l.text.includes(" hit"));
    for (const l of damage)
      expect(l.text).toMatch(/\d+ hits? - \d+ saves? = (\d+ damage|no damage)\./);
  });
  it("tells a capture after the maneuver that caused it", () => {
    const { state, events } = playPosition({
      front: ["flatland-city", 7],
      dice: [[0, "footman"]],
      start: "maneuver",
      decisions: [{ player: 0, kind: "maneuver", choice: { maneuver: "up" } }],
    });
    const text = describeEvents(events, viewFor(state, null)).map((l) => l.text);
    const maneuver = text.findIndex((t) => t.startsWith("Maneuver succeeds"));
    const capture = text.findIndex((t) => t.startsWith("A captures"));
    expect(maneuver).toBeGreaterThanOrEqual(0);
    expect(capture).toBe(maneuver + 1);
  });
  it("skips events it does not know", () => {
    expect(describeEvents([{ type: "from-the-future" }, null, 3], g)).toEqual([]);
  });
  it("says whose turn and phase it is", () => {
    expect(headline(g)).toMatch(/^(Turn \d+: .* to play, |Game over: |Set-up)/);
  });
});
