// The combinatorial decisions as pick lists: what can be picked, the running total, and the
// choice the picks make. Pure, so the wording and the choices are tested without a browser; the
// pickers check each choice with the engine's choiceProblem before Confirm is enabled.
import { type Decision, type ExchangeData, knownDecision } from "@dragondice/engine";
import {
  healthOfId,
  labelOfId,
  placeName,
  possessive,
  type Shown,
  shortName,
  terrainFace,
  terrainName,
} from "@dragondice/words";

export interface PickItem {
  key: string;
  label: string;
  /** Health (or points) the item adds to the running total. */
  health: number;
  /** The die on the table this item picks (it can be picked there too). */
  die?: string;
}

/** A decision answered by ticking entries of a list. */
export interface ToggleSpec {
  title: string;
  items: PickItem[];
  /** Keys ticked at the start (suggested picks). */
  initial: string[];
  status(picked: string[]): string;
  build(picked: string[]): unknown;
  /** A problem the list itself can see (before asking the engine). */
  localProblem?(picked: string[]): string | null;
  /** Why an item not picked yet cannot be added to the picks, or null when it can. */
  blocked?(picked: string[], key: string): string | null;
}

/** An item's blocker when the picks' total may not go over `max` ("health to cover"...). */
function overTotal(items: PickItem[], max: number, what: string) {
  return (picked: string[], key: string): string | null => {
    const item = items.find((i) => i.key === key);
    if (!item || picked.includes(key)) return null;
    const total = sumOf(items, picked) + item.health;
    return total > max ? `It would make ${total} health, more than ${what} (${max}).` : null;
  };
}

interface Unit {
  id: string;
  health: number;
}

const sumOf = (items: PickItem[], picked: string[]): number =>
  items.filter((i) => picked.includes(i.key)).reduce((s, i) => s + i.health, 0);

function unitItems(g: Shown, units: Unit[]): PickItem[] {
  return units.map((u) => ({ key: u.id, label: labelOfId(g, u.id), health: u.health, die: u.id }));
}

/** Units recruited and promoted up to a health gain (a Mutation's reward, the Kings' Die's). */
function exchangeSpec(
  g: Shown,
  { health, recruits, promotions }: ExchangeData,
  title: (health: number) => string,
): ToggleSpec {
  const items: PickItem[] = [
    ...recruits.map((id) => ({
      key: `r:${id}`,
      label: `Bring back ${labelOfId(g, id)}`,
      health: healthOfId(g, id),
      die: id,
    })),
    ...promotions.map((pr) => ({
      key: `p:${pr.unit}>${pr.to}`,
      label: `Promote ${labelOfId(g, pr.unit)} to ${labelOfId(g, pr.to)}`,
      health: healthOfId(g, pr.to) - healthOfId(g, pr.unit),
    })),
  ];
  const over = overTotal(items, health, "the reward");
  return {
    title: title(health),
    items,
    initial: [],
    status: (p) => `${sumOf(items, p)} of at most ${health} health.`,
    blocked: (p, key) => {
      // A unit is promoted once at most.
      const unit = key.startsWith("p:") ? key.slice(2).split(">")[0] : null;
      if (unit && p.some((k) => k !== key && k.startsWith(`p:${unit}>`)))
        return `${labelOfId(g, unit)} is already promoted.`;
      return over(p, key);
    },
    build: (p) => ({
      recruits: p.filter((k) => k.startsWith("r:")).map((k) => k.slice(2)),
      promotions: p
        .filter((k) => k.startsWith("p:"))
        .map((k) => {
          const [unit = "", to = ""] = k.slice(2).split(">");
          return { unit, to };
        }),
    }),
  };
}

