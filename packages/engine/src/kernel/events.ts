// What apply() reports: everything that happened, in order, as plain data. Every die roll is one.

export interface RolledDie {
  /** Die instance id. */
  die: string;
  /** Catalogue die id. */
  dieId: string;
  /** Face index landed on (0-based). */
  face: number;
  icon: string;
  count: number;
}

export type GameEvent =
  | { type: "roll"; player: number; purpose: string; location: string; dice: RolledDie[] }
  | { type: "terrain-roll"; terrain: string; face: number }
  | {
      type: "tally";
      player: number;
      purpose: string;
      results: Record<string, number>;
      note?: string;
    }
  | { type: "decided"; player: number; kind: string; choice: unknown }
  | { type: "armies-revealed"; armies: Record<string, string[]> }
  | { type: "order"; order: number[]; initiative: Record<number, number> }
  | { type: "frontier"; terrain: string }
  | { type: "placed"; player: number; army: string; location: string }
  | { type: "turn-start"; player: number; number: number }
  | { type: "march"; player: number; location: string }
  | {
      type: "maneuver";
      player: number;
      terrain: string;
      success: boolean;
      from: number;
      to: number;
    }
  | { type: "capture"; player: number; terrain: string }
  | { type: "control-lost"; player: number; terrain: string }
  | { type: "action"; player: number; action: string; location: string; target?: string }
  | { type: "damage"; player: number; location: string; damage: number; saves: number }
  | { type: "killed"; player: number; dice: string[] }
  | { type: "moved"; player: number; dice: string[]; from: string; to: string }
  | { type: "magic-pool"; player: number; points: Record<string, number> }
  | { type: "not-implemented"; what: string; detail: string }
  | { type: "eliminated"; player: number }
  | { type: "game-over"; player: number; reason: string };
