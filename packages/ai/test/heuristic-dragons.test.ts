// The heuristic bot and dragons (2.9a rules/000 "Dragon Attack Phase", lines 322-390, and the
// Summon spells, lines 1597-1615): where it summons a dragon, which dragon it picks, and its
// answers in a dragon attack, each checked by the engine.

import { dieById, type TerrainDie } from "@dragondice/catalog";
import {
  applyInPlace,
  choiceProblem,
  type Decision,
  type GameState,
  runScenario,
  seededRandomInt,
  viewFor,
} from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { unitsAt } from "../src/heuristic/board.ts";
import {
  dragonResponse,
  type ResponseChoice,
  type ResponseData,
} from "../src/heuristic/dragon-answers.ts";
import { Situation } from "../src/heuristic/strategy.ts";
import { heuristicBot } from "../src/index.ts";

type Die = { id: string; die: string; owner: number; at: string };

/**
 * A at turn 3 (flatland Cities: home0, home1 and the frontier "front"), `dice` as given;
 * `start` where the turn starts, `decisions` applied first.
 */
function position(
  dice: Die[],
  opts: {
    start: Record<string, unknown>;
    rolls?: Record<string, (string | number)[]>;
    decisions?: unknown[];
    /** Whose turn it is (A's unless told). */
    player?: number;
  },
): GameState {
  // The frontier on its Magic face (for the magic action), the home terrains on face 3.
  const magic = (dieById("flatland-city") as TerrainDie).faces.find((f) => f.icon === "Magic");
  const terrain = (id: string, owner: number) => ({
    id,
    die: "flatland-city",
    owner,
    role: id === "front" ? "frontier" : "home",
    face: id === "front" ? magic?.number : 3,
    controller: null,
  });
  return runScenario({
    format: "dragondice-scenario/1",
    edition: "2.9a",
    players: [{ name: "A" }, { name: "B" }],
    terrains: [terrain("home0", 0), terrain("home1", 1), terrain("front", 0)],
    dice,
    turn: { player: opts.player ?? 0, number: 3 },
    start: opts.start,
    rolls: opts.rolls ?? {},
    decisions: opts.decisions ?? [],
  }).state;
}

/** The heuristic bot's answer to the first pending decision (strict: its own must be legal). */
function answer(state: GameState): { decision: Decision; choice: unknown } {
  const pending = state.pending[0] as Decision;
  const view = viewFor(state, pending.player);
  const decision = view.pending.find((d) => d.id === pending.id) as Decision;
  const choice = heuristicBot(seededRandomInt(1), { strict: true }).choose(view, decision);
  expect(choiceProblem(state, pending, choice)).toBeNull();
  return { decision: pending, choice };
}

function decide(state: GameState, decision: Decision, choice: unknown): void {
  const r = applyInPlace(state, {
    type: "decide",
    player: decision.player,
    decision: decision.id,
    choice,
  });
  if (!r.ok) throw new Error(r.error.message);
}

/** A's two Enchanters at the frontier take a magic action and roll 8 magic (blue or green). */
const casters: Die[] = [
  { id: "a0", die: "enchanter", owner: 0, at: "t:front" },
  { id: "a1", die: "enchanter", owner: 0, at: "t:front" },
];
const magicAction = {
  start: { phase: "action", army: "t:front" },
  rolls: { a0: ["4 Magic"], a1: ["4 Magic"] },
  decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
};

/** B's army of 10 health at its home. */
const enemy: Die[] = [
  { id: "b0", die: "mammoth-rider", owner: 1, at: "t:home1" },
  { id: "b1", die: "mammoth-rider", owner: 1, at: "t:home1" },
  { id: "b2", die: "sergeant", owner: 1, at: "t:home1" },
  { id: "b3", die: "sergeant", owner: 1, at: "t:home1" },
];

