// Reading the answer to a decision (standard/answers.ts): the task that asked names the kind it
// asked, and reads the answer as that kind's choice (`DecisionChoice`). A read naming another kind
// is a mistake in the rules: refused with the kinds named, never read as the wrong type. So is a
// decision handed to the reader of another kind (`decisionKind`).
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import type { Decision } from "../src/kernel/decisions.ts";
import { type AskTask, answerPending, Ctx, runFlow } from "../src/kernel/flow.ts";
import { blankState } from "../src/kernel/game.ts";
import { type HandlerOf, type Ruleset, taskHandlers } from "../src/kernel/ruleset.ts";
import { answer } from "../src/standard/answers.ts";

declare module "../src/kernel/flow.ts" {
  interface TaskTypes {
    /** A test's task reading the answer to the decision it asked as a decision of kind `as`. */
    "test:read-answer": { as: "counter-attack" | "choose-march" };
  }
}

/** A game with nothing on the table: the decisions here are asked by hand. */
const blank = () =>
  blankState({ edition: "2.9a", seed: 1, forceSize: 0, players: [{ name: "A" }, { name: "B" }] });

/**
 * Asks one counter-attack decision, answers it `true`, and runs the task reading it `as`; `saved`
 * takes the answer's kind away, as a game saved before answers kept their kind has it.
 */
function answeredAs(as: "counter-attack" | "choose-march", saved = false): unknown[] {
  const read: unknown[] = [];
  const reader: HandlerOf<"test:read-answer"> = (ctx, task) => {
    read.push(answer(ctx, task.as));
  };
  const rules: Ruleset = {
    edition: "2.9a",
    tasks: new Map(Object.entries(taskHandlers({ "test:read-answer": reader }))),
    decisionKinds: new Map(),
    start: [],
    rollStages: [],
  };
  const ctx = new Ctx(blank(), rules);
  const request = {
    player: 1,
    kind: "counter-attack" as const,
    prompt: "Counter-attack?",
    options: [true, false],
  };
  ctx.ask([request], { t: "test:read-answer", as });
  answerPending(ctx, 0, true);
  const ask = ctx.state.stack.at(-1) as AskTask;
  if (saved) for (const a of ask.answers) delete a.kind;
  runFlow(ctx);
  return read;
}

describe("the answer to a decision, read by the kind asked", () => {
  it("reads the answer of the kind asked", () => {
    expect(answeredAs("counter-attack")).toEqual([true]);
  });

  it("reads an answer a game saved before answers kept their kind holds", () => {
    expect(answeredAs("counter-attack", true)).toEqual([true]);
  });

  it("refuses a read naming another kind than the one asked", () => {
    expect(() => answeredAs("choose-march")).toThrow(
      'answer 0 is to a "counter-attack" decision, not "choose-march"',
    );
  });
});

describe("a decision kind's reader", () => {
  const reinforce: Decision = {
    id: 1,
    player: 0,
    kind: "reinforce",
    prompt: "Reinforce?",
    data: { units: [], terrains: [] },
  };

  it("reads a decision of its kind", () => {
    const reader = ruleset29a.decisionKinds.get("reinforce");
    expect(reader?.parse(blank(), reinforce, {})).toEqual({ ok: true, choice: {} });
  });

  it("refuses a decision of another kind", () => {
    const retreat = ruleset29a.decisionKinds.get("retreat");
    expect(() => retreat?.parse(blank(), reinforce, [])).toThrow(
      'a "reinforce" decision given to the kind of retreat',
    );
    expect(() => retreat?.sample(blank(), reinforce, () => 0)).toThrow(
      'a "reinforce" decision given to the kind of retreat',
    );
  });
});
