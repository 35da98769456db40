// Validators and samplers for the 2.9a decisions whose options are too many to list. Each kind
// declares the exact shape of its answers (kernel/choice-shape.ts); its rules see only answers of
// that shape.
import { dieById, type ItemDie, type UnitDie } from "@dragondice/catalog";
import { exactly, listOf, mapOf, text } from "../kernel/choice-shape.ts";
import { type DecisionKind, decisionKind } from "../kernel/ruleset.ts";
import type { DieState, Table } from "../kernel/state.ts";
import { dieInstance, healthOf, unitOf } from "./army.ts";
import { casualtyProblem, sampleCasualties } from "./casualties.ts";
import { promotionDecisionKinds } from "./dragon-promotions.ts";
import { responseDecisionKinds } from "./dragon-response.ts";
import type { EditionTables } from "./edition-tables.ts";
import { carriers, carryingThatSplits, isItem, itemOf } from "./items.ts";
import { carryingDecisionKinds } from "./items-carrying.ts";
import { splitIntoThree } from "./partition.ts";
import { racialDecisionKinds } from "./racial-effects.ts";
import { saiDamageKind } from "./sai-damage.ts";
import { saiTargetsKind } from "./sai-targets.ts";
import { ARMY_NAMES } from "./setup.ts";
import { castSpellsKind } from "./spell-cast.ts";

const ids = listOf(text);

/** The armies' assembly, over the edition's tables (which units carry items). */
const assembleArmies = (tables: EditionTables) =>
  decisionKind({
    kinds: ["assemble-armies"],
    shape: exactly({ home: text, armies: exactly({ home: ids, campaign: ids, horde: ids }) }),
    answer:
      "{ home: terrain id, armies: { home: [unit and item ids], campaign: [...], horde: [...] } }",
    validate(state, decision, choice) {
      const { dice, terrains, maxArmyHealth } = decision.data;
      if (!terrains.includes(choice.home)) return `${choice.home} is not one of your terrains`;
      if (!homeAllowed(state, choice.home)) {
        return "an advanced terrain can only be a proposed frontier, not a home";
      }
      const seen = new Set<string>();
      for (const name of ARMY_NAMES) {
        let health = 0;
        const units: UnitDie[] = [];
        const items: ItemDie[] = [];
        for (const id of choice.armies[name]) {
          if (!dice.includes(id)) return `${id} is not one of your units or items`;
          if (seen.has(id)) return `${id} is in two armies`;
          seen.add(id);
          const d = dieInstance(state, id);
          if (!d) continue;
          health += healthOf(d);
          const item = itemOf(d);
          if (item) items.push(item);
          else units.push(unitOf(d) as UnitDie);
        }
        if (units.length === 0) return `the ${name} army needs at least one unit`;
        if (health > maxArmyHealth) {
          return `the ${name} army has ${health} health; at most ${maxArmyHealth} (half the force)`;
        }
        // Line 2379: each unit carries one item of its colour.
        if (carriers(tables.dragonkin, units, items).some((u) => u < 0)) {
          return `the ${name} army has more items than units of their colours to carry them`;
        }
      }
      if (seen.size !== dice.length)
        return "every unit and item must be in one of the three armies";
      return null;
    },
    sample(state, decision, randomInt) {
      const { dice, terrains, maxArmyHealth } = decision.data;
      const units = dice.map((id) => dieInstance(state, id) as DieState).filter((d) => !isItem(d));
      const items = dice.map((id) => dieInstance(state, id) as DieState).filter(isItem);
      // Each item goes with the unit matched to carry it (the force's check found a matching).
      const unitDice = units.map((d) => unitOf(d) as UnitDie);
      const itemDice = items.map((d) => itemOf(d) as ItemDie);
      let carriedBy = carriers(tables.dragonkin, unitDice, itemDice);
      const health = units.map((d) => healthOf(d));
      carriedBy.forEach((u, i) => {
        if (u >= 0) health[u] = (health[u] as number) + healthOf(items[i] as DieState);
      });
      let groups = splitIntoThree(health, maxArmyHealth, randomInt);
      if (!groups) {
        // Not with those carriers: another unit carrying an item may let the armies form (the
        // force's check found such a way).
        const found = carryingThatSplits(tables.dragonkin, unitDice, itemDice, (bundles) =>
          splitIntoThree(bundles, maxArmyHealth, (min) => min),
        );
        if (found) ({ carriedBy, groups } = found);
      }
      groups ??= [];
      const armies = { home: [] as string[], campaign: [] as string[], horde: [] as string[] };
      const armyOf = (u: number) => armies[ARMY_NAMES[groups[u] ?? 0] ?? "home"];
      units.forEach((d, u) => {
        armyOf(u).push(d.id);
      });
      items.forEach((d, i) => {
        armyOf(carriedBy[i] ?? 0).push(d.id);
      });
      const homes = terrains.filter((id) => homeAllowed(state, id));
      return { home: homes[randomInt(0, homes.length - 1)] as string, armies };
    },
  });