describe("heuristic bot: summoning dragons", () => {
  // Lines 1603 and 332: Summon Elemental Dragon sends a dragon of the magic's colour; it attacks
  // every army at its terrain, so the bot sends it where only the opponent's army stands, never
  // to the frontier where its own casters stand.
  it("summons a dragon of its pool at the terrain where only the enemy's army stands", () => {
    const state = position(
      [...casters, ...enemy, { id: "g0", die: "green-drake", owner: 0, at: "pool" }],
      magicAction,
    );
    const { decision, choice } = answer(state);
    expect(decision.kind).toBe("cast-spells");
    const spells = (choice as { spells: { spell: string; color: string; target: unknown }[] })
      .spells;
    const summons = spells.filter((a) => a.spell === "summon-elemental-dragon");
    expect(summons).toEqual([
      { spell: "summon-elemental-dragon", color: "green", target: { terrain: "home1" } },
    ]);
    decide(state, decision, choice);
    expect(state.dice.find((d) => d.id === "g0")?.at).toBe("dragons:home1");
  });

  it("summons no dragon where its own army would suffer", () => {
    // The same, but B's army stands at the frontier with A's casters: no terrain is worth it.
    const state = position(
      [
        ...casters,
        ...enemy.map((d) => ({ ...d, at: "t:front" })),
        { id: "g0", die: "green-drake", owner: 0, at: "pool" },
      ],
      magicAction,
    );
    const { choice } = answer(state);
    const spells = (choice as { spells: { spell: string }[] }).spells;
    expect(spells.filter((a) => a.spell.startsWith("summon-"))).toEqual([]);
  });

  // Lines 2456-2460 and 356: an ivory hybrid always attacks the army; a green dragon already at
  // the terrain attacks an ivory hybrid of another element instead of the army, but not one of
  // its own element. The bot picks the green-ivory dragon, so that both attack B's army.
  it("picks the dragon that adds most to the attack on the enemy's army", () => {
    const state = position(
      [
        ...casters,
        ...enemy,
        { id: "g0", die: "red-ivory-drake", owner: 0, at: "pool" },
        { id: "g1", die: "green-ivory-drake", owner: 0, at: "pool" },
        { id: "g2", die: "green-drake", owner: 1, at: "dragons:home1" },
      ],
      {
        ...magicAction,
        decisions: [
          ...magicAction.decisions,
          {
            player: 0,
            kind: "cast-spells",
            choice: {
              spells: [
                {
                  spell: "summon-ivory-hybrid-dragon",
                  color: "green",
                  target: { terrain: "home1" },
                },
              ],
            },
          },
        ],
      },
    );
    const { decision, choice } = answer(state);
    expect(decision.kind).toBe("sai-choice");
    expect(choice).toMatchObject({ say: "summon", unit: "g1" });
  });
});

