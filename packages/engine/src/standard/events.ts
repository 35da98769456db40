// The standard game's events: what its steps report, in order, as plain data (the kernel's own,
// decisions, effects, resigning, draws and the game's end, are in kernel/events.ts).
import type { Effect } from "../kernel/effects.ts";
import type { RolledDie } from "../kernel/events.ts";

/**
 * What a spell is cast at, as a player announces it:
 * - `army`: a player's army at a location (a terrain or the reserve area);
 * - `unit`: one unit in play;
 * - `units`: units by health-worth (in play, or in a dead unit area for the spells that bring
 *   back or bury);
 * - `terrain`: a terrain in play, every army there;
 * - `dua`: a player's whole dead unit area;
 * - `player`: all of a player's armies (Leaving);
 * - `spells`: castings of spells in play, each named by its effect's id, an effect holding several
 *   castings named up to that many times (Elemental Blast).
 */
export type SpellTarget =
  | { army: { player: number; at: string } }
  | { unit: string }
  | { units: string[] }
  | { terrain: string }
  | { dua: number }
  | { player: number }
  | { spells: number[] }
  /** One item in play (2.9a target kind "magical-item": Airy Acquisition, Explode Stone). */
  | { item: string }
  /** Health-worth of one player's buried items (2.9a "bua-health": Reforge Item). */
  | { items: string[] };

/**
 * A step of counting a roll that changed its total: where it comes from and how many results it
 * added (`effect`). A roll's total is its dice's icons of the kind rolled for, plus its ID icons,
 * plus the effect of every step. Plain data, the same for every edition's rolls.
 */
export interface TallyStep {
  /**
   * "sai": a special action icon counted as results of the kind rolled for; "eighth-face": the
   * army holds the terrain's eighth face; "racial": a racial ability; "automatic": results units
   * give without rolling; "spell": a spell on a unit (Burning Hands doubles its melee);
   * "minor-terrain": the army's minor terrain doubles (`label`: the minor terrain's name).
   */
  source: "sai" | "spell" | "eighth-face" | "racial" | "automatic" | "minor-terrain";
  /** The SAI's or the racial ability's name, as the catalogue has it; "eighth face". */
  label: string;
  /** The species (catalogue id) whose racial ability or automatic results these are. */
  species?: string;
  effect: number;
}

declare module "../kernel/state.ts" {
  /** A player holds two eighth faces, or is the last with units in play (2.9a rules/000 victory). */
  interface WinReasons {
    "two-terrains": true;
    "last-units": true;
  }
}