export function toggleSpec(g: Shown, decision: Decision): ToggleSpec | null {
  const d = knownDecision(decision);
  switch (d.kind) {
    case "choose-casualties": {
      const { units, damage, cover } = d.data;
      const items = unitItems(g, units);
      return {
        title: `Tick units worth exactly ${cover} health for the ${damage} damage, here or on the table; a unit that would go over cannot be ticked.`,
        items,
        initial: [],
        status: (p) => `${sumOf(items, p)} of ${cover} health chosen.`,
        build: (p) => p,
        blocked: overTotal(items, cover, "the health to cover"),
      };
    }
    case "retreat": {
      const { units } = d.data;
      const items = units.map((id) => {
        const at = g.dice.find((x) => x.id === id)?.at ?? "";
        return {
          key: id,
          label: `${labelOfId(g, id)} at ${placeName(g, at)}`,
          health: healthOfId(g, id),
          die: id,
        };
      });
      return {
        title:
          "Tick the units that retreat to your reserve area, here or on the table (none is fine).",
        items,
        initial: [],
        status: (p) =>
          `${p.length} unit${p.length === 1 ? "" : "s"}, ${sumOf(items, p)} health retreating.`,
        build: (p) => p,
      };
    }
    case "sai-targets": {
      const { units, maxHealth, maxUnits } = d.data;
      const items = unitItems(g, units);
      if (maxUnits !== undefined) {
        return {
          // The heading above says what to pick (the prompt): not again here.
          title: "Tick the units here or on the table.",
          items,
          initial: [],
          status: (p) => `${p.length} of at most ${maxUnits} unit${maxUnits === 1 ? "" : "s"}.`,
          build: (p) => p,
          blocked: (p: string[], key: string) =>
            !p.includes(key) && p.length >= maxUnits
              ? `At most ${maxUnits} unit${maxUnits === 1 ? "" : "s"} may be picked.`
              : null,
        };
      }
      return {
        // The heading above says what to pick (the prompt): not again here.
        title: "Tick the units here or on the table.",
        items,
        initial: [],
        status: (p) => `${sumOf(items, p)} of at most ${maxHealth} health-worth.`,
        build: (p) => p,
        blocked: overTotal(items, maxHealth, "the special action icon's points"),
      };
    }
    case "mutation-targets": {
      const { opponent, units, maxHealth } = d.data;
      const items = unitItems(g, units);
      return {
        title: `Mutation: target up to ${maxHealth} health of units in ${possessive(shortName(g, opponent))} reserve area.`,
        items,
        initial: [],
        status: (p) => `${sumOf(items, p)} of at most ${maxHealth} health.`,
        build: (p) => p,
        blocked: overTotal(items, maxHealth, "Mutation may target"),
      };
    }
    case "mutation-exchange":
      return exchangeSpec(
        g,
        d.data,
        (health) =>
          `Mutation reward: up to ${health} health of Swamp Stalkers back from your DUA or promoted.`,
      );
    // The Kings' Die rolled (2.9a line 2420): the king's race, up to 4 health-worth.
    case "kings-die-exchange":
      return exchangeSpec(
        g,
        d.data,
        (health) =>
          `Kings' Die: up to ${health} health back to your reserve army, recruited from your DUA or promoted by any number of steps.`,
      );
    // Items the units that moved take along (line 2385), one each of a colour they carry.
    case "carry-items": {
      const { items, from, to } = d.data;
      return {
        title: `Tick the items your units take along from ${placeName(g, from)} to ${placeName(g, to)}.`,
        items: items.map((id) => ({ key: id, label: labelOfId(g, id), health: 0, die: id })),
        initial: [],
        status: (p) => `${p.length} item${p.length === 1 ? "" : "s"} taken.`,
        build: (p) => p,
      };
    }
    // Items the army's units cannot all carry (line 2379): the owner picks those buried.
    case "bury-items": {
      const { items, count } = d.data;
      return {
        title: `Tick the ${count === 1 ? "item" : `${count} items`} to bury.`,
        items: items.map((id) => ({ key: id, label: labelOfId(g, id), health: 0, die: id })),
        initial: [],
        status: (p) => `${p.length} of ${count} to bury.`,
        build: (p) => p,
        blocked: (p, key) =>
          !p.includes(key) && p.length >= count ? `Only ${count} to bury.` : null,
      };
    }
    // Treasure (line 1039) or slaying dragons (lines 1041-1047): each unit promoted once.
    case "dragon-promotions": {
      const { promotions, most } = d.data;
      const items: PickItem[] = promotions.map((pr) => ({
        key: `${pr.unit}>${pr.to}`,
        label: `Promote ${labelOfId(g, pr.unit)} to ${labelOfId(g, pr.to)}`,
        health: 1,
      }));
      return {
        title:
          most === null
            ? "Promote as many units of the army as you can, all at once."
            : `A Treasure: promote up to ${most === 1 ? "one unit" : `${most} units`} of the army.`,
        items,
        initial: [],
        status: (p) =>
          `${p.length} promotion${p.length === 1 ? "" : "s"}${most === null ? "" : ` of at most ${most}`}.`,
        blocked: (p, key) => {
          const unit = key.split(">")[0] ?? "";
          if (p.some((k) => k !== key && k.startsWith(`${unit}>`)))
            return `${labelOfId(g, unit)} is already promoted.`;
          return most !== null && p.length >= most ? `At most ${most} promotions.` : null;
        },
        build: (p) => ({
          recruits: [],
          promotions: p.map((k) => {
            const [unit = "", to = ""] = k.split(">");
            return { unit, to };
          }),
        }),
      };
    }
    case "stepped-damage": {
      const { killed, dua } = d.data;
      const pairs: { out: Unit; in: Unit }[] = [];
      for (const k of killed)
        for (const u of dua) if (u.health < k.health) pairs.push({ out: k, in: u });
      const items = pairs.map((pr) => ({
        key: `${pr.out.id}>${pr.in.id}`,
        label: `Keep ${labelOfId(g, pr.out.id)} in play as ${labelOfId(g, pr.in.id)}`,
        health: pr.in.health,
      }));
      // Suggested: each killed unit, largest first, for the largest lesser unit left in the DUA.
      const initial: string[] = [];
      const usedOut = new Set<string>();
      const usedIn = new Set<string>();
      const byValue = [...pairs].sort(
        (a, b) => b.out.health - a.out.health || b.in.health - a.in.health,
      );
      for (const pr of byValue) {
        if (usedOut.has(pr.out.id) || usedIn.has(pr.in.id)) continue;
        usedOut.add(pr.out.id);
        usedIn.add(pr.in.id);
        initial.push(`${pr.out.id}>${pr.in.id}`);
      }
      const split = (p: string[]) => p.map((k) => k.split(">") as [string, string]);
      return {
        title:
          "Stepped Damage: a killed Undead unit may stay, traded for a lesser Undead unit from your DUA. Suggested trades are ticked.",
        items,
        initial,
        status: (p) => `${p.length} trade${p.length === 1 ? "" : "s"}.`,
        build: (p) => Object.fromEntries(split(p)),
        localProblem: (p) => {
          const outs = split(p).map(([o]) => o);
          const ins = split(p).map(([, i]) => i);
          if (new Set(outs).size < outs.length) return "a killed unit is traded twice";
          if (new Set(ins).size < ins.length) return "a DUA unit is used twice";
          return null;
        },
        blocked: (p, key) => {
          if (p.includes(key)) return null;
          const [out = "", into = ""] = key.split(">");
          if (split(p).some(([o]) => o === out)) return `${labelOfId(g, out)} is already traded.`;
          if (split(p).some(([, i]) => i === into)) return `${labelOfId(g, into)} is already used.`;
          return null;
        },
      };
    }
    case "replanting": {
      const { army, dua } = d.data;
      const items: PickItem[] = [
        ...army.map((u) => ({
          key: `out:${u.id}`,
          label: `Out: ${labelOfId(g, u.id)} (to your DUA)`,
          health: u.health,
          die: u.id,
        })),
        ...dua.map((u) => ({
          key: `in:${u.id}`,
          label: `In: ${labelOfId(g, u.id)} (from your DUA)`,
          health: u.health,
          die: u.id,
        })),
      ];
      const side = (p: string[], s: string) =>
        p.filter((k) => k.startsWith(`${s}:`)).map((k) => k.slice(s.length + 1));
      const h = (p: string[], s: string) =>
        sumOf(
          items.filter((i) => i.key.startsWith(`${s}:`)),
          p,
        );
      return {
        title:
          "Replanting: exchange Treefolk of this army for Treefolk of equal total health from your DUA (or nothing).",
        items,
        initial: [],
        status: (p) => `${h(p, "out")} health out, ${h(p, "in")} in.`,
        build: (p) => ({ out: side(p, "out"), in: side(p, "in") }),
      };
    }
    default:
      return null;
  }
}

