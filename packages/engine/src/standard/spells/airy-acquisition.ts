// 2.9a Airy Acquisition (blue, 3, Amazon; rules/000 line 1256): one of the caster's items in play
// goes at once to another of the caster's armies, picked when the spell resolves; castings target
// several items. It is the one way an item moves without a unit carrying it (line 2385); once
// there, the army's units must carry it like any other (line 2379: items-carrying.ts).
import { taskHandlers } from "../../kernel/ruleset.ts";
import type { Location } from "../../kernel/state.ts";
import { answer } from "../answers.ts";
import { dieInstance, dieName } from "../army.ts";
import { armyOptions, askChoice, type SaiOption } from "../sai-choice.ts";
import type { SpellEffect } from "../spell-effects.ts";

declare module "../../kernel/flow.ts" {
  interface TaskTypes {
    /** The army `item` goes to: the option given when it was the only one, or the answer. */
    "spell:airy-acquisition": { item: string; caster: number; picked?: SaiOption };
  }
}

export const airyAcquisition: SpellEffect = {
  // Another army of the caster's must be there to receive it.
  allows: (state, caster, t) => {
    const at = "item" in t ? dieInstance(state, t.item)?.at : undefined;
    return armyOptions(state, [caster], "").some((o) => o.at !== at);
  },
  resolve(ctx, casting) {
    if (!("item" in casting.target)) return;
    const item = casting.target.item;
    const from = dieInstance(ctx.state, item)?.at;
    const places = armyOptions(ctx.state, [casting.caster], "move to").filter((o) => o.at !== from);
    if (places.length === 0) return;
    askChoice(
      ctx,
      casting.caster,
      { about: "airy-acquisition", by: "Airy Acquisition", item },
      `which army does the ${dieName(ctx.state, item)} go to?`,
      places,
      { t: "spell:airy-acquisition", item, caster: casting.caster },
    );
  },
  tasks: taskHandlers({
    "spell:airy-acquisition": (ctx, task) => {
      const picked = task.picked ?? answer(ctx, "sai-choice");
      const d = dieInstance(ctx.state, task.item);
      if (!d || picked.at === undefined) return;
      const from = d.at;
      d.at = picked.at as Location;
      ctx.emit({
        type: "items-carried",
        player: task.caster,
        items: [d.id],
        from,
        to: d.at,
        by: "airy-acquisition",
      });
    },
  }),
};
