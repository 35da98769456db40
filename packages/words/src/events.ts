// The game log in plain words: one or a few lines per engine event, each line tagged with the
// event it came from (so the web table can follow along, and the terminal can lay lines out).
import { dieById, type Edition } from "@dragondice/catalog";
import { type GameEvent, type RolledDie, SAYS } from "@dragondice/engine";
import { fieldOf, hasField } from "./choices.ts";
import { dragonEventLines } from "./dragon-events.ts";
import { dragonName } from "./dragons.ts";
import { odds, rulesData } from "./edition.ts";
import { effectTargetText, effectText } from "./effects.ts";
import { minorTerrainEventLines } from "./minor-terrains.ts";
import {
  armyName,
  capitalised,
  dieName,
  healthOfId,
  labelOfId,
  namesOf,
  placeName,
  playerName,
  possessive,
  type Shown,
  shortName,
  terrainFace,
  terrainName,
  terrainTypeAt,
} from "./names.ts";
import { optionLabel } from "./options.ts";
import { saiName } from "./sai.ts";
import { announcementText, pointsText, spellName, spellTargetText } from "./spells.ts";
import { PURPOSES, rollDoing, rolledFaces, rollParts, tallyText } from "./tally.ts";

export type LineKind = "turn" | "roll" | "tally" | "damage" | "big" | "info";

export interface LogLine {
  /** Index of the event in the list described. */
  event: number;
  kind: LineKind;
  text: string;
}

function targetText(g: Shown, target: string | undefined): string {
  if (!target) return "";
  const [p, at] = target.split("@");
  return ` against ${armyName(g, Number(p), at ?? "")}`;
}

/** Decisions worth a line of their own (the others show through the events they cause). */
export function decidedText(g: Shown, e: Extract<GameEvent, { type: "decided" }>): string | null {
  // Another seat's secret decision comes without its choice.
  if ("secret" in e || !("choice" in e)) return null;
  const who = shortName(g, e.player);
  // Answered by the server or the terminal itself (issue 25): said, as nobody clicked it.
  if (e.forced) {
    const decision = { id: 0, player: e.player, kind: e.kind, prompt: "" };
    const label = optionLabel(g, decision, e.choice);
    return `${who} had only one choice: ${label.charAt(0).toLowerCase()}${label.slice(1)}.`;
  }
  const c = e.choice;
  switch (e.kind) {
    case "first-or-frontier":
      return c === "play-first"
        ? `${who} chooses to play first.`
        : `${who} chooses to pick the frontier; the other player goes first.`;
    case "choose-march":
      return fieldOf(c, "army") === null ? `${who} passes.` : null;
    case "counter-maneuver":
      return c === false ? `${who} does not counter-maneuver.` : null;
    case "counter-attack":
      return c === false ? `${who} does not counter-attack.` : null;
    case "magic-negation":
      return c === false ? `${who} does not negate the magic.` : null;
    // Spells cast show as the announcement; none cast shows here.
    case "cast-spells": {
      const spells = fieldOf(c, "spells");
      return Array.isArray(spells) && spells.length === 0 ? `${who} casts no spell.` : null;
    }
    case "choose-action":
      return fieldOf(c, "action") === null ? `${who} takes no action.` : null;
    // An SAI that may move units (Ferry, Vanish...): staying shows in no other event.
    case "sai-choice":
      return fieldOf(c, "say") === SAYS.stay ? `${who} stays: no unit moves.` : null;
    case "feralization":
    case "mutation":
    case "city":
    case "temple":
      return hasField(c, "skip") ? `${who} skips the ${e.kind}.` : null;
    default:
      return null;
  }
}

/** A roll as its heading needs it (a roll event, or the browser's roll shown). */
type RollHeading = Pick<
  Extract<GameEvent, { type: "roll" }>,
  "player" | "purpose" | "location" | "dice"
>;

