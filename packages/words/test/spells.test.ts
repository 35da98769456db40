// Spells in plain words (2.9a "Magic", lines 494-512): the offers of a cast-spells decision, the
// points left as spells are added, the announcement, the spells resolving and their effects.
import type { CastData, Decision, GameEvent, SpellOffer } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { effectText, effectUntil } from "../src/effects.ts";
import { describeEvents } from "../src/events.ts";
import { decisionHelp } from "../src/help.ts";
import {
  announcementText,
  castingsNeeded,
  offerText,
  pointsText,
  spellPointsLeft,
  spellTargetText,
} from "../src/spells.ts";
import { stepLabel } from "../src/steps.ts";
import { playPosition } from "./scenario.ts";

// A's Coral Elf Enchanter (blue/green, 4 magic) and Dwarf Wizard (red/gold, 3 magic) take a
// magic action at the frontier, a flatland City on its magic face; B's Footman is there too.
const magicAction = (spells?: unknown[]) =>
  playPosition({
    front: ["flatland-city", 1],
    dice: [
      [0, "enchanter"],
      [0, "wizard"],
      [1, "footman"],
    ],
    start: "action",
    rolls: { d0: ["4 Magic"], d1: ["3 Magic"], d2: ["Melee"] },
    decisions: [
      { player: 0, kind: "choose-action", choice: { action: "magic" } },
      ...(spells ? [{ player: 0, kind: "cast-spells", choice: { spells } }] : []),
    ],
  });

const stoneskin = {
  spell: "stoneskin",
  color: "gold" as const,
  target: { army: { player: 0, at: "t:front" } },
};
const hailstorm = {
  spell: "hailstorm",
  color: "blue" as const,
  target: { army: { player: 1, at: "t:front" } },
};

