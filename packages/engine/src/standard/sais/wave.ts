// 2.9a Wave (rules/000 line 2194), Delayed Special: in a melee attack the defenders lose that many
// save results before their save roll is final (as Screech); when its army maneuvers, each
// counter-maneuvering army loses that many maneuver results before its roll is final (the
// maneuver flow aims the maneuvering roll at every counter-maneuver roll). Rolled in a
// counter-maneuver it does nothing (line 1661: only normal results count there).
import type { ResultName } from "../../kernel/roll.ts";
import type { SaiEffect } from "../sai-effects.ts";
import { takeResults } from "./screech.ts";

export const wave: SaiEffect = {
  // The target's roll is for one result: saves against the attack, or counter-maneuvers.
  delayed: (_ctx, roll, use) => takeResults(roll, roll.wants[0] as ResultName, use.points, "Wave"),
};