/**
 * "Player 1 rolls to attack in melee at Highland City", "B's Goblin rolls on its own for a
 * maneuver at Highland City", "B's Wizard rolls on its own for saves in the dead unit area": a
 * roll line before its dice. A unit rolling on its own is named.
 */
export function rollHead(g: Shown, e: RollHeading): string {
  const where = e.location.startsWith("t:")
    ? ` at ${placeName(g, e.location)}`
    : e.location === "dua" || e.location === "reserve"
      ? ` in ${placeName(g, e.location)}`
      : "";
  const unit = PURPOSES[e.purpose]?.alone ? e.dice[0]?.dieId : undefined;
  const who = unit
    ? `${possessive(shortName(g, e.player))} ${dieName(unit)}`
    : shortName(g, e.player);
  return `${who} ${rollDoing(e.purpose)}${where}`;
}

const ACTIONS: Record<string, string> = {
  melee: "a melee attack",
  missile: "a missile attack",
  magic: "a magic action",
};

/** The results of a combination roll, as counted totals. */
const RESULT_WORDS: Record<string, string> = {
  maneuver: "maneuvers",
  melee: "melee",
  missile: "missiles",
  magic: "magic",
  save: "saves",
};

/** What a unit rolled on its own had to roll (the engine's `avoid`). */
const AVOID_WORDS: Record<string, string> = {
  maneuver: "for a maneuver",
  melee: "for a melee result",
  save: "for saves",
  id: "for its ID icon",
  "non-id-save": "for a save that is not its ID",
  "save-and-melee": "for saves and melee at once",
  "save-or-maneuver": "for a save or a maneuver",
};

/** What each planned issue brings to the game, for an SAI waiting for it. */
const ISSUE_BRINGS: Record<number, string> = {
  13: "spells",
  14: "dragons",
  15: "Dragonkin, magic items and minor terrains",
};

/**
 * "Smite is not in the game yet: it counted for nothing in this roll.": what the engine cannot
 * do yet, named in a player's words.
 */
export function notImplementedText(
  e: Extract<GameEvent, { type: "not-implemented" }>,
  edition?: Edition,
): string {
  const brings = e.issue === undefined ? undefined : ISSUE_BRINGS[e.issue];
  const later = brings ? ` (it comes with ${brings}, issue ${e.issue})` : "";
  if (e.what === "sai" && e.name && e.part === "effect") {
    return `${saiName(e.name, undefined, edition)}'s effect is not in the game yet${later}: only its results counted in this roll.`;
  }
  if (e.what === "sai" && e.name) {
    return `${saiName(e.name, undefined, edition)} is not in the game yet${later}: it counted for nothing in this roll.`;
  }
  if (e.what === "eighth-face" && e.name) {
    return `The ${e.name} eighth face's effect is not in the game yet: it does nothing this turn.`;
  }
  if (e.what === "spells") return "Spells are not in the game yet: the magic rolled casts nothing.";
  return `Not in the game yet: ${e.detail}.`;
}

/** A roll as the tallies after it need it: its dice and where it was rolled. */
export interface LastRoll {
  dice: RolledDie[];
  location: string;
  /**
   * Another player's roll came before this one was totalled (a maneuver and its counter-maneuver
   * roll together): its tally says whose it is.
   */
  interleaved?: true;
}

/**
 * Lines for one event; `lastRoll` carries each player's rolls not yet totalled, by purpose, the
 * latest last: a tally closes the latest (a charmed unit's roll inside an attack is totalled
 * before the attack is).
 */
