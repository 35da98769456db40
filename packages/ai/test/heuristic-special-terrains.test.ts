// The heuristic bot with special terrains (2.9a, rules/000 lines 2270-2298): the type it declares
// a Castle it captured (line 2292) and the buried unit its Grove sends back (line 2296).
import { type Decision, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { type Placed, position, strictBot } from "./positions.ts";

/** A's turn, A holding the frontier Castle at its eighth face; `more` adds dice (ids d3...). */
function castleHeld(more: Placed[]) {
  const dice: Placed[] = [
    [0, "footman", "t:front"],
    [0, "sergeant", "t:front"],
    [1, "footman", "t:home1"],
    ...more,
  ];
  return position(dice, { front: { die: "flatland-castle", face: 8, controller: 0 } });
}

const bot = strictBot;

const castle: Decision = {
  id: 999,
  player: 0,
  kind: "castle",
  prompt:
    "You turned the Castle up to its eighth face: declare it a City, Standing Stones, Temple or Tower while it stays at 8.",
  options: [{ as: "City" }, { as: "Standing Stones" }, { as: "Temple" }, { as: "Tower" }],
};

describe("heuristic bot: special terrains", () => {
  // Line 2292 and line 751: a City lets the army promote its Footman to the dead Sergeant (or
  // recruit the dead Footman) at the start of each of A's turns.
  it("declares its Castle a City when its army has units to recruit or promote", () => {
    const state = castleHeld([
      [0, "sergeant", "dua"],
      [0, "footman", "dua"],
    ]);
    expect(bot().choose(viewFor(state, 0), castle)).toEqual({ as: "City" });
  });

  // Line 759: with nothing of A's dead, a Temple makes B bury one of its dead each turn.
  it("declares it a Temple when it has nobody to bring back and the opponent has dead", () => {
    const state = castleHeld([[1, "footman", "dua"]]);
    expect(bot().choose(viewFor(state, 0), castle)).toEqual({ as: "Temple" });
  });

  // Line 2296: a Grove's holder sends one buried unit back to its owner's DUA: A's own Sergeant,
  // worth more than its Footman, rather than B's unit.
  it("unburies its own unit worth most with a Grove", () => {
    const state = castleHeld([
      [0, "footman", "bua"],
      [0, "sergeant", "bua"],
      [1, "roc", "bua"],
    ]);
    const grove: Decision = {
      id: 999,
      player: 0,
      kind: "sai-choice",
      prompt: "Grove: which buried unit goes back to its owner's DUA?",
      data: { about: "grove", by: "Grove" },
      options: [
        { say: "unbury", unit: "d5" },
        { say: "unbury", unit: "d3" },
        { say: "unbury", unit: "d4" },
      ],
    };
    expect(bot().choose(viewFor(state, 0), grove)).toEqual({ say: "unbury", unit: "d4" });
  });
});