/** A decision answered by sending each unit somewhere (or leaving it). */
export interface DestinationSpec {
  title: string;
  units: { id: string; label: string; stay: string; to: { id: string; label: string }[] }[];
  build(moves: Record<string, string>): unknown;
  /** The running line about the picks ("2 units moving." unless given). */
  status?(moves: Record<string, string>): string;
  /** How the table marks a unit sent to `to` ("→ terrain" unless given). */
  mark?(to: string): string;
  /** The button that leaves every unit as it is ("Nobody moves" unless given). */
  clear?: string;
}

export function destinationSpec(g: Shown, decision: Decision): DestinationSpec | null {
  const d = knownDecision(decision);
  const terrainLabel = (t: string) => `to ${terrainName(g, t)} (face ${terrainFace(g, t)})`;
  if (d.kind === "reinforce") {
    const { units, terrains } = d.data;
    return {
      title: `Your reserve area holds ${units.length} unit${units.length === 1 ? "" : "s"}: send any of them to a terrain (in its list, or click it on the table: each click tries the next terrain), or keep them in reserve.`,
      units: units.map((id) => ({
        id,
        label: labelOfId(g, id),
        stay: "stay in reserve",
        to: terrains.map((t) => ({ id: t, label: terrainLabel(t) })),
      })),
      build: (m) => m,
    };
  }
  if (d.kind === "sai-damage") {
    // Every point given out, at least 1 to each unit picked (the engine checks the total).
    const { units, total } = d.data;
    const amounts = Array.from({ length: total }, (_, i) => String(i + 1));
    const given = (m: Record<string, string>) =>
      Object.values(m).reduce((s, n) => s + Number(n), 0);
    return {
      // The heading above says how much to share (the prompt): not again here.
      title: "Give each unit its damage in its list, or click it on the table (each click adds 1).",
      units: units.map((u) => ({
        id: u.id,
        // Its label names its health already: "Drider (monster, 4)".
        label: labelOfId(g, u.id),
        stay: "no damage",
        to: amounts.map((n) => ({ id: n, label: `${n} damage` })),
      })),
      build: (m) => Object.fromEntries(Object.entries(m).map(([id, n]) => [id, Number(n)])),
      status: (m) => `${given(m)} of ${total} damage given.`,
      mark: (n) => `${n} damage`,
      clear: "Start again",
    };
  }
  if (d.kind === "terrain-flight") {
    const { from, terrains } = d.data;
    return {
      title:
        "Terrain Flight: your Firewalkers at terrains with the air element may fly to another terrain.",
      units: Object.keys(from).map((id) => ({
        id,
        label: labelOfId(g, id),
        stay: `stay at ${terrainName(g, from[id] ?? "")}`,
        to: terrains.filter((t) => t !== from[id]).map((t) => ({ id: t, label: terrainLabel(t) })),
      })),
      build: (m) => m,
    };
  }
  return null;
}

