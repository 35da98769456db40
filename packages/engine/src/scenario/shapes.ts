// Shapes the scenario format uses in several places, and how it tells one shape from another.
import { z } from "zod";

/** A player, by number from 0. */
export const player = z.number().int().min(0);

/** Every location a die can be at, set-up's included. */
export const location = z
  .string()
  .regex(
    /^((t|dragons):[A-Za-z0-9_-]+|reserve|court|dua|bua|pool|out|force|setup:(home|campaign|horde))$/,
    {
      message: `a location is "t:<terrain id>", "dragons:<terrain id>" (a summoned dragon), "reserve", "court" (the Kings' Die), "dua", "bua", "pool" or "out" ("force" and "setup:<army>" at set-up)`,
    },
  );

/**
 * A value of one of several shapes, the one `pick` names for it (by the key it has): a malformed
 * value is reported against the shape it was meant to have, in one line, where a union would
 * report it against every shape at once. `pick` returns a message when no shape fits.
 */
export function chosenShape<S extends z.ZodType>(pick: (value: unknown) => S | string) {
  return z.unknown().transform((value, ctx): z.output<S> => {
    const shape = pick(value);
    if (typeof shape === "string") {
      ctx.addIssue({ code: "custom", message: shape });
      return z.NEVER;
    }
    const read = shape.safeParse(value);
    if (read.success) return read.data;
    // Paths are relative to the value: the schemas around it prefix theirs.
    for (const issue of read.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });
}

export const hasKey = (value: unknown, key: string): boolean =>
  typeof value === "object" && value !== null && key in value;
