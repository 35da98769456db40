// 2.9a Necromantic Wave (black, 4, Lava Elf; rules/000 line 1225): until the caster's next turn
// begins, the army's magic results may count as melee results; castings target other armies.
// Counted at the racial step (line 638), in its rolls for melee only, where counting them is never
// worse than not (docs/rulings.md); as a spell's, it leaves SAI results alone (line 1635).
import { fixedSpell } from "../spell-lasting.ts";

export const necromanticWave = fixedSpell({ countsAs: { results: ["magic"], as: "melee" } });
