// 2.9a Surprise (rules/000 line 2162), Late Special in the acting army's melee attack: the
// defending army saves as usual, then makes no counter-attack (the melee action reads it).
import type { SaiEffect } from "../sai-effects.ts";

export const surprise: SaiEffect = { late: { counterAttack: "none" } };
