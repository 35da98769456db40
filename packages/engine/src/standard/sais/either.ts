// What Regenerate and Wild Growth share (rules/000 lines 2026, 2208): "Normal or Special", their
// points are save results or an effect that changes the rolling army while it rolls.
import type { Roll } from "../../kernel/roll.ts";
import { purposeNamed } from "../purposes.ts";
import type { SaiOption } from "../sai-choice.ts";

/**
 * The choice between an SAI's saves and its effect, the one that helps most first: the saves in
 * a roll for saves, the effect in any other roll, where saves count for nothing.
 */
export function savesOrEffect(roll: Roll, saves: SaiOption, effect: SaiOption): SaiOption[] {
  return roll.wants.includes("save") ? [saves, effect] : [effect, saves];
}

/**
 * Units that join the rolling army during its roll roll at once with it (the count stage rolls
 * them), and units that leave it no longer count (line 1715). A unit rolling on its own has no
 * army roll to join.
 */
export function joinRoll(
  roll: Roll,
  joined: readonly string[],
  left: readonly string[] = [],
): void {
  if (purposeNamed(roll.purpose).individual) return;
  roll.dice = [...roll.dice.filter((id) => !left.includes(id)), ...joined];
}
