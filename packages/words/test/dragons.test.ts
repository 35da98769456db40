// Dragons in words (2.9a): the dragon attack's log lines on the events the engine emits, the
// board's summary of each terrain's dragons, the decisions' options and help.
import { type GameEvent, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { dragonName, dragonsBoard, responseText, terrainDragons } from "../src/dragons.ts";
import { describeEvents } from "../src/events.ts";
import { decisionHelp } from "../src/help.ts";
import { optionLabel } from "../src/options.ts";
import { stepLabel } from "../src/steps.ts";
import { dragonAttack } from "./scenario.ts";

const attack = dragonAttack;

describe("the dragon attack in the log (2.9a lines 322-390)", () => {
  // Step 2 (line 346): a Tail rolls the dragon again; Tail 3 + Claw 6 = 9 damage (line 690-708).
  it("names each attacking dragon by owner, colour and form, with its roll and its damage", () => {
    const { state, events } = attack([["g0", "red-wyrm"]], { g0: ["Tail", "Claw"] });
    const text = describeEvents(events, viewFor(state, 0)).map((l) => l.text);
    expect(text).toContain(
      "Dragon attack at Highland City: B's red wyrm attacks A's army at Highland City.",
    );
    expect(text).toContain(
      "B's red wyrm rolls Tail (3 damage and it rolls again), Claw (6 damage): 9 damage.",
    );
    expect(
      text.some((t) =>
        t.startsWith("A rolls melee, missiles and saves against the dragons at Highland City"),
      ),
    ).toBe(true);
  });

  // Steps 6-8 (lines 364-388): Belly leaves the red wyrm 5 to slay (line 368); the melee slays
  // it, back to its pool (line 384); the ivory drake that rolled Wing flies home (line 388).
  it("tells the army's answer, the damage left after saves, the slain and those that fly home", () => {
    const { state, events } = attack(
      [
        ["g0", "red-wyrm"],
        ["g1", "ivory-drake"],
      ],
      { g0: ["Belly"], g1: ["Wing"], u1: ["Melee"], u0: ["Melee"] },
      [
        {
          player: 0,
          kind: "dragon-response",
          choice: {
            ids: { melee: 0, missile: 0, save: 0 },
            slay: [{ dragon: "g0", with: "melee" }],
          },
        },
      ],
    );
    const text = describeEvents(events, viewFor(state, 1)).map((l) => l.text);
    expect(text).toContain(
      "Your red wyrm rolls Belly (no damage, and its automatic saves do not count): 0 damage.",
    );
    expect(text).toContain("A's army at Highland City slays your red wyrm with melee.");
    expect(text).toContain(
      "A's army at Highland City: 5 damage from the dragons - 0 saves = 5 damage.",
    );
    expect(text).toContain(
      "Your red wyrm is slain at Highland City and goes back to the summoning pool.",
    );
    expect(text).toContain(
      "Your ivory drake flies from Highland City back to the summoning pool (Wing).",
    );
  });

  // Summon Dragon (lines 1597-1615): a dragon comes from a summoning pool to a terrain.
  it("tells who summoned which dragon from where", () => {
    const { state } = attack([["g0", "red-wyrm"]], { g0: ["Tail", "Claw"] });
    const g = viewFor(state, 0);
    const summoned: GameEvent = {
      type: "dragon-summoned",
      player: 0,
      dragon: "g0",
      terrain: "front",
      from: "pool",
    };
    expect(describeEvents([summoned], g)[0]?.text).toBe(
      "A summons B's red wyrm from B's summoning pool to Highland City.",
    );
  });
});

describe("each terrain's dragons", () => {
  // Lines 672 and 949: a breath takes a dragon's automatic saves; a champion tames it. An ivory
  // dragon fights no dragon (line 666), so both stay at the terrain through the attack.
  it("lists colour and form, owner, tamer and the effects in force", () => {
    const { state } = attack(
      [
        ["g0", "black-blue-wyrm"],
        ["g1", "ivory-drake"],
      ],
      { g0: ["Tail", "Claw"], g1: ["Claw"] },
    );
    const g = viewFor(state, 0);
    const at = "dragons:front" as const;
    g.effects.push(
      {
        id: 90,
        name: "Dragonlord's taming",
        owner: 0,
        target: { dragon: "g0", at },
        expires: "permanent",
        madeIn: 3,
        tames: true,
      } as never,
      {
        id: 91,
        name: "Red Breath",
        owner: 1,
        target: { dragon: "g1", at },
        expires: "end-of-next-turn",
        madeIn: 3,
        noAutoSaves: true,
      } as never,
    );
    const [wyrm, drake] = terrainDragons(g, "front");
    expect(wyrm).toMatchObject({ kind: "black/blue wyrm", form: "wyrm", owner: 1, tamedBy: 0 });
    expect(wyrm?.colors).toEqual(["black", "blue"]);
    expect(drake).toMatchObject({ kind: "ivory drake", colors: ["ivory"], tamedBy: null });
    expect(dragonsBoard(g)).toEqual([
      "Dragons at Highland City: B's black/blue wyrm (tamed by you), B's ivory drake (no automatic saves: Red Breath, until the end of B's next turn).",
    ]);
    expect(dragonName(g, "g1")).toBe("B's ivory drake");
  });
});

describe("dragon decisions", () => {
  // Step 6 (line 362): the response's help gives the IDs and the damage to save against.
  it("help names the ID results to count and the damage", () => {
    const { state } = attack([["g0", "red-wyrm"]], { g0: ["Tail", "Claw"], u0: ["ID"] });
    const [d] = state.pending;
    expect(d?.kind).toBe("dragon-response");
    if (!d) return;
    const help = decisionHelp(viewFor(state, 0), d);
    expect(help).toMatch(/^Count your 1 ID as melee, missiles or saves/);
    expect(help).toContain("(9 damage now)");
  });

  // Lines 1597-1615: the summoning spell's choice names each dragon and where it waits.
  it("a summoning choice names the dragon offered and where it comes from", () => {
    const { state } = attack([["g0", "red-wyrm"]], { g0: ["Tail", "Claw"] });
    const g = viewFor(state, 0);
    const d = { id: 9, player: 0, kind: "sai-choice", prompt: "", options: [] };
    expect(optionLabel(g, d, { say: "summon", unit: "g0" })).toBe(
      "Summon B's red wyrm (from Highland City)",
    );
    expect(optionLabel(g, { ...d, kind: "choose-dragon-battle" }, { terrain: "front" })).toBe(
      "Face the dragons at Highland City first: B's red wyrm (your army: 5 health)",
    );
  });

  // Line 372: the replay and the log tell how the IDs were counted and what slew what.
  it("tells the army's answer in a few words", () => {
    const { state } = attack([["g0", "red-wyrm"]], { g0: ["Tail", "Claw"] });
    const g = viewFor(state, 0);
    const choice = {
      ids: { melee: 0, missile: 1, save: 2 },
      slay: [{ dragon: "g0", with: "missile" }],
    };
    expect(responseText(g, choice)).toBe(
      "counts ID 1 as missiles and 2 as saves, and slays B's red wyrm with missiles",
    );
    expect(responseText(g, { ids: { melee: 0, missile: 0, save: 0 }, slay: [] })).toBe(
      "slays no dragon",
    );
  });

  // A replay's step names what the army's owner answered (line 362) and whom a spell summoned.
  it("words each dragon decision as a replay's step", () => {
    const { state } = attack([["g0", "red-wyrm"]], { g0: ["Belly"], u0: ["Melee"], u1: ["Melee"] });
    const g = viewFor(state, null);
    const d = state.pending[0];
    expect(d?.kind).toBe("dragon-response");
    const step = (choice: unknown) =>
      stepLabel(g, { type: "decide", player: 0, decision: d?.id ?? 0, choice });
    expect(
      step({ ids: { melee: 0, missile: 0, save: 0 }, slay: [{ dragon: "g0", with: "melee" }] }),
    ).toBe("Turn 3, A: slays B's red wyrm with melee");
  });
});
