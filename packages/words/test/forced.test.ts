// Issue 25: a decision answered by the driver itself, having one answer, is said in the log.
import { viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { decidedText } from "../src/events.ts";
import { playGame } from "./helpers.ts";

describe("forced answers in the log", () => {
  const { state } = playGame(1, 40);
  const g = viewFor(state, null);
  const who = "Player 1";

  it("says the player had only one choice, and what it was", () => {
    const e = {
      type: "decided" as const,
      player: 0,
      kind: "choose-action",
      choice: { action: null },
    };
    expect(decidedText(g, { ...e, forced: true })).toBe(`${who} had only one choice: no action.`);
    // Chosen, it reads as before.
    expect(decidedText(g, e)).toBe(`${who} takes no action.`);
  });
});
