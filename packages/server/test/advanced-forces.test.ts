// 2.9a "Advanced Rules" (rules/000 lines 2214-2450) at the server: a force with items, the
// Kings' Die, Dragonkin and minor terrains (the summoning pool, lines 2238 and 2312) and a special
// terrain as the proposed frontier reaches the game whole, checked by the engine; a force beyond
// the allowances is refused with the engine's message; a random force may be drawn from the whole
// catalogue.
import { dieById } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { createGameSchema } from "../src/protocol.ts";
import { seededRandomBytes } from "../src/randomness.ts";
import { buildConfig, SetupError } from "../src/setup.ts";

const advanced = {
  name: "Advanced",
  // Kings' Die 4, Dawn Blade 2, a second uncommon item 1 (line 2367), 17 footmen: 24 health.
  dice: [
    "kings-die",
    "dawn-blade-red",
    "eyebiter-gold",
    ...Array.from({ length: 17 }, () => "footman"),
  ],
  terrains: ["highland-city", "highland-castle"],
  dragons: ["red-drake"],
  dragonkin: ["dragonscout-red", "dragonhero-gold"],
  minorTerrains: ["highland-knoll"],
};

const request = (force: unknown) =>
  createGameSchema.parse({
    seats: [
      { kind: "human", force },
      { kind: "heuristic", force: { premade: "goblins" } },
    ],
  });

describe("advanced forces at the server", () => {
  it("carries the summoning pool lists through to the game", () => {
    const { config } = buildConfig(request(advanced), seededRandomBytes(1), 100);
    expect(config.players[0]).toEqual({ ...advanced, name: "Advanced" });
  });

  it("refuses a force beyond the Dragonkin allowance with the engine's message", () => {
    const kin = Array.from({ length: 9 }, () => "dragonscout-red");
    expect(() =>
      buildConfig(request({ ...advanced, dragonkin: kin }), seededRandomBytes(1), 100),
    ).toThrow(
      new SetupError(
        "player 1 (Advanced): 9 health of Dragonkin: at most 8 (one for each 3 health of the force)",
      ),
    );
    expect(() =>
      buildConfig(
        request({ ...advanced, minorTerrains: ["highland-city"] }),
        seededRandomBytes(1),
        100,
      ),
    ).toThrow(/Highland City belongs with the major and special terrains, not the minor terrains/);
  });

  it("draws a random force from the whole catalogue when asked", () => {
    let advancedSeen = false;
    for (let seed = 1; seed <= 10 && !advancedSeen; seed++) {
      const { config } = buildConfig(
        request({ random: true, advanced: true }),
        seededRandomBytes(seed),
        100,
      );
      const p = config.players[0];
      advancedSeen =
        (p?.dragonkin?.length ?? 0) + (p?.minorTerrains?.length ?? 0) > 0 ||
        (p?.dice ?? []).some((id) => dieById(id)?.kind === "item");
    }
    expect(advancedSeen).toBe(true);
  });
});