/** Advanced terrains may only be the frontier (2.9a "Special Terrains"), so never a home. */
function homeAllowed(state: Table, terrainId: string): boolean {
  const t = state.terrains.find((x) => x.id === terrainId);
  const die = t ? dieById(t.die) : undefined;
  return die?.kind === "terrain" && die.category === "major";
}

const chooseCasualties = decisionKind({
  kinds: ["choose-casualties"],
  shape: ids,
  answer: "[unit ids]",
  validate(_state, decision, choice) {
    const { units, damage } = decision.data;
    return casualtyProblem(units, damage, choice);
  },
  sample(_state, decision, randomInt) {
    const { units, damage } = decision.data;
    return sampleCasualties(units, damage, randomInt);
  },
});

const reinforce = decisionKind({
  kinds: ["reinforce"],
  shape: mapOf(text),
  answer: "{ unit id: terrain id } ({} for none)",
  validate(_state, decision, choice) {
    const { units, terrains } = decision.data;
    for (const [id, terrain] of Object.entries(choice)) {
      if (!units.includes(id)) return `${id} is not in your reserve`;
      if (!terrains.includes(terrain)) return `${terrain} is not a terrain in play`;
    }
    return null;
  },
  sample(_state, decision, randomInt) {
    const { units, terrains } = decision.data;
    const moves: Record<string, string> = {};
    for (const id of units) {
      if (randomInt(0, 1) === 1) moves[id] = terrains[randomInt(0, terrains.length - 1)] as string;
    }
    return moves;
  },
});

const retreat = decisionKind({
  kinds: ["retreat"],
  shape: ids,
  answer: "[unit ids]",
  validate(_state, decision, choice) {
    const { units } = decision.data;
    for (let i = 0; i < choice.length; i++) {
      const id = choice[i] as string;
      if (choice.indexOf(id) !== i) return "a unit is listed twice";
      if (!units.includes(id)) return `${id} is not one of your units at a terrain`;
    }
    return null;
  },
  sample(_state, decision, randomInt) {
    const { units } = decision.data;
    // Random play retreats sparingly, so that games move on.
    return units.filter(() => randomInt(0, 5) === 0);
  },
});

/** The standard game's decision kinds without listed options, over an edition's tables. */
export const decisionKindsOf = (tables: EditionTables): ReadonlyMap<string, DecisionKind> =>
  new Map(
    Object.entries({
      "assemble-armies": assembleArmies(tables),
      "choose-casualties": chooseCasualties,
      "sai-damage": saiDamageKind,
      "sai-targets": saiTargetsKind,
      "cast-spells": castSpellsKind(tables),
      reinforce,
      retreat,
      ...promotionDecisionKinds,
      ...responseDecisionKinds,
      ...racialDecisionKinds,
      ...carryingDecisionKinds(tables),
    }),
  );
