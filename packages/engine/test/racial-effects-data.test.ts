// Which race has a racial ability that adds a step to the game (Stepped Damage, Resist Burial,
// Magic Negation...) is its edition's data (`RacialAbility.effect`), not the standard game's: 2.9a
// plays them for the races its rulebook names, and an edition that gives Stepped Damage and Resist
// Burial to the Dwarves instead of the Undead plays them for its Dwarves and never for its Undead.
import { readFileSync } from "node:fs";
import type { RacialEffect, SpeciesDef } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { parts29a } from "../src/editions/2.9a/index.ts";
import { Ctx } from "../src/kernel/flow.ts";
import { applyInPlace, startFlow } from "../src/kernel/game.ts";
import type { GameState } from "../src/kernel/state.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import { buryUnits } from "../src/standard/burial.ts";
import type { StandardRuleset } from "../src/standard/edition-tables.ts";
import { standardRuleset } from "../src/standard/ruleset.ts";
import { ofType } from "./positions.ts";

interface Json {
  dice: { id: string; die: string; owner: number; at: string }[];
  rolls: Record<string, unknown[]>;
  [key: string]: unknown;
}

const scenario = (name: string): Json =>
  JSON.parse(readFileSync(new URL(`./scenarios/${name}.json`, import.meta.url), "utf8"));

const MOVED: readonly RacialEffect[] = ["stepped-damage", "resist-burial"];

/** 2.9a's data with Stepped Damage and Resist Burial taken from the Undead, given to the Dwarves. */
const species: SpeciesDef[] = parts29a.data.species.map((s) => {
  if (s.id === "undead") {
    return {
      ...s,
      racialAbilities: s.racialAbilities.filter((a) => !a.effect || !MOVED.includes(a.effect)),
    };
  }
  if (s.id === "dwarves") {
    const moved = MOVED.map((effect) => ({ name: effect, summary: "given", effect }));
    return { ...s, racialAbilities: [...s.racialAbilities, ...moved] };
  }
  return s;
});
const plain = standardRuleset(parts29a);
const own = standardRuleset({ ...parts29a, data: { ...parts29a.data, species } });

/** The scenario's table played with `rules` up to the first decision, then its melee action. */
function meleeAction(rules: StandardRuleset, json: Json): GameState {
  const { state, tasks } = loadScenario(json);
  startFlow(rules, state, tasks);
  const choose = state.pending[0];
  if (choose?.kind !== "choose-action") throw new Error(`pending ${choose?.kind}`);
  const choice = { action: "melee", target: { player: 1, at: "t:front" } };
  const done = applyInPlace(rules, state, {
    type: "decide",
    player: 0,
    decision: choose.id,
    choice,
  });
  if (!done.ok) throw new Error(done.error.message);
  return state;
}

const asked = (state: GameState, kind: string) => state.pending.find((d) => d.kind === kind);

/**
 * The rulebook's Stepped Damage example (line 1059) with the defending Undead swapped for Dwarves
 * of the same health: a warlord (3) and a patroller (2) killed, a pony rider (1) in the DUA.
 */
function dwarvesDefend(): Json {
  const json = scenario("racial-stepped-damage-dua-example");
  const swap: Record<string, { id: string; die: string }> = {
    "u-steed": { id: "d-warlord", die: "warlord" },
    "u-knight": { id: "d-patroller", die: "patroller" },
    "u-ghast": { id: "d-pony", die: "pony-rider" },
  };
  json.dice = json.dice.map((d) => ({ ...d, ...swap[d.id] }));
  json.rolls = {
    ...json.rolls,
    "d-warlord": ["3 Melee"],
    "d-patroller": ["3 Melee"],
  };
  delete json.rolls["u-steed"];
  delete json.rolls["u-knight"];
  return json;
}

