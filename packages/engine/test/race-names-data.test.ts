// Which race the shared rules' race rules are for is the edition's data, not the standard game's:
// the Dragonkin die class (`SpeciesDef.dragonkin`), the Eldarim's abilities (`effect`, the white
// champions' `magic`, the champions' `logo`), the race a racial spell acts on (its `species`) and
// the race an SAI names (`SaiDef.actsOnSpecies`). 2.9a plays them for the races its rulebook names;
// an edition whose data moves one plays it for the race it names instead.
import type { EditionRulesData, SaiDef, SpeciesDef, SpellDef } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { parts29a } from "../src/editions/2.9a/index.ts";
import { Ctx } from "../src/kernel/flow.ts";
import { applyInPlace, startFlow } from "../src/kernel/game.ts";
import type { Roll } from "../src/kernel/roll.ts";
import type { GameState } from "../src/kernel/state.ts";
import { loadScenario } from "../src/scenario/scenario.ts";
import type { DragonBattle } from "../src/standard/dragon-battle.ts";
import type { StandardRuleset } from "../src/standard/edition-tables.ts";
import { promotionRefused } from "../src/standard/eldarim-logos.ts";
import { sacrificeSteps } from "../src/standard/racial/sacrifice-dragonkin.ts";
import { standardRuleset } from "../src/standard/ruleset.ts";
import { trumpet } from "../src/standard/sais/trumpet.ts";
import { SPELL_EFFECTS } from "../src/standard/spell-effects.ts";
import { ofType, type Setup, scenarioOf } from "./positions.ts";
import { chooseMagic, magicFront } from "./spells.ts";

const data = parts29a.data;
const plain = standardRuleset(parts29a);

/** 2.9a's data, with `change` made: the rules of an edition that names other races. */
const edition = (change: Partial<EditionRulesData>): StandardRuleset =>
  standardRuleset({ ...parts29a, data: { ...data, ...change } });

/** 2.9a's species, each changed by `change` (by id). */
const species = (change: Record<string, (s: SpeciesDef) => SpeciesDef>): SpeciesDef[] =>
  data.species.map((s) => change[s.id]?.(s) ?? s);

/** 2.9a's spell `id`, cast by (and aimed at) `races`. */
const spellOf = (id: string, races: SpellDef["species"]): SpellDef[] =>
  data.spells.map((s) => (s.id === id ? { ...s, species: races } : s));

/** 2.9a's SAI `name`, acting on `races`. */
const saiOf = (name: string, races: SaiDef["actsOnSpecies"]): SaiDef[] =>
  data.sais.map((s) => (s.name === name ? { ...s, actsOnSpecies: races } : s));

/** The Dragonkin die class moved from the Dragonkin to the Dwarves. */
const kinDwarves = edition({
  species: species({
    dragonkin: ({ dragonkin: _, ...s }) => s,
    dwarves: (s) => ({ ...s, dragonkin: true }),
  }),
});

/** The position played with `rules` up to its first decision, then the decisions given. */
function run(rules: StandardRuleset, setup: Setup) {
  const { state, tasks } = loadScenario(scenarioOf(setup));
  const events = startFlow(rules, state, tasks);
  for (const { player, kind, choice } of setup.decisions ?? []) {
    const pending = state.pending.find((d) => d.player === player && d.kind === kind);
    if (!pending) throw new Error(`no ${kind} for ${player}: ${state.pending.map((d) => d.kind)}`);
    const done = applyInPlace(rules, state, {
      type: "decide",
      player,
      decision: pending.id,
      choice,
    });
    if (!done.ok) throw new Error(done.error.message);
    events.push(...done.events);
  }
  return { state, events };
}

const at = (state: GameState, id: string) => state.dice.find((d) => d.id === id)?.at;

