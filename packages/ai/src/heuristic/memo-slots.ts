// Places for what the bot works out once and keeps with an object that lives as long as it holds
// (a board, the answers kept for a board and player): a list the object carries, each module's
// place in it a slot made once. Kept in weak maps by those objects instead, an entry per board
// cost the garbage collector more than the look-ups it spared.

/** A place in the lists of kept answers, with how its value is made the first time. */
export interface MemoSlot<T> {
  readonly index: number;
  readonly make: () => T;
}

let slots = 0;

/** A new place in every list of kept answers: made once per module, at its loading. */
export function memoSlot<T>(make: () => T): MemoSlot<T> {
  return { index: slots++, make };
}

/** What `list` keeps in `slot`, made the first time it is asked for. */
export function kept<T>(list: unknown[], slot: MemoSlot<T>): T {
  const found = list[slot.index];
  // Only `kept` fills a slot's place, always with a value of the slot's type.
  if (found !== undefined) return found as T;
  const made = slot.make();
  list[slot.index] = made;
  return made;
}