declare module "../kernel/events.ts" {
  interface EventTypes {
    roll: { player: number; purpose: string; location: string; dice: RolledDie[] };
    "terrain-roll": { terrain: string; face: number };
    tally: {
      player: number;
      purpose: string;
      results: Record<string, number>;
      note?: string;
      /** What changed the total, in the order the rules apply it (none: the icons and IDs alone). */
      steps?: TallyStep[];
      /**
       * The faces that counted, when they are not those of the roll's "roll" event: units an SAI
       * brought into the army or took out of it while it rolled (Regenerate, Ferry).
       */
      dice?: RolledDie[];
    };
    "armies-revealed": { armies: Record<string, string[]> };
    order: { order: number[]; initiative: Record<number, number> };
    frontier: { terrain: string };
    placed: { player: number; army: string; location: string };
    "turn-start": { player: number; number: number };
    march: { player: number; location: string };
    maneuver: {
      player: number;
      terrain: string;
      success: boolean;
      from: number;
      to: number;
    };
    capture: { player: number; terrain: string };
    /** A spell turned a terrain down (Flash Flood, Tidal Wave, Volcanic Eruption). */
    "terrain-turned": { terrain: string; from: number; to: number; by: string };
    "control-lost": { player: number; terrain: string };
    action: { player: number; action: string; location: string; target?: string };
    damage: { player: number; location: string; damage: number; saves: number };
    killed: { player: number; dice: string[] };
    /** Units traded with the DUA at a location: `out` went to the DUA, `in` joined the army. */
    exchanged: {
      player: number;
      effect: string;
      location: string;
      out: string[];
      in: string[];
    };
    /** Undead that rolled a non-ID save and went back to the DUA instead of being buried. */
    "burial-resisted": { player: number; dice: string[] };
    /** Dead units an effect on their DUA (`by`: Honor the Dead) keeps from being buried. */
    "burial-forbidden": { player: number; dice: string[]; by: string };
    /** Scalders' saves doing damage back to the attacking army (`player` owns the Scalders). */
    "scorching-touch": { player: number; target: number; location: string; damage: number };
    /** Frostwings' magic negation: `negation` points (the greatest roll of the players `by`, who
     * rolled) come off `player`'s magic action. */
    "magic-negation": { player: number; location: string; negation: number; by: number[] };
    moved: { player: number; dice: string[]; from: string; to: string };
    /** Casualties a spell on their army (`by`: Open Grave, Leaving) sends to `to`, not the DUA. */
    spared: { player: number; dice: string[]; from: string; to: string; by: string };
    /** A dead unit brought into the army at `location` (recruited or returned), by an effect. */
    recruited: { player: number; location: string; die: string; by: string };
    /** `unit` of the army at `location` traded for `to` from the DUA (or summoning pool). */
    promoted: { player: number; location: string; unit: string; to: string; by: string };
    /** Dead units moved to the buried unit area. */
    buried: { player: number; dice: string[]; by: string };
    /** A magic pool to spend: a magic action's, or `by` a spell that added to it (Spirit Furnace). */
    "magic-pool": { player: number; points: Record<string, number>; by?: string };
    /** Spells announced, each with its colour and target, in the order they resolve. */
    "spells-announced": {
      player: number;
      spells: { spell: string; color: string; target: SpellTarget }[];
    };
    /**
     * Castings of a spell at one target resolve (`times` castings together); `gone` when their
     * target has left play since they were announced, `dispelled` when a Dispel Magic negated them
     * (2.9a line 1887), and they do nothing.
     */
    spell: {
      player: number;
      spell: string;
      color: string;
      target: SpellTarget;
      times: number;
      gone?: true;
      dispelled?: true;
    };
    /**
     * 2.9a Backlash (line 1352): `owner`'s Backlash on the terrain strikes `player`'s army at `at`
     * for the `damage` its spells cost; its save roll follows.
     */
    backlash: { player: number; at: string; owner: number; damage: number };
    /**
     * Some of the castings a spell's effect holds were negated (2.9a Elemental Blast, line 1264):
     * `castings` of them; `effect` is what the others still do.
     */
    "castings-negated": { effect: Effect; castings: number };
    /**
     * A unit rolled on its own against an effect aimed at it (an avoidance roll, or saves against
     * damage aimed at it): `avoid` is what it had to roll, `passed` whether it did.
     */
    avoidance: { player: number; unit: string; avoid: string; passed: boolean };
    /** An SAI's effect (beyond its results) takes place: `points` from the `dice` that rolled it. */
    sai: {
      player: number;
      name: string;
      purpose: string;
      points: number;
      dice: string[];
    };
    /**
     * Something the rules call for that the engine does not do yet: `what` kind of thing ("sai",
     * "eighth-face", "spells"), `name` it by (an SAI's name, an eighth-face icon), and in which
     * `purpose` of roll an SAI's effect was missing.
     */
    "not-implemented": {
      what: string;
      detail: string;
      name?: string;
      purpose?: string;
      /** "effect": only the SAI's effect is missing; its normal results counted. */
      part?: "effect";
      /** The issue that brings it, when one is planned (13 spells, 14 dragons, 15 advanced). */
      issue?: number;
    };
    /** Dragons attack the marching player's army at a terrain (those listed attack the army). */
    "dragon-attack": { player: number; terrain: string; dragons: string[] };
    /** The attacking dragons' rolls: each dragon's icons in order (a Tail rolls again). */
    "dragons-rolled": {
      player: number;
      terrain: string;
      dragons: { dragon: string; faces: string[] }[];
    };
    /** The army's response: the dragons it slew and with what, and its saves against the damage. */
    "dragon-response": {
      player: number;
      terrain: string;
      slain: { dragon: string; with: string }[];
      damage: number;
      saves: number;
      /** How the army counted its ID results (line 362); absent from games saved before. */
      ids?: { melee: number; missile: number; save: number };
    };
    /** Slain dragons go back to their summoning pools; banished ones leave the game. */
    "dragons-slain": {
      player: number;
      terrain: string;
      dragons: string[];
      banished: string[];
    };
    /** Surviving dragons that rolled Wings fly back to their summoning pools. */
    "dragons-flew": { terrain: string; dragons: string[] };
    /** A spell (or effect) sent a dragon to a terrain, from a pool or another terrain. */
    "dragon-summoned": { player: number; dragon: string; terrain: string; from: string };
    eliminated: { player: number };
    /** Dragon against dragon (2.9a line 356): the fighting dragons' rolls, each one's icons in order. */
    "dragon-fight-rolled": { terrain: string; dragons: { dragon: string; faces: string[] }[] };
    /** The dragon each fighting dragon attacks: its owner's secret choice, revealed after the roll. */
    "dragon-foes": { terrain: string; attacks: { dragon: string; foe: string }[] };
    /**
     * What the dragons did to each dragon attacked: the damage it took, the damage that slays it, its
     * automatic saves taken by a breath, and whether it was slain (it goes back to its pool).
     */
    "dragon-fight": {
      terrain: string;
      hits: { dragon: string; damage: number; needs: number; breathed: boolean; slain: boolean }[];
    };
    /**
     * A Bash in the army's response hit back at a dragon that hurt it (2.9a line 1793): the dragon
     * takes its own damage back (slain when that is enough) and the army gets that many saves.
     */
    "dragon-bashed": { player: number; dragon: string; damage: number; slain: boolean };
    /**
     * An Eldarim champion's logo, rolled before the dragons attack (2.9a line 342), acts on a dragon:
     * tames it, slays it, banishes it (a Dragonhunter's; a white dragon that `rolled` Jaws against a
     * Dragonslayer), holds it still, or turns it `on` another dragon.
     */
    "eldarim-logo": {
      player: number;
      champion: string;
      dragon: string;
      does: "tames" | "slays" | "banishes" | "holds" | "turns";
      on?: string;
      rolled?: string;
    };
    /** A Dragonlord or Dragonmaster rode the dragon it tamed to another terrain (2.9a line 985). */
    "dragon-ridden": {
      player: number;
      champion: string;
      dragon: string;
      from: string;
      to: string;
    };
    /**
     * The breaths of one colour ("black", "blue", "gold", "green", "red" or "ivory") resolved against the marching player's army
     * (2.9a line 674): how many combine; `immune`: the army's Dragonslayer or Dragonhunter stops them.
     */
    "dragon-breath": {
      player: number;
      terrain: string;
      color: string;
      breaths: number;
      immune?: true;
    };
    /**
     * The army at `location` may not make this roll (`roll`: "maneuver", "action", "counter-maneuver",
     * "counter-attack" or a roll's purpose): an effect (`by`, 2.9a Blue Dragon Breath) allows it
     * save rolls only.
     */
    "roll-refused": { player: number; location: string; roll: string; by: string };
    /**
     * The player who turned a Castle up to its eighth face declared which basic type it is while it
     * stays there (2.9a line 2292): "City", "Standing Stones", "Temple" or "Tower".
     */
    "castle-declared": { player: number; terrain: string; as: string };
    /**
     * Items that went with units moving from `from` to `to` (2.9a line 2385: each unit may take one
     * item of its colour), or that a spell moved (`by`: Airy Acquisition).
     */
    "items-carried": {
      player: number;
      items: string[];
      from: string;
      to: string;
      by?: string;
    };
    /**
     * Items buried from the army at `location`: no unit left there could carry them (2.9a line
     * 2379), or a spell buried them (`by`: Explode Stone).
     */
    "items-buried": { player: number; items: string[]; location: string; by?: string };
    /** Items brought back from the buried unit area to the army at `location` (`by`: Reforge Item). */
    "items-restored": { player: number; items: string[]; location: string; by: string };
    /**
     * An item's SAI in the army's response to a dragon attack slew a dragon that rolled Jaws (2.9a
     * Decapitate line 1881, Impale line 1996); the dragon's damage still counts.
     */
    "dragon-slain-by-sai": { player: number; dragon: string; sai: string };
    /**
     * `player` brought `owner`'s buried die back to `to` (the dead unit area, an army, the summoning
     * pool) by an effect (`by`: 2.9a a Grove, line 2296, which may return an enemy's unit; the gold
     * and silver medallions' logos, lines 2114-2120).
     */
    unburied: { player: number; owner: number; die: string; to: string; by: string };
    /**
     * A successful maneuver brought the minor terrain `die` from the summoning pool into the army at
     * `terrain` instead of turning the terrain (2.9a line 2236).
     */
    "minor-terrain-in": { player: number; die: string; terrain: string };
    /**
     * The army's minor terrain was rolled (2.9a lines 2236-2238): `icon` is the face now in effect
     * ("Magic", "Double Saves", "Flood"..., or "ID").
     */
    "minor-terrain-rolled": { player: number; die: string; icon: string };
    /** The owner of a minor terrain showing its ID icon chose what it does (2.9a line 2250). */
    "minor-terrain-chosen": { player: number; die: string; choice: string };
    /**
     * The minor terrain left the game (2.9a line 2238): after its disaster, or because its army
     * captured the terrain or left it.
     */
    "minor-terrain-out": {
      player: number;
      die: string;
      why: "disaster" | "captured" | "left";
    };
    /** Dragonkin summoned from their owner's summoning pool into the army at `location` (2.9a line 2314). */
    "dragonkin-summoned": { player: number; dice: string[]; location: string };
    /**
     * Dragonkin left alone in the army at `location` dissipated back to their summoning pool (2.9a
     * line 2324).
     */
    "dragonkin-dissipated": { player: number; dice: string[]; location: string };
    /**
     * A Dragonkin's Breath (2.9a lines 1803-1811) did nothing to the army at `location`: its
     * Dragonslayer or Dragonhunter makes it immune (lines 1003, 1009). `die`: the Dragonkin.
     */
    "dragonkin-breath-stopped": { player: number; location: string; die: string };
    /**
     * A Dragonkin demoted (2.9a line 2554) by the effect `by`: `unit` went back to the summoning
     * pool and `to`, one health smaller, took its place in the army at `location`.
     */
    "dragonkin-demoted": {
      player: number;
      location: string;
      unit: string;
      to: string;
      by: string;
    };
    /** Dragonkin sent back to the summoning pool from `location` by the effect `by`. */
    "dragonkin-returned": { player: number; dice: string[]; location: string; by: string };
  }
}
