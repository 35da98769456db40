// Game records: a replay of the seed and the actions reproduces the game; bad records are named.
import { describe, expect, it } from "vitest";
import {
  newRecord,
  parseRecord,
  playRandomGame,
  randomConfig,
  replayRecord,
} from "../src/index.ts";

describe("game records", () => {
  const config = randomConfig(77, 2, 24);
  const game = playRandomGame(config, 99, 300, true);
  const record = {
    ...newRecord(config, ["random", "random"]),
    actions: game.actions.map((a) => ({ type: "decide" as const, ...a })),
  };

  it("replays to the same state after a JSON round trip", () => {
    const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
    expect(replayRecord(parsed).state).toEqual(game.state);
  });

  it("names the first bad step of a tampered record", () => {
    const tampered = structuredClone(record);
    const step = tampered.actions[10];
    if (!step) throw new Error("short game");
    step.choice = { nonsense: true };
    expect(() => replayRecord(parseRecord(tampered))).toThrow(/^action 11: /);
  });

  it("rejects another format or a malformed record", () => {
    expect(() => parseRecord({ ...record, format: "dragondice-game/9" })).toThrow(
      /unsupported format/,
    );
    expect(() => parseRecord({ ...record, actions: "all of them" })).toThrow(/^actions: /);
  });
});
