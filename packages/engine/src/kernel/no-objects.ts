// Empty lists of the kind lists of objects are, for lists that are almost always empty.

/** A list of one object: cut down to nothing, it keeps its kind (`noObjects`). */
const ONE_OBJECT: readonly object[] = [{}];

/**
 * A new empty list of the kind a list of objects built by push is. To V8 a list written `[]` is a
 * list of small integers, of another map, until an object is pushed into it: a list that is
 * almost always empty, and now and then filled, reaches the code reading it in two kinds, and
 * that code, optimized on one, is thrown away when the other first comes (the flow's `schedule`
 * and `ask`, by the first task and decision of a game's stack and pending list). A list of objects
 * cut down to nothing keeps its kind; objects pushed into it later keep it too. A call of `slice`:
 * for lists made once in a while (a game's), not in every step of play. Lists of strings built by
 * push are of the same kind (the bots' lists of locations).
 */
export function noObjects<T>(): T[] {
  return ONE_OBJECT.slice(1) as unknown as T[];
}
