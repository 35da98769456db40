// The replay's index: step labels, where each turn starts, the step of each log line.
import { premadeForce } from "@dragondice/catalog";
import { type GameConfig, newRecord, playRandomGame, replayRecord } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { indexReplay, stepOfEvent, turnOfStep } from "../src/replay/steps.ts";

const config: GameConfig = {
  edition: "2.9a",
  seed: 12,
  forceSize: 24,
  players: [
    { name: "Ann", ...premadeForce("dwarves", 24) },
    { name: "Bob", ...premadeForce("goblins", 24) },
  ],
};

describe("a replay's index", () => {
  const played = playRandomGame(config, 4, 300, true);
  const record = {
    ...newRecord(config),
    actions: played.actions.map((a) => ({ type: "decide" as const, ...a })),
  };
  const { start, states, steps } = replayRecord(record, { keepStates: true });
  const index = indexReplay(start, states, steps);

  it("labels every step by turn, player and action", () => {
    expect(index.labels.length).toBe(steps.length);
    expect(index.labels[0]).toMatch(/^Set-up, (Ann|Bob): assembles their armies$/);
    expect(index.labels.some((l) => /^Turn \d+, (Ann|Bob): marches at /.test(l))).toBe(true);
  });

  it("lists the turns in order, each at its first step", () => {
    expect(index.turns[0]).toEqual({ label: "Set-up", player: null, first: 1 });
    const numbers = index.turns.slice(1).map((t) => Number(t.label.replace("Turn ", "")));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    for (const t of index.turns.slice(1)) {
      expect(index.labels[t.first - 1]?.startsWith(`${t.label},`)).toBe(true);
      expect(index.labels[t.first - 2]?.startsWith(`${t.label},`)).toBe(false);
    }
    const third = index.turns[3];
    expect(turnOfStep(index.turns, 0)).toBe(-1);
    expect(turnOfStep(index.turns, third?.first ?? 0)).toBe(3);
    expect(turnOfStep(index.turns, (third?.first ?? 0) - 1)).toBe(2);
  });

  it("finds the step of each event", () => {
    expect(index.ends.length).toBe(steps.length + 1);
    steps.forEach((s, i) => {
      for (let e = index.ends[i] ?? 0; e < (index.ends[i + 1] ?? 0); e++) {
        expect(stepOfEvent(index.ends, e)).toBe(i + 1);
      }
      expect(s.events.length).toBe((index.ends[i + 1] ?? 0) - (index.ends[i] ?? 0));
    });
  });
});
