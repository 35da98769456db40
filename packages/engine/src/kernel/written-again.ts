// Telling V8, as an object is made, which of its fields will be written again.

/** What a field holds for an instant while it is marked (`writtenAgain`), unless a number. */
const MARK = {};

/** The shapes whose fields have been written again (`writtenAgain`), by name. */
const marked = new Set<string>();

/**
 * Writes these fields of the first object made of a shape once more, each as it was. V8 takes a
 * field that no object of its shape has had written since it was made for a constant, and code
 * optimized on that is thrown away, every function of it at once, when any such object's field is
 * first written again (a Blue Dragon Breath keeping a roll to saves, `roll.wants`, threw away six
 * of the roll's functions, to be compiled again). Written twice from the start, the field is known
 * to change before anything is optimized, for every object of the shape: `shape` names it, and the
 * objects it names must all be made with the same fields in the same order (as the rules make
 * theirs: Ruleset.stateFields says why). A number field is marked by another number: one that had
 * held an object would be read more slowly ever after.
 */
export function writtenAgain<T extends object>(
  shape: string,
  object: T,
  fields: readonly (keyof T & string)[],
): void {
  if (marked.has(shape)) return;
  marked.add(shape);
  const o = object as Record<string, unknown>;
  for (const field of fields) {
    const value = o[field];
    o[field] = typeof value === "number" ? value + 1 : MARK;
    o[field] = value;
  }
}
