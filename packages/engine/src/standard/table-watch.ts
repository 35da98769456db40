// After every task the standard game looks at the table for what must happen at once: Dragonkin
// left alone dissipate, minor terrains whose army left leave, items no unit can carry are
// buried. Those checks read only the dice (which, whose, where, the face a minor terrain keeps)
// and the terrains (face, controller), with the edition's tables: when none of that has changed
// since they last all found nothing to do, they would find nothing again, and where a die
// changed they need look only at its places: each check is about one army, at one place (a
// terrain that changed can change what they find anywhere). Most tasks change none
// of it, and the checks cost far more than comparing the table with how they last saw it. Most
// report nothing either, and a task that reports nothing changes nothing on the table (the
// events are the game's account of what happened: test/table-watch.test.ts plays games to
// check it), so after one, when the last look in the same step of play found the table quiet,
// not even the comparison is needed.
import type { DieState, Location, Table, TerrainState } from "../kernel/state.ts";

/** No place changed (never added to: `changes` makes a set of its own when one did). */
const NOWHERE: Set<Location> = new Set();

/** No key a caller passes: the first look always checks. */
const NEVER = Symbol("never seen");

/** How the table was when the checks last found nothing to do. */
export class TableWatch {
  /** The step of play (its flow's context) whose last look found the table quiet, if any. */
  quietIn: unknown = null;
  private key: unknown = NEVER;
  /**
   * The list of dice as it was seen quiet: while the table has that very list, each of its dice
   * is the same die of the same owner as then (a die's catalogue id and owner never change,
   * army.ts), and only where the dice are and their faces need comparing.
   */
  private dice: readonly DieState[] | null = null;
  private readonly die: string[] = [];
  private readonly owner: number[] = [];
  private readonly at: Location[] = [];
  private readonly face: (number | undefined)[] = [];
  private readonly terrainFace: number[] = [];
  private readonly controller: (number | null)[] = [];

  /**
   * Where the table differs from how it was when `quiet` was last called with the same key (what
   * else the checks read: the edition's tables): the places where a die changed, before and
   * after the change, none when nothing did. Null when that cannot be said place by place: no
   * quiet look with this key, dice or terrains added, a terrain changed.
   */
  changes(table: Table, key: unknown): Set<Location> | null {
    const { dice, terrains } = table;
    if (
      key !== this.key ||
      dice.length !== this.die.length ||
      terrains.length !== this.terrainFace.length
    ) {
      return null;
    }
    for (let i = 0; i < terrains.length; i++) {
      const t = terrains[i] as TerrainState;
      if (t.face !== this.terrainFace[i] || t.controller !== this.controller[i]) return null;
    }
    const same = dice === this.dice;
    let places: Set<Location> | null = null;
    for (let i = 0; i < dice.length; i++) {
      const d = dice[i] as DieState;
      const at = this.at[i] as Location;
      if (
        d.at === at &&
        d.face === this.face[i] &&
        (same || (d.owner === this.owner[i] && d.die === this.die[i]))
      ) {
        continue;
      }
      places ??= new Set();
      places.add(at);
      places.add(d.at);
    }
    return places ?? NOWHERE;
  }

  /** The checks found nothing to do with the table as it is. */
  quiet(table: Table, key: unknown): void {
    const { dice, terrains } = table;
    this.key = key;
    this.dice = dice;
    if (this.at.length !== dice.length) {
      for (const list of [this.die, this.owner, this.at, this.face]) list.length = dice.length;
    }
    for (let i = 0; i < dice.length; i++) {
      const d = dice[i] as DieState;
      this.die[i] = d.die;
      this.owner[i] = d.owner;
      this.at[i] = d.at;
      this.face[i] = d.face;
    }
    if (this.terrainFace.length !== terrains.length) {
      this.terrainFace.length = terrains.length;
      this.controller.length = terrains.length;
    }
    for (let i = 0; i < terrains.length; i++) {
      const t = terrains[i] as TerrainState;
      this.terrainFace[i] = t.face;
      this.controller[i] = t.controller;
    }
  }
}
