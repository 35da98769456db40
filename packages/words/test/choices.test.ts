// Answers read back by checking their parts (a bot's answer, a "decided" event's choice).
import { describe, expect, it } from "vitest";
import { fieldOf, hasField, idsOf, movesOf, spellsOf } from "../src/choices.ts";

describe("answers read back", () => {
  it("reads the fields of an object answer, none of another", () => {
    expect(fieldOf({ army: null }, "army")).toBeNull();
    expect(fieldOf({ army: "t:1" }, "action")).toBeUndefined();
    expect(fieldOf(true, "army")).toBeUndefined();
    expect(fieldOf(null, "army")).toBeUndefined();
    expect(hasField({ skip: true }, "skip")).toBe(true);
    expect(hasField("skip", "skip")).toBe(false);
  });

  it("reads ids and moves, dropping parts of another shape", () => {
    expect(idsOf(["a", 2, "b"])).toEqual(["a", "b"]);
    expect(idsOf({ a: "b" })).toEqual([]);
    expect(movesOf({ u1: "t1", u2: 3 })).toEqual([["u1", "t1"]]);
    expect(movesOf(["t1"])).toEqual([]);
  });

  it("reads the spells a cast-spells answer announces", () => {
    const bolt = { spell: "fire-bolt", color: "red", target: { unit: "u1" } };
    expect(spellsOf({ spells: [bolt, { spell: "x" }] })).toEqual([bolt]);
    expect(spellsOf({ spells: [] })).toEqual([]);
    expect(spellsOf(null)).toEqual([]);
  });
});
