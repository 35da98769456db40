// Minor terrains in words (2.9a rules/000 lines 2232-2268): their names, the face in effect on an
// army (the table's badge), the log lines of their events, and the ID icon's choices.
import { dieById } from "@dragondice/catalog";
import type { DieState, GameEvent } from "@dragondice/engine";
import { odds } from "./edition.ts";
import type { LineKind } from "./events.ts";
import { possessive, type Shown, shortName, terrainName } from "./names.ts";

type MinorEvent = Extract<
  GameEvent,
  {
    type:
      | "minor-terrain-in"
      | "minor-terrain-rolled"
      | "minor-terrain-chosen"
      | "minor-terrain-out";
  }
>;

type Line = { kind: LineKind; text: string };

/** What each face does while it is in effect, in a few words. */
const FACE_TEXT: Record<string, string> = {
  Magic: "the army may cast magic whatever the terrain shows",
  Melee: "the army may melee whatever the terrain shows",
  Missile: "the army may shoot whatever the terrain shows",
  "Double Maneuvers": "the army's maneuvers are doubled",
  "Double Saves": "the army's saves are doubled",
  Flood: "Flood! Five health-worth of the army roll maneuvers or drown; its maneuvers are halved",
  Landslide: "Landslide! A point of damage per unit, less each maneuver the army rolls",
  Revolt: "Revolt! The army's melee and saves are halved",
  Lost: "Lost! The army loses the rest of its march",
};

const DISASTERS = ["Flood", "Landslide", "Revolt", "Lost"];

/** What the owner may choose the ID icon to do (line 2250). */
export const ID_CHOICE_TEXT: Record<string, string> = {
  melee: "Melee: the army may melee whatever the terrain shows",
  missile: "Missile: the army may shoot whatever the terrain shows",
  magic: "Magic: the army may cast magic whatever the terrain shows",
  doubles: "Double maneuvers and saves",
};

/** "Highland Bridge": a minor terrain's name, by instance id. */
export function minorTerrainName(g: Shown, id: string): string {
  const d = g.dice.find((x) => x.id === id);
  return (d && dieById(d.die)?.name) ?? id;
}

/** Whether a die is a minor terrain. */
export function isMinorTerrain(d: DieState): boolean {
  const die = dieById(d.die);
  return die?.kind === "terrain" && die.category === "minor";
}

/** The face showing on a minor terrain in play: "Double Saves", "ID (melee)"; null if none. */
export function minorFaceShown(d: DieState): string | null {
  const face = isMinorTerrain(d) ? odds().minorFaceInEffect(d) : null;
  return face === "ID" && d.chosen ? `ID (${d.chosen})` : face;
}

/** The badge a minor terrain shows on its army: "Highland Bridge: Double Saves". */
export function minorTerrainBadge(d: DieState): string | null {
  const face = minorFaceShown(d);
  const name = dieById(d.die)?.name;
  return face && name ? `${name}: ${face}` : null;
}

export function minorTerrainEventLines(g: Shown, e: MinorEvent): Line[] {
  const name = minorTerrainName(g, e.die);
  const whose = possessive(shortName(g, e.player));
  switch (e.type) {
    case "minor-terrain-in":
      return [
        {
          kind: "info",
          text: `${whose} army brings the ${name} into play at ${terrainName(g, e.terrain)} instead of turning it.`,
        },
      ];
    case "minor-terrain-rolled":
      return [
        {
          kind: DISASTERS.includes(e.icon) ? "big" : "roll",
          text:
            e.icon === "ID"
              ? `${whose} ${name} rolls its ID icon: its owner chooses what it does.`
              : `${whose} ${name} rolls ${e.icon}: ${FACE_TEXT[e.icon] ?? e.icon}.`,
        },
      ];
    case "minor-terrain-chosen":
      return [
        {
          kind: "info",
          text: `${whose} ${name}: ${ID_CHOICE_TEXT[e.choice] ?? e.choice}, until it is rolled again.`,
        },
      ];
    case "minor-terrain-out": {
      const why =
        e.why === "disaster"
          ? "after its disaster"
          : e.why === "captured"
            ? "its army captured the terrain"
            : "its army left the terrain";
      return [{ kind: "info", text: `${whose} ${name} leaves the game: ${why}.` }];
    }
  }
}
