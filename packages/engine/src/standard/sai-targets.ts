// Choosing the units an SAI acts on (rules/000 "Targeting", lines 1747-1761): up to the SAI's
// points of health-worth of units, picked by the player the SAI says. How much must be picked
// depends on who picks and on whether the SAI is offensive:
//   - an offensive SAI whose roller picks: at least 1 health-worth, at most its points (line 1751);
//   - an offensive SAI whose target's owner picks: as much as possible, like damage (line 1759);
//   - a non-offensive SAI: any amount, none included (line 1755).
// One decision kind, "sai-targets", serves every SAI that targets units this way.
import { listOf, text } from "../kernel/choice-shape.ts";
import type { Ctx, Task } from "../kernel/flow.ts";
import type { Roll } from "../kernel/roll.ts";
import { decisionKind } from "../kernel/ruleset.ts";
import type { Table } from "../kernel/state.ts";
import { dieInstance, healthOf, unitsAt } from "./army.ts";
import { type CasualtyUnit, casualtyProblem, coverable, sampleCasualties } from "./casualties.ts";
import { reachOfRoll, withinReach } from "./reach.ts";
import type { SaiUse } from "./sai-effects.ts";

export type TargetRule = "at-least-one" | "as-much-as-possible" | "any";

/** What a "sai-targets" decision offers. */
export type TargetsOffer = {
  /** The SAI's name. */
  sai: string;
  /** The player whose units may be picked. */
  owner: number;
  units: CasualtyUnit[];
  /** The most health-worth that may be picked: the SAI's points. */
  maxHealth: number;
  /**
   * The most units that may be picked, whatever their health, for an SAI that picks units by
   * number ("choose one unit", "one unit for each unit that rolled it").
   */
  maxUnits?: number;
  rule: TargetRule;
  /**
   * The units are brought back from the DUA (Convert's Undead): picking helps their owner, where
   * otherwise an SAI's targets suffer its effect.
   */
  helps?: true;
};

const limit = (o: TargetsOffer): string =>
  o.maxUnits === undefined
    ? `units of at most ${o.maxHealth} health-worth in all`
    : o.maxUnits === 1
      ? "one unit"
      : `at most ${o.maxUnits} units`;

const PROMPT: Record<TargetRule, (o: TargetsOffer) => string> = {
  "at-least-one": (o) =>
    o.maxUnits === 1 ? `${o.sai}: pick one unit.` : `${o.sai}: pick ${limit(o)} (at least one).`,
  "as-much-as-possible": (o) =>
    `${o.sai}: pick units covering as much of ${o.maxHealth} health-worth as possible, never more.`,
  any: (o) => `${o.sai}: pick ${limit(o)}, or none.`,
};

/**
 * Asks `picker` for the SAI's targets, then runs `then` with the ids (read them with
 * `answer(ctx, "sai-targets")`). With no unit to pick, or nothing to choose, it asks nothing and
 * runs `then` with `targets` set.
 */
export function askTargets(ctx: Ctx, picker: number, offer: TargetsOffer, then: Task): void {
  const fitting = offer.units.filter((u) => u.health <= offer.maxHealth);
  if (fitting.length === 0) {
    ctx.schedule({ ...then, targets: [] });
    return;
  }
  const [only] = fitting;
  if (offer.rule === "at-least-one" && fitting.length === 1 && only) {
    ctx.schedule({ ...then, targets: [only.id] });
    return;
  }
  const all = fitting.reduce((s, u) => s + u.health, 0);
  if (offer.rule === "as-much-as-possible" && all <= offer.maxHealth) {
    ctx.schedule({ ...then, targets: fitting.map((u) => u.id) });
    return;
  }
  const said = offer.helps
    ? `${offer.sai}: pick ${limit(offer)} to bring back, or none.`
    : PROMPT[offer.rule](offer);
  ctx.ask([{ player: picker, kind: "sai-targets", prompt: said, data: offer }], then);
}

/** The player whose roll aimed the SAI: the owner of a die that rolled it. */
export const aimedBy = (ctx: Ctx, use: SaiUse): number =>
  dieInstance(ctx.state, use.dice[0] as string)?.owner ?? 0;

