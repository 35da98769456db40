// Effects with a duration (kernel/effects.ts): they end in the turns of the player who made them,
// exactly as 2.9a says (rules/000 lines 306 and 556), with their unit, with the units that made
// them, and even when that player is out of the game.
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import { addEffect, endLeftPlay, expireEffects, type NewEffect } from "../src/kernel/effects.ts";
import { Ctx } from "../src/kernel/flow.ts";
import { startFlow } from "../src/kernel/game.ts";
import type { GameState } from "../src/kernel/state.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import { mayRoll } from "../src/standard/effect-fields.ts";

/** Three players at the frontier, player 0's turn 3. */
function table(): GameState {
  return loadScenario({
    format: "dragondice-scenario/1",
    edition: "2.9a",
    players: [{ name: "A" }, { name: "B" }, { name: "C" }],
    terrains: [
      { id: "h0", die: "flatland-city", owner: 0, role: "home", face: 3 },
      { id: "h1", die: "highland-city", owner: 1, role: "home", face: 3 },
      { id: "front", die: "coastland-city", owner: 2, role: "frontier", face: 3 },
    ],
    dice: [
      { id: "a", die: "footman", owner: 0, at: "t:front" },
      { id: "b", die: "footman", owner: 1, at: "t:front" },
      { id: "c", die: "footman", owner: 2, at: "t:front" },
    ],
    turn: { player: 0, number: 3 },
    start: { phase: "reserves" },
  }).state;
}

const on = (unit: string, expires: NewEffect["expires"], owner = 0): NewEffect => ({
  name: "Test",
  owner,
  target: { unit, at: "t:front" },
  expires,
});

function withEffects(...effects: NewEffect[]): { state: GameState; ctx: Ctx } {
  const state = table();
  const ctx = new Ctx(state, ruleset29a);
  for (const e of effects) addEffect(ctx, e);
  return { state, ctx };
}

const names = (state: GameState) =>
  state.effects.map((e) => `${"unit" in e.target ? e.target.unit : ""}:${e.expires}`);

describe("effects with a duration", () => {
  // Line 556: "durational effects from your previous turn that expire at the end of your next
  // turn" end at the end of the next turn, not the one they were made in.
  it("ends 'until the end of your next turn' at the end of the owner's next turn", () => {
    const { state, ctx } = withEffects(on("b", "end-of-next-turn"), on("c", "end-of-this-turn"));
    expireEffects(ctx, "end", 0, 3);
    expect(names(state)).toEqual(["b:end-of-next-turn"]);
    expireEffects(ctx, "end", 1, 4);
    expireEffects(ctx, "start", 0, 6);
    expect(names(state)).toEqual(["b:end-of-next-turn"]);
    expireEffects(ctx, "end", 0, 6);
    expect(names(state)).toEqual([]);
  });

  it("ends 'until the beginning of your next turn' when the owner's next turn starts", () => {
    const { state, ctx } = withEffects(on("b", "start-of-next-turn"), on("c", "permanent"));
    expireEffects(ctx, "end", 0, 3);
    expireEffects(ctx, "start", 1, 4);
    expect(names(state)).toEqual(["b:start-of-next-turn", "c:permanent"]);
    expireEffects(ctx, "start", 0, 6);
    expect(names(state)).toEqual(["c:permanent"]);
  });

  it("ends with its unit leaving, and with the last of the units that made it", () => {
    const { state } = withEffects(on("b", "permanent"), {
      ...on("c", "permanent"),
      madeBy: ["a"],
      noRoll: true,
    });
    expect(mayRoll(state, "c")).toBe(false);
    const [b, , a] = [state.dice[1], state.dice[2], state.dice[0]];
    if (!a || !b) throw new Error("dice");
    b.at = "reserve";
    a.at = "dua";
    expect(mayRoll(state, "c")).toBe(true);
    const ctx = new Ctx(state, ruleset29a);
    expireEffects(ctx, "start", 2, 4);
    expect(state.effects).toEqual([]);
    expect(ctx.events).toEqual([
      {
        type: "expired",
        effects: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })],
      },
    ]);
  });

  // Line 1131: when all the units of an army have left, the effects on that army "immediately
  // expire": a unit coming to that location afterwards does not find them.
  it("ends an army's effect as soon as its last unit is gone, for good", () => {
    const { state, ctx } = withEffects({
      name: "Test",
      owner: 1,
      target: { army: 0, at: "t:front" },
      expires: "permanent",
    });
    const a = state.dice[0];
    if (!a) throw new Error("dice");
    a.at = "dua";
    endLeftPlay(ctx);
    expect(ctx.events.at(-1)).toEqual({
      type: "expired",
      effects: [expect.objectContaining({ name: "Test" })],
    });
    a.at = "t:front";
    expect(state.effects).toEqual([]);
  });

  // An eliminated player has no more turns; the effects they made end when their turn would.
  it("ends an eliminated player's effects when their turn is skipped", () => {
    const state = table();
    const ctx = new Ctx(state, ruleset29a);
    addEffect(ctx, on("c", "start-of-next-turn", 1));
    const eliminated = state.players[1];
    if (!eliminated) throw new Error("player");
    eliminated.eliminated = true;
    const events = startFlow(ruleset29a, state, [{ t: "turn:end" }]);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: "expired",
        effects: [expect.objectContaining({ owner: 1 })],
      }),
    );
    expect(state.turn?.player).toBe(2);
  });
});
