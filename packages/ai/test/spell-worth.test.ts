// What the heuristic bot weighs of a lasting spell is what the engine's effect does (issue 26: a
// spell is written once). The bot's own table says only the rest.
import { oddsFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { spellWorth } from "../src/heuristic/spell-worth.ts";

const odds = oddsFor("2.9a");
const worth = (spell: string) => spellWorth(odds, spell);

describe("2.9a spells as the bot weighs them", () => {
  it("Wall of Fog halves maneuvers at its terrain and missiles aimed into it, not its armies' own", () => {
    // 2.9a line 1488: maneuver results of army rolls there halved; missile damage aimed at an army
    // there halved (line 1121). An army there shooting elsewhere is not hindered.
    expect(worth("wall-of-fog")).toEqual({ halves: ["maneuver"], halvesInto: ["missile"] });
  });

  it("Dust Devil halves missiles out of its terrain as well as into it", () => {
    // 2.9a line 1263: missile damage into the terrain or out of it.
    expect(worth("dust-devil")).toEqual({ halves: ["missile"], halvesInto: ["missile"] });
  });

  it("reads added, subtracted and doubled results per casting from the effect", () => {
    // 2.9a line 1496: Deluge, four maneuver and four missile results fewer.
    expect(worth("deluge")).toEqual({ cuts: { maneuver: 4, missile: 4 } });
    // 2.9a Palsy: one result fewer in every roll (a modifier naming no result).
    expect(worth("palsy")).toEqual({ cuts: { all: 1 } });
    // 2.9a line 1265: Wind Wall, three saves.
    expect(worth("wind-wall")).toEqual({ adds: { save: 3 } });
    // 2.9a Burning Hands: the unit's melee results count double.
    expect(worth("burning-hands")).toEqual({ doubles: "melee" });
  });

  it("keeps the table's own numbers where the effect does more than change results", () => {
    // Flashfire's effect rerolls units (line 1546): the bot counts it as about one result more.
    expect(worth("flashfire")).toEqual({ adds: { melee: 1, missile: 1, save: 1 } });
    expect(worth("firebolt")).toEqual({ damage: 1 });
  });
});
