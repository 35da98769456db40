// Taking back a misclick (issue 25): which steps the engine says may be taken back, and undo
// coming back to exactly the state before them.
import { describe, expect, it } from "vitest";
import {
  type Action,
  apply,
  type Decision,
  forcedChoice,
  type GameRecord,
  type GameState,
  newRecord,
  randomConfig,
  sampleChoice,
  type TakenStep,
  undoDepth,
  undoRecord,
} from "../src/index.ts";
import { seededRandomInt } from "../src/random-play.ts";
import { startGame } from "./dice-games.ts";

interface Step {
  before: GameState;
  decision: Decision;
  action: Action;
  after: GameState;
  revocable: boolean;
}

/** A sampled 2-player game of `seed`, step by step (copies of every state), and its record. */
function sampledSteps(seed: number, decisions: number): { steps: Step[]; record: GameRecord } {
  const config = randomConfig(seed, 2, 24);
  let state = startGame(config);
  const randomInt = seededRandomInt(seed);
  const steps: Step[] = [];
  while (steps.length < decisions && state.pending.length > 0 && !state.winner) {
    const decision = state.pending[0] as Decision;
    const action: Action = {
      type: "decide",
      player: decision.player,
      decision: decision.id,
      choice: sampleChoice(state, decision, randomInt),
    };
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    steps.push({
      before: state,
      decision,
      action: r.action,
      after: r.state,
      revocable: r.revocable,
    });
    state = r.state;
  }
  return { steps, record: { ...newRecord(config), actions: steps.map((s) => s.action) } };
}

const { steps, record } = sampledSteps(3, 400);
const rolled = (s: Step) => s.after.counters.face !== s.before.counters.face;

describe("2.9a: which steps may be taken back", () => {
  it("a plain choice that rolls nothing may be taken back", () => {
    const march = steps.find((s) => s.decision.kind === "choose-march" && !rolled(s));
    expect(march?.revocable).toBe(true);
  });

  it("no step that rolled dice may be taken back", () => {
    const rolls = steps.filter(rolled);
    expect(rolls.length).toBeGreaterThan(10);
    expect(rolls.every((s) => !s.revocable)).toBe(true);
  });

  it("2.9a line 268: armies assembled in secret may be taken back only until every player has assembled", () => {
    const [first, last] = steps.filter((s) => s.decision.kind === "assemble-armies");
    expect(first?.revocable).toBe(true);
    // The last one shows every army.
    expect(last?.revocable).toBe(false);
  });

  it("2.9a line 404: declining to counter-maneuver shows the secret direction, so it is not taken back", () => {
    const declined = [3, 5, 8, 13]
      .flatMap((seed) => sampledSteps(seed, 600).steps)
      .filter(
        (s) =>
          s.decision.kind === "counter-maneuver" &&
          s.action.type === "decide" &&
          s.action.choice === false,
      );
    const unrolled = declined.filter((s) => !rolled(s));
    expect(unrolled.length).toBeGreaterThan(0);
    expect(unrolled.every((s) => !s.revocable)).toBe(true);
  });
});

describe("undo", () => {
  it("comes back to exactly the state before the choice, the same decision asked again", () => {
    const i = steps.findIndex((s) => s.revocable && !s.decision.secret);
    const step = steps[i] as Step;
    const taken = { ...record, actions: record.actions.slice(0, i + 1) };
    const undone = undoRecord(taken, step.decision.player);
    if (!undone.ok) throw new Error(undone.problem);
    expect(undone.undone).toBe(1);
    expect(undone.record.actions).toEqual(record.actions.slice(0, i));
    expect(undone.state).toEqual(step.before);
    expect(undone.state.pending).toContainEqual(step.decision);
  });

  it("is refused to another player, and after a roll, saying why", () => {
    const i = steps.findIndex((s) => s.revocable && !s.decision.secret);
    const step = steps[i] as Step;
    const taken = { ...record, actions: record.actions.slice(0, i + 1) };
    const other = undoRecord(taken, 1 - step.decision.player);
    expect(other).toEqual({
      ok: false,
      problem: "another player has acted since your last choice",
    });
    const j = steps.findIndex(rolled);
    const afterRoll = undoRecord(
      { ...record, actions: record.actions.slice(0, j + 1) },
      (steps[j] as Step).decision.player,
    );
    expect(afterRoll.ok).toBe(false);
    if (!afterRoll.ok) expect(afterRoll.problem).toMatch(/dice were rolled/);
  });

  it("takes back the forced answers after the choice with it, and goes back through one player's run only", () => {
    const mine = (revocable: boolean, forced = false): TakenStep => ({
      player: 0,
      revocable,
      forced,
    });
    const theirs: TakenStep = { player: 1, revocable: true, forced: false };
    expect(undoDepth([mine(true), mine(true, true), mine(true, true)], 0)).toBe(3);
    expect(undoDepth([mine(true), theirs], 0)).toBe(0);
    expect(undoDepth([theirs, mine(true)], 0)).toBe(1);
    expect(undoDepth([mine(false), mine(true, true)], 0)).toBe(0);
    // Forced answers alone are not a choice to take back.
    expect(undoDepth([theirs, mine(true, true)], 0)).toBe(0);
  });
});

describe("forced answers", () => {
  const d = (options?: unknown[]): Pick<Decision, "options"> => ({ options });
  it("a single option naming nothing is forced", () => {
    expect(forcedChoice(d([{ action: null }]))).toEqual({ choice: { action: null } });
    expect(forcedChoice(d([{ skip: true }]))).toEqual({ choice: { skip: true } });
    expect(forcedChoice(d([false]))).toEqual({ choice: false });
  });
  it("a choice between options, a single option that costs something, or no list is asked", () => {
    expect(forcedChoice(d([{ action: null }, { action: "melee" }]))).toBeNull();
    expect(forcedChoice(d([{ bury: "p0d1" }]))).toBeNull();
    expect(forcedChoice(d([true]))).toBeNull();
    expect(forcedChoice(d(undefined))).toBeNull();
  });
});
