// Before a new game at a terminal, when the command line named no force: the player chooses
// the opponent and a force (a premade species force, a random one, or a force file) from short
// menus. Enter takes what a game without menus gets (the heuristic bot, a species nobody else
// plays), so the menus cost a player who wants the defaults two keypresses.

import { UsageError } from "../usage-error.ts";
import { aboutPremade, loadForceFile, PREMADE_NAMES } from "./forces.ts";
import { menu, type Prompter } from "./menus.ts";

export interface SetUpChoice {
  vs: string;
  /** A force spec per seat (as --army takes them); undefined: a species nobody else plays. */
  army: (string | undefined)[];
}

const OPPONENTS: [string, string][] = [
  ["heuristic", "The heuristic bot: plays to win"],
  ["random", "The random bot: any legal move, to learn the game against"],
  ["human", "Other players at this terminal (hot seat: it passes from one to the next)"],
];

async function chooseForce(p: Prompter, who: string, size: number): Promise<string | undefined> {
  const premade = size % 24 === 0 ? PREMADE_NAMES : [];
  const labels = [
    "Any species, picked at random",
    ...premade.map(aboutPremade),
    "A random force: any legal dice, drawn at random",
    "A random advanced force: items, Dragonkin, minor and special terrains, the Kings' Die too",
    "A force file (JSON: name, dice, terrains, dragons, dragonkin, minorTerrains; see the README)",
  ];
  for (;;) {
    const i = await menu(
      p,
      { title: `${who} force (${size} health):`, labels, defaultIndex: 0 },
      "Force",
    );
    if (i === 0) return undefined;
    if (i <= premade.length) return premade[i - 1];
    if (i === premade.length + 1) return "random";
    if (i === premade.length + 2) return "random-advanced";
    const path = await askForceFile(p, size);
    if (path !== null) return path;
  }
}

/** A force file's path, asked until the file works; null when the player goes back. */
async function askForceFile(p: Prompter, size: number): Promise<string | null> {
  for (;;) {
    const path = await p.ask("Force file (Enter to go back): ");
    if (path === "") return null;
    try {
      loadForceFile(path, size);
      return path;
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      p.say(`That file does not work: ${e.message}.`);
    }
  }
}

/** The opponent (unless `vs` is given) and each human player's force, from menus. */
export async function chooseSetUp(
  p: Prompter,
  game: { players: number; force: number; vs: string | undefined },
): Promise<SetUpChoice> {
  let vs = game.vs;
  if (vs === undefined) {
    const i = await menu(
      p,
      { title: "Who do you play against?", labels: OPPONENTS.map((o) => o[1]), defaultIndex: 0 },
      "Opponent",
    );
    vs = OPPONENTS[i]?.[0] ?? "heuristic";
  }
  const army: (string | undefined)[] = [];
  const humans = vs === "human" ? game.players : 1;
  for (let seat = 0; seat < humans; seat++) {
    army.push(await chooseForce(p, humans > 1 ? `Player ${seat + 1}'s` : "Your", game.force));
  }
  return { vs, army };
}