describe("heuristic bot: the army's response to dragons", () => {
  const response = (data: ResponseData, legalAlso = (_c: ResponseChoice) => true) => {
    // The engine's own check of a "dragon-response" decision (dragon-response.ts).
    const state = position([...casters, ...enemy], { start: { phase: "march", march: 1 } });
    const decision = {
      id: 999,
      player: 0,
      kind: "dragon-response",
      prompt: "respond",
      data: data as unknown as Record<string, unknown>,
    } as Decision;
    const legal = (c: ResponseChoice) => choiceProblem(state, decision, c) === null && legalAlso(c);
    const choice = dragonResponse(data, legal);
    expect(choice && choiceProblem(state, decision, choice)).toBeNull();
    return { choice, problem: (c: ResponseChoice) => choiceProblem(state, decision, c) };
  };

  // Example 2 (line 378): three red dragons (Belly, Breath, Tail then Jaws: 15 damage); 9 melee,
  // 4 missile, 12 saves and 5 ID: one ID to melee, one to missile, three to saves slays two
  // dragons (the one that rolled Belly with 5 missile, another with 10 melee) and saves all 15.
  it("counts IDs where they tip a slaying and the rest as saves (Example 2)", () => {
    const { choice } = response({
      dragons: [
        { id: "belly", needs: 5 },
        { id: "breath", needs: 10 },
        { id: "tail", needs: 10 },
      ],
      melee: 9,
      missile: 4,
      save: 12,
      ids: 5,
      damage: 15,
    });
    expect(choice?.ids).toEqual({ melee: 1, missile: 1, save: 3 });
    expect(choice?.slay).toHaveLength(2);
    expect(choice?.slay).toContainEqual({ dragon: "belly", with: "missile" });
  });

  // Example 1 (line 374): 20 melee results without IDs must slay both dragons, 10 each; sparing
  // one is refused by the engine, and the bot never offers it.
  it("slays every dragon the results rolled can slay (Example 1, the forced slaying)", () => {
    const data: ResponseData = {
      dragons: [
        { id: "x", needs: 10 },
        { id: "y", needs: 10 },
      ],
      melee: 20,
      missile: 0,
      save: 0,
      ids: 2,
      damage: 12,
    };
    const { choice, problem } = response(data);
    expect(choice).toEqual({
      ids: { melee: 0, missile: 0, save: 2 },
      slay: [
        { dragon: "x", with: "melee" },
        { dragon: "y", with: "melee" },
      ],
    });
    expect(
      problem({ ids: { melee: 0, missile: 0, save: 2 }, slay: [{ dragon: "x", with: "melee" }] }),
    ).toMatch(/must slay y/);
  });

  // Example 3 (line 374): 15 melee, 8 saves and 2 ID against Wing, Belly and Jaws (17 damage):
  // two dragons slain (the Belly one and one more), the IDs to saves, 7 health lost.
  it("spends IDs on saves when they cannot tip another slaying (Example 3)", () => {
    const { choice } = response({
      dragons: [
        { id: "wing", needs: 10 },
        { id: "belly", needs: 5 },
        { id: "jaws", needs: 10 },
      ],
      melee: 15,
      missile: 0,
      save: 8,
      ids: 2,
      damage: 17,
    });
    expect(choice?.ids).toEqual({ melee: 0, missile: 0, save: 2 });
    expect(choice?.slay.map((s) => s.dragon)).toContain("belly");
    expect(choice?.slay).toHaveLength(2);
  });

  // Lines 336-390 in play: a red wyrm and a red drake of B's attack A's army at the frontier at the start
  // of A's turn. The first rolls Treasure (line 350): A promotes one unit, a footman to a
  // sergeant of its dead unit area; the other Belly (slain by 5). A rolls 12 melee and 3 ID:
  // with the IDs as melee both dragons die (10 + 5, line 368), the engine takes the answer, and
  // for the slaying A promotes all it can (line 384): the other footman.
  it("promotes for a Treasure, slays both dragons of an attack, then promotes again", () => {
    const state = position(
      [
        { id: "a0", die: "mammoth-rider", owner: 0, at: "t:front" },
        { id: "a1", die: "mammoth-rider", owner: 0, at: "t:front" },
        { id: "a2", die: "mammoth-rider", owner: 0, at: "t:front" },
        { id: "a3", die: "warlord", owner: 0, at: "t:front" },
        { id: "a4", die: "footman", owner: 0, at: "t:front" },
        { id: "a5", die: "footman", owner: 0, at: "t:front" },
        { id: "a6", die: "sergeant", owner: 0, at: "dua" },
        { id: "a7", die: "sergeant", owner: 0, at: "dua" },
        ...enemy,
        { id: "g0", die: "red-wyrm", owner: 1, at: "dragons:front" },
        { id: "g1", die: "red-drake", owner: 1, at: "dragons:front" },
      ],
      {
        start: { phase: "turn-start" },
        rolls: {
          g0: ["Treasure"],
          g1: ["Belly"],
          a0: ["4 Melee"],
          a1: ["4 Melee"],
          a2: ["4 Melee"],
          a3: ["ID"],
          a4: ["Save"],
          a5: ["Save"],
          a6: ["Save"],
          a7: ["Save"],
        },
      },
    );
    const treasure = answer(state);
    expect(treasure.decision.kind).toBe("dragon-promotions");
    expect(treasure.choice).toMatchObject({ recruits: [] });
    const [first] = (treasure.choice as { promotions: { unit: string; to: string }[] }).promotions;
    expect((treasure.choice as { promotions: unknown[] }).promotions).toHaveLength(1);
    decide(state, treasure.decision, treasure.choice);

    const response = answer(state);
    expect(response.decision.kind).toBe("dragon-response");
    expect(response.choice).toEqual({
      ids: { melee: 3, missile: 0, save: 0 },
      slay: [
        { dragon: "g0", with: "melee" },
        { dragon: "g1", with: "melee" },
      ],
    });
    decide(state, response.decision, response.choice);
    expect(state.dice.filter((d) => d.id.startsWith("g")).map((d) => d.at)).toEqual([
      "pool",
      "pool",
    ]);
    const slaying = answer(state);
    expect(slaying.decision.kind).toBe("dragon-promotions");
    const other = first?.unit === "a4" ? "a5" : "a4";
    expect(slaying.choice).toEqual({
      recruits: [],
      promotions: [{ unit: other, to: first?.to === "a6" ? "a7" : "a6" }],
    });
  });
});

