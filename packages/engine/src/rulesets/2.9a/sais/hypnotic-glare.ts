// 2.9a Hypnotic Glare (rules/000 line 1984), Delayed Special in a melee attack: once the defenders
// have rolled their saves, before they apply their Special and Unique SAIs, every defending unit
// that rolled its ID icon is hypnotized: what it rolled does not count (it may still be taken as a
// casualty), and it may not roll until the end of the glaring player's next turn. It ends for a
// unit that leaves the terrain, and for all when the glaring unit leaves it, is killed or is
// rolled (the glaring unit's option to stay out of its army's rolls is not offered yet).
import { addEffect } from "../../../kernel/effects.ts";
import type { Location } from "../../../kernel/state.ts";
import { dieInstance } from "../army.ts";
import { showingId } from "../roll-dice.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { aimedBy } from "../sai-targets.ts";

export const hypnoticGlare: SaiEffect = {
  beforeSais(ctx, roll, use) {
    const madeAt = dieInstance(ctx.state, use.dice[0] as string)?.at as Location;
    for (const unit of showingId(ctx.state, roll)) {
      addEffect(ctx, {
        name: "Hypnotic Glare",
        owner: aimedBy(ctx, use),
        target: { unit, at: roll.at },
        expires: "end-of-next-turn",
        madeBy: use.dice,
        madeAt,
        endsIfRolled: true,
        noRoll: true,
      });
    }
  },
};
