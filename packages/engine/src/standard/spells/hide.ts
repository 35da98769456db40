// 2.9a Hide (gold, 2, Feral; rules/000 line 1328): until your next turn begins, each unit of the
// health-worth targeted makes no rolls, cannot be the target of a melee, missile, magic or dragon
// effect, cannot be taken as a loss for any damage, and cannot be promoted. It is kept from
// minor terrains' disasters too ("other": a Flood picks no hidden unit, minor-disasters.ts), and
// from racial abilities, none of which reaches single units yet.
import { hidingSpell } from "./hiding.ts";

export const hide = hidingSpell({
  noRoll: true,
  unreachable: ["melee", "missile", "magic", "dragon", "other"],
});
