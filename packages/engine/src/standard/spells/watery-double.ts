// 2.9a Watery Double (green, 2, basic; rules/000 line 1416): one save result added to the army's
// rolls until the end of the caster's next turn (the example of line 1129); castings add up.
import { lastingSpell } from "../spell-lasting.ts";

export const wateryDouble = lastingSpell((times) => ({ adds: { save: times } }));
