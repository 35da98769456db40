// Copying an object with some fields added or replaced, in hot paths.

/**
 * `base`'s fields with `more`'s over them: what `{ ...base, ...more }` makes, with the keys in
 * the same order. Hot paths use this rather than a spread followed by fields the spread object
 * has not: in optimised code, V8 (Node 20) gives every object such a literal makes a hidden class
 * of its own (`{ ...task, t }`, which only replaces a field, and `{ t, ...task }` are fine). Each
 * such object then costs microseconds to make, and every place that reads such objects (the flow
 * reads every task) sees a new shape each time and slows down for all. Object.assign reuses one
 * hidden class per shape. (It sets where a spread defines: the same for plain data, which has no
 * setters.)
 */
export function withFields<A extends object, B extends object>(base: A, more: B): With<A, B> {
  return Object.assign({}, base, more) as With<A, B>;
}

/** The type of `{ ...A, ...B }`, taken case by case when either is a union (as a spread's is). */
export type With<A, B> = A extends unknown
  ? B extends unknown
    ? Omit<A, keyof B> & B
    : never
  : never;
