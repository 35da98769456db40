// 2.9a SAI effects at the `sais` stage of a roll (rules/000 lines 1693-1719): Special SAIs take
// effect before the normal results are counted, identical SAIs combine, and several take effect
// in the order the rolling player picks.
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../src/kernel/events.ts";
import { attack, faceOf, ofType, play, rolledFaces, steps, tallies } from "./positions.ts";

const front: [string, number] = ["flatland-city", faceOf("flatland-city", "Melee")];

/** The dice that rolled for a purpose. */
const rolledDice = (events: GameEvent[], purpose: string) =>
  rolledFaces(events, purpose).map((f) => f.split(":")[0]);

describe("2.9a Smite", () => {
  // Line 2130: in a melee attack each Smite result is one damage on the defending army that no
  // save stops, before the defenders save against the other hits; they take casualties as from
  // any damage (line 1761).
  it("kills 4 health of defenders before they roll saves against the hits", () => {
    const { events, state } = play({
      front,
      dice: [
        [0, "conqueror", "t:front"],
        [0, "footman", "t:front"],
        ...Array.from({ length: 6 }, () => [1, "footman", "t:front"] as [number, string, string]),
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Smite"], d1: ["2 Melee"], d6: ["1 Save"], d7: ["1 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 1, kind: "choose-casualties", choice: ["d2", "d3", "d4", "d5"] },
      ],
    });
    expect(ofType(events, "sai")).toEqual([
      {
        type: "sai",
        player: 0,
        name: "Smite",
        purpose: "melee-attack",
        points: 4,
        dice: ["d0"],
      },
    ]);
    expect(ofType(events, "killed")).toEqual([
      { type: "killed", player: 1, dice: ["d2", "d3", "d4", "d5"] },
    ]);
    // Smite is not melee in a melee attack: the hits are the footman's 2.
    expect(tallies(events, "melee-attack")).toEqual([2]);
    // Only the two survivors roll saves, and save both hits.
    expect(rolledDice(events, "save-vs-melee")).toEqual(["d6", "d7"]);
    expect(tallies(events, "save-vs-melee")).toEqual([2]);
    expect(state.dice.filter((d) => d.owner === 1 && d.at === "t:front")).toHaveLength(2);
  });

  it("does its damage even when the attack rolls no hits", () => {
    const { events, state } = play({
      front,
      dice: [
        [0, "conqueror", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Smite"] },
      decisions: [attack("melee", "t:front")],
    });
    // 4 damage on 2 health: both die, nothing to choose, and no save roll follows.
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d1", "d2"] }]);
    expect(tallies(events, "save-vs-melee")).toEqual([]);
    // B has no unit left: the game ends in the middle of the attack's roll, which goes with it.
    expect(state.winner).toEqual({ player: 0, reason: "last-units" });
    expect(state.rolls).toEqual([]);
  });

  // Line 2130 (Smite): in a save roll it does nothing (no clause names save rolls).
  it("does nothing in a save roll", () => {
    const { events } = play({
      front,
      dice: [
        [0, "footman", "t:front"],
        [1, "conqueror", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["2 Melee"], d1: ["4 Smite"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(tallies(events, "save-vs-melee")).toEqual([0]);
  });
});

describe("2.9a Roar", () => {
  const roar = (decisions: { player: number; kind?: string; choice: unknown }[]) =>
    play({
      front,
      dice: [
        [0, "lion-folk", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "marksman", "t:front"],
        [1, "troll", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Roar"], d1: ["2 Melee"], d2: ["1 Save"] },
      decisions: [attack("melee", "t:front"), ...decisions],
    });

  // Line 2044 (Roar): the roaring player picks up to 4 health-worth of defending units, which flee
  // to their reserve area before the defenders save; line 1751: an offensive SAI its roller
  // targets takes at least 1 health-worth and at most its points.
  it("sends the units its roller picks, up to 4 health-worth, to their reserve area", () => {
    const asked = roar([]);
    expect(asked.state.pending.map((d) => [d.player, d.kind])).toEqual([[0, "sai-targets"]]);
    const { events, state } = roar([{ player: 0, kind: "sai-targets", choice: ["d3", "d2"] }]);
    expect(ofType(events, "moved")).toEqual([
      { type: "moved", player: 1, dice: ["d3", "d2"], from: "t:front", to: "reserve" },
    ]);
    expect(state.dice.filter((d) => d.at === "reserve").map((d) => d.id)).toEqual(["d2", "d3"]);
    // Only the troll is left to save against the footman's 2 hits.
    expect(rolledDice(events, "save-vs-melee")).toEqual(["d4"]);
  });

  it("refuses no target, and more than its points of health-worth", () => {
    const refused = (choice: string[]) => () => roar([{ player: 0, kind: "sai-targets", choice }]);
    expect(refused([])).toThrow("pick at least one unit");
    expect(refused(["d3", "d4"])).toThrow("6 health-worth is more than 4");
  });
});

describe("2.9a Entangle", () => {
  // Line 1901 (Entangle): the entangling player picks up to 4 health-worth of defending units,
  // which cannot be rolled until the beginning of that player's next turn: not for the save roll
  // against this attack either.
  it("keeps the units its roller picks from rolling, until that player's next turn", () => {
    const { events, state } = play({
      front,
      dice: [
        [0, "tako", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "marksman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Entangle"], d1: ["2 Melee"], d4: ["2 Save"] },
      decisions: [
        attack("melee", "t:front"),
        { player: 0, kind: "sai-targets", choice: ["d2", "d3"] },
      ],
    });
    expect(ofType(events, "effect").map((e) => [e.effect.name, e.effect.target])).toEqual([
      ["Entangle", { unit: "d2", at: "t:front" }],
      ["Entangle", { unit: "d3", at: "t:front" }],
    ]);
    expect(rolledDice(events, "save-vs-melee")).toEqual(["d4"]);
    expect(tallies(events, "save-vs-melee")).toEqual([2]);
    // The survivors do not counter-attack with the entangled footmen either.
    expect(state.effects.map((e) => [e.owner, e.expires, e.madeBy])).toEqual([
      [0, "start-of-next-turn", ["d0"]],
      [0, "start-of-next-turn", ["d0"]],
    ]);
  });
});

describe("2.9a Screech", () => {
  // Line 1703 (the Delayed example): the attacking army rolls a Screech; the defending army
  // rolls 6 saves; before they are applied it loses 4 of them.
  it("takes 4 of the defenders' 6 saves before they are applied", () => {
    const { events } = play({
      front,
      dice: [
        [0, "harpies", "t:front"],
        [0, "footman", "t:front"],
        [1, "tiger-folk", "t:front"],
        [1, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Screech"], d1: ["2 Melee"], d2: ["4 Save"], d3: ["1 Save"], d4: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "save-vs-melee")).toEqual([2]);
    expect(steps(events, "save-vs-melee")).toEqual([
      [{ source: "sai", label: "Screech", effect: -4 }],
    ]);
    expect(ofType(events, "sai")).toEqual([
      {
        type: "sai",
        player: 0,
        name: "Screech",
        purpose: "save-vs-melee",
        points: 4,
        dice: ["d0"],
      },
    ]);
    // 2 hits against 2 saves: nobody dies.
    expect(ofType(events, "killed")).toEqual([]);
  });

  // Line 1642: a non-magical modifier that subtracts is not applied to SAI-generated results.
  it("takes no save that an SAI gave (Fly)", () => {
    const { events } = play({
      front,
      dice: [
        [0, "harpies", "t:front"],
        [0, "footman", "t:front"],
        [1, "assailer", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Screech"], d1: ["2 Melee"], d2: ["4 Fly"], d3: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    // 4 saves from Fly and 1 from an icon: Screech can take only the icon's.
    expect(tallies(events, "save-vs-melee")).toEqual([4]);
    expect(ofType(events, "killed")).toEqual([]);
  });

  it("does nothing when the attack rolls no hits (no save roll follows)", () => {
    const { events } = play({
      front,
      dice: [
        [0, "harpies", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Screech"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(ofType(events, "sai")).toEqual([]);
    expect(tallies(events, "save-vs-melee")).toEqual([]);
  });
});

describe("2.9a Howl", () => {
  // Line 1972 (Howl): as Screech, in a missile action too: the target's saves lose 4.
  it("takes 4 saves from the target of a missile action", () => {
    const { events } = play({
      front: ["flatland-city", faceOf("flatland-city", "Missile")],
      dice: [
        [0, "wolf-pack", "t:front"],
        [0, "eagle-knight", "t:front"],
        [1, "tiger-folk", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Howl"], d1: ["3 Missile"], d2: ["4 Save"], d3: ["1 Save"] },
      decisions: [
        attack("missile", "t:front"),
        { player: 1, kind: "choose-casualties", choice: ["d3"] },
      ],
    });
    expect(tallies(events, "save-vs-missile")).toEqual([1]);
    expect(ofType(events, "killed")).toEqual([{ type: "killed", player: 1, dice: ["d3"] }]);
  });
});

describe("2.9a Trumpet", () => {
  // Line 2182 (Trumpet): in a melee attack each Feral unit of the army doubles its melee and save
  // results (the multiply step); a non-Feral unit's do not change.
  it("doubles the Feral units' melee results, not the others'", () => {
    const { events } = play({
      front,
      dice: [
        [0, "elephant-folk", "t:front"],
        [0, "lion-folk", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Trumpet"], d1: ["4 Melee"], d2: ["2 Melee"], d3: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "melee-attack")).toEqual([4 * 2 + 2]);
    expect(steps(events, "melee-attack")).toEqual([
      [{ source: "sai", label: "Trumpet", effect: 4 }],
    ]);
  });

  // Line 1743: two Trumpets do not quadruple the Feral units' results.
  it("doubles only once when two Elephant-folk trumpet", () => {
    const { events } = play({
      front,
      dice: [
        [0, "elephant-folk", "t:front"],
        [0, "elephant-folk", "t:front"],
        [0, "lion-folk", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Trumpet"], d1: ["Trumpet"], d2: ["4 Melee"], d3: ["1 Save"] },
      decisions: [attack("melee", "t:front")],
    });
    expect(tallies(events, "melee-attack")).toEqual([8]);
    // One use from both dice (Trumpet counts no points: it only doubles).
    expect(ofType(events, "sai")).toEqual([
      expect.objectContaining({ name: "Trumpet", points: 0, dice: ["d0", "d1"] }),
    ]);
  });
});

describe("2.9a several SAIs in one roll", () => {
  // Line 1717 and its example: Special SAIs take effect in the order the rolling player chooses.
  it("lets the rolling player pick which SAI takes effect first", () => {
    const smiteAndTrumpet = (decisions: { player: number; kind?: string; choice: unknown }[]) =>
      play({
        front,
        dice: [
          [0, "conqueror", "t:front"],
          [0, "elephant-folk", "t:front"],
          [0, "lion-folk", "t:front"],
          ...Array.from({ length: 6 }, () => [1, "footman", "t:front"] as [number, string, string]),
        ],
        start: { phase: "action", army: "t:front" },
        rolls: { d0: ["4 Smite"], d1: ["Trumpet"], d2: ["4 Melee"] },
        decisions: [attack("melee", "t:front"), ...decisions],
      });
    const { events, state } = smiteAndTrumpet([]);
    expect(state.pending.map((d) => [d.player, d.kind, d.options])).toEqual([
      [0, "sai-order", ["Smite", "Trumpet"]],
    ]);
    // The melee attack's roll waits in the state, its results not yet counted.
    expect(state.rolls).toHaveLength(1);
    expect(state.rolls[0]?.counted).toEqual([]);
    const then = smiteAndTrumpet([
      { player: 0, kind: "sai-order", choice: "Trumpet" },
      { player: 1, kind: "choose-casualties", choice: ["d3", "d4", "d5", "d6"] },
    ]);
    expect(ofType(then.events, "sai").map((e) => e.name)).toEqual(["Trumpet", "Smite"]);
    expect(tallies(then.events, "melee-attack")).toEqual([8]);
    expect(events.filter((e) => e.type === "sai")).toEqual([]);
  });
});
