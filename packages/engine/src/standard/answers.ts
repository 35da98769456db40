// Reading the answers a task receives once the decisions it asked for are answered.
import type { DecisionChoice, DecisionKindName } from "../kernel/decisions.ts";
import type { Ctx } from "../kernel/flow.ts";

/**
 * The answer to the i-th decision the resumed task asked for (in the order they were asked),
 * which was of kind `kind`: read as that kind's choice (`DecisionChoice`), which the kernel
 * checked it is (the kind's options or shape). Naming another kind than the one asked is a
 * mistake in the rules, refused here rather than read as the wrong type.
 */
export function answer<K extends DecisionKindName>(ctx: Ctx, kind: K, i = 0): DecisionChoice<K> {
  const ask = ctx.answered;
  const id = ask?.asked[i];
  if (ask && id !== undefined) {
    for (const a of ask.answers) {
      if (a.id !== id) continue;
      if (a.kind !== undefined && a.kind !== kind)
        throw new Error(`answer ${i} is to a "${a.kind}" decision, not "${kind}"`);
      return a.choice as DecisionChoice<K>;
    }
  }
  throw new Error(`no answer ${i} for the running task`);
}
