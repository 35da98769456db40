// Reading the answers a task receives once the decisions it asked for are answered.
import type { Ctx } from "../kernel/flow.ts";

/** The answer to the i-th decision the resumed task asked for (in the order they were asked). */
export function answer<T>(ctx: Ctx, i = 0): T {
  const ask = ctx.answered;
  const id = ask?.asked[i];
  if (ask && id !== undefined) {
    for (const a of ask.answers) if (a.id === id) return a.choice as T;
  }
  throw new Error(`no answer ${i} for the running task`);
}