describe("heuristic bot: armies where dragons are", () => {
  // Line 332: a dragon attacks every army at its terrain at the start of its owner's turn; the
  // bot counts what it would lose there (reinforcements go elsewhere, threatened armies leave).
  // Line 330: with dragons at two of its armies' terrains, the marching player orders the
  // attacks; the bot's strongest army against its dragons (four dwarves at the frontier, not two
  // footmen at home) faces them first.
  it("faces first the dragons its strongest army meets", () => {
    const state = position(
      [
        { id: "a0", die: "mammoth-rider", owner: 0, at: "t:front" },
        { id: "a1", die: "mammoth-rider", owner: 0, at: "t:front" },
        { id: "a2", die: "warlord", owner: 0, at: "t:front" },
        { id: "a3", die: "footman", owner: 0, at: "t:home0" },
        { id: "a4", die: "footman", owner: 0, at: "t:home0" },
        ...enemy,
        { id: "g0", die: "red-drake", owner: 1, at: "dragons:home0" },
        { id: "g1", die: "red-drake", owner: 1, at: "dragons:front" },
      ],
      { start: { phase: "turn-start" } },
    );
    const { decision, choice } = answer(state);
    expect(decision.kind).toBe("choose-dragon-battle");
    expect(choice).toEqual({ terrain: "front" });
  });

  it("counts the dragons at a terrain in what its army there is exposed to", () => {
    const army: Die[] = [
      { id: "a0", die: "footman", owner: 0, at: "t:home0" },
      { id: "a1", die: "footman", owner: 0, at: "t:home0" },
      ...enemy,
    ];
    const exposure = (dice: Die[]) => {
      const state = position(dice, { start: { phase: "march", march: 1 } });
      const s = new Situation(viewFor(state, 0), 0);
      const home = s.terrains.find((t) => t.id === "home0");
      if (!home) throw new Error("no home0");
      return s.exposure(home, unitsAt(s.view, 0, "t:home0"));
    };
    expect(exposure(army)).toBe(0);
    // A red drake's attack (6 damage a roll on average, Tails rolling again) kills most of two
    // footmen, who can hardly save or slay it.
    expect(
      exposure([...army, { id: "g0", die: "red-drake", owner: 1, at: "dragons:home0" }]),
    ).toBeGreaterThan(1.5);
  });
});

/**
 * Lets the heuristic bot answer every decision (both players, strict) until the first one `want`
 * picks; returns it, or throws when the game gets no such decision within `most` decisions.
 */
function playUntil(state: GameState, want: (d: Decision) => boolean, most = 300): Decision {
  for (let n = 0; n < most; n++) {
    const pending = state.pending[0] as Decision | undefined;
    if (!pending || state.winner) break;
    if (want(pending)) return pending;
    decide(state, pending, answer(state).choice);
  }
  throw new Error(`no such decision: ${state.pending.map((d) => d.kind)}`);
}

