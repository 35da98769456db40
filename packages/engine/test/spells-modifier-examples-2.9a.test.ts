// The rulebook's worked examples of spell modifiers (rules/000 "Dice Modifiers", lines 616-652),
// and penalties on a combination roll (lines 622, 1163), with their numbers.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { attack, ofType, type Setup, tallies } from "./positions.ts";
import { army } from "./spells.ts";
import { type Dice, front, meleeFront, missileIntoFront, shooters } from "./spells-modifiers.ts";
import { under } from "./spells-on-table.ts";

describe("2.9a penalties on a combination roll", () => {
  // The Charge of sai-delayed-2.9a.test.ts: A's behemoth charges; B's footmen and tiger-folk make
  // a combination save/melee roll (line 1827) under three Palsy spells.
  const charged = (rolls: Record<string, string[]>, decisions: Setup["decisions"] = []) =>
    under([{ spell: "palsy", caster: 0, target: army(1), times: 3 }], {
      front: meleeFront,
      dice: [
        [0, "behemoth", "t:front"],
        [0, "advocate", "t:front"],
        [0, "footman", "t:front"],
        [1, "footman", "t:front"],
        [1, "tiger-folk", "t:front"],
        [1, "footman", "t:front"],
      ],
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["Charge"], d1: ["1 Maneuver"], d2: ["2 Melee"], ...rolls },
      decisions: [attack("melee", "t:front"), ...(decisions ?? [])],
    });

  // Line 1161: the army's owner applies the -3 of three Palsy spells to any one or each of the
  // results rolled for.
  it("lets the owner spread three Palsy penalties over saves and melee", () => {
    const rolls = { d3: ["1 Save"], d4: ["4 Melee"], d5: ["1 Save"] };
    const asked = charged(rolls);
    expect(asked.state.pending.map((d) => [d.player, d.kind, d.options])).toEqual([
      [
        1,
        "sai-choice",
        [
          { say: "0 from save and 3 from melee" },
          { say: "1 from save and 2 from melee" },
          { say: "2 from save and 1 from melee" },
        ],
      ],
    ]);
    const { events } = charged(rolls, [
      { player: 1, kind: "sai-choice", choice: { say: "1 from save and 2 from melee" } },
    ]);
    expect(ofType(events, "tally").at(-1)?.results).toEqual({ save: 1, melee: 2 });
  });

  // Line 622: all the penalties must be applied if possible: none is left where a result had
  // none to give (one save here), and with nothing else to choose (no melee) nothing is asked.
  it("offers only spreads that apply every penalty, and asks nothing when there is one", () => {
    const one = charged({ d3: ["1 Save"], d4: ["4 Melee"], d5: ["1 Melee"] });
    expect(one.state.pending[0]?.options).toEqual([
      { say: "0 from save and 3 from melee" },
      { say: "1 from save and 2 from melee" },
    ]);
    const only = charged({ d3: ["1 Save"], d4: ["2 Save"], d5: ["1 Save"] });
    expect(ofType(only.events, "decided").map((e) => e.kind)).not.toContain("sai-choice");
    expect(ofType(only.events, "tally").at(-1)?.results).toEqual({ save: 1, melee: 0 });
  });
});

describe("2.9a rulebook examples of modifiers", () => {
  // Line 646: a Coral Elf army holding a Coastland's eighth face, under two Ash Storms and a Wall
  // of Fog (terrain) and a Transmute Rock to Mud, two Watery Doubles, a Wind Walk and a Wall of
  // Ice (army), is shot at with 30 missiles from another terrain: halved to 15. It rolls 12
  // maneuvers, 3 saves and a 2-health ID: 12 maneuvers, 5 saves; -6 maneuvers, -2 saves; halved
  // maneuvers: 3; doubled: 6 and 6; maneuvers as saves: 12; plus 5 saves: 17. Wind Walk's
  // maneuvers come after the racial step and count for nothing.
  it("ends the Coral Elf Coastland example at 17 saves against 15 missiles", () => {
    const a = shooters(30);
    const n = a.dice.length;
    const coral: Dice = [
      [1, "knight", "t:front"],
      [1, "knight", "t:front"],
      [1, "knight", "t:front"],
      [1, "knight", "t:front"],
      [1, "protector", "t:front"],
      [1, "trooper", "t:front"],
    ];
    const rolls: Record<string, string[]> = { ...a.rolls };
    coral.forEach(([, die], i) => {
      rolls[`d${n + i}`] = [
        die === "knight" ? "3 Maneuver" : die === "protector" ? "3 Save" : "ID",
      ];
    });
    const { events } = under(
      [
        { spell: "ash-storm", caster: 0, target: front, times: 2 },
        { spell: "wall-of-fog", caster: 0, target: front },
        { spell: "transmute-rock-to-mud", caster: 0, target: army(1) },
        { spell: "watery-double", caster: 1, target: army(1), times: 2 },
        { spell: "wind-walk", caster: 1, target: army(1) },
        { spell: "wall-of-ice", caster: 1, target: army(1) },
      ],
      {
        ...missileIntoFront(rolls, [...a.dice, ...coral]),
        front: ["coastland-city", 8],
        controller: { front: 1 },
      },
    );
    expect(tallies(events, "missile-action")).toEqual([15]);
    expect(tallies(events, "save-vs-missile")).toEqual([17]);
    expect(ofType(events, "killed")).toEqual([]);
  });

  // Line 416: three armies; the acting army rolls 3 maneuvers and a 2-health ID under a Wind Walk:
  // 9, against 7 and 9; ties go to the acting army.
  it("wins the three-army maneuver with Wind Walk: 9 against 7 and 9", () => {
    const file = JSON.parse(
      readFileSync(new URL("scenarios/maneuver-tie.json", import.meta.url), "utf8"),
    );
    file.dice = file.dice.filter((d: { id: string }) => d.id !== "a-pony");
    file.rolls["a-patroller"] = ["Melee"];
    delete file.rolls["a-pony"];
    const { events } = under([{ spell: "wind-walk", caster: 0, target: army(0) }], file);
    expect(tallies(events, "maneuver")).toEqual([9]);
    expect(tallies(events, "counter-maneuver")).toEqual([7, 9]);
    expect(ofType(events, "maneuver").map((e) => e.success)).toEqual([true]);
  });
});
