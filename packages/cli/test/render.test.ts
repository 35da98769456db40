import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  apply,
  type CastData,
  choiceProblem,
  type Decision,
  type GameState,
  newGame,
  type PlayerSetup,
  randomConfig,
  runScenario,
  sampleChoice,
  seededRandomInt,
  viewFor,
} from "@dragondice/engine";
import { healthOfId, suggestedOption, tallyText } from "@dragondice/words";
import { describe, expect, it } from "vitest";
import { premadeForce } from "../src/play/forces.ts";
import { scriptedReader } from "../src/play/input.ts";
import {
  decide,
  GUIDED_KINDS,
  linePrompter,
  optionsMenu,
  QuitSignal,
  renderMenu,
  splitsInTwo,
} from "../src/play/menus.ts";
import { renderBoard, renderEvents } from "../src/play/render.ts";

const scenarios = fileURLToPath(new URL("../../engine/test/scenarios/", import.meta.url));
const scenario = (name: string): unknown =>
  JSON.parse(readFileSync(`${scenarios}${name}.json`, "utf8"));

function player(name: string, force: string): PlayerSetup {
  const f = premadeForce(force, 24);
  return { name, dice: f.dice, terrains: f.terrains, dragons: f.dragons };
}

function dwarvesVsGoblins(): GameState {
  const started = newGame({
    edition: "2.9a",
    seed: 4,
    forceSize: 24,
    players: [player("Player 1 (Dwarves)", "dwarves"), player("Bot 2 (Goblins)", "goblins")],
  });
  if (!started.ok) throw new Error(started.error.message);
  return started.state;
}

