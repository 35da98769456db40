// 2.9a Stoneskin (gold, 2, basic; rules/000 line 1306): one save result added to the army's rolls
// until the caster's next turn begins; castings add up (line 1185) and the army's saves are
// magical (the Stoneskin Rule, line 580: not for a unit rolled on its own).

import { lastingSpell } from "../spell-lasting.ts";

export const stoneskin = lastingSpell((times) => ({ adds: { save: times } }));
