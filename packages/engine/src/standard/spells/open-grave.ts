// 2.9a Open Grave (black, 6, basic; rules/000 line 1233): until the caster's next turn begins,
// the target army's casualties of damage aimed at the army go to the reserve area instead of the
// DUA (refuge.ts). Castings target different armies; cast again later, it is renewed.
import { fixedSpell } from "../spell-lasting.ts";

export const openGrave = fixedSpell({});