/** Plays sampled choices until `stop` says so. */
function playUntil(state: GameState, stop: (s: GameState) => boolean, seed = 1): GameState {
  const randomInt = seededRandomInt(seed);
  for (let i = 0; i < 5000 && !stop(state) && !state.winner; i++) {
    const d = state.pending[0] as Decision;
    const r = apply(state, {
      type: "decide",
      player: d.player,
      decision: d.id,
      choice: sampleChoice(state, d, randomInt),
    });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

describe("the board", () => {
  it("shows the set-up from one player's view: their force, nothing of the other's", () => {
    const state = dwarvesVsGoblins();
    const board = renderBoard(viewFor(state, 0), ["human", "heuristic"]);
    expect(board).toContain("== Set-up ==");
    expect(board).toMatch(/Highland City\s+brought by Player 1\s+highland, fire\/earth/);
    expect(board).toContain("Player 1 (Dwarves) [human, you]");
    expect(board).toMatch(/force, 24 health: Footman \(common, 1\), Footman \(common, 1\), Sentry/);
    expect(board).toContain("Bot 2 (Goblins) [heuristic bot]");
    expect(board).toContain("13 dice, not revealed yet");
    expect(board).not.toContain("Thug");
    expect(board).toContain("summoning pool: Red / Gold Drake (dragon, 5)");
  });

  // 2.9a "Advanced Rules" (rules/000 lines 2214-2450): items with the army carrying them (line
  // 2379), a minor terrain with the face in effect (line 2238), the Kings' Die beside the
  // reserve area (line 2414), Dragonkin and minor terrains in the summoning pool (lines 2238,
  // 2314), which every player sees.
  it("shows the advanced components: items, minor terrains, the Kings' Die, the pool", () => {
    const advanced: PlayerSetup = {
      name: "Player 1 (Dwarves)",
      dice: [
        "kings-die",
        "dawn-blade-red",
        "blade-golem-gold",
        ...Array.from({ length: 14 }, () => "footman"),
      ],
      terrains: ["highland-city", "highland-castle"],
      dragons: ["red-drake"],
      dragonkin: ["dragonscout-red", "dragonhero-gold"],
      minorTerrains: ["highland-knoll", "flatland-woods"],
    };
    const started = newGame({
      edition: "2.9a",
      seed: 4,
      forceSize: 24,
      players: [advanced, player("Bot 2 (Goblins)", "goblins")],
    });
    if (!started.ok) throw new Error(started.error.message);
    // Before the armies are revealed the other player sees the pool, not the items.
    const early = renderBoard(viewFor(started.state, 1));
    expect(early).not.toContain("Dawn Blade");
    expect(early).not.toContain("Kings' Die");
    expect(early).toContain(
      [
        "    summoning pool: Red Drake (dragon, 5)",
        "      Dragonkin, 3 health: Dragonscout (Red) (common, 1), Dragonhero (Gold) (uncommon, 2)",
        "      minor terrains: Highland Knoll, Flatland Woods",
      ].join("\n"),
    );
    // The Dragonkin waiting in the pool are not a species of the armies.
    expect(early).toContain("Player 1 (Dwarves)\n");

    const state = structuredClone(playUntil(started.state, (s) => s.turn !== null));
    const blade = state.dice.find((d) => d.die === "dawn-blade-red");
    const knoll = state.dice.find((d) => d.die === "highland-knoll");
    if (!blade || !knoll) throw new Error("no item or minor terrain");
    // A minor terrain brought in shows its face in effect (its eighth face, 0-based 7).
    knoll.at = blade.at;
    knoll.face = 7;
    const board = renderBoard(viewFor(state, 1));
    const army = board.split("\n").findIndex((l) => l.includes("Dawn Blade"));
    expect(board.split("\n")[army]).toMatch(/^ {6}items: .*Dawn Blade \(Red\)/);
    expect(board).toContain("      minor terrain: Highland Knoll: ID");
    expect(board).toContain("    beside the reserve area: Kings' Die (champion, 4)");
    expect(board).toContain("      minor terrains: Flatland Woods\n");
    // Items left with no unit (until the rules take them out) still show where they are.
    for (const d of state.dice) if (d.at === blade.at && d.id !== blade.id) d.at = "dua";
    expect(renderBoard(viewFor(state, 1))).toMatch(/ {4}at .*, no units:\n {6}items: Dawn Blade/);
  });

  // Line 2379: the items are split into the armies with the units, so the split asks for dice.
  it("asks for the dice of each army when the force has items", async () => {
    const advanced: PlayerSetup = {
      name: "Player 1 (Dwarves)",
      dice: ["dawn-blade-red", ...Array.from({ length: 22 }, () => "footman")],
      terrains: ["highland-city", "flatland-temple"],
      dragons: ["red-drake"],
    };
    const started = newGame({
      edition: "2.9a",
      seed: 4,
      forceSize: 24,
      players: [advanced, player("Bot 2 (Goblins)", "goblins")],
    });
    if (!started.ok) throw new Error(started.error.message);
    const assembling = (s: GameState) =>
      s.pending.find((d) => d.kind === "assemble-armies" && d.player === 0);
    const state = playUntil(started.state, (s) => assembling(s) !== undefined);
    const { text } = await ask(state, assembling(state) as Decision, ["1", "2", "auto", ""]);
    expect(text).toContain("Choose the dice of each army myself");
    expect(text).toContain("Dice for your home army");
  });

  it("shows terrains with type, elements, face and holder; armies, areas and effects", () => {
    let state = playUntil(dwarvesVsGoblins(), (s) => s.turn !== null);
    state = structuredClone(state);
    const home = state.terrains.find((t) => t.role === "home" && t.owner === 0);
    if (!home) throw new Error("no home");
    home.face = 8;
    home.controller = 0;
    const footman = state.dice.find((d) => d.owner === 0 && d.at.startsWith("t:"));
    if (!footman) throw new Error("no unit");
    footman.at = "dua";
    state.effects.push({
      id: 1,
      name: "Palsy",
      owner: 1,
      madeIn: 1,
      target: { army: 0, at: `t:${home.id}` },
      expires: "end-of-this-turn",
    });
    const board = renderBoard(viewFor(state, 0), ["human", "heuristic"]);
    expect(board).toMatch(/^== Turn 1: .* to play, march 1 ==$/m);
    expect(board).toMatch(
      /Player 1's home\s+highland, fire\/earth\s+face 8 (City|Tower), held by Player 1/,
    );
    expect(board).toMatch(/frontier\s+\w+, \w+\/\w+\s+face \d (Melee|Missile|Magic|Maneuver)/);
    expect(board).toMatch(/ {4}at [A-Z][a-z]+ [A-Z][a-z]+, \d+ health: /);
    expect(board).toContain("effects: Palsy (Bot 2's, until the end of their turn)");
    expect(board).toMatch(/DUA \(dead\): \w/);
    // An empty area takes no line: the board fits a screen.
    expect(board).not.toContain("BUA (buried)");
    expect(board).toContain("Bot 2 (Goblins) [heuristic bot]");
  });

  it("says who won when the game is over", () => {
    const state = playUntil(dwarvesVsGoblins(), () => false);
    expect(state.winner).not.toBeNull();
    expect(renderBoard(viewFor(state, null))).toMatch(/^== Game over: .* wins \(/);
  });
});

describe("events", () => {
  it("shows each die's face and the arithmetic of a melee attack (the rulebook example)", () => {
    const { state, events } = runScenario(scenario("melee-9-hits-7-saves"));
    const text = renderEvents(events, viewFor(state, null)).join("\n");
    expect(text).toContain(
      "Attacker takes a melee attack from Flatland City against Defender's army at Flatland City.",
    );
    expect(text).toContain(
      "Sergeant 2 ID, Patroller 3 Melee, Lizard Rider 3 Melee, Footman 1 Melee",
    );
    expect(text).toContain("= 7 melee + 2 ID = 9 hits");
    expect(text).toContain("= 3 save + 4 ID = 7 saves");
    expect(text).toContain("Defender's army at Flatland City: 9 hits - 7 saves = 2 damage.");
    expect(text).toContain("Defender loses Sergeant (uncommon, 2) (to the DUA).");
  });

  it("shows modifiers that change a total, and racial exchanges", () => {
    const { state, events } = runScenario(scenario("racial-stepped-damage-dua-example"));
    const text = renderEvents(events, viewFor(state, null)).join("\n");
    expect(text).toContain("8 hits - 0 saves = 8 damage.");
    expect(text).toContain("stepped-damage: Undead trades Death Knight (rare, 3) for Ghast");
    expect(
      tallyText(
        "counter-maneuver",
        [{ die: "a", dieId: "warlord", face: 0, icon: "ID", count: 3 }],
        6,
      ),
    ).toBe("0 maneuver + 3 ID -> 6 maneuvers after modifiers");
    expect(
      tallyText(
        "maneuver",
        [
          { die: "a", dieId: "lizard-rider", face: 1, icon: "Maneuver", count: 4 },
          { die: "b", dieId: "umber-hulk", face: 2, icon: "Confuse", count: 4 },
        ],
        8,
      ),
    ).toBe("4 maneuver -> 8 maneuvers after modifiers (also rolled: 4 Confuse (SAI))");
  });

  it("shows the magic an army rolled, by colour", () => {
    const { state, events } = runScenario(scenario("racial-magic-negation"));
    const text = renderEvents(events, viewFor(state, null)).join("\n");
    expect(text).toContain("Frostwings and More Frostwings negate 7 magic of Caster.");
    expect(text).toMatch(
      /= 5 magic \(also rolled: 4 Cantrip \(SAI\)\): magic .*(\d+ points, each .*red|up to \d+ red)/,
    );
  });

  it("explains a special action icon the first time it is rolled in a game", () => {
    const { state, events } = runScenario(scenario("racial-magic-negation"));
    const explained = new Set<string>();
    const first = renderEvents(events, viewFor(state, null), explained).join("\n");
    const line = "Cantrip (special action icon): Counts as magic in a magic action";
    expect(first.split(line)).toHaveLength(2);
    expect(explained.has("Cantrip")).toBe(true);
    const again = renderEvents(events, viewFor(state, null), explained).join("\n");
    expect(again).not.toContain(line);
    expect(again).toContain("4 Cantrip");
  });
});

// Every kind of decision the 2.9a rules pose, taken from the engine's scenarios and from random
// games (2 and 3 players: placing armies is only asked with three or more).
function decisionsByKind(): Map<string, { state: GameState; decision: Decision }> {
  const found = new Map<string, { state: GameState; decision: Decision }>();
  const note = (state: GameState) => {
    for (const decision of state.pending) {
      if (!found.has(decision.kind)) found.set(decision.kind, { state, decision });
    }
  };
  // The dragon attacks' scenarios come last: the menus' tests below read the first decision of
  // each kind in the others (a missile attack to choose, 2 damage to cover...).
  const files = readdirSync(scenarios).sort(
    (a, b) => Number(a.startsWith("dragon")) - Number(b.startsWith("dragon")),
  );
  for (const file of files) {
    const json = JSON.parse(readFileSync(`${scenarios}${file}`, "utf8"));
    // Set-up's decisions come from the random games below: the menus' tests read their 24-health
    // forces.
    if (json.start.phase === "setup") continue;
    // A pending scenario waits for rules the engine does not play yet (docs/scenarios.md).
    if (json.pending) continue;
    let { state } = runScenario({ ...json, decisions: [] });
    for (const step of json.decisions ?? []) {
      note(state);
      // Expectations, and decisions the rules refuse, change nothing (docs/scenarios.md).
      if (step.expect !== undefined) continue;
      const d = state.pending.find(
        (x) => x.player === step.player && (!step.kind || x.kind === step.kind),
      ) as Decision;
      const r = apply(state, {
        type: "decide",
        player: d.player,
        decision: d.id,
        choice: step.choice,
      });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    note(state);
  }
  for (const players of [2, 3]) {
    const started = newGame(randomConfig(7, players, 24));
    if (!started.ok) throw new Error(started.error.message);
    let n = 0;
    playUntil(started.state, (s) => {
      note(s);
      return ++n > 300;
    });
  }
  // Forces from the whole catalogue (2.9a "Advanced Rules"): items carried and buried, the Kings'
  // Die, minor terrains.
  for (const seed of [3, 5, 8]) {
    const started = newGame(randomConfig(seed, 2, 60, { advanced: true }));
    if (!started.ok) throw new Error(started.error.message);
    playUntil(started.state, (s) => {
      note(s);
      return false;
    });
  }
  return found;
}

const ALL_KINDS = [
  "assemble-armies",
  // Met in the random games since dragons are summoned (issue 14).
  "choose-dragon-battle",
  "dragon-response",
  "dragon-promotions",
  "first-or-frontier",
  "choose-frontier",
  "place-armies",
  "choose-march",
  "maneuver",
  "counter-maneuver",
  "choose-action",
  "cast-spells",
  "counter-attack",
  "choose-casualties",
  "reinforce",
  "retreat",
  "feralization",
  "mutation",
  "mutation-targets",
  "mutation-exchange",
  "city",
  "temple",
  "temple-burial",
  "magic-negation",
  "replanting",
  "stepped-damage",
  "terrain-flight",
  // Met in the random games since SAIs ask for choices (Ferry's "where to?"...).
  "sai-order",
  "sai-targets",
  "sai-damage",
  "sai-choice",
  // Met in the games with forces from the whole catalogue (issue 15), and a dragon's breath.
  "carry-items",
  "bury-items",
  "kings-die",
  "kings-die-exchange",
  "minor-terrain-id",
  "choose-breath",
];

/** Runs the decision's prompt with the given answers ("" = Enter); returns the transcript. */
async function ask(
  state: GameState,
  decision: Decision,
  answers: string[] | (() => string),
): Promise<{ choice: unknown; text: string; problem: string | null }> {
  const out: string[] = [];
  const view = viewFor(state, decision.player);
  const reader = scriptedReader(typeof answers === "function" ? () => answers() : answers, (t) =>
    out.push(t),
  );
  const prompter = linePrompter(
    reader,
    (t) => out.push(t),
    () => "(the board)",
  );
  const choice = await decide(
    {
      view,
      problem: (c) => choiceProblem(state, decision, c),
      sample: () => sampleChoice(view, decision, seededRandomInt(1)),
    },
    decision,
    prompter,
  );
  return { choice, text: out.join("\n"), problem: choiceProblem(state, decision, choice) };
}

describe("decision menus", () => {
  const found = decisionsByKind();

  it("meets every decision kind of the 2.9a rules", () => {
    expect([...found.keys()].sort()).toEqual([...ALL_KINDS].sort());
  });

  const expected: Record<string, RegExp[]> = {
    "first-or-frontier": [/ 1\. Play first\n +2\. Choose the frontier terrain/, /\[1\]/],
    "choose-frontier": [
      / 1\. .* \((highland|coastland|flatland|swampland|feyland|wasteland), \w+\/\w+, eighth face \w+/,
    ],
    "place-armies": [/ 1\. Horde army to Player \d's home, .*; campaign army to /],
    "choose-march": [
      / 1\. March with your army at [A-Z]\w+ \w+ \(\d+ health; face \d \w+\)/,
      /Pass \(no more marching this turn\)/,
    ],
    maneuver: [/ 1\. Turn Flatland City up: 3 Missile -> 4 Missile/, /No maneuver/],
    "counter-maneuver": [
      / 1\. Counter-maneuver \(roll your army at Flatland City against theirs\)/,
      /Let them maneuver/,
    ],
    "choose-action": [/ 1\. Missile attack on Second's army here \(6 health\)/, /No action/],
    "counter-attack": [/ 1\. Counter-attack\n +2\. Do not counter-attack/],
    feralization: [
      /At Highland City: recruit Hound-folk \(common, 1\) from your DUA/,
      /promote Lynx-folk \(common, 1\) to Horse-folk/,
      /Skip/,
    ],
    city: [
      / 1\. Recruit Lynx-folk \(common, 1\) from your DUA/,
      /Promote Horse-folk \(uncommon, 2\) to Wolf-folk \(rare, 3\)/,
    ],
    mutation: [/Mutate from your army at Swampland City against Opponent's reserve/],
    temple: [/Make \w+ bury one of their dead units/],
    "temple-burial": [/ 1\. Bury Footman \(common, 1\)\n +2\. Bury Warlord \(rare, 3\)/],
    "magic-negation": [/ 1\. Negate \(your Frostwings roll\)/],
    "assemble-armies": [
      /Your home terrain/,
      /Split it for me/,
      /home army, \d+ health: /,
      /Use these armies\?/,
    ],
    "choose-casualties": [
      /Choose casualties for 2 damage: units worth exactly 2 health/,
      /Footman \(common, 1\)/,
      /Enter to let the game pick/,
    ],
    reinforce: [
      /Reinforce: your reserve area holds \d+ units? \(\d+ health\)/,
      /Keep them all in reserve/,
    ],
    retreat: [/ 1\. No retreat\n +2\. Choose units to retreat/],
    "terrain-flight": [/ 1\. No flight\n +2\. Choose where each Firewalker goes/],
    "mutation-targets": [
      /target up to 3 health of units in Opponent's reserve area/,
      /1\. Footman/,
    ],
    "mutation-exchange": [/1\. bring back Bog Runner/, /promote Warmonger \(common, 1\) to Raider/],
    "stepped-damage": [
      /keep Minor Death \(monster, 4\) in play as Skeleton/,
      /Picked: 1\. 1 trade\./,
    ],
    replanting: [
      /out: Oak \(uncommon, 2\) \(to your DUA\)/,
      /in: Pine \(uncommon, 2\) \(from your DUA\)/,
    ],
    "cast-spells": [],
    "sai-order": [/which one first\?/, / 1\. \w+/],
    "sai-targets": [/: pick /, /Enter to/],
    // The advanced components (issue 15).
    "carry-items": [
      /Items your units take along from .+ to /,
      / 1\. .*\(.*item|artifact|medallion/,
    ],
    "bury-items": [/pick \d+ to bury/, /Enter to let the game pick/],
    "kings-die": [/Roll the Kings' Die/],
    "kings-die-exchange": [/Kings' Die: up to 4 health back to your reserve army/],
    "minor-terrain-id": [/Double maneuvers and saves/],
    "sai-damage": [
      /Bullseye: share \d+ damage among units of the army, at least 1 to each unit you pick/,
      /\((common|uncommon|rare|monster), \d\), damage 0-\d+ \[0\]/,
    ],
  };

  it.each(ALL_KINDS)("%s: shows its menu and Enter gives a legal answer", async (kind) => {
    const entry = found.get(kind);
    if (!entry) throw new Error(`no ${kind} decision`);
    const { text, problem } = await ask(entry.state, entry.decision, () => "");
    expect(problem).toBeNull();
    for (const pattern of expected[kind] ?? []) expect(text).toMatch(pattern);
  });

  it("lists options with numbers, and says why the default is suggested", () => {
    const { state, decision } = found.get("maneuver") as { state: GameState; decision: Decision };
    expect(renderMenu(optionsMenu(viewFor(state, decision.player), decision))).toBe(
      [
        "Maneuver the terrain? Your direction stays hidden from the other players.",
        "  Each step up brings the terrain closer to its eighth face, which captures it. Opponents here may",
        "  counter-maneuver: if one rolls more maneuvers than you, the terrain does not turn.",
        "   1. Turn Flatland City up: 3 Missile -> 4 Missile",
        "   2. Turn Flatland City down: 3 Missile -> 2 Missile",
        "   3. No maneuver",
        "  1 is suggested: the face that helps most if the maneuver succeeds.",
      ].join("\n"),
    );
  });

  it("gives each attack its odds, and takes the bot's suggestion on Enter", () => {
    const { state, decision } = found.get("choose-action") as {
      state: GameState;
      decision: Decision;
    };
    const view = viewFor(state, decision.player);
    const m = optionsMenu(view, decision);
    expect(m.labels[0]).toMatch(
      /^Missile attack on .* \(about \d+\.\d hits vs \d+\.\d saves: \d+\.\d damage expected, .*kill\)$/,
    );
    expect(m.labels.at(-1)).toBe("No action");
    expect(m.help).toMatch(/\w/);
    const suggested = suggestedOption(view, decision);
    expect(suggested).not.toBeNull();
    expect(m.defaultIndex).toBe(suggested);
  });

  it("says, without asking, the answer to a decision with one option", async () => {
    const { state, decision } = found.get("choose-action") as {
      state: GameState;
      decision: Decision;
    };
    const only = { ...decision, options: (decision.options ?? []).slice(-1) };
    const { choice, text } = await ask(state, only, []);
    expect(choice).toEqual(only.options[0]);
    expect(text).toMatch(/ The only choice: No action\.$/);
    expect(text).not.toMatch(/\[1\]: /);
  });

  it("takes a numbered option, and asks again after a wrong number", async () => {
    const { state, decision } = found.get("counter-attack") as {
      state: GameState;
      decision: Decision;
    };
    const { choice, text } = await ask(state, decision, ["7", "x", "2"]);
    expect(choice).toBe(false);
    expect(text).toContain("Type a number from 1 to 2, or Enter for 1 (help for more).");
  });

  it("shares an SAI's damage unit by unit, asking again when points are left over", async () => {
    const { state, decision } = found.get("sai-damage") as { state: GameState; decision: Decision };
    const { units, total } = decision.data as { units: { id: string }[]; total: number };
    const first = units[0]?.id as string;
    // First all but one point on the first unit and none elsewhere: refused; then all of it.
    const answers = [String(total - 1), ...units.slice(1).map(() => "0"), String(total)];
    const { choice, text, problem } = await ask(state, decision, answers);
    expect(text).toContain(`adds up to ${total - 1}, not ${total}`);
    // Each unit is named once with its health ("Footman (common, 1), damage 0-3"), and how to
    // let the game share the damage is said plainly.
    expect(text).toMatch(/\((common|uncommon|rare|monster), \d\), damage 0-\d/);
    // Wrapped to the screen: the words, whatever the line breaks.
    expect(text.replace(/\s+/g, " ")).toContain(
      "(giving nothing to every unit lets the game share it)",
    );
    expect(choice).toEqual({ [first]: total });
    expect(problem).toBeNull();
  });

  it("picks casualties one by one with the running total; confirms only a legal set", async () => {
    const { state, decision } = found.get("choose-casualties") as {
      state: GameState;
      decision: Decision;
    };
    const { choice, text, problem } = await ask(state, decision, ["2", "", "2", "1", "", "4", ""]);
    expect(text).toContain("Picked: 2. 3 of 2 health.");
    // Too many and too few: the prompt says which, and Enter is refused with the same words.
    expect(text).toContain("Numbers to pick or unpick (3 health is more than the 2 damage): ");
    expect(text).toContain("Cannot confirm: 3 health is more than the 2 damage.");
    expect(text).toContain("Cannot confirm: the casualties must cover 2 health (they cover 1).");
    expect(text).toContain("Picked: 1 4. 2 of 2 health.");
    expect(choice).toEqual(["d-footman", "d-crossbowman"]);
    expect(problem).toBeNull();
  });

  it("assembles armies unit by unit and checks them with the engine", async () => {
    const { state, decision } = found.get("assemble-armies") as {
      state: GameState;
      decision: Decision;
    };
    const dice = (decision.data as { dice: string[] }).dice;
    // The four first units at home, the next four in the campaign army, the rest in the horde.
    const { choice, text, problem } = await ask(state, decision, [
      "2",
      "2",
      "1 2 3 4",
      "5 6 7 8",
      "",
    ]);
    expect(text).toMatch(/Units for your campaign army/);
    expect(problem).toBeNull();
    expect((choice as { home: string }).home).toBe(
      (decision.data as { terrains: string[] }).terrains[1],
    );
    expect((choice as { armies: { home: string[] } }).armies.home).toEqual(dice.slice(0, 4));
    expect((choice as { armies: { horde: string[] } }).armies.horde).toEqual(dice.slice(8));
  });

  // 2.9a rules/000 line 268: "no more than half the total number of health points (rounded
  // down) of your total forces placed in a single army but ... at least 1-health of units in
  // each army" (a 24-point force: at most 12, line 270).
  it("2.9a: refuses the same unit twice and each army past the limits as it is entered", async () => {
    const { state, decision } = found.get("assemble-armies") as {
      state: GameState;
      decision: Decision;
    };
    const dice = (decision.data as { dice: string[] }).dice;
    const view = viewFor(state, decision.player);
    const health = dice.map((id) => healthOfId(view, id));
    // Units worth exactly 14 health, the largest first.
    const fourteen: number[] = [];
    let sum = 0;
    for (const i of health.map((_, i) => i).sort((a, b) => (health[b] ?? 0) - (health[a] ?? 0))) {
      if (sum + (health[i] ?? 0) <= 14) {
        fourteen.push(i + 1);
        sum += health[i] ?? 0;
      }
    }
    expect(sum).toBe(14);
    // The force: units 1 to 3 are 8 health, unit 7 is 1, units 4 to 6 are 10, of 24.
    expect(health.reduce((a, b) => a + b, 0)).toBe(24);
    expect([health[0], health[1], health[2], health[6]]).toEqual([2, 4, 2, 1]);
    expect((health[3] ?? 0) + (health[4] ?? 0) + (health[5] ?? 0)).toBe(10);
    const { choice, text, problem } = await ask(state, decision, [
      "1",
      "2",
      "1 1 2",
      fourteen.join(" "),
      "1 2 3",
      "3 4",
      "7",
      "4 5 6",
      "",
    ]);
    expect(text).toContain("You typed 1 twice: each goes in one army.");
    expect(text).toContain(
      "Not this army: the home army has 14 health; at most 12 (half the force).",
    );
    expect(text).toContain("Already in your home army: 3.");
    expect(text.replace(/\s+/g, " ")).toContain(
      "Not with these units: the horde army gets the units left, and the horde army has 15 health; at most 12 (half the force).",
    );
    // Never an internal id, and never a failure after the third army.
    expect(text).not.toMatch(/\bd\d+\b|d-[a-z]/);
    expect(text).not.toContain("does not work");
    expect(problem).toBeNull();
    expect((choice as { armies: { campaign: string[] } }).armies.campaign).toEqual(
      dice.slice(3, 6),
    );
  });

  it("knows when the units left cannot make two armies", () => {
    expect(splitsInTwo([4, 4, 4, 4], 12)).toBe(true);
    expect(splitsInTwo([4, 4, 4, 4, 4, 4, 1], 12)).toBe(false);
    expect(splitsInTwo([12, 12], 12)).toBe(true);
    expect(splitsInTwo([3], 12)).toBe(false);
  });

  it("sends reserve units to terrains one by one", async () => {
    const { state, decision } = found.get("reinforce") as { state: GameState; decision: Decision };
    const { units, terrains } = decision.data as { units: string[]; terrains: string[] };
    const answers = ["2", "2", ...units.slice(1).map(() => "")];
    const { choice, text, problem } = await ask(state, decision, answers);
    expect(text).toMatch(/ 1\. stay in reserve\n +2\. to .* \(face \d \w+\)/);
    expect(choice).toEqual({ [units[0] as string]: terrains[0] });
    expect(problem).toBeNull();
  });

  it("answers auto with the engine's sampler, at any step", async () => {
    const { state, decision } = found.get("retreat") as { state: GameState; decision: Decision };
    const { text, problem } = await ask(state, decision, ["2", "auto"]);
    expect(text).toContain("(auto: the game picks a legal answer)");
    expect(problem).toBeNull();
  });

  it("shows the board and help on request, and quits", async () => {
    const { state, decision } = found.get("counter-attack") as {
      state: GameState;
      decision: Decision;
    };
    const { text } = await ask(state, decision, ["board", "help", ""]);
    expect(text).toContain("(the board)");
    expect(text).toContain("Enter alone takes the default in [brackets]");
    await expect(ask(state, decision, ["quit"])).rejects.toBeInstanceOf(QuitSignal);
    await expect(ask(state, decision, [])).rejects.toThrow("end-of-input");
  });

  // 2.9a "Magic" (lines 494-512): a Coral Elf Enchanter (blue/green) and a Dwarf Wizard
  // (red/gold) cast at the frontier, B's Footman there too.
  it("casts spells step by step: offers, targets, points left, undo, then Enter", async () => {
    const { state } = runScenario({
      format: "dragondice-scenario/1",
      edition: "2.9a",
      players: [{ name: "A" }, { name: "B" }],
      terrains: [
        { id: "home0", die: "flatland-city", owner: 0, role: "home", face: 3 },
        { id: "home1", die: "flatland-temple", owner: 1, role: "home", face: 3 },
        { id: "front", die: "flatland-city", owner: 0, role: "frontier", face: 1 },
      ],
      dice: [
        { id: "d0", die: "enchanter", owner: 0, at: "t:front" },
        { id: "d1", die: "wizard", owner: 0, at: "t:front" },
        { id: "d2", die: "footman", owner: 1, at: "t:front" },
      ],
      turn: { player: 0, number: 3 },
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Magic"], d1: ["3 Magic"] },
      decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
    });
    const decision = state.pending[0] as Decision;
    const { offers } = decision.data as unknown as CastData;
    const number = (spell: string) => String(offers.findIndex((o) => o.spell === spell) + 1);
    const skin = offers.find((o) => o.spell === "stoneskin");
    const own = skin?.targets.findIndex((t) => "army" in t && t.army.player === 0) ?? -1;
    const { choice, text, problem } = await ask(state, decision, [
      number("stoneskin"),
      String(own + 1),
      number("hailstorm"),
      "u",
      "x",
      number("hailstorm"),
      number("hailstorm"),
      "",
    ]);
    expect(text).toContain(
      "Magic to spend: up to 4 blue, up to 3 gold, up to 4 green, up to 3 red",
    );
    expect(text).toMatch(/\d+\. Hailstorm: 2 blue\. Deals one point of damage to an enemy army/);
    expect(text).toContain("your army at the frontier");
    expect(text).toContain("Left: up to 4 blue, up to 1 gold, up to 4 green, up to 1 red.");
    expect(text).toContain("Left: up to 2 blue, up to 1 gold, up to 2 green, up to 1 red.");
    expect(text).toContain("Type a spell's number from 1 to");
    // The prompt offers what can be done now: undo only once something is announced.
    const n = offers.length;
    expect(text).toContain(`Spell to add 1-${n} (Enter to cast nothing): `);
    expect(text).toContain(`Spell to add 1-${n}, u to undo the last (Enter to cast it): `);
    expect(text).toContain(`Spell to add 1-${n}, u to undo the last (Enter to cast these): `);
    expect(text).toContain("Add spells one at a time, each paid in one colour");
    expect(text).toMatch(/3\) Hailstorm \(blue\) at B's army at the frontier/);
    expect(choice).toEqual({
      spells: [
        { spell: "stoneskin", color: "gold", target: { army: { player: 0, at: "t:front" } } },
        { spell: "hailstorm", color: "blue", target: { army: { player: 1, at: "t:front" } } },
        { spell: "hailstorm", color: "blue", target: { army: { player: 1, at: "t:front" } } },
      ],
    });
    expect(problem).toBeNull();
    // auto after a spell is announced casts it, rather than the game's own pick.
    const auto = await ask(state, decision, [number("stoneskin"), String(own + 1), "auto"]);
    expect(auto.text).toContain("(auto: casting the 1 spell announced)");
    expect(auto.choice).toEqual({
      spells: [
        { spell: "stoneskin", color: "gold", target: { army: { player: 0, at: "t:front" } } },
      ],
    });
    // The board lists the active spell with the army it is on.
    const r = apply(state, { type: "decide", player: 0, decision: decision.id, choice });
    if (!r.ok) throw new Error(r.error.message);
    expect(renderBoard(viewFor(r.state, 0), ["human", "human"])).toMatch(
      /at Flatland City \(A's\), 6 health: .*\n {6}spells: Stoneskin \(\+1 magical save, A's, until the start of their next turn\)/,
    );
  });

  // Line 1171: castings at one target add up; a 2-health unit takes two Breath of Life castings
  // (line 1252: one health-worth each). Undo takes back the whole addition. Only what the pool
  // pays is added: targets needing more castings are asked again, a spell it cannot pay refused.
  it("adds as many castings as units picked need, as the pool pays, and undoes them together", async () => {
    const { state } = runScenario({
      format: "dragondice-scenario/1",
      edition: "2.9a",
      players: [{ name: "A" }, { name: "B" }],
      terrains: [
        { id: "home0", die: "flatland-city", owner: 0, role: "home", face: 3 },
        { id: "home1", die: "flatland-temple", owner: 1, role: "home", face: 3 },
        { id: "front", die: "flatland-city", owner: 0, role: "frontier", face: 1 },
      ],
      dice: [
        { id: "d0", die: "enchanter", owner: 0, at: "t:front" },
        { id: "d1", die: "enchanter", owner: 0, at: "t:front" },
        { id: "d2", die: "footman", owner: 0, at: "dua" },
        { id: "d3", die: "sergeant", owner: 0, at: "dua" },
        { id: "d4", die: "footman", owner: 1, at: "t:front" },
      ],
      turn: { player: 0, number: 3 },
      start: { phase: "action", army: "t:front" },
      rolls: { d0: ["4 Magic"], d1: ["3 Magic"] },
      decisions: [{ player: 0, kind: "choose-action", choice: { action: "magic" } }],
    });
    const decision = state.pending[0] as Decision;
    const { offers } = decision.data as unknown as CastData;
    const breath = offers.findIndex((o) => o.spell === "breath-of-life");
    const at = (id: string) =>
      String(
        (offers[breath]?.targets.findIndex((t) => "units" in t && t.units[0] === id) ?? -1) + 1,
      );
    const { choice, text } = await ask(state, decision, [
      String(breath + 1),
      `${at("d2")} ${at("d3")}`,
      at("d3"),
      "u",
      String(breath + 1),
      at("d3"),
      String(breath + 1),
      "",
    ]);
    expect(text).toContain("Magic to spend: 7 points, each blue or green");
    expect(text.replace(/\s+/g, " ")).toContain(
      "Breath of Life there needs 3 castings (9 blue); 7 blue left pays for 2 castings (2 health-worth): pick fewer.",
    );
    expect(text).not.toContain("×3");
    expect(text).toMatch(/1\) Breath of Life ×2 \(blue\) at 2 health-worth of your units: /);
    // Added, undone together, added again: the same two castings.
    expect(text.split("Breath of Life ×2: 2 castings to cover them (6 blue).")).toHaveLength(3);
    expect(text).toContain(
      "Not enough magic left for Breath of Life: it costs 3 blue; left: 1 point, blue or green.",
    );
    const sergeant = { spell: "breath-of-life", color: "blue", target: { units: ["d3"] } };
    expect(choice).toEqual({ spells: [sergeant, sergeant] });
  });

  it("has a guided prompt for every decision kind without listed options", () => {
    for (const [kind, { decision }] of found) {
      if (!decision.options) expect(GUIDED_KINDS).toContain(kind);
    }
  });
});
