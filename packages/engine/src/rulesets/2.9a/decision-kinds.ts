// Validators and samplers for the 2.9a decisions whose options are too many to list. Each kind
// declares the exact shape of its answers (kernel/choice-shape.ts); its rules see only answers of
// that shape.
import { dieById } from "@dragondice/catalog";
import { exactly, listOf, mapOf, text } from "../../kernel/choice-shape.ts";
import { type DecisionKind, decisionKind } from "../../kernel/ruleset.ts";
import type { Table } from "../../kernel/state.ts";
import { dieInstance, healthOf } from "./army.ts";
import { type CasualtyUnit, casualtyProblem, sampleCasualties } from "./casualties.ts";
import { promotionDecisionKinds } from "./dragon-promotions.ts";
import { responseDecisionKinds } from "./dragon-response.ts";
import { initialEffectsDecisionKinds } from "./initial-effects.ts";
import { splitIntoThree } from "./partition.ts";
import { racialDecisionKinds } from "./racial-actions.ts";
import { saiDamageKind } from "./sai-damage.ts";
import { saiTargetsKind } from "./sai-targets.ts";
import { ARMY_NAMES, type AssembleChoice } from "./setup.ts";
import { castSpellsKind } from "./spell-cast.ts";

const ids = listOf(text);

const assembleArmies = decisionKind<AssembleChoice>({
  shape: exactly({ home: text, armies: exactly({ home: ids, campaign: ids, horde: ids }) }),
  answer:
    "{ home: terrain id, armies: { home: [unit ids], campaign: [unit ids], horde: [unit ids] } }",
  validate(state, decision, choice) {
    const { dice, terrains, maxArmyHealth } = decision.data as {
      dice: string[];
      terrains: string[];
      maxArmyHealth: number;
    };
    if (!terrains.includes(choice.home)) return `${choice.home} is not one of your terrains`;
    if (!homeAllowed(state, choice.home)) {
      return "an advanced terrain can only be a proposed frontier, not a home";
    }
    const seen = new Set<string>();
    for (const name of ARMY_NAMES) {
      let health = 0;
      for (const id of choice.armies[name]) {
        if (!dice.includes(id)) return `${id} is not one of your units`;
        if (seen.has(id)) return `${id} is in two armies`;
        seen.add(id);
        const d = dieInstance(state, id);
        health += d ? healthOf(d) : 0;
      }
      if (health < 1) return `the ${name} army needs at least 1 health of units`;
      if (health > maxArmyHealth) {
        return `the ${name} army has ${health} health; at most ${maxArmyHealth} (half the force)`;
      }
    }
    if (seen.size !== dice.length) return "every unit must be in one of the three armies";
    return null;
  },
  sample(state, decision, randomInt) {
    const { dice, terrains, maxArmyHealth } = decision.data as {
      dice: string[];
      terrains: string[];
      maxArmyHealth: number;
    };
    const health = dice.map((id) => {
      const d = dieInstance(state, id);
      return d ? healthOf(d) : 0;
    });
    const groups = splitIntoThree(health, maxArmyHealth, randomInt) ?? [];
    const armies = { home: [] as string[], campaign: [] as string[], horde: [] as string[] };
    dice.forEach((id, i) => {
      armies[ARMY_NAMES[groups[i] ?? 0] ?? "home"].push(id);
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

const chooseCasualties = decisionKind<string[]>({
  shape: ids,
  answer: "[unit ids]",
  validate(_state, decision, choice) {
    const { units, damage } = decision.data as { units: CasualtyUnit[]; damage: number };
    return casualtyProblem(units, damage, choice);
  },
  sample(_state, decision, randomInt) {
    const { units, damage } = decision.data as { units: CasualtyUnit[]; damage: number };
    return sampleCasualties(units, damage, randomInt);
  },
});

const reinforce = decisionKind<Record<string, string>>({
  shape: mapOf(text),
  answer: "{ unit id: terrain id } ({} for none)",
  validate(_state, decision, choice) {
    const { units, terrains } = decision.data as { units: string[]; terrains: string[] };
    for (const [id, terrain] of Object.entries(choice)) {
      if (!units.includes(id)) return `${id} is not in your reserve`;
      if (!terrains.includes(terrain)) return `${terrain} is not a terrain in play`;
    }
    return null;
  },
  sample(_state, decision, randomInt) {
    const { units, terrains } = decision.data as { units: string[]; terrains: string[] };
    const moves: Record<string, string> = {};
    for (const id of units) {
      if (randomInt(0, 1) === 1) moves[id] = terrains[randomInt(0, terrains.length - 1)] as string;
    }
    return moves;
  },
});

const retreat = decisionKind<string[]>({
  shape: ids,
  answer: "[unit ids]",
  validate(_state, decision, choice) {
    const { units } = decision.data as { units: string[] };
    for (let i = 0; i < choice.length; i++) {
      const id = choice[i] as string;
      if (choice.indexOf(id) !== i) return "a unit is listed twice";
      if (!units.includes(id)) return `${id} is not one of your units at a terrain`;
    }
    return null;
  },
  sample(_state, decision, randomInt) {
    const { units } = decision.data as { units: string[] };
    // Random play retreats sparingly, so that games move on.
    return units.filter(() => randomInt(0, 5) === 0);
  },
});

export const decisionKinds: ReadonlyMap<string, DecisionKind> = new Map(
  Object.entries({
    "assemble-armies": assembleArmies,
    "choose-casualties": chooseCasualties,
    "sai-damage": saiDamageKind,
    "sai-targets": saiTargetsKind,
    "cast-spells": castSpellsKind,
    reinforce,
    retreat,
    ...initialEffectsDecisionKinds,
    ...promotionDecisionKinds,
    ...responseDecisionKinds,
    ...racialDecisionKinds,
  }),
);