const byPrompt = (kind: string, start: string) => (d: Decision) =>
  d.kind === kind && d.prompt.startsWith(start);

/** A's army at the frontier: footmen and mammoth riders (12 health), with `more`. */
const armyA = (more: Die[] = []): Die[] => [
  { id: "a0", die: "mammoth-rider", owner: 0, at: "t:front" },
  { id: "a1", die: "mammoth-rider", owner: 0, at: "t:front" },
  { id: "a2", die: "footman", owner: 0, at: "t:front" },
  { id: "a3", die: "footman", owner: 0, at: "t:front" },
  ...more,
];

describe("heuristic bot: dragon against dragon and the breaths", () => {
  // Line 356: dragons of different colours at a terrain fight each other; each owner picks, in
  // secret, the dragon its dragon attacks. A's red and green dragons pick B's blue dragon, never
  // each other; the engine takes the picks and the fight reports them.
  it("attacks the opponent's dragon, not its own (dragon-foe)", () => {
    const state = position(
      [
        ...armyA(),
        ...enemy,
        { id: "g0", die: "red-drake", owner: 0, at: "dragons:front" },
        { id: "g1", die: "green-drake", owner: 0, at: "dragons:front" },
        { id: "g2", die: "blue-drake", owner: 1, at: "dragons:front" },
      ],
      { start: { phase: "turn-start" }, rolls: { g0: ["Claw"], g1: ["Claw"], g2: ["Claw"] } },
    );
    const foes: Record<string, unknown> = {};
    while (state.pending[0]?.kind === "dragon-foe") {
      const { decision, choice } = answer(state);
      foes[(decision.data as { dragon: string }).dragon] = choice;
      decide(state, decision, choice);
    }
    expect(foes).toMatchObject({ g0: { foe: "g2" }, g1: { foe: "g2" } });
    // Two Claws, 12 damage, slay the blue drake (5 health and 5 automatic saves, line 368).
    expect(state.dice.find((d) => d.id === "g2")?.at).toBe("pool");
  });

  // Lines 2454, 676-688: a hybrid's owner picks the colour whose breath strikes the units. A's
  // blue-red dragon breathes on B's army at B's turn: red (killed, then save or be buried), not
  // blue (each saves or dies); on A's own army at A's turn, blue.
  it("picks the harsher colour on the opponent's army, the milder on its own (choose-breath)", () => {
    const hybrid = { id: "g0", die: "blue-red-drake", owner: 0, at: "dragons:home1" };
    const theirs = position([...armyA(), ...enemy, hybrid], {
      player: 1,
      start: { phase: "turn-start" },
      rolls: { g0: ["Breath"] },
    });
    const a = answer(theirs);
    expect(a.decision.kind).toBe("choose-breath");
    expect(a.choice).toEqual({ color: "red" });
    decide(theirs, a.decision, a.choice);

    const own = position([...armyA(), ...enemy, { ...hybrid, at: "dragons:front" }], {
      start: { phase: "turn-start" },
      rolls: { g0: ["Breath"] },
    });
    const b = answer(own);
    expect(b.decision.kind).toBe("choose-breath");
    expect(b.choice).toEqual({ color: "blue" });
    decide(own, b.decision, b.choice);
  });

  // Lines 674, 2472: a white dragon at a flatland (air and earth) breathes blue and gold; the
  // attacked army's owner orders them: gold first (five health-worth killed outright), then blue
  // (each unit saves or dies) on what is left.
  it("resolves the breath that kills outright first (order-breaths)", () => {
    const state = position(
      [...armyA(), ...enemy, { id: "g0", die: "white-drake", owner: 1, at: "dragons:front" }],
      { start: { phase: "turn-start" }, rolls: { g0: ["Breath"] } },
    );
    const { decision, choice } = answer(state);
    expect(decision.kind).toBe("order-breaths");
    expect(choice).toEqual({ color: "gold" });
    decide(state, decision, choice);
  });
});