function describeOne(
  g: Shown,
  e: GameEvent,
  lastRoll: RollMemory,
): { kind: LineKind; text: string }[] {
  const who = (p: number) => shortName(g, p);
  switch (e.type) {
    case "decided": {
      const text = decidedText(g, e);
      return text ? [{ kind: "info", text }] : [];
    }
    case "roll": {
      const key = `${e.player}:${e.purpose}`;
      const roll: LastRoll = { dice: e.dice, location: e.location };
      // A unit's roll on its own is named in its own line: it leaves no total unclear.
      const armyRoll = (purpose: string) =>
        !PURPOSES[purpose]?.alone && !PURPOSES[purpose]?.untallied;
      for (const [other, rolls] of lastRoll) {
        const [player, purpose = ""] = other.split(":");
        if (player === String(e.player) || rolls.length === 0) continue;
        if (!armyRoll(e.purpose) || !armyRoll(purpose)) continue;
        for (const r of rolls) r.interleaved = true;
        roll.interleaved = true;
      }
      lastRoll.set(key, [...(lastRoll.get(key) ?? []), roll]);
      return [{ kind: "roll", text: `${rollHead(g, e)}: ${rolledFaces(e.dice).join(", ")}.` }];
    }
    case "tally": {
      // A magic action's count is told by the magic pool that follows, colour by colour.
      if (e.purpose === "magic-action") return [];
      const rolls = `${e.player}:${e.purpose}`;
      const rolled = lastRoll.get(rolls)?.pop();
      // A tally that lists its dice had them rolled in several events (units joined, rerolls).
      if (e.dice) lastRoll.delete(rolls);
      // A roll for an ID icon counts nothing: the avoidance line tells whether the icon showed.
      if (PURPOSES[e.purpose]?.untallied) return [];
      const keys = Object.keys(e.results);
      const [key] = keys;
      const total = key ? (e.results[key] ?? 0) : 0;
      const dice = e.dice ?? (e.note ? rolled?.dice.filter((r) => r.die === e.note) : rolled?.dice);
      const of = e.note ? ` (${namesOf(g, [e.note])})` : "";
      // Totals told after another player's roll say whose they are.
      const whose = rolled?.interleaved && !e.note ? `${who(e.player)}: ` : "";
      // A combination roll (Coil's saves and melee) tells each total.
      if (keys.length > 1) {
        const totals = keys.map((k) => `${e.results[k] ?? 0} ${RESULT_WORDS[k] ?? k}`);
        return [{ kind: "tally", text: `= ${whose}${totals.join(" and ")}${of}` }];
      }
      const report = {
        ...(e.steps ? { steps: e.steps } : {}),
        terrainType: rolled ? terrainTypeAt(g, rolled.location) : null,
      };
      return [
        { kind: "tally", text: `= ${whose}${tallyText(e.purpose, dice, total, report)}${of}` },
      ];
    }
    case "terrain-roll": {
      const after = e.face === 8 ? ": rolled again" : e.face === 7 ? ": turned down to 6" : "";
      return [
        {
          kind: "roll",
          text: `${terrainName(g, e.terrain)} rolls ${terrainFace(g, e.terrain, e.face)}${after}.`,
        },
      ];
    }
    case "armies-revealed":
      return [
        { kind: "big", text: "Armies revealed:" },
        ...Object.entries(e.armies).map(([key, ids]) => {
          const [p, army] = key.split(":");
          const health = ids.reduce((s, id) => s + healthOfId(g, id), 0);
          return {
            kind: "info" as const,
            text: `${possessive(who(Number(p)))} ${army} army, ${health} health: ${namesOf(g, ids)}.`,
          };
        }),
      ];
    case "order":
      return [
        {
          kind: "info",
          text: `Order of play: ${e.order.map((p) => `${who(p)} (${e.initiative[p] ?? 0})`).join(", then ")}.`,
        },
      ];
    case "frontier":
      return [{ kind: "info", text: `The frontier is ${terrainName(g, e.terrain)}.` }];
    case "placed":
      return [
        {
          kind: "info",
          text: `${possessive(who(e.player))} ${e.army} army takes the field at ${placeName(g, e.location)}.`,
        },
      ];
    case "turn-start":
      return [{ kind: "turn", text: `Turn ${e.number}: ${playerName(g, e.player)}` }];
    case "march":
      return [
        {
          kind: "info",
          text:
            e.location === "reserve"
              ? `${who(e.player)} marches with the reserve army.`
              : `${who(e.player)} marches with the army at ${placeName(g, e.location)}.`,
        },
      ];
    case "maneuver": {
      const name = terrainName(g, e.terrain);
      return [
        {
          kind: "info",
          text: e.success
            ? e.from === e.to
              ? `Maneuver succeeds: ${name} stays at ${terrainFace(g, e.terrain, e.from)}.`
              : `Maneuver succeeds: ${name} turns from ${terrainFace(g, e.terrain, e.from)} to ${terrainFace(g, e.terrain, e.to)}.`
            : `Maneuver fails: ${name} stays at ${terrainFace(g, e.terrain, e.from)}.`,
        },
      ];
    }
    case "terrain-turned":
      return [
        {
          kind: "info",
          text: `${e.by}: ${terrainName(g, e.terrain)} turns down from ${terrainFace(g, e.terrain, e.from)} to ${terrainFace(g, e.terrain, e.to)}.`,
        },
      ];
    case "capture":
      return [
        {
          kind: "big",
          text: `${who(e.player)} captures ${terrainName(g, e.terrain)} (${terrainFace(g, e.terrain, 8)})!`,
        },
      ];
    case "control-lost":
      return [
        { kind: "info", text: `${who(e.player)} loses control of ${terrainName(g, e.terrain)}.` },
      ];
    case "action": {
      const from = e.location === "reserve" ? "the reserve army" : placeName(g, e.location);
      return [
        {
          kind: "info",
          text: `${who(e.player)} takes ${ACTIONS[e.action] ?? e.action} from ${from}${targetText(g, e.target)}.`,
        },
      ];
    }
    case "damage": {
      const left = Math.max(0, e.damage - e.saves);
      const hits = `${e.damage} hit${e.damage === 1 ? "" : "s"}`;
      const saves = `${e.saves} save${e.saves === 1 ? "" : "s"}`;
      return [
        {
          kind: "damage",
          text: `${armyName(g, e.player, e.location)}: ${hits} - ${saves} = ${left > 0 ? `${left} damage` : "no damage"}.`,
        },
      ];
    }
    case "killed": {
      // Killed Dragonkin go back to the summoning pool (2.9a line 2322).
      const kin = e.dice.filter((id) => isDragonkinOf(g, id));
      const dead = e.dice.filter((id) => !kin.includes(id));
      const parts = [
        ...(dead.length > 0 ? [`${namesOf(g, dead)} (to the DUA)`] : []),
        ...(kin.length > 0 ? [`${namesOf(g, kin)} (to the summoning pool)`] : []),
      ];
      return [{ kind: "damage", text: `${who(e.player)} loses ${parts.join(" and ")}.` }];
    }
    case "exchanged":
      return [
        {
          kind: "info",
          text: `${e.effect}: ${who(e.player)} trades ${namesOf(g, e.out)} for ${namesOf(g, e.in)} at ${placeName(g, e.location)}.`,
        },
      ];
    case "avoidance":
      return [
        {
          kind: e.passed ? "info" : "damage",
          text: `${namesOf(g, [e.unit])} rolls ${AVOID_WORDS[e.avoid] ?? e.avoid} on its own: ${e.passed ? "it does" : "it does not"}.`,
        },
      ];
    case "burial-resisted":
      return [
        {
          kind: "info",
          text: `${namesOf(g, e.dice)} resist${e.dice.length === 1 ? "s" : ""} burial.`,
        },
      ];
    case "burial-forbidden":
      return [
        {
          kind: "info",
          text: `${e.by}: ${namesOf(g, e.dice)} ${e.dice.length === 1 ? "stays" : "stay"} in the dead unit area, unburied.`,
        },
      ];
    case "scorching-touch":
      return [
        {
          kind: "damage",
          text: `Scorching Touch: ${possessive(who(e.player))} Scalders do ${e.damage} damage back to ${who(e.target)}.`,
        },
      ];
    case "magic-negation":
      return [
        {
          kind: "info",
          text: `${e.by.map(who).join(" and ")} negate${e.by.length === 1 ? "s" : ""} ${e.negation} magic of ${who(e.player)}.`,
        },
      ];
    case "moved":
      return [
        {
          kind: "info",
          text: `${who(e.player)} moves ${namesOf(g, e.dice)} from ${placeName(g, e.from)} to ${placeName(g, e.to)}.`,
        },
      ];
    case "spared":
      return [
        {
          kind: "info",
          text: `${e.by}: ${namesOf(g, e.dice)} ${e.dice.length === 1 ? "goes" : "go"} to ${placeName(g, e.to)} instead of the dead unit area.`,
        },
      ];
    case "recruited":
      return [
        {
          kind: "info",
          text: `${e.by}: ${who(e.player)} brings ${labelOfId(g, e.die)} back to ${placeName(g, e.location)}.`,
        },
      ];
    case "dragon-bashed":
      return [
        {
          kind: "info",
          text: `Bash: ${dragonName(g, e.dragon)} takes its own ${e.damage} damage back${e.slain ? " and is slain" : ""}; ${who(e.player)} gets ${e.damage} saves.`,
        },
      ];
    case "unburied":
      return [
        {
          kind: "info",
          text:
            e.owner === e.player
              ? `${e.by}: ${who(e.player)} brings ${namesOf(g, [e.die])} back from burial to ${placeName(g, e.to)}.`
              : `${e.by}: ${who(e.player)} returns ${possessive(who(e.owner))} buried ${namesOf(g, [e.die])} to ${placeName(g, e.to)}.`,
        },
      ];
    case "dragon-slain-by-sai":
      return [
        {
          kind: "info",
          text: `${e.sai}: ${who(e.player)} slays ${dragonName(g, e.dragon)}, which rolled Jaws; its damage still counts.`,
        },
      ];
    case "promoted":
      return [
        {
          kind: "info",
          text: `${e.by}: ${who(e.player)} promotes ${namesOf(g, [e.unit])} to ${namesOf(g, [e.to])}.`,
        },
      ];
    case "buried":
      return [
        {
          kind: "info",
          text: `${possessive(who(e.player))} ${namesOf(g, e.dice)} ${e.dice.length === 1 ? "is" : "are"} buried${buriedBy(e.by, g.edition)}.`,
        },
      ];
    case "backlash":
      return [
        {
          kind: "damage",
          text: `${possessive(who(e.owner))} Backlash at ${placeName(g, e.at)} strikes ${possessive(who(e.player))} army there: ${e.damage} damage, the cost of its spells.`,
        },
      ];
    case "effect":
      return [
        {
          kind: "info",
          text: `${effectTargetText(g, e.effect)}: ${effectText(g, e.effect)}.`,
        },
      ];
    case "expired":
      return [
        {
          kind: "info",
          text: `Ended: ${e.effects.map((x) => `${x.name} on ${effectTargetText(g, x)}`).join("; ")}.`,
        },
      ];
    case "castings-negated": {
      const cast = e.castings === 1 ? "one casting" : `${e.castings} castings`;
      return [
        {
          kind: "info",
          text: `Negated: ${cast} of ${e.effect.name} on ${effectTargetText(g, e.effect)}; the rest stays: ${effectText(g, e.effect)}.`,
        },
      ];
    }
    case "sai":
      return [
        {
          kind: "info",
          text: `${possessive(who(e.player))} ${saiName(e.name, undefined, g.edition)} takes effect${e.points > 0 && !onePerDie(e.name, g.edition) ? ` (${e.points} ${e.points === 1 ? "point" : "points"})` : ""}.`,
        },
      ];
    case "magic-pool": {
      // Spirit Furnace's points join what is left (line 1231): no roll to add up.
      if (e.by)
        return [
          {
            kind: "info",
            text: `${possessive(who(e.player))} magic after ${spellName(e.by, g.edition)}: ${pointsText(e.points)}.`,
          },
        ];
      const rolled = lastRoll.get(`${e.player}:magic-action`)?.at(-1);
      const r = rolled ? rollParts("magic-action", rolled.dice) : null;
      const sum = r
        ? `${r.parts.join(" + ")}${r.sais.length ? ` (also rolled: ${r.sais.join(", ")})` : ""}`
        : "";
      return [
        {
          kind: "tally",
          text: `= ${sum ? `${sum}: ` : ""}${Object.keys(e.points).length ? `magic ${pointsText(e.points)}` : "no magic they can use"}.`,
        },
      ];
    }
    case "spells-announced":
      return [
        {
          kind: "info",
          text: `${who(e.player)} casts ${announcementText(g, e.spells, e.player, { where: false })}.`,
        },
      ];
    case "spell": {
      const times = e.times > 1 ? ` ×${e.times}` : "";
      const at = spellTargetText(g, e.target, e.player, { where: false });
      return [
        {
          kind: "info",
          text: e.dispelled
            ? `${possessive(who(e.player))} ${spellName(e.spell, g.edition)}${times} at ${at} is negated by Dispel Magic: it does nothing.`
            : e.gone
              ? `${spellName(e.spell, g.edition)}${times} at ${at}: the target has left play, the spell does nothing.`
              : `${possessive(who(e.player))} ${spellName(e.spell, g.edition)}${times} takes effect on ${at}.`,
        },
      ];
    }
    case "dragon-fight-rolled":
      return [
        {
          kind: "roll",
          text: `The dragons fighting at ${terrainName(g, e.terrain)} roll: ${e.dragons.map((d) => `${dragonName(g, d.dragon)} ${d.faces.join(", ")}`).join("; ")}.`,
        },
      ];
    case "dragon-foes":
      return [
        {
          kind: "info",
          text: `Dragon against dragon at ${terrainName(g, e.terrain)}: ${e.attacks.map((a) => `${dragonName(g, a.dragon)} attacks ${dragonName(g, a.foe)}`).join("; ")}.`,
        },
      ];
    case "dragon-fight":
      return e.hits.map((h) => ({
        kind: h.slain ? "damage" : "info",
        text: `${capitalised(dragonName(g, h.dragon))} takes ${h.damage} damage of the ${h.needs} that slay it${h.breathed ? ", its automatic saves taken by a breath" : ""}: ${h.slain ? "slain, it goes back to its summoning pool" : "it lives"}.`,
      }));
    case "not-implemented":
      return [{ kind: "info", text: notImplementedText(e, g.edition) }];
    case "minor-terrain-in":
    case "minor-terrain-rolled":
    case "minor-terrain-chosen":
    case "minor-terrain-out":
      return minorTerrainEventLines(g, e);
    case "dragonkin-summoned":
      return [
        {
          kind: "info",
          text: `${namesOf(g, e.dice)} ${e.dice.length === 1 ? "leaves" : "leave"} ${possessive(who(e.player))} summoning pool and ${e.dice.length === 1 ? "joins" : "join"} the army at ${placeName(g, e.location)}.`,
        },
      ];
    case "dragonkin-dissipated":
      return [
        {
          kind: "info",
          text: `${namesOf(g, e.dice)}, left without other units at ${placeName(g, e.location)}, ${e.dice.length === 1 ? "dissipates" : "dissipate"} back to the summoning pool.`,
        },
      ];
    case "dragonkin-breath-stopped":
      return [
        {
          kind: "info",
          text: `${possessive(shortName(g, e.player))} army at ${placeName(g, e.location)} is immune to the breath of ${namesOf(g, [e.die])} (a Dragonslayer or a Dragonhunter of its colour).`,
        },
      ];
    case "dragonkin-demoted":
      return [
        {
          kind: "info",
          text: `${e.by}: ${possessive(who(e.player))} ${namesOf(g, [e.unit])} at ${placeName(g, e.location)} is demoted to ${namesOf(g, [e.to])} from the summoning pool.`,
        },
      ];
    case "dragonkin-returned":
      return [
        {
          kind: "info",
          text: `${e.by}: ${possessive(who(e.player))} ${namesOf(g, e.dice)} ${e.dice.length === 1 ? "goes" : "go"} back from ${placeName(g, e.location)} to the summoning pool.`,
        },
      ];
    case "roll-refused": {
      const what = REFUSED[e.roll] ?? `${PURPOSES[e.roll]?.noun ?? e.roll} roll`;
      return [
        {
          kind: "info",
          text: `${e.by}: ${possessive(shortName(g, e.player))} army at ${placeName(g, e.location)} may make save rolls only, so no ${what}.`,
        },
      ];
    }
    case "dragon-breath": {
      const color = e.color;
      const n = e.breaths === 1 ? "breath" : `${e.breaths} breaths`;
      return [
        {
          kind: "info",
          text: e.immune
            ? `${possessive(shortName(g, e.player))} army at ${terrainName(g, e.terrain)} is immune to the ${color} ${n}.`
            : `The ${color} ${n} strike${e.breaths === 1 ? "s" : ""} ${possessive(shortName(g, e.player))} army at ${terrainName(g, e.terrain)}.`,
        },
      ];
    }
    case "dragon-attack":
    case "dragons-rolled":
    case "dragon-response":
    case "dragons-slain":
    case "dragons-flew":
    case "dragon-summoned":
      return dragonEventLines(g, e);
    case "eliminated":
      return [
        {
          kind: "big",
          text: `${playerName(g, e.player)} has no units left and is out of the game.`,
        },
      ];
    case "resigned":
      return [{ kind: "big", text: `${playerName(g, e.player)} resigns and leaves the game.` }];
    case "draw-offered":
      return [{ kind: "big", text: `${playerName(g, e.player)} offers a draw.` }];
    case "draw-accepted":
      return [{ kind: "info", text: `${playerName(g, e.player)} accepts the draw.` }];
    case "draw-declined":
      return [
        { kind: "info", text: `${playerName(g, e.player)} declines the draw: play goes on.` },
      ];
    case "draw-withdrawn":
      return [{ kind: "info", text: "The draw offered is off: a move was made instead." }];
    case "game-over":
      return [
        {
          kind: "big",
          text:
            e.player === null
              ? `The game is over: ${e.reason}.`
              : `${playerName(g, e.player)} wins: ${e.reason}.`,
        },
      ];
    case "eldarim-logo": {
      const dragon = dragonName(g, e.dragon);
      const roll = e.rolled ? ` (the dragon rolled ${e.rolled})` : "";
      const does: Record<typeof e.does, string> = {
        tames: `tames ${dragon}: it leaves the army alone`,
        slays: `slays ${dragon}${roll}`,
        banishes: `slays ${dragon} and banishes it from the game${roll}`,
        holds: `holds ${dragon} still: it does not roll`,
        turns: `turns ${dragon} on ${e.on ? dragonName(g, e.on) : "the other dragon"}`,
      };
      return [
        {
          kind: "info",
          text: `${possessive(who(e.player))} ${namesOf(g, [e.champion])} rolls its logo and ${does[e.does]}.`,
        },
      ];
    }
    case "items-carried":
      return [
        {
          kind: "info",
          text: e.by
            ? `${spellName(e.by, g.edition)}: ${namesOf(g, e.items)} ${e.items.length === 1 ? "goes" : "go"} from ${placeName(g, e.from)} to ${placeName(g, e.to)}.`
            : `${possessive(who(e.player))} units take ${namesOf(g, e.items)} from ${placeName(g, e.from)} to ${placeName(g, e.to)}.`,
        },
      ];
    case "items-buried":
      return [
        {
          kind: "info",
          text: e.by
            ? `${spellName(e.by, g.edition)}: ${possessive(who(e.player))} ${namesOf(g, e.items)} ${e.items.length === 1 ? "is" : "are"} buried.`
            : `No unit at ${placeName(g, e.location)} can carry ${possessive(who(e.player))} ${namesOf(g, e.items)}: buried.`,
        },
      ];
    case "items-restored":
      return [
        {
          kind: "info",
          text: `${spellName(e.by, g.edition)}: ${who(e.player)} brings ${namesOf(g, e.items)} back from the buried unit area to ${placeName(g, e.location)}.`,
        },
      ];
    case "dragon-ridden":
      return [
        {
          kind: "info",
          text: `${possessive(who(e.player))} ${namesOf(g, [e.champion])} rides ${dragonName(g, e.dragon)} from ${terrainName(g, e.from)} to ${terrainName(g, e.to)}.`,
        },
      ];
    // The Kings' Die (2.9a lines 2416-2420).
    case "kings-die-rolled":
      return [
        {
          kind: "roll",
          text: `${who(e.player)} rolls the Kings' Die: ${e.race === null ? "the logo, so units of any race" : `the ${e.face.replace("King: ", "")} King`} may come back, up to 4 health.`,
        },
      ];
    case "kings-die-removed":
      return [
        {
          kind: "info",
          text: `${possessive(who(e.player))} Kings' Die is left alone in play: it dies and is removed.`,
        },
      ];
    // Special terrains (2.9a lines 2292, 2296).
    case "castle-declared":
      return [
        {
          kind: "info",
          text: `${who(e.player)} declares the Castle ${terrainName(g, e.terrain)} ${e.as === "Standing Stones" ? "" : "a "}${e.as} while it stays at its eighth face.`,
        },
      ];
    default:
      return [];
  }
}

