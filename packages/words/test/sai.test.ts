import { rules29a } from "@dragondice/catalog";
import { viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { describeEvents, notImplementedText } from "../src/events.ts";
import { saiMeaning, saiName, saiOrderName } from "../src/sai.ts";
import { rolledFaces } from "../src/tally.ts";
import { playPosition } from "./scenario.ts";

describe("special action icons in full", () => {
  it("names an SAI in full, by die where the icon has variants", () => {
    expect(saiName("Smite")).toBe("Smite");
    expect(saiName("Logo", "dragonlord")).toBe("SFR/TSR Logo");
    expect(saiName("Logo", "dragoncrusader")).toBe("SFR Logo");
    expect(saiName("Melee")).toBe("Melee");
  });

  // 2.9a line 1717: the SAIs to order are named by name, or by catalogue id where two share one.
  it("names an SAI to order, with the dice it is on when two share a name", () => {
    expect(saiOrderName("Smite")).toBe("Smite");
    expect(saiOrderName("logo-gold-medallion")).toBe("SFR/TSR Logo (Gold Medallion)");
    expect(saiOrderName("logo-dragonkin-champion")).toBe("SFR/TSR Logo (Dragonkin Champion)");
  });

  it("names SAIs in full among the faces rolled", () => {
    const rolled = (dieId: string, icon: string) => ({ die: "a", dieId, face: 0, icon, count: 4 });
    expect(rolledFaces([rolled("dragonlord", "Logo")])).toEqual(["Dragonlord 4 SFR/TSR Logo"]);
    expect(rolledFaces([rolled("footman", "ID")])).toEqual(["Footman 4 ID"]);
  });

  // An SAI's meaning is all of its summary: its first sentence alone left out what it does in
  // other rolls (Wave against a counter-maneuver, rules/000 line 2196; Firewalking's move, 1924).
  it("gives every SAI its whole meaning: the catalogue's summary", () => {
    for (const s of rules29a.sais) {
      const meaning = saiMeaning(s.icon) ?? "";
      expect(meaning, s.name).toMatch(/^[A-Z].*\.$/);
      // Icons with variants (Breath, Logo) give one of their summaries.
      const summaries = rules29a.sais.filter((x) => x.icon === s.icon).map((x) => x.summary);
      expect(summaries, s.name).toContain(meaning);
    }
    expect(saiMeaning("Wave")).toMatch(/counter-maneuvering army loses that many maneuver/);
    expect(saiMeaning("Smite")).toBe(
      "In a melee attack, each point is one damage on the defenders that no save of any kind can prevent. Against a dragon or in a melee avoidance roll it counts as melee results.",
    );
    expect(saiMeaning("Melee")).toBeNull();
  });

  it("words what is not in the game yet by name, in a player's words", () => {
    expect(
      notImplementedText({
        type: "not-implemented",
        what: "sai",
        detail: "Smite in a melee-attack roll generates nothing yet",
        name: "Smite",
        purpose: "melee-attack",
      }),
    ).toBe("Smite is not in the game yet: it counted for nothing in this roll.");
    // An SAI whose results counted while its effect is missing (Counter's strike back).
    expect(
      notImplementedText({
        type: "not-implemented",
        what: "sai",
        detail: "Counter's effect in a save-vs-melee roll",
        name: "Counter",
        purpose: "save-vs-melee",
        part: "effect",
      }),
    ).toBe("Counter's effect is not in the game yet: only its results counted in this roll.");
    expect(
      notImplementedText({ type: "not-implemented", what: "spells", detail: "spells later" }),
    ).toBe("Spells are not in the game yet: the magic rolled casts nothing.");
    expect(
      notImplementedText({
        type: "not-implemented",
        what: "eighth-face",
        detail: "the Grove initial effect comes in a later version",
        name: "Grove",
      }),
    ).toBe("The Grove eighth face's effect is not in the game yet: it does nothing this turn.");
    // An SAI waiting for a planned issue names it.
    expect(
      notImplementedText({
        type: "not-implemented",
        what: "sai",
        detail: "Belly's effect in a melee-attack roll",
        name: "Belly",
        issue: 15,
      }),
    ).toBe(
      "Belly is not in the game yet (it comes with Dragonkin, magic items and minor terrains, issue 15): it counted for nothing in this roll.",
    );
    // An older record's event without a name.
    expect(notImplementedText({ type: "not-implemented", what: "sai", detail: "Smite x" })).toBe(
      "Not in the game yet: Smite x.",
    );
  });

  // rules/000 line 1845: the coiled unit's one roll counts saves and melee; both are told.
  it("tells both totals of a unit's combination roll against Coil", () => {
    const { state, events } = playPosition({
      front: ["flatland-city", 6],
      dice: [
        [0, "ormyrr"],
        [1, "footman"],
        [1, "behemoth"],
      ],
      start: "action",
      rolls: { d0: ["4 Coil"], d2: ["4 Melee"] },
      decisions: [
        { player: 0, choice: { action: "melee", target: { player: 1, at: "t:front" } } },
        { player: 0, choice: ["d2"] },
      ],
    });
    const text = describeEvents(events, viewFor(state, null)).map((l) => l.text);
    expect(text).toContain("= 0 saves and 4 melee (Behemoth (monster, 4))");
  });

  // rules/000 line 1906: Ferry "may" move the unit; a player who stays is told so, or the log
  // says the SAI takes effect and nothing follows.
  it("tells a choice to stay where nothing else shows it", () => {
    const { state, events } = playPosition({
      front: ["flatland-city", 6],
      dice: [
        [0, "footman"],
        [1, "gryphon"],
        [1, "footman"],
      ],
      start: "action",
      rolls: { d0: ["2 Melee"], d1: ["4 Ferry"], d2: ["1 Save"] },
      decisions: [
        { player: 0, choice: { action: "melee", target: { player: 1, at: "t:front" } } },
        { player: 1, kind: "sai-choice", choice: { say: "stay" } },
      ],
    });
    const text = describeEvents(events, viewFor(state, null)).map((l) => l.text);
    const ferry = text.indexOf("B's Ferry takes effect (4 points).");
    expect(text[ferry + 1]).toBe("B stays: no unit moves.");
  });
});
