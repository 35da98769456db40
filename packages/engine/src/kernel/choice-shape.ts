// The exact shape of an answer to a combinatorial decision. Every decision kind declares one, and
// the kernel reads an answer with it before the kind's rules look at it: an unknown key, a value
// of the wrong type, a text or a list too long for any game is refused with a sentence naming
// what is wrong and where. Reading gives the canonical answer, every object's keys sorted (a copy
// when they were not): the one the engine applies, records and reports, whatever order a client
// (or a database's JSON type) put the keys in, so that a game replayed from its record is the
// same to the byte.

/** Longer than any die, terrain or location id. */
export const MAX_TEXT = 64;
/** More entries than any list or map of an answer can have (a force has fewer units). */
export const MAX_ENTRIES = 1000;

/**
 * Why a value is not of its shape: what is wrong (`must be text`) and where, as the path from the
 * answer down, built only on the way back up from a problem (reading a good answer builds none).
 * A class, so that no value read can be mistaken for one.
 */
export class ShapeProblem {
  private readonly path: string[] = [];
  constructor(private readonly what: string) {}

  /** The problem found under `step` (`.home`, `[2]`, `["p0d1"]`). */
  under(step: string): ShapeProblem {
    this.path.push(step);
    return this;
  }

  /** "answer.armies.home[2] must be text". */
  message(root: string): string {
    return `${root}${this.path.reverse().join("")} ${this.what}`;
  }
}

/** Reads a value to its shape: a canonical copy (or the value, when it is one), or the problem. */
export type Shape<T> = (value: unknown) => T | ShapeProblem;

export type ShapeOf<S> = S extends Shape<infer T> ? T : never;

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

/** A key as a message shows it: quoted, escaped, and cut short. */
const quoted = (key: string): string =>
  JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key);

export const text: Shape<string> = (value) => {
  if (typeof value !== "string") return new ShapeProblem("must be text");
  if (value.length > MAX_TEXT) {
    return new ShapeProblem(`has ${value.length} characters; at most ${MAX_TEXT}`);
  }
  return value;
};

/** A whole number, 0 or more, no greater than any amount in a game (damage, points). */
export const amount: Shape<number> = (value) =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_ENTRIES
    ? value
    : new ShapeProblem(`must be a whole number from 0 to ${MAX_ENTRIES}`);

export function listOf<T>(item: Shape<T>): Shape<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return new ShapeProblem("must be a list");
    if (value.length > MAX_ENTRIES) {
      return new ShapeProblem(`has ${value.length} entries; at most ${MAX_ENTRIES}`);
    }
    // Copied only when an item's reading changes it (a list of ids is canonical as it is).
    let out: T[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const read = item(value[i]);
      if (read instanceof ShapeProblem) return read.under(`[${i}]`);
      if (out === null && read !== value[i]) out = value.slice(0, i);
      out?.push(read);
    }
    return out ?? (value as T[]);
  };
}

/** An object with exactly these keys, each of its shape. */
export function exactly<F extends Record<string, Shape<unknown>>>(
  fields: F,
): Shape<{ [K in keyof F]: ShapeOf<F[K]> }> {
  const names = Object.keys(fields).sort();
  // The copy below sets its keys: a field named __proto__ would set the prototype instead.
  if (names.includes("__proto__")) throw new Error("an answer's field cannot be named __proto__");
  return (value) => {
    if (!isPlainObject(value)) return new ShapeProblem("must be an object");
    const keys = Object.keys(value);
    for (const key of keys) {
      if (!Object.hasOwn(fields, key)) return new ShapeProblem(`has an unknown key ${quoted(key)}`);
    }
    // Unchanged when its keys are the fields in sorted order and no field's reading changed it
    // (every key is a field: with fewer, one is missing). Else a copy, made from the first
    // difference on: no list of entries for the answers that need none (most).
    let copy: Record<string, unknown> | null = null;
    for (let i = 0; i < names.length; i++) {
      const name = names[i] as string;
      if (!Object.hasOwn(value, name)) return new ShapeProblem("is missing").under(`.${name}`);
      const read = (fields[name] as Shape<unknown>)(value[name]);
      if (read instanceof ShapeProblem) return read.under(`.${name}`);
      if (copy === null && (keys[i] !== name || read !== value[name])) {
        copy = {};
        for (let j = 0; j < i; j++) copy[names[j] as string] = value[names[j] as string];
      }
      if (copy !== null) copy[name] = read;
    }
    return (copy ?? value) as { [K in keyof F]: ShapeOf<F[K]> };
  };
}

/** An object whose keys are ids (the kind's rules say which) and whose values have one shape. */
export function mapOf<T>(values: Shape<T>): Shape<Record<string, T>> {
  return (value) => {
    if (!isPlainObject(value)) return new ShapeProblem("must be an object");
    const keys = Object.keys(value);
    if (keys.length > MAX_ENTRIES) {
      return new ShapeProblem(`has ${keys.length} keys; at most ${MAX_ENTRIES}`);
    }
    // Unchanged (no copy made) when its keys are sorted and no value's reading changed it.
    let changed = false;
    for (let i = 1; i < keys.length && !changed; i++) {
      changed = (keys[i - 1] as string) > (keys[i] as string);
    }
    if (changed) keys.sort();
    for (const key of keys) {
      if (key.length > MAX_TEXT) {
        return new ShapeProblem(`has a key of ${key.length} characters; at most ${MAX_TEXT}`);
      }
      const read = values(value[key]);
      if (read instanceof ShapeProblem) return read.under(`[${quoted(key)}]`);
      if (read !== value[key]) changed = true;
    }
    if (!changed) return value as Record<string, T>;
    // The copy reads each value again (it was read without a problem): fromEntries defines the
    // keys, so a key named __proto__ stays a key.
    return Object.fromEntries(keys.map((key) => [key, values(value[key]) as T]));
  };
}

/**
 * An object with exactly one of these keys, of its shape: a value of one of several kinds, the key
 * naming the kind (a spell's target: `{ unit: id }`, `{ terrain: id }`...).
 */
export function oneOf<F extends Record<string, Shape<unknown>>>(
  fields: F,
): Shape<{ [K in keyof F]: { [P in K]: ShapeOf<F[K]> } }[keyof F]> {
  const names = Object.keys(fields).sort();
  return (value) => {
    if (!isPlainObject(value)) return new ShapeProblem("must be an object");
    const keys = Object.keys(value);
    const [key] = keys;
    if (keys.length !== 1 || key === undefined || !Object.hasOwn(fields, key)) {
      return new ShapeProblem(`must have exactly one key, one of ${names.join(", ")}`);
    }
    const read = (fields[key] as Shape<unknown>)(value[key]);
    if (read instanceof ShapeProblem) return read.under(`.${key}`);
    // A computed key defines it: a key named __proto__ stays a key.
    return (read === value[key] ? value : { [key]: read }) as {
      [K in keyof F]: { [P in K]: ShapeOf<F[K]> };
    }[keyof F];
  };
}