export type ArmyName = "home" | "campaign" | "horde";
export const ARMY_NAMES: readonly ArmyName[] = ["home", "campaign", "horde"];

/** The assemble-armies answer from a home terrain and each die's army. */
export function assembleChoice(
  home: string,
  assignment: Record<string, ArmyName | undefined>,
): { home: string; armies: Record<ArmyName, string[]> } {
  const armies: Record<ArmyName, string[]> = { home: [], campaign: [], horde: [] };
  for (const [id, army] of Object.entries(assignment)) if (army) armies[army].push(id);
  return { home, armies };
}

/** Why a unit may not join an army (it would go over half the force), or null. */
export function armyBlocked(
  g: Shown,
  assignment: Record<string, ArmyName | undefined>,
  maxArmyHealth: number,
  unit: string,
  army: ArmyName,
): string | null {
  if (assignment[unit] === army) return null;
  const health =
    Object.entries(assignment)
      .filter(([, a]) => a === army)
      .reduce((s, [id]) => s + healthOfId(g, id), 0) + healthOfId(g, unit);
  return health > maxArmyHealth
    ? `The ${army} army would have ${health} health, more than half the force (${maxArmyHealth}).`
    : null;
}

/** "home army: 8 of at most 12 health" lines, with the half-force rule for each army. */
export function armyTotals(
  g: Shown,
  assignment: Record<string, ArmyName | undefined>,
  maxArmyHealth: number,
): { army: ArmyName; health: number; ok: boolean; text: string }[] {
  return ARMY_NAMES.map((army) => {
    const health = Object.entries(assignment)
      .filter(([, a]) => a === army)
      .reduce((s, [id]) => s + healthOfId(g, id), 0);
    const ok = health >= 1 && health <= maxArmyHealth;
    const why =
      health === 0
        ? " (needs at least one unit)"
        : health > maxArmyHealth
          ? " (more than half the force)"
          : "";
    return {
      army,
      health,
      ok,
      text: `${army} army: ${health} of at most ${maxArmyHealth} health${why}`,
    };
  });
}
