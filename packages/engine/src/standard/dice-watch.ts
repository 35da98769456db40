// After every task the standard game looks at the table for what must happen at once: Dragonkin
// left alone dissipate, items no unit can carry are buried. Those checks read only which dice
// there are, whose they are and where (and the edition's tables): when nothing of that has
// changed since a check last found nothing to do, it would find nothing again. Most tasks move no
// die, and a check costs far more than comparing the dice with how it last saw them.
import type { DieState } from "../kernel/state.ts";

const NEVER = Symbol("never seen");

/** How one check last saw the dice when it found nothing to do. */
export class DiceWatch {
  // No key a check passes: the first look always checks.
  private key: unknown = NEVER;
  private readonly die: string[] = [];
  private readonly owner: number[] = [];
  private readonly at: string[] = [];

  /**
   * Whether the dice are as they were when `quiet` was last called with the same key (what
   * else the check reads: the edition's tables).
   */
  unchanged(dice: readonly DieState[], key: unknown): boolean {
    if (key !== this.key || dice.length !== this.die.length) return false;
    for (let i = 0; i < dice.length; i++) {
      const d = dice[i] as DieState;
      if (d.at !== this.at[i] || d.owner !== this.owner[i] || d.die !== this.die[i]) return false;
    }
    return true;
  }

  /** The check found nothing to do with the dice as they are. */
  quiet(dice: readonly DieState[], key: unknown): void {
    this.key = key;
    this.die.length = dice.length;
    this.owner.length = dice.length;
    this.at.length = dice.length;
    for (let i = 0; i < dice.length; i++) {
      const d = dice[i] as DieState;
      this.die[i] = d.die;
      this.owner[i] = d.owner;
      this.at[i] = d.at;
    }
  }
}
