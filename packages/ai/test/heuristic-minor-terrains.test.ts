// The heuristic bot with minor terrains (2.9a, rules/000 lines 2232-2268): a successful maneuver
// brings one in instead of turning the terrain when what its faces give the army (an action the
// terrain's face lacks, line 2252) is worth more than the step (line 2236); its ID icon does what
// the army lacks and would do best (line 2250).
import { type Decision, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { expectAt } from "../src/heuristic/board.ts";
import { type Placed, position, strictBot } from "./positions.ts";

/**
 * A's turn, its army of six Dwarf Footmen (melee and saves, no missile) at the frontier showing
 * `face` (a Flatland City: 2-4 Missile, 5-7 Melee) beside B's lone Footman, a Flatland Village
 * (Melee on two faces and its ID icon, line 2248) in A's summoning pool (d6). `start` is where
 * the turn starts.
 */
function armyAt(face: number, start: Record<string, unknown>, minorAt = "pool") {
  const dice: Placed[] = [
    ...Array.from({ length: 6 }, (): Placed => [0, "footman", "t:front"]),
    [0, "flatland-village", minorAt, minorAt === "pool" ? undefined : 7],
    [1, "footman", "t:front"],
    [1, "footman", "t:home1"],
    [1, "footman", "t:home1"],
  ];
  return position(dice, { front: { face }, start });
}

const bot = strictBot;

describe("heuristic bot: minor terrains", () => {
  // Line 2236: at face 3 (Missile) the army of melee units has no action; turned up, face 4 is a
  // Missile face too. The Village gives melee on 3 faces in 8 (2 Melee and the ID icon, line
  // 2250): bringing it in is worth more than the step.
  it("brings in a minor terrain when turning would leave the army without an action", () => {
    const state = armyAt(3, { phase: "maneuver", army: "t:front" });
    const decision = state.pending.find((d) => d.kind === "maneuver") as Decision;
    expect(decision.options).toContainEqual({ maneuver: "minor", minor: "d6" });
    expect(bot().choose(viewFor(state, 0), decision)).toEqual({ maneuver: "minor", minor: "d6" });
  });

  // At face 4 turning up shows a Melee face (5): the step and the melee together beat the
  // Village's melee on 3 faces in 8.
  it("turns the terrain when the new face gives the army its action anyway", () => {
    const state = armyAt(4, { phase: "maneuver", army: "t:front" });
    const decision = state.pending.find((d) => d.kind === "maneuver") as Decision;
    expect(decision.options).toContainEqual({ maneuver: "minor", minor: "d6" });
    expect(bot().choose(viewFor(state, 0), decision)).toEqual({ maneuver: "up" });
  });

  const idDecision: Decision = {
    id: 999,
    player: 0,
    kind: "minor-terrain-id",
    prompt: "Flatland Village shows its ID icon: choose what it does until it is rolled again.",
    options: [
      { choice: "melee" },
      { choice: "missile" },
      { choice: "magic" },
      { choice: "doubles" },
    ],
  };

  // Line 2250: the Village in the army shows its ID icon; the frontier shows Missile (face 3):
  // the Footmen's melee is what the army lacks and does best.
  it("makes the ID icon the action the army lacks and does best", () => {
    const state = armyAt(3, { phase: "march", march: 1 }, "t:front");
    expect(bot().choose(viewFor(state, 0), idDecision)).toEqual({ choice: "melee" });
  });

  // At face 5 (Melee) the army has its melee already and no missile or magic to speak of: the ID
  // icon doubles its saves and maneuvers against B's attacks and maneuvers (line 2250).
  it("doubles saves and maneuvers when the army has its action already", () => {
    const state = armyAt(5, { phase: "march", march: 1 }, "t:front");
    expect(bot().choose(viewFor(state, 0), idDecision)).toEqual({ choice: "doubles" });
  });

  /**
   * A's four Footmen hold the frontier's eighth face (any action: line 720) and choose their
   * action beside B's five Footmen there, whose Flatland Village (d9) shows the 0-based `face`
   * (with `chosen`, what its ID icon does); B's other two Footmen are at B's home.
   */
  function facingVillage(face: number, chosen?: string) {
    const dice: Placed[] = [
      ...Array.from({ length: 4 }, (): Placed => [0, "footman", "t:front"]),
      ...Array.from({ length: 5 }, (): Placed => [1, "footman", "t:front"]),
      [1, "flatland-village", "t:front", face, chosen],
      [1, "footman", "t:home1"],
      [1, "footman", "t:home1"],
    ];
    const state = position(dice, {
      front: { face: 8, controller: 0 },
      start: { phase: "action", army: "t:front" },
    });
    return { state, decision: state.pending.find((d) => d.kind === "choose-action") as Decision };
  }
  const melee = { action: "melee", target: { player: 1, at: "t:front" } };
  const missile = { action: "missile", target: { player: 1, at: "t:home1" } };

  // Lines 2258-2260: B's army doubles its saves (Double Saves, face 2) or its maneuvers (Double
  // Maneuvers, face 3), or both (the ID icon chosen to double, line 2250), while the face is in
  // effect: B's five Footmen expect 2.5 saves against melee, 5 doubled.
  it("counts a minor terrain's doubled saves and maneuvers in the army's expectations", () => {
    const expect5 = (face: number, chosen?: string) => {
      const view = viewFor(facingVillage(face, chosen).state, 0);
      return [
        expectAt(view, 1, "t:front", "save-vs-melee"),
        expectAt(view, 1, "t:front", "maneuver"),
      ];
    };
    const [saves, moves] = expect5(4);
    expect(expect5(1)).toEqual([2 * (saves as number), moves]);
    expect(expect5(2)).toEqual([saves, 2 * (moves as number)]);
    expect(expect5(7, "doubles")).toEqual([2 * (saves as number), 2 * (moves as number)]);
    expect(expect5(7, "melee")).toEqual([saves, moves]);
  });

  // Against five Footmen saving double (2.5 saves each way become 5), A's four Footmen's melee
  // does little: A shoots B's two Footmen at home instead. On a Melee face (index 4) or with the
  // ID icon chosen for melee, B saves as usual and A melees the larger army.
  it("attacks elsewhere than an army whose minor terrain doubles its saves", () => {
    for (const [face, chosen, action] of [
      [4, undefined, melee],
      [7, "melee", melee],
      [1, undefined, missile],
      [7, "doubles", missile],
    ] as const) {
      const { state, decision } = facingVillage(face, chosen);
      expect(bot().choose(viewFor(state, 0), decision)).toEqual(action);
    }
  });
});