describe("2.9a's data names the races its rulebook does", () => {
  it("gives each rule to its race", () => {
    const { tables } = plain;
    expect([...tables.dragonkin]).toEqual(["dragonkin"]); // lines 2300-2328
    expect([...tables.speciesWith("resist-fear")]).toEqual(["eldarim"]); // line 943
    expect([...tables.speciesWith("sacrifice-dragonkin")]).toEqual(["eldarim"]); // line 945
    expect(tables.racialMagic.get("eldarim")?.whiteAnyColor).toBe(true); // lines 979, 1003, 1015
    // Lines 949-961: the champions whose logos tame, slay and control dragons.
    expect(tables.championLogos.get("eldarim")?.map((c) => `${c.name}: ${c.power}`)).toEqual([
      "Dragonlord: tame",
      "Dragonmaster: tame",
      "Dragonslayer: slay",
      "Dragonhunter: slay",
      "Dragoncrusader: control",
      "Dragonzealot: control",
    ]);
    expect([...tables.saiActsOn("Convert")]).toEqual(["undead"]); // line 1861
    expect([...tables.saiActsOn("Trumpet")]).toEqual(["feral"]); // line 2184
    const races = (id: string) => tables.spellsById.get(id)?.species;
    expect(races("fade")).toEqual(["undead"]); // line 1217
    expect(races("exhume")).toEqual(["undead"]); // line 1235
    expect(races("night-moves")).toEqual(["undead"]); // line 1244
    expect(races("call-of-the-wild")).toEqual(["feral"]); // line 1261
    expect(races("rise-of-the-eldarim")).toEqual(["eldarim"]); // line 1581
  });
});

describe("the Dragonkin die class, where the edition's data puts it", () => {
  // 2.9a line 2324: an army cannot be Dragonkin alone; they dissipate back to the summoning pool.
  // B's army at the frontier is a Dragonkin or a Dwarf sergeant, alone.
  const alone = (rules: StandardRuleset, die: string) =>
    run(rules, {
      dice: [
        [0, "skeleton", "t:home0"],
        [1, die, "t:front"],
        [1, "skeleton", "t:home1"],
      ],
      start: { phase: "reserves" },
    }).state;

  it("dissipates a lone Dragonkin in 2.9a, a lone Dwarf where the Dwarves are the class", () => {
    expect(at(alone(plain, "dragonhero-red"), "d1")).toBe("pool");
    expect(at(alone(plain, "sergeant"), "d1")).toBe("t:front");
    expect(at(alone(kinDwarves, "dragonhero-red"), "d1")).toBe("t:front");
    expect(at(alone(kinDwarves, "sergeant"), "d1")).toBe("pool");
  });

  // Line 2324: Dragonkin never roll for a magic action. A's frontier army, a Dwarf theurgist and
  // a Dragonkin, rolls for magic.
  it("keeps the class out of magic actions", () => {
    const rolled = (rules: StandardRuleset) =>
      ofType(
        run(rules, {
          front: magicFront,
          dice: [
            [0, "theurgist", "t:front"],
            [0, "dragonhero-red", "t:front"],
            [1, "skeleton", "t:home1"],
          ],
          rolls: { d0: ["Magic"], d1: ["Melee"] },
          start: { phase: "action", army: "t:front" },
          decisions: [chooseMagic],
        }).events,
        "roll",
      ).flatMap((r) => r.dice.map((d) => d.die));
    expect(rolled(plain)).toEqual(["d0"]);
    expect(rolled(kinDwarves)).toEqual(["d1"]);
  });
});

