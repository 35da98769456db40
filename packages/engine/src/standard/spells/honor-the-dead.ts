// 2.9a Honor the Dead (black, 4, Amazon; rules/000 line 1225): until the caster's next turn
// begins, only units with the black (death) aspect can be buried from the target dead unit area.
// The effect lives on the DUA; buryUnits (burial.ts) keeps the others there, whatever buries them.
import { fixedSpell } from "../spell-lasting.ts";

export const honorTheDead = fixedSpell({});
