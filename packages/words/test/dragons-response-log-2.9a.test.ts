// 2.9a Dragon Attack Step 6 (rules/000 line 362): the log tells how the army counted its ID
// results, so the melee that slew a dragon adds up on the page: a red wyrm that rolled Belly
// takes 5 melee (line 366); the Behemoth's melee and the Footman's ID counted as melee slay it.
import { viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { describeEvents } from "../src/events.ts";
import { dragonAttack } from "./scenario.ts";

describe("the army's answer in the log (2.9a line 362)", () => {
  it("says the ID results counted as melee before the dragon they slew", () => {
    const { state, events } = dragonAttack(
      [["g0", "red-wyrm"]],
      { g0: ["Belly"], u0: ["ID"], u1: ["Melee"] },
      [
        {
          player: 0,
          kind: "dragon-response",
          choice: {
            ids: { melee: 1, missile: 0, save: 0 },
            slay: [{ dragon: "g0", with: "melee" }],
          },
        },
      ],
    );
    const text = describeEvents(events, viewFor(state, 1)).map((l) => l.text);
    expect(text).toContain(
      "A's army at Highland City counts ID 1 as melee, and slays your red wyrm with melee.",
    );
  });
});