describe("the Eldarim's abilities, where the edition's data puts them", () => {
  // 2.9a line 945: Sacrifice Dragonkin is a step of a force with Eldarim and Dragonkin. The
  // edition that gives it to the Dwarves plays it for a force of Dwarves and Dragonkin.
  it("plays Sacrifice Dragonkin for the races the edition gives it to", () => {
    const dwarves = edition({
      species: species({
        eldarim: (s) => ({ ...s, racialAbilities: [] }),
        dwarves: (s) => ({
          ...s,
          racialAbilities: [{ name: "Sacrifice", summary: "given", effect: "sacrifice-dragonkin" }],
        }),
      }),
    });
    const force = (eldarim: string) =>
      loadScenario(
        scenarioOf({
          dice: [
            [0, eldarim, "t:front"],
            [0, "dragonhero-red", "t:front"],
          ],
          start: { phase: "reserves" },
        }),
      ).state;
    const steps = (rules: StandardRuleset, die: string) =>
      sacrificeSteps(rules.tables, force(die), 0).length;
    expect([steps(plain, "morehl-follower-red"), steps(plain, "footman")]).toEqual([1, 0]);
    expect([steps(dwarves, "morehl-follower-red"), steps(dwarves, "footman")]).toEqual([0, 1]);
  });

  // Lines 979, 1003, 1015: the white champions cast any colour. The Dragonlord rolls its 4 ID at
  // a flatland (blue and gold): ID magic doubles in the terrain's colours. Without the ability a
  // die of no element makes no magic.
  it("lets white champions cast any colour only where the edition says so", () => {
    const noMagic = edition({
      species: species({
        eldarim: (s) => ({
          ...s,
          championAbilities: s.championAbilities?.filter((a) => !a.magic?.whiteAnyColor),
        }),
      }),
    });
    const pool = (rules: StandardRuleset) =>
      ofType(
        run(rules, {
          front: magicFront,
          dice: [
            [0, "dragonlord", "t:front"],
            [1, "skeleton", "t:home1"],
          ],
          rolls: { d0: ["ID"] },
          start: { phase: "action", army: "t:front" },
          decisions: [chooseMagic],
        }).events,
        "magic-pool",
      )[0]?.points;
    expect(pool(plain)).toEqual({ black: 4, blue: 8, gold: 8, green: 4, red: 4 });
    expect(pool(noMagic)).toEqual({});
  });

  // Lines 1003, 384: an army with a Dragonslayer promotes for no dragon it slays: its logo slays.
  // An edition whose Dragonslayer's logo does nothing to dragons lets it promote.
  it("finds the champions whose logos act on dragons in the edition's data", () => {
    const noSlaying = edition({
      species: species({
        eldarim: (s) => ({
          ...s,
          champions: s.champions?.map(({ logo, ...c }) =>
            c.name === "Dragonslayer" ? c : { ...c, logo },
          ),
        }),
      }),
    });
    const state = loadScenario(
      scenarioOf({
        dice: [
          [0, "dragonslayer", "t:front"],
          [1, "red-drake", "pool"],
        ],
        start: { phase: "reserves" },
      }),
    ).state;
    const battle: DragonBattle = {
      player: 0,
      terrain: "front",
      dragons: [],
      slain: ["d1"],
      banished: [],
    };
    expect(promotionRefused(plain.tables, state, battle)).toBe(true);
    expect(promotionRefused(noSlaying.tables, state, battle)).toBe(false);
  });
});

describe("spells and SAIs whose text names a race, as the edition's data names it", () => {
  const state = loadScenario(
    scenarioOf({
      dice: [
        [0, "skeleton", "t:front"],
        [0, "footman", "t:front"],
        [0, "antelope-folk", "t:front"],
      ],
      start: { phase: "reserves" },
    }),
  ).state;

  // 2.9a line 1217: Fade targets one of your Undead units. An edition whose Fade is the Dwarves'
  // targets a Dwarf.
  it("aims a racial spell at units of its own race", () => {
    const dwarvenFade = edition({ spells: spellOf("fade", ["dwarves"]) });
    const fades = (rules: StandardRuleset) =>
      ["d0", "d1"].filter((unit) => SPELL_EFFECTS.fade?.allows?.(state, 0, { unit }, rules.tables));
    expect(fades(plain)).toEqual(["d0"]);
    expect(fades(dwarvenFade)).toEqual(["d1"]);
  });

  // 2.9a line 2184: Trumpet doubles the melee and save results of the army's Feral units. An
  // edition whose Trumpet names the Dwarves doubles a Dwarf's.
  it("has an SAI act on the race its data names", () => {
    const dwarvenTrumpet = edition({ sais: saiOf("Trumpet", ["dwarves"]) });
    const doubled = (rules: StandardRuleset) => {
      const roll = { dice: ["d0", "d1", "d2"], modifiers: [] } as unknown as Roll;
      trumpet.immediate?.(new Ctx(state, rules), roll, { sai: "Trumpet", dice: [], points: 1 });
      return roll.modifiers.map((m) => m.units);
    };
    expect(doubled(plain)).toEqual([["d2"]]);
    expect(doubled(dwarvenTrumpet)).toEqual([["d1"]]);
  });
});
