// Every kind of roll the engine makes reads as plain words in the log, in the terminal and the
// browser alike (both head a roll with `rollHead`): a unit rolling on its own against an effect
// aimed at it (rules/000 "Avoidance Rolls", line 586) is named.
import { DEFAULT_EDITION, oddsFor, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { describeEvents } from "../src/events.ts";
import { PURPOSES, rollDoing } from "../src/tally.ts";
import { playPosition } from "./scenario.ts";

const meleeFront: [string, number] = ["highland-city", 6];

/** The log's lines of one kind, for a position played through the engine. */
const lines = (kind: string, position: Parameters<typeof playPosition>[0]) => {
  const { state, events } = playPosition(position);
  return describeEvents(events, viewFor(state, null))
    .filter((l) => l.kind === kind)
    .map((l) => l.text);
};

describe("the words for every roll purpose", () => {
  const engine = Object.values(oddsFor(DEFAULT_EDITION).PURPOSES).map((p) => p.name);

  it("has words for each of the engine's 2.9a roll purposes", () => {
    expect(engine.length).toBeGreaterThan(15);
    expect(engine.filter((name) => PURPOSES[name] === undefined)).toEqual([]);
    // Not the fallback that spells out the engine's name: "rolls (individual save)".
    for (const name of engine) expect(rollDoing(name), name).not.toMatch(/\(/);
  });

  it("names no purpose the engine does not make", () => {
    expect(Object.keys(PURPOSES).filter((name) => !engine.includes(name))).toEqual([]);
  });

  it("counts a roll for the results the engine counts", () => {
    for (const p of Object.values(oddsFor(DEFAULT_EDITION).PURPOSES)) {
      const words = PURPOSES[p.name];
      // The icon a total counts is the result the engine wants (ID rolls are not totalled).
      if (words?.untallied) continue;
      expect(words?.icon.toLowerCase(), p.name).toBe(p.wanted);
    }
  });
});

describe("a unit rolling on its own, in the log", () => {
  // Smother (line 2134): each unit picked rolls a maneuver on its own or is killed.
  it("is named with its owner, what it rolls for and where", () => {
    const rolls = lines("roll", {
      front: meleeFront,
      dice: [
        [0, "darktree"],
        [1, "footman"],
        [1, "ambusher"],
      ],
      start: "action",
      rolls: { d0: ["4 Smother"], d1: ["1 Melee"], d2: ["3 Maneuver"] },
      decisions: [
        {
          player: 0,
          kind: "choose-action",
          choice: { action: "melee", target: { player: 1, at: "t:front" } },
        },
        { player: 0, kind: "sai-targets", choice: ["d1", "d2"] },
      ],
    });
    expect(rolls.slice(1, 3)).toEqual([
      "B's Footman rolls on its own for a maneuver at Highland City: Footman 1 Melee.",
      "B's Ambusher rolls on its own for a maneuver at Highland City: Ambusher 3 Maneuver.",
    ]);
  });

  // Slay (line 2122): only the last face counts (line 604); the avoidance line tells it, not a
  // total of saves.
  it("rolling for its ID icon, has no total, only whether it rolled it", () => {
    const position = {
      front: meleeFront,
      dice: [
        [0, "minor-death"],
        [1, "footman"],
        [1, "ambusher"],
      ] as [number, string][],
      start: "action" as const,
      rolls: { d0: ["4 Slay"], d2: ["2 Save"] },
      decisions: [
        {
          player: 0,
          kind: "choose-action",
          choice: { action: "melee", target: { player: 1, at: "t:front" } },
        },
        { player: 0, kind: "sai-targets", choice: ["d2"] },
      ],
    };
    expect(lines("roll", position)[1]).toBe(
      "B's Ambusher rolls on its own for its ID icon at Highland City: Ambusher 2 Save.",
    );
    const all = lines("damage", position).concat(lines("tally", position));
    expect(all).toContain("Ambusher (uncommon, 2) rolls for its ID icon on its own: it does not.");
    expect(all.filter((l) => l.includes("Ambusher (uncommon, 2))"))).toEqual([]);
  });
});