describe("heuristic bot: the Eldarim champions' logos (step 1)", () => {
  // Line 342: the champions that can affect an attacking dragon may roll; a Dragonlord and a
  // Dragonslayer against a red dragon both do.
  it("rolls every champion against a coloured dragon (sai-targets)", () => {
    const state = position(
      [
        ...armyA([
          { id: "e0", die: "dragonlord", owner: 0, at: "t:front" },
          { id: "e1", die: "dragonslayer", owner: 0, at: "t:front" },
        ]),
        ...enemy,
        { id: "g0", die: "red-ivory-drake", owner: 1, at: "dragons:front" },
      ],
      { start: { phase: "turn-start" }, rolls: { e0: ["Logo"], e1: ["Logo"] } },
    );
    const { decision, choice } = answer(state);
    expect(decision).toMatchObject({ kind: "sai-targets", data: { sai: "Eldarim logos" } });
    expect(choice).toEqual(["e0", "e1"]);
    decide(state, decision, choice);
  });

  // Line 2470: a Dragonslayer slaying a white dragon rolls it, and on Jaws is killed and buried.
  // Against a white dragon that attacks A's army alone it rolls; where the Dragonslayer stands
  // alone with twelve footmen of B (the dragon hurts B far more than A), it does not risk it.
  it("risks a Dragonslayer on a white dragon only where the dragon hurts its armies", () => {
    const slayer = { id: "e1", die: "dragonslayer", owner: 0, at: "t:front" };
    const white = { id: "g0", die: "white-drake", owner: 1, at: "dragons:front" };
    const alone = position([...armyA([slayer]), ...enemy, white], {
      start: { phase: "turn-start" },
    });
    expect(answer(alone).choice).toEqual(["e1"]);
    const footmen = Array.from({ length: 12 }, (_, i) => ({
      id: `b${i}`,
      die: "footman",
      owner: 1,
      at: "t:front",
    }));
    const shared = position([slayer, ...footmen, white], {
      start: { phase: "turn-start" },
    });
    expect(answer(shared).choice).toEqual([]);
  });

  // Lines 959, 1009: a Dragonhunter (red) can slay only the red-ivory dragon, the Dragonslayer
  // either; the hunter's logo acts first, so both dragons die (the red one banished).
  it("lets the champion with the fewest dragons act first (sai-choice)", () => {
    const state = position(
      [
        ...armyA([
          { id: "e0", die: "dragonslayer", owner: 0, at: "t:front" },
          { id: "e1", die: "dragonhunter-red", owner: 0, at: "t:front" },
        ]),
        ...enemy,
        { id: "g0", die: "red-ivory-drake", owner: 1, at: "dragons:front" },
        { id: "g1", die: "blue-ivory-drake", owner: 1, at: "dragons:front" },
      ],
      { start: { phase: "turn-start" }, rolls: { e0: ["Logo"], e1: ["Logo"] } },
    );
    const rollers = answer(state);
    expect(rollers.choice).toEqual(["e0", "e1"]);
    decide(state, rollers.decision, rollers.choice);
    const first = answer(state);
    expect(first.decision.prompt).toMatch(/^Eldarim logos: which champion's logo acts next/);
    expect(first.choice).toMatchObject({ unit: "e1" });
    decide(state, first.decision, first.choice);
    expect(state.dice.filter((d) => d.id.startsWith("g")).map((d) => d.at)).toEqual([
      "out",
      "pool",
    ]);
  });

  // Lines 949, 2470: a Dragonlord's logo tames one attacking dragon: the white one (twice the
  // damage), not the ivory one.
  it("acts on the dragon that harms its army most (sai-choice)", () => {
    const state = position(
      [
        ...armyA([{ id: "e0", die: "dragonlord", owner: 0, at: "t:front" }]),
        ...enemy,
        { id: "g0", die: "ivory-drake", owner: 1, at: "dragons:front" },
        { id: "g1", die: "white-drake", owner: 1, at: "dragons:front" },
      ],
      { start: { phase: "turn-start" }, rolls: { e0: ["Logo"] } },
    );
    const rollers = answer(state);
    decide(state, rollers.decision, rollers.choice);
    const { decision, choice } = answer(state);
    expect(decision.prompt).toMatch(/^Eldarim logos: on which dragon/);
    expect(choice).toEqual({ say: "tame", unit: "g1" });
    decide(state, decision, choice);
  });
});

describe("heuristic bot: a champion's control of a dragon (line 961)", () => {
  // A Dragoncrusader's logo controls one attacking dragon: held still, or turned on another
  // dragon there. It turns B's white dragon (twice the damage: likely to slay a drake, lines
  // 692-708, 2466) on B's ivory dragon, not on A's own ivory dragon that attacks A's army too.
  it("turns the white dragon on the opponent's dragon (sai-choice)", () => {
    const state = position(
      [
        ...armyA([{ id: "e0", die: "dragoncrusader", owner: 0, at: "t:front" }]),
        ...enemy,
        { id: "g0", die: "ivory-drake", owner: 0, at: "dragons:front" },
        { id: "g1", die: "white-drake", owner: 1, at: "dragons:front" },
        { id: "g2", die: "ivory-drake", owner: 1, at: "dragons:front" },
      ],
      { start: { phase: "turn-start" }, rolls: { e0: ["Logo"] } },
    );
    const rollers = answer(state);
    expect(rollers.choice).toEqual(["e0"]);
    decide(state, rollers.decision, rollers.choice);
    const how = answer(state);
    expect(how.decision.prompt).toMatch(/^Eldarim logos: on which dragon/);
    expect(how.choice).toEqual({ say: "turn on another dragon", unit: "g1" });
    decide(state, how.decision, how.choice);
    const on = answer(state);
    expect(on.decision.prompt).toMatch(/^Eldarim logos: which dragon does it attack/);
    expect(on.choice).toEqual({ say: "attack", unit: "g2" });
    decide(state, on.decision, on.choice);
    expect(state.dragonBattle?.dragons.find((d) => d.id === "g1")?.turnedOn).toBe("g2");
  });
});

describe("heuristic bot: its tamed dragons", () => {
  // Lines 949-951: A's Dragonlord tames B's ivory dragon at the frontier, where B's army stands
  // too. In A's retreat step it keeps the dragon there (B's army is there to attack, lines 985);
  // at B's turn the dragon attacks B's army because A says so.
  it("stays where the opponent stands and attacks the opponent's army", () => {
    const state = position(
      [
        ...armyA([{ id: "e0", die: "dragonlord", owner: 0, at: "t:front" }]),
        ...enemy.map((d) => ({ ...d, at: "t:front" })),
        { id: "g0", die: "ivory-drake", owner: 1, at: "dragons:front" },
      ],
      { start: { phase: "turn-start" }, rolls: { e0: ["Logo"] } },
    );
    const ride = playUntil(state, byPrompt("sai-choice", "Dragon riding"));
    expect(answer(state).choice).toMatchObject({ say: "stay" });
    decide(state, ride, answer(state).choice);
    const attack = playUntil(state, byPrompt("sai-choice", "Dragon Taming"));
    expect(attack.player).toBe(0);
    expect(answer(state).choice).toEqual({ say: "attack", unit: "g0" });
  });

  // Lines 985, 997: with no opponent at its terrain, the Dragonlord rides its dragon to B's home,
  // where B's army stands and A's does not.
  it("rides its dragon to where the opponent's army stands", () => {
    const state = position(
      [
        ...armyA([{ id: "e0", die: "dragonlord", owner: 0, at: "t:front" }]),
        ...enemy,
        { id: "g0", die: "ivory-drake", owner: 1, at: "dragons:front" },
      ],
      { start: { phase: "turn-start" }, rolls: { e0: ["Logo"] } },
    );
    const ride = playUntil(state, byPrompt("sai-choice", "Dragon riding"));
    const { choice } = answer(state);
    expect(choice).toEqual({ say: "ride to", at: "t:home1", unit: "g0" });
    decide(state, ride, choice);
    expect(state.dice.find((d) => d.id === "g0")?.at).toBe("dragons:home1");
  });
});
