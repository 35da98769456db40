// The dragon attack in the log (2.9a "Dragon Attack Phase", rules/000 lines 322-390), step by
// step as the reader follows it: which dragons attack which army, what each rolled and the damage
// it does, the army's answer, the dragons slain and those that fly home; and dragons summoned.
import type { GameEvent } from "@dragondice/engine";
import {
  dragonFacesText,
  dragonName,
  dragonNames,
  dragonRollDamage,
  responseText,
} from "./dragons.ts";
import type { LineKind } from "./events.ts";
import {
  armyName,
  capitalised,
  dieOf,
  placeName,
  possessive,
  type Shown,
  shortName,
  terrainName,
} from "./names.ts";

type DragonEvent = Extract<
  GameEvent,
  {
    type:
      | "dragon-attack"
      | "dragons-rolled"
      | "dragon-response"
      | "dragons-slain"
      | "dragons-flew"
      | "dragon-summoned";
  }
>;

type Line = { kind: LineKind; text: string };

/** "B's summoning pool", "Highland City": where a summoned dragon came from. */
function fromText(g: Shown, dragon: string, from: string): string {
  if (from !== "pool") return placeName(g, from);
  const owner = g.dice.find((d) => d.id === dragon)?.owner;
  if (owner === undefined) return "the summoning pool";
  return `${owner === g.viewer ? "your" : possessive(shortName(g, owner))} summoning pool`;
}

export function dragonEventLines(g: Shown, e: DragonEvent): Line[] {
  const where = terrainName(g, e.terrain);
  switch (e.type) {
    case "dragon-attack":
      return [
        {
          kind: "big",
          text:
            e.dragons.length === 0
              ? `Dragon attack at ${where}: the dragons there fight each other, none attacks ${armyName(g, e.player, `t:${e.terrain}`)}.`
              : `Dragon attack at ${where}: ${dragonNames(g, e.dragons)} ${e.dragons.length === 1 ? "attacks" : "attack"} ${armyName(g, e.player, `t:${e.terrain}`)}.`,
        },
      ];
    case "dragons-rolled":
      return e.dragons.map((d) => {
        const damage = dragonRollDamage(dieOf(g, d.dragon), d.faces, g.edition);
        return {
          kind: "roll" as const,
          text: `${capitalised(dragonName(g, d.dragon))} rolls ${dragonFacesText(dieOf(g, d.dragon), d.faces, g.edition)}: ${damage} damage.`,
        };
      });
    case "dragon-response": {
      const left = Math.max(0, e.damage - e.saves);
      const army = armyName(g, e.player, `t:${e.terrain}`);
      return [
        // With the IDs counted, the melee or missiles that slew a dragon add up (line 362).
        { kind: "info", text: `${army} ${responseText(g, { ids: e.ids, slay: e.slain })}.` },
        {
          kind: "damage",
          text: `${army}: ${e.damage} damage from the dragons - ${e.saves} save${e.saves === 1 ? "" : "s"} = ${left > 0 ? `${left} damage` : "no damage"}.`,
        },
      ];
    }
    case "dragons-slain": {
      const home = e.dragons.filter((d) => !e.banished.includes(d));
      const lines: Line[] = [];
      if (home.length > 0)
        lines.push({
          kind: "big",
          text: `${capitalised(dragonNames(g, home))} ${home.length === 1 ? "is" : "are"} slain at ${where} and ${home.length === 1 ? "goes" : "go"} back to the summoning pool.`,
        });
      if (e.banished.length > 0)
        lines.push({
          kind: "big",
          text: `${capitalised(dragonNames(g, e.banished))} ${e.banished.length === 1 ? "is" : "are"} slain at ${where} and banished: out of the game.`,
        });
      return lines;
    }
    case "dragons-flew":
      return [
        {
          kind: "info",
          text: `${capitalised(dragonNames(g, e.dragons))} ${e.dragons.length === 1 ? "flies" : "fly"} from ${where} back to the summoning pool (Wing).`,
        },
      ];
    case "dragon-summoned":
      return [
        {
          kind: "big",
          text: `${shortName(g, e.player)} summons ${dragonName(g, e.dragon)} from ${fromText(g, e.dragon, e.from)} to ${where}.`,
        },
      ];
  }
}
