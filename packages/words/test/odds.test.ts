// Odds and a suggestion where a player chooses an attack.
import { dieById, type TerrainDie } from "@dragondice/catalog";
import { viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { attackOddsText, killChance } from "../src/odds.ts";
import { defaultOption, suggestedOption } from "../src/options.ts";
import { playPosition } from "./scenario.ts";

const meleeFace = (dieId: string) =>
  (dieById(dieId) as TerrainDie).faces.find((f) => f.icon === "Melee")?.number ?? 0;

/** A's army at the frontier, showing melee, choosing its action against B's army there. */
function chooseAction(mine: string[], theirs: string[]) {
  const { state } = playPosition({
    front: ["flatland-city", meleeFace("flatland-city")],
    dice: [
      ...mine.map((d): [number, string] => [0, d]),
      ...theirs.map((d): [number, string] => [1, d]),
    ],
    start: "action",
    decisions: [],
  });
  const decision = state.pending[0];
  if (decision?.kind !== "choose-action") throw new Error("no action asked");
  return { view: viewFor(state, 0), decision };
}

const isMelee = (o: unknown) => (o as { action: unknown }).action === "melee";

describe("attack odds in words", () => {
  // Dwarf Footman against Dwarf Footman: 5/6 hits, 1/2 save, damage and kill chance 5/12
  // (checked by hand in the ai's tests).
  it("gives each attack option its expected result and chance of a kill", () => {
    const { view, decision } = chooseAction(["footman"], ["footman"]);
    const texts = (decision.options ?? []).map((o) => attackOddsText(view, decision, o));
    expect(texts).toEqual([
      "about 0.8 hits vs 0.5 saves: 0.4 damage expected, 42% chance of a kill",
      null,
    ]);
  });

  it("words a chance of a kill without a false 0% or 100%", () => {
    expect(killChance(0)).toBe("no chance of a kill");
    expect(killChance(0.004)).toBe("under 1% chance of a kill");
    expect(killChance(0.714)).toBe("71% chance of a kill");
    expect(killChance(0.996)).toBe("over 99% chance of a kill");
    expect(killChance(1 + 1e-12)).toBe("a sure kill");
  });
});

describe("the suggested option", () => {
  it("never suggests attacking a much stronger army, where the old default did", () => {
    // One common against four rares that would wipe it out on the counter-attack.
    const { view, decision } = chooseAction(
      ["footman"],
      ["warlord", "warlord", "warlord", "warlord"],
    );
    const options = decision.options ?? [];
    expect(isMelee(options[defaultOption(view, decision)])).toBe(true);
    const suggested = suggestedOption(view, decision);
    expect(suggested).not.toBeNull();
    expect(options[suggested as number]).toEqual({ action: null });
  });

  it("suggests the attack when it pays", () => {
    const { view, decision } = chooseAction(["warlord", "warlord", "warlord"], ["footman"]);
    const suggested = suggestedOption(view, decision);
    expect(isMelee((decision.options ?? [])[suggested ?? -1])).toBe(true);
  });

  it("suggests nothing where the bot has no opinion or nothing is listed", () => {
    const { view, decision } = chooseAction(["footman"], ["footman"]);
    expect(suggestedOption(view, { ...decision, kind: "from-the-future" })).toBeNull();
    const { options: _, ...unlisted } = decision;
    expect(suggestedOption(view, unlisted)).toBeNull();
  });
});