/** Units by id, with their health, as a targets offer lists them. */
export const withHealth = (state: Table, ids: readonly string[]): CasualtyUnit[] =>
  ids.flatMap((id) => {
    const d = dieInstance(state, id);
    return d ? [{ id, health: healthOf(d) }] : [];
  });

/** How many targets an SAI may pick: health-worth (its points unless given) or a number of units. */
export interface TargetLimit {
  health?: number;
  units?: number;
}

/**
 * Asks the rolling player which units of the army the roll acts against the SAI takes, up to its
 * points of health-worth unless `limit` says otherwise, at least one (an offensive SAI its roller
 * targets); `then` gets them, with `player` and `at` of the army.
 */
export function askDefenders(
  ctx: Ctx,
  roll: Roll,
  use: SaiUse,
  then: Task,
  limit: TargetLimit = {},
): void {
  const target = roll.against;
  if (!target) return;
  // Units out of the reach of this roll's kind of attack are not there to pick (Fade, Hide).
  const there = unitsAt(ctx.state, target.player, target.at);
  const units = withinReach(ctx.state, there, reachOfRoll(roll.purpose)).map((d) => ({
    id: d.id,
    health: healthOf(d),
  }));
  const offer: TargetsOffer = {
    sai: use.sai,
    owner: target.player,
    units,
    maxHealth: limit.health ?? (limit.units === undefined ? use.points : allHealth(units)),
    rule: "at-least-one",
  };
  if (limit.units !== undefined) offer.maxUnits = limit.units;
  askTargets(ctx, roll.player, offer, { ...then, player: target.player, at: target.at });
}

const allHealth = (units: readonly CasualtyUnit[]): number =>
  units.reduce((s, u) => s + u.health, 0);

/** Why a pick of targets is not legal, or null. */
function targetsProblem(offer: TargetsOffer, choice: readonly string[]): string | null {
  const { units, maxHealth, rule } = offer;
  if (rule === "as-much-as-possible") return casualtyProblem(units, maxHealth, choice);
  if (new Set(choice).size !== choice.length) return "a unit is listed twice";
  let health = 0;
  for (const id of choice) {
    const u = units.find((x) => x.id === id);
    if (!u) return `${id} is not a unit ${offer.sai} may pick`;
    health += u.health;
  }
  if (health > maxHealth) return `${health} health-worth is more than ${maxHealth}`;
  if (offer.maxUnits !== undefined && choice.length > offer.maxUnits) {
    return `pick at most ${offer.maxUnits} unit${offer.maxUnits === 1 ? "" : "s"}`;
  }
  if (rule === "at-least-one" && choice.length === 0) return "pick at least one unit";
  return null;
}

/** Every total of health, up to `max`, that some of the units add up to exactly (0 included). */
function reachableSums(units: CasualtyUnit[], max: number): number[] {
  const reach = new Array<boolean>(max + 1).fill(false);
  reach[0] = true;
  for (const u of units) {
    for (let s = max; s >= u.health; s--) if (reach[s - u.health]) reach[s] = true;
  }
  return reach.flatMap((ok, s) => (ok ? [s] : []));
}

export const saiTargetsKind = decisionKind({
  kinds: ["sai-targets"],
  shape: listOf(text),
  answer: "[unit ids]",
  validate: (_state, decision, choice) => targetsProblem(decision.data, choice),
  sample(_state, decision, randomInt) {
    const offer = decision.data;
    if (offer.maxUnits !== undefined) {
      const order = [...offer.units];
      const n = randomInt(offer.rule === "any" ? 0 : 1, Math.min(offer.maxUnits, order.length));
      const picked: string[] = [];
      while (picked.length < n) {
        const [u] = order.splice(randomInt(0, order.length - 1), 1);
        if (u) picked.push(u.id);
      }
      return picked;
    }
    const most = coverable(offer.units, offer.maxHealth);
    if (offer.rule === "as-much-as-possible") return sampleCasualties(offer.units, most, randomInt);
    // Any health-worth some units add up to exactly (none only where none is allowed).
    const sums = reachableSums(offer.units, offer.maxHealth).filter(
      (s) => s > 0 || offer.rule === "any",
    );
    const health = sums[randomInt(0, sums.length - 1)] ?? 0;
    return sampleCasualties(offer.units, health, randomInt);
  },
});
