// The browser's dragon pickers without a browser (2.9a "Dragon Attack Phase", rules/000 lines
// 322-390): the army's answer as the response picker holds it, checked by the engine's validator
// as the picker checks it (the forced slaying of line 368 included); the promotions' pick list.
import { type Decision, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { dragonAttack } from "../../words/test/scenario.ts";
import { problemOf } from "../src/decisions/engine.ts";
import { toggleSpec } from "../src/decisions/picks.ts";
import {
  damageLeft,
  initialResponse,
  type ResponseData,
  responseChoice,
  resultsUsed,
  slayWith,
  stateOf,
} from "../src/decisions/response.ts";

// The red wyrm rolls Belly: 5 melee slay it (line 368); the ivory drake's Wing does 5 damage. The
// Footman shows its ID, the Behemoth 4 melee.
function bellyAndWing() {
  const { state } = dragonAttack(
    [
      ["g0", "red-wyrm"],
      ["g1", "ivory-drake"],
    ],
    { g0: ["Belly"], g1: ["Wing"], u0: ["ID"], u1: ["Melee"] },
  );
  const d = state.pending[0] as Decision;
  return { g: viewFor(state, 0), d, data: d.data as unknown as ResponseData };
}

describe("the dragon response picker (line 362)", () => {
  it("starts with the IDs as saves and every dragon the results can slay slain", () => {
    const { g, d, data } = bellyAndWing();
    expect(d.kind).toBe("dragon-response");
    expect(data).toMatchObject({ melee: 4, missile: 0, save: 0, ids: 1, damage: 5 });
    const s = initialResponse(data);
    expect(s).toEqual({ ids: { melee: 0, missile: 0, save: 1 }, slay: {} });
    expect(damageLeft(data, s)).toEqual({ saves: 1, left: 4 });
    expect(problemOf(g, d, responseChoice(data, s))).toBeNull();
  });

  // Line 372: the ID counted as melee makes the 5 that slay the red wyrm after its Belly.
  it("counts the IDs where the player puts them and totals what the slayings use", () => {
    const { g, d, data } = bellyAndWing();
    const s = { ids: { melee: 1, missile: 0, save: 0 }, slay: { g0: "melee" as const } };
    expect(resultsUsed(data, s)).toEqual({
      have: { melee: 5, missile: 0 },
      used: { melee: 5, missile: 0 },
    });
    expect(damageLeft(data, s)).toEqual({ saves: 0, left: 5 });
    expect(responseChoice(data, s)).toEqual({
      ids: { melee: 1, missile: 0, save: 0 },
      slay: [{ dragon: "g0", with: "melee" }],
    });
    expect(problemOf(g, d, responseChoice(data, s))).toBeNull();
    // Missiles it does not have: refused, so Confirm stays off.
    const missiles = { ...s, slay: { g0: "missile" as const } };
    expect(problemOf(g, d, responseChoice(data, missiles))).toBe(
      "not enough missile results for the dragons slain with them",
    );
  });

  // Line 372: picking melee for a dragon the melee rolled cannot slay counts IDs as melee, taken
  // from those counted as saves, as far as they go.
  it("counts IDs towards a slaying the player picks", () => {
    const { g, d, data } = bellyAndWing();
    const s = slayWith(data, initialResponse(data), "g0", "melee");
    expect(s).toEqual({ ids: { melee: 1, missile: 0, save: 0 }, slay: { g0: "melee" } });
    expect(problemOf(g, d, responseChoice(data, s))).toBeNull();
    // Missiles: none rolled, and one ID is not enough: it moves, and the engine still refuses.
    const short = slayWith(data, initialResponse(data), "g0", "missile");
    expect(short.ids).toEqual({ melee: 0, missile: 1, save: 0 });
    expect(problemOf(g, d, responseChoice(data, short))).toMatch(/not enough missile/);
    expect(slayWith(data, s, "g0", null).slay).toEqual({});
  });

  // Line 368: results rolled enough to slay a dragon (IDs aside) must slay it.
  it("refuses sparing a dragon the melee rolled can slay", () => {
    const { state } = dragonAttack([["g0", "red-wyrm"]], {
      g0: ["Belly"],
      u0: ["Melee"],
      u1: ["Melee"],
    });
    const d = state.pending[0] as Decision;
    const data = d.data as unknown as ResponseData;
    const g = viewFor(state, 0);
    expect(initialResponse(data).slay).toEqual({ g0: "melee" });
    const spared = responseChoice(data, { ids: { melee: 0, missile: 0, save: 0 }, slay: {} });
    expect(problemOf(g, d, spared)).toMatch(/must slay g0 \(5 melee left\)/);
    expect(
      stateOf({ ids: { melee: 0, missile: 0, save: 0 }, slay: [{ dragon: "g0", with: "melee" }] }),
    ).toEqual({
      ids: { melee: 0, missile: 0, save: 0 },
      slay: { g0: "melee" },
    });
  });
});

describe("the dragon promotions pick list (line 1039)", () => {
  it("promotes at most one unit for a Treasure, each unit once", () => {
    const { state } = dragonAttack(
      [["g0", "red-wyrm"]],
      { g0: ["Treasure"] },
      [],
      ["sergeant", "sergeant"],
    );
    const d = state.pending[0] as Decision;
    expect(d.kind).toBe("dragon-promotions");
    const g = viewFor(state, 0);
    const spec = toggleSpec(g, d);
    expect(spec?.items.map((i) => i.label)).toEqual([
      "Promote Footman (common, 1) to Sergeant (uncommon, 2)",
      "Promote Footman (common, 1) to Sergeant (uncommon, 2)",
    ]);
    const [first, second] = spec?.items.map((i) => i.key) ?? [];
    expect(spec?.blocked?.([first as string], second as string)).toBe(
      "Footman (common, 1) is already promoted.",
    );
    expect(problemOf(g, d, spec?.build([first as string]))).toBeNull();
    expect(spec?.status([first as string])).toBe("1 promotion of at most 1.");
  });
});
