// A replay's steps labelled by turn, player and action.
import { premadeForce } from "@dragondice/catalog";
import {
  apply,
  type DecideAction,
  type GameState,
  newGame,
  sampleChoice,
  seededRandomInt,
} from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { stepLabel, whereName } from "../src/steps.ts";

/** Every step of a random game: the state before it and the action. */
function steps(seed: number, max = 600): { before: GameState; action: DecideAction }[] {
  const started = newGame({
    edition: "2.9a",
    seed,
    forceSize: 24,
    players: ["Ann", "Bob"].map((name, i) => ({
      name,
      ...premadeForce(i === 0 ? "dwarves" : "goblins", 24),
    })),
  });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const out: { before: GameState; action: DecideAction }[] = [];
  const rng = seededRandomInt(seed);
  while (!state.winner && out.length < max) {
    const d = state.pending[0];
    if (!d) break;
    const action: DecideAction = {
      type: "decide",
      player: d.player,
      decision: d.id,
      choice: sampleChoice(state, d, rng),
    };
    out.push({ before: state, action });
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return out;
}

describe("replay steps in plain words", () => {
  const game = steps(3);
  const labels = game.map((s) => stepLabel({ ...s.before, viewer: null }, s.action));

  it("opens with the set-up, then says the turn and the player of each step", () => {
    expect(labels[0]).toMatch(/^Set-up, (Ann|Bob): assembles their armies$/);
    for (const l of labels) expect(l).toMatch(/^(Set-up|Turn \d+), (Ann|Bob): [a-z]/);
    const firstTurn = labels.findIndex((l) => l.startsWith("Turn 1,"));
    expect(firstTurn).toBeGreaterThan(0);
    expect(labels.slice(firstTurn).every((l) => l.startsWith("Turn"))).toBe(true);
  });

  it("names marches and actions by where they happen", () => {
    expect(labels.some((l) => /: marches at (the frontier|(Ann|Bob)'s home)$/.test(l))).toBe(true);
    expect(
      labels.some((l) => /: (melee|missile|magic) at (the frontier|(Ann|Bob)'s home)$/.test(l)),
    ).toBe(true);
    expect(labels.some((l) => /: passes$/.test(l))).toBe(true);
    // A march's action is told at the terrain the march was declared at.
    game.forEach((s, i) => {
      const c = s.action.choice as { action?: string } | null;
      const d = s.before.pending.find((x) => x.id === s.action.decision);
      if (d?.kind === "choose-action" && typeof c?.action === "string") {
        const at = s.before.turn?.marched.at(-1) as string;
        const where = at === "reserve" ? "in the reserve" : `at ${whereName(s.before, at)}`;
        expect(labels[i]).toContain(`${c.action} ${where}`);
      }
    });
  });

  // Issue 25: a maneuver that failed was captioned "maneuvers up": the choice is only the try.
  it("tells a maneuver chosen as a try, which the roll after may fail", () => {
    const tries = game.flatMap((s, i) => {
      const d = s.before.pending.find((x) => x.id === s.action.decision);
      const c = s.action.choice as { maneuver?: string | null } | null;
      return d?.kind === "maneuver" && typeof c?.maneuver === "string" ? [labels[i]] : [];
    });
    expect(tries.length).toBeGreaterThan(0);
    for (const l of tries) expect(l).toMatch(/: tries to maneuver (up|down) at /);
  });

  it("calls the frontier the frontier and a home its owner's", () => {
    const s = game.at(-1)?.before as GameState;
    const frontier = s.terrains.find((t) => t.role === "frontier");
    const home = s.terrains.find((t) => t.role === "home" && t.owner === 1);
    expect(whereName(s, `t:${frontier?.id}`)).toBe("the frontier");
    expect(whereName(s, `t:${home?.id}`)).toBe("Bob's home");
    expect(whereName(s, "reserve")).toBe("the reserve area");
  });
});
