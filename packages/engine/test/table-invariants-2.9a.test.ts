// What must hold on the table whenever the game waits for a question (2.9a), over random games
// with forces from the whole catalogue (dragons, Dragonkin, minor terrains, items), 2 to 4
// players at 36 health. Each is a rule that acts at once, after whatever step of play:
// - line 1139: a player with no units left at terrains or in the reserve area is eliminated, and
//   one eliminated in their own turn plays no more of it (a dragon's attack at its start, a minor
//   terrain's disaster as they march, a counter-attack): they are asked nothing more, except, as a
//   hybrid dragon's owner, which breath it uses (line 2454; docs/rulings.md "Elimination");
// - line 2324: Dragonkin left alone at a terrain dissipate;
// - "The Eighth Face": a terrain at its eighth face turns back when its controller's army leaves;
// - a lasting effect on an army ends when the army is gone.
// (Items carried: advanced-items-carrying-2.9a.test.ts.)
import { dieById } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { ruleset29a } from "../src/editions/2.9a/index.ts";
import type { GameState } from "../src/kernel/state.ts";
import { playRandomAdvanced } from "./random-advanced.ts";

const isUnit = (die: string) => dieById(die)?.kind === "unit";
const KIN = ruleset29a.tables.dragonkin;

/** What does not hold on the table, as lines naming the rule and where. */
function problems(state: GameState): string[] {
  const out: string[] = [];
  for (const d of state.pending) {
    if (d.kind !== "choose-breath" && state.players[d.player]?.eliminated) {
      out.push(`${d.kind} asked of eliminated player ${d.player}`);
    }
  }
  for (const i of state.order) {
    const inPlay = state.dice.some(
      (d) => d.owner === i && (d.at === "reserve" || d.at.startsWith("t:")) && isUnit(d.die),
    );
    if (inPlay === (state.players[i]?.eliminated === true)) {
      out.push(`player ${i} ${inPlay ? "eliminated with" : "in without"} units in play`);
    }
  }
  const armies = new Map<string, { kin: number; others: number }>();
  for (const d of state.dice) {
    const die = dieById(d.die);
    if (!d.at.startsWith("t:") || die?.kind !== "unit") continue;
    const army = armies.get(`${d.owner}@${d.at}`) ?? { kin: 0, others: 0 };
    armies.set(`${d.owner}@${d.at}`, army);
    if (KIN.has(die.species)) army.kin++;
    else army.others++;
  }
  for (const [at, army] of armies) {
    if (army.kin > 0 && army.others === 0) out.push(`Dragonkin alone at ${at}`);
  }
  for (const t of state.terrains) {
    const held = state.dice.some(
      (d) => d.owner === t.controller && d.at === `t:${t.id}` && isUnit(d.die),
    );
    if (t.face === 8 && t.controller !== null && !held) out.push(`${t.id} at 8 with no army`);
  }
  for (const e of state.effects) {
    const target = e.target;
    if (
      "army" in target &&
      !state.dice.some((d) => d.owner === target.army && d.at === target.at)
    ) {
      out.push(`${e.name} on the gone army ${target.army}@${target.at}`);
    }
  }
  return out;
}

describe("2.9a the table whenever a question waits", () => {
  it("holds what must hold at once, and ends the turn of a player eliminated in it", () => {
    const inOwnTurn = playRandomAdvanced(700, 30, 20000, (state, waiting, g) => {
      // Between set-up's questions and while a roll is being made, the table is not settled.
      if (state.turn && state.rolls.length === 0) {
        expect(problems(state), `game ${g}, waiting for ${waiting.kind}`).toEqual([]);
      }
    });
    // These games have players eliminated in their own turn.
    expect(inOwnTurn).toBeGreaterThan(0);
  }, 120_000);
});
