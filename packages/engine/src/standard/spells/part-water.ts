// 2.9a Part Water (green, 5, Coral Elf; rules/000 line 1474): until the caster's next turn, the
// terrain has no water (green) element for anyone but the caster (terrain-nature.ts), and the
// spells there that need water are negated: every terrain-targeting one, and other players'
// army-targeting ones (roll-effects.ts `reaches`).
import { fixedSpell } from "../spell-lasting.ts";

export const partWater = fixedSpell({ losesElement: "water" });