describe("spells in words", () => {
  const { state } = magicAction();
  const d = state.pending[0] as Decision;
  const data = d.data as unknown as CastData;
  const view = { ...state, viewer: 0 };
  const hailOffer = data.offers.find((o) => o.spell === "hailstorm") as SpellOffer;

  it("lists each spell the pool buys with its cost, colours and summary", () => {
    expect(d.kind).toBe("cast-spells");
    const hail = data.offers.find((o) => o.spell === "hailstorm");
    expect(hail && offerText(hail)).toBe(
      "Hailstorm: 2 blue. Deals one point of damage to an enemy army, which may roll saves.",
    );
    expect(data.offers.map((o) => o.spell)).toContain("stoneskin");
  });

  // Line 496: what is not spent vanishes; the help says how to announce, or that nothing can be.
  it("helps with the announcement, or says the points vanish when nothing is offered", () => {
    expect(decisionHelp(view, d)).toMatch(/^Add spells one at a time/);
    const none = { ...d, data: { ...d.data, offers: [] } };
    expect(decisionHelp(view, none)).toMatch(/has a target now: the points vanish\.$/);
  });

  it("names targets from the viewer's side", () => {
    expect(spellTargetText(view, stoneskin.target)).toBe("your army at the frontier");
    expect(spellTargetText(view, hailstorm.target)).toBe("B's army at the frontier");
    expect(spellTargetText(view, { unit: "d2" })).toBe("B's Footman (common, 1) at the frontier");
    expect(spellTargetText(view, { units: ["d2"] })).toBe(
      "1 health-worth of B's units: Footman (common, 1)",
    );
    expect(spellTargetText(view, { terrain: "front" })).toBe("the frontier");
    expect(spellTargetText(view, { dua: 1 })).toBe("B's dead unit area");
    expect(spellTargetText(view, { terrain: "home0" })).toBe("your home");
    expect(spellTargetText({ ...state, viewer: 1 }, { terrain: "home0" }, 0)).toBe("their home");
  });

  // Line 1171: castings at one target add up; each covers the offer's health-worth.
  it("counts the castings units need, less those already announced at them", () => {
    const offer = { ...data.offers[0], spell: "breath-of-life", amount: 1 } as SpellOffer;
    const units = { units: ["d0", "d2"] };
    expect(castingsNeeded(view, offer, units)).toBe(4);
    const one = {
      spell: "breath-of-life",
      color: "blue" as const,
      target: { units: ["d2", "d0"] },
    };
    expect(castingsNeeded(view, offer, units, [one, one])).toBe(2);
    expect(castingsNeeded(view, { ...offer, amount: 3 }, units)).toBe(2);
    expect(castingsNeeded(view, hailOffer, hailstorm.target)).toBe(1);
  });

  // Issue 25: a pool of 7 read "7 black, 7 red", which looks like 14.
  it("tells a pool's colours as the same points when their figures are equal, else as mosts", () => {
    expect(pointsText({ black: 7, red: 7 })).toBe("7 points, each black or red");
    expect(pointsText({ blue: 1, green: 1, gold: 1 })).toBe("1 point, blue, green or gold");
    expect(pointsText({ red: 3 })).toBe("3 red");
    expect(pointsText({ blue: 4, gold: 3, green: 4, red: 3 })).toBe(
      "up to 4 blue, up to 3 gold, up to 4 green, up to 3 red",
    );
    expect(pointsText({})).toBe("nothing");
  });

  it("counts the points left per colour as spells are added", () => {
    expect(pointsText(spellPointsLeft(data, []))).toBe(pointsText(data.pool));
    const left = spellPointsLeft(data, [stoneskin, hailstorm]);
    expect(left.gold).toBe(1);
    expect(left.blue).toBe(2);
    // The Wizard's points went to gold: none of them is red any more.
    expect(left.red).toBe(1);
  });

  it("tells the announcement in resolution order, castings at one target counted", () => {
    expect(announcementText(view, [stoneskin, hailstorm, hailstorm], 0)).toBe(
      "Stoneskin at your army at the frontier, then Hailstorm ×2 at B's army at the frontier",
    );
    // A list of castings tells each one's colour once, an elemental spell's too.
    const summon = {
      spell: "summon-elemental-dragon",
      color: "black",
      target: { terrain: "front" },
    };
    expect(announcementText(view, [stoneskin], 0, { colors: true })).toBe(
      "Stoneskin (gold) at your army at the frontier",
    );
    expect(announcementText(view, [summon], 0, { colors: true })).toMatch(
      /^Summon Elemental Dragon \(black\) at [^(]*$/,
    );
    const replay = { ...state, viewer: null };
    const label = stepLabel(replay, {
      type: "decide",
      player: 0,
      decision: d.id,
      choice: { spells: [stoneskin, hailstorm] },
    });
    expect(label).toBe(
      "Turn 3, A: casts Stoneskin at their army at the frontier, then Hailstorm at B's army at the frontier",
    );
  });

  it("tells the spells announced, resolving, and the lasting effect", () => {
    const { events, state: after } = magicAction([stoneskin, hailstorm]);
    const text = describeEvents(events as GameEvent[], { ...after, viewer: 1 }).map((l) => l.text);
    expect(text).toContain(
      "A casts Stoneskin at their army at the frontier, then Hailstorm at your army at the frontier.",
    );
    expect(text).toContain("A's Stoneskin takes effect on their army at the frontier.");
    expect(text).toContain("A's Hailstorm takes effect on your army at the frontier.");
    const none = magicAction([]);
    const told = describeEvents(none.events as GameEvent[], { ...none.state, viewer: 1 });
    expect(told.map((l) => l.text)).toContain("A casts no spell.");
    const effect = after.effects.find((e) => e.name === "Stoneskin");
    expect(effect && effectText(after, effect)).toBe(
      "Stoneskin (+1 magical save, A's, until the start of their next turn)",
    );
    expect(effect && effectUntil({ ...after, viewer: 1 }, effect)).toBe(
      "until the start of A's next turn",
    );
  });

  // Line 506: a target that left play, or a casting a Dispel Magic negated (line 1887), does
  // nothing; the log is told after the events that followed, so a unit is not placed.
  it("tells a spell that does nothing, and a unit target without where it lies now", () => {
    const dead = {
      ...state,
      viewer: 1,
      dice: state.dice.map((x) => (x.id === "d2" ? { ...x, at: "dua" as const } : x)),
    };
    const firebolt = { spell: "firebolt", color: "red", target: { unit: "d2" } };
    const told = (e: object) => describeEvents([e as GameEvent], dead).map((l) => l.text);
    expect(told({ type: "spells-announced", player: 0, spells: [firebolt] })).toEqual([
      "A casts Firebolt at your Footman (common, 1).",
    ]);
    expect(told({ type: "spell", player: 0, ...firebolt, times: 1 })).toEqual([
      "A's Firebolt takes effect on your Footman (common, 1).",
    ]);
    expect(told({ type: "spell", player: 0, ...firebolt, times: 2, gone: true })).toEqual([
      "Firebolt ×2 at your Footman (common, 1): the target has left play, the spell does nothing.",
    ]);
    expect(told({ type: "spell", player: 0, ...hailstorm, times: 1, dispelled: true })).toEqual([
      "A's Hailstorm at your army at the frontier is negated by Dispel Magic: it does nothing.",
    ]);
  });

  // Lines 1231 (Spirit Furnace), 1241 (Haunt), 1887 (Dispel Magic): what buried, the furnace's
  // points, and the all-or-nothing icon told without points.
  it("tells the burials of spells, the furnace's points and a Dispel Magic", () => {
    const told = (e: object) => describeEvents([e as GameEvent], view).map((l) => l.text);
    expect(told({ type: "buried", player: 1, dice: ["d2"], by: "spirit-furnace" })).toEqual([
      "B's Footman (common, 1) is buried (Spirit Furnace).",
    ]);
    expect(told({ type: "buried", player: 1, dice: ["d2"], by: "burial" })).toEqual([
      "B's Footman (common, 1) is buried.",
    ]);
    expect(
      told({ type: "magic-pool", player: 0, points: { black: 6 }, by: "spirit-furnace" }),
    ).toEqual(["A's magic after Spirit Furnace: 6 black."]);
    expect(told({ type: "backlash", player: 0, at: "t:front", owner: 1, damage: 5 })).toEqual([
      "B's Backlash at Flatland City (A's) strikes A's army there: 5 damage, the cost of its spells.",
    ]);
    expect(told({ type: "sai", player: 1, name: "Dispel Magic", points: 1 })).toEqual([
      "B's Dispel Magic takes effect.",
    ]);
  });

  // Line 514: spells cast in reserve last on the reserve army, named as the cast named it.
  it("names a reserve army's spell as on the reserve army when it ends", () => {
    const walk = {
      id: 4,
      name: "Wind Walk",
      owner: 0,
      madeIn: 3,
      target: { army: 0, at: "reserve" as const },
      expires: "start-of-next-turn" as const,
      spell: { id: "wind-walk", color: "blue", cost: 4 },
    };
    const told = describeEvents([{ type: "expired", effects: [walk] } as GameEvent], view);
    expect(told.map((l) => l.text)).toEqual(["Ended: Wind Walk on A's reserve army."]);
  });

  // Line 1185: two Palsies cast at one army are two instances, told as two; line 1264: an
  // Elemental Blast may target one of them.
  it("tells castings of one spell at one target as several, and a blast's target among them", () => {
    const palsy = {
      id: 1,
      name: "Palsy",
      owner: 1,
      madeIn: 3,
      target: { army: 0, at: "t:front" as const },
      expires: "start-of-next-turn" as const,
      modifier: { step: "subtract" as const, amount: 2, spell: true as const },
      spell: { id: "palsy", color: "black", cost: 3, castings: 2 },
    };
    const g = { ...view, effects: [palsy] };
    expect(effectText(g, palsy)).toBe(
      "Palsy ×2 (−2 every result, B's, until the start of their next turn)",
    );
    expect(spellTargetText(g, { spells: [1] })).toBe("Palsy (B's, 1 of its 2 castings)");
    expect(spellTargetText(g, { spells: [1, 1] })).toBe("Palsy ×2 (B's)");
    // Line 1177: blasts of two points each combine against one casting (3), or both (6).
    const blast = { ...hailOffer, spell: "blue-elemental-blast", amount: 2 };
    expect(castingsNeeded(g, blast, { spells: [1] })).toBe(2);
    expect(castingsNeeded(g, blast, { spells: [1, 1] })).toBe(3);
    const left = {
      ...palsy,
      modifier: { ...palsy.modifier, amount: 1 },
      spell: { id: "palsy", color: "black", cost: 3 },
    };
    const told = describeEvents(
      [{ type: "castings-negated", effect: left, castings: 1 } as GameEvent],
      view,
    );
    expect(told.map((l) => l.text)).toEqual([
      "Negated: one casting of Palsy on A's army at Flatland City (A's); the rest stays: Palsy (−1 every result, B's, until the start of their next turn).",
    ]);
  });

  // Line 1121 (terrain spells and attacks from elsewhere): what a spell does to rolls is named.
  it("names a lasting spell's modifiers on rolls", () => {
    const storm = {
      id: 9,
      name: "Wall of Fog",
      owner: 1,
      madeIn: 3,
      target: { terrain: "front" },
      expires: "start-of-next-turn" as const,
      modifier: { step: "subtract" as const, amount: 1, results: ["melee" as const] },
      incoming: { step: "divide" as const, divisor: 2, results: ["missile" as const] },
      spell: { id: "wall-of-fog", color: "blue", cost: 4 },
    };
    expect(effectText(view, storm)).toBe(
      "Wall of Fog (−1 melee in rolls here, halves missile in attacks into it, B's, until the start of their next turn)",
    );
  });
});