/** The rolls an army under a Blue Dragon Breath is not offered (2.9a line 680). */
const REFUSED: Readonly<Record<string, string>> = {
  maneuver: "maneuver",
  action: "action",
  "counter-maneuver": "counter-maneuver",
  "counter-attack": "counter-attack",
};

/**
 * The rolls told so far, by roller and purpose: a roll's total names its dice. Kept from one
 * call of `describeEvents` to the next where a log is told piece by piece (the terminal), since
 * a roll may stop for a decision (an SAI's targets) between its dice and its total.
 */
export type RollMemory = Map<string, LastRoll[]>;
export const rollMemory = (): RollMemory => new Map();

/**
 * An SAI that acts on one unit (or dragon, or item) per die whatever the die shows (Slay,
 * Swallow, Sleep), or all or nothing (Dispel Magic): its points are no amount a player sees, so
 * they are not told.
 */
function onePerDie(name: string, edition: Edition): boolean {
  const points = rulesData(edition).sais.find((s) => s.name === name)?.pointsOfEffect;
  return points?.kind === "none" || (points?.kind === "fixed" && points.amount === 1);
}

/** Whether a die of the game is a Dragonkin unit. */
function isDragonkinOf(g: Shown, id: string): boolean {
  const d = g.dice.find((x) => x.id === id);
  const die = d ? dieById(d.die) : undefined;
  return die !== undefined && odds(g.edition).isDragonkin(die);
}

/** What buried units, after their names: a spell, the Temple; nothing for a plain burial. */
function buriedBy(by: string, edition: Edition): string {
  if (by === "burial") return "";
  if (by === "temple") return " (the Temple)";
  if (by === "dragonkin") return " (Dragonkin killed by a breath or a Sneak Attack)";
  return ` (${spellName(by, edition)})`;
}

/** Every event in plain words, in order. Unknown events (a newer server) are skipped. */
export function describeEvents(
  events: readonly unknown[],
  g: Shown,
  from = 0,
  lastRoll: RollMemory = rollMemory(),
): LogLine[] {
  const lines: LogLine[] = [];
  events.forEach((raw, i) => {
    if (typeof raw !== "object" || raw === null || !("type" in raw)) return;
    try {
      for (const l of describeOne(g, raw as GameEvent, lastRoll)) {
        lines.push({ event: from + i, ...l });
      }
    } catch {
      lines.push({ event: from + i, kind: "info", text: `(${String((raw as GameEvent).type)})` });
    }
  });
  return lines;
}