describe("racial abilities that add steps, as the edition's data gives them", () => {
  it("2.9a gives each effect to the race its rulebook names", () => {
    const races = (effect: RacialEffect) => [...plain.tables.speciesWith(effect)];
    expect(races("stepped-damage")).toEqual(["undead"]); // line 867
    expect(races("resist-burial")).toEqual(["undead"]); // line 869
    expect(races("terrain-flight")).toEqual(["firewalkers"]); // line 853
    expect(races("feralization")).toEqual(["feral"]); // line 883
    expect(races("mutation")).toEqual(["swamp-stalkers"]); // line 899
    expect(races("magic-negation")).toEqual(["frostwings"]); // line 911
    expect(races("scorching-touch")).toEqual(["scalders"]); // line 921
    expect(races("replanting")).toEqual(["treefolk"]); // line 933
    expect([...own.tables.speciesWith("stepped-damage")]).toEqual(["dwarves"]);
  });

  // 2.9a line 867: killed Undead may be traded for a lesser Undead unit from the DUA (the example
  // of line 1059: the knight for the ghast). Without the ability the Undead stay dead.
  it("offers Stepped Damage to the Undead in 2.9a, not where the edition takes it away", () => {
    const json = scenario("racial-stepped-damage-dua-example");
    expect(asked(meleeAction(plain, json), "stepped-damage")?.data).toEqual({
      killed: [
        { id: "u-steed", health: 4 },
        { id: "u-knight", health: 3 },
      ],
      dua: [{ id: "u-ghast", health: 2 }],
    });
    const state = meleeAction(own, json);
    expect(asked(state, "stepped-damage")).toBeUndefined();
    expect(state.dice.filter((d) => d.owner === 1 && d.at === "dua").map((d) => d.id)).toEqual([
      "u-steed",
      "u-knight",
      "u-ghast",
    ]);
  });

  it("offers Stepped Damage to the Dwarves of an edition that gives it to them", () => {
    const json = dwarvesDefend();
    expect(asked(meleeAction(plain, json), "stepped-damage")).toBeUndefined();
    const state = meleeAction(own, json);
    const offer = asked(state, "stepped-damage");
    if (!offer) throw new Error("no Stepped Damage offered to the Dwarves");
    expect(offer.data).toEqual({
      killed: [
        { id: "d-warlord", health: 3 },
        { id: "d-patroller", health: 2 },
      ],
      dua: [{ id: "d-pony", health: 1 }],
    });
    expect(offer.prompt).toMatch(/trade killed Dwarves units for Dwarves units/);
    const traded = applyInPlace(own, state, {
      type: "decide",
      player: 1,
      decision: offer.id,
      choice: { "d-warlord": "d-pony" },
    });
    if (!traded.ok) throw new Error(traded.error.message);
    expect(traded.events).toContainEqual({
      type: "exchanged",
      player: 1,
      effect: "stepped-damage",
      location: "t:front",
      out: ["d-warlord"],
      in: ["d-pony"],
    });
    expect(state.dice.find((d) => d.id === "d-pony")?.at).toBe("t:front");
  });

  // 2.9a line 869: an Undead unit sent to the BUA goes back to the DUA on a non-ID save; other
  // races are buried without a roll. The edition that gives the ability to the Dwarves rolls for
  // its Dwarf footman and buries its Undead ghoul unrolled.
  it("rolls Resist Burial for the races the edition gives it to", () => {
    const json = scenario("racial-resist-burial");
    json.rolls = { ...json.rolls, "a-footman": ["Save"] };
    const bury = (rules: StandardRuleset) => {
      const { state } = loadScenario(json);
      const ctx = new Ctx(state, rules);
      buryUnits(ctx, 0, ["u-ghoul", "a-footman"], { by: "test" });
      const rolled = ofType(ctx.events, "roll").flatMap((r) => r.dice.map((d) => d.die));
      const at = (id: string) => state.dice.find((d) => d.id === id)?.at;
      return { rolled, ghoul: at("u-ghoul"), footman: at("a-footman") };
    };
    expect(bury(plain)).toEqual({ rolled: ["u-ghoul"], ghoul: "dua", footman: "bua" });
    expect(bury(own)).toEqual({ rolled: ["a-footman"], ghoul: "bua", footman: "dua" });
  });
});
