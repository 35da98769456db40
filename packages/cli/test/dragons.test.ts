// The terminal and dragons (2.9a "Dragon Attack Phase", rules/000 lines 322-390): the board lists
// each terrain's dragons; the army's answer is asked step by step and checked by the engine, a
// refused answer told in words and asked again; the promotions a Treasure allows.
import {
  choiceProblem,
  type Decision,
  type GameState,
  sampleChoice,
  seededRandomInt,
  viewFor,
} from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { dragonAttack } from "../../words/test/scenario.ts";
import { scriptedReader } from "../src/play/input.ts";
import { decide, linePrompter } from "../src/play/menus.ts";
import { renderBoard } from "../src/play/render.ts";

/** B's dragons attack A's army at the frontier; A's dead units in `dua` (line 330). */
const attack = (dragons: [string, string][], rolls: Record<string, string[]>, dua: string[] = []) =>
  dragonAttack(dragons, rolls, [], dua).state;

/** Runs the pending decision's prompt with the answers ("" = Enter); the choice and transcript. */
async function ask(state: GameState, answers: string[]) {
  const decision = state.pending[0] as Decision;
  const out: string[] = [];
  const view = viewFor(state, decision.player);
  const prompter = linePrompter(
    scriptedReader(answers, (t) => out.push(t)),
    (t) => out.push(t),
    () => "(the board)",
  );
  const choice = await decide(
    {
      view,
      problem: (c) => choiceProblem(state, decision, c),
      sample: () => sampleChoice(view, decision, seededRandomInt(1)),
    },
    decision,
    prompter,
  );
  return { decision, choice, text: out.join("\n") };
}

/** The words whatever the line breaks (long lines wrap to the screen). */
const flat = (text: string) => text.replace(/\s+/g, " ");

// The red wyrm rolls Belly: 5 melee slay it (line 368); the ivory drake's Wing does 5 damage.
const bellyAndWing = () =>
  attack(
    [
      ["g0", "red-wyrm"],
      ["g1", "ivory-drake"],
    ],
    { g0: ["Belly"], g1: ["Wing"], u0: ["Melee"], u1: ["Melee"] },
  );

describe("the army's answer to a dragon attack in the terminal", () => {
  it("shows each dragon's roll and what slays it, then asks what slays each dragon", async () => {
    const state = bellyAndWing();
    const { decision, choice, text } = await ask(state, ["", ""]);
    expect(decision.kind).toBe("dragon-response");
    expect(text).toContain(
      "Your army rolled 5 melee, 0 missiles, 0 saves and 0 ID against 5 damage.",
    );
    expect(flat(text)).toContain(
      "1. B's red wyrm: rolled Belly (no damage, and its automatic saves do not count): 0 damage; 5 melee or 5 missiles slay it.",
    );
    expect(text).toContain("1. Slay B's red wyrm with 5 melee (5 left)");
    expect(text).toContain("B's ivory drake lives: 0 melee and 0 missiles left, 10 needed.");
    expect(text).toContain(
      "Your army slays B's red wyrm with melee; 0 saves against 5 damage: 5 damage for your units.",
    );
    expect(choice).toEqual({
      ids: { melee: 0, missile: 0, save: 0 },
      slay: [{ dragon: "g0", with: "melee" }],
    });
  });

  // Line 368: melee enough to slay a dragon must slay it; the refusal is told and asked again.
  it("tells why sparing a dragon the melee can slay is refused, and asks again", async () => {
    const { choice, text } = await ask(bellyAndWing(), ["2", "1", ""]);
    expect(flat(text)).toContain(
      "That does not work: the results rolled must slay B's red wyrm (5 melee left): a dragon they can slay cannot be spared. Again:",
    );
    expect(choice).toEqual({
      ids: { melee: 0, missile: 0, save: 0 },
      slay: [{ dragon: "g0", with: "melee" }],
    });
  });

  // Line 372: the ID results count as melee, missiles or saves, as the owner likes.
  it("counts the ID results as the player says", async () => {
    const state = attack([["g0", "red-wyrm"]], { g0: ["Belly"], u0: ["ID"], u1: ["Melee"] });
    // 4 melee and 1 ID: the ID as melee makes the 5 that slay the red wyrm.
    const { choice, text } = await ask(state, ["1", "", ""]);
    expect(text).toContain("Your army rolled 4 melee, 0 missiles, 0 saves and 1 ID");
    expect(choice).toEqual({
      ids: { melee: 1, missile: 0, save: 0 },
      slay: [{ dragon: "g0", with: "melee" }],
    });
    // Counted as a save, the ID slays nothing: 4 melee cannot slay the red wyrm.
    const saved = await ask(state, ["0", "0", ""]);
    expect(saved.text).toContain("The other 1 ID count as saves.");
    expect(saved.choice).toEqual({ ids: { melee: 0, missile: 0, save: 1 }, slay: [] });
  });
});

describe("dragons on the terminal's board", () => {
  it("lists each terrain's dragons by owner, colour and form", () => {
    const board = renderBoard(viewFor(bellyAndWing(), 0));
    expect(board).toContain("Dragons at Highland City: B's red wyrm, B's ivory drake.");
  });
});

describe("promotions after a Treasure (line 1039)", () => {
  it("picks the units to promote, at most one for a Treasure", async () => {
    const state = attack([["g0", "red-wyrm"]], { g0: ["Treasure"] }, ["sergeant", "sergeant"]);
    const { decision, choice, text } = await ask(state, ["1", ""]);
    expect(decision.kind).toBe("dragon-promotions");
    expect(text).toContain("promote Footman (common, 1) to Sergeant (uncommon, 2)");
    expect(choice).toMatchObject({ recruits: [], promotions: [{ unit: "u0" }] });
  });
});
