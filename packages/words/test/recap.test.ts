// What the other players did since the viewer's last turn, told when the turn comes back.
import { type GameEvent, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { dieName, healthOfId, terrainName } from "../src/names.ts";
import { lossText, sinceYourTurn } from "../src/recap.ts";
import { playGame } from "./helpers.ts";

describe("since your last turn", () => {
  const game = playGame(7, 3000);
  const g = viewFor(game.state, 0);
  const starts = game.events.flatMap((e, i) => (e.type === "turn-start" ? [{ e, i }] : []));

  it("tells the other players' turns when the turn comes back, in a few lines", () => {
    const mine = starts.filter(({ e }) => e.type === "turn-start" && e.player === 0).slice(1);
    expect(mine.length).toBeGreaterThan(2);
    for (const { i } of mine) {
      const lines = sinceYourTurn(g, game.events.slice(0, i + 1), 0);
      expect(lines[0]).toMatch(/^Player 2 (marched at |did not march)/);
      expect(lines.length).toBeLessThanOrEqual(6);
    }
  });

  it("tells nothing while another player's turn goes on, or before any other turn", () => {
    const theirs = starts.find(({ e }) => e.type === "turn-start" && e.player === 1);
    expect(sinceYourTurn(g, game.events.slice(0, (theirs?.i ?? 0) + 1), 0)).toEqual([]);
    const first = starts[0];
    if (first?.e.type === "turn-start") {
      // The first player's first turn has no turn before it.
      const at = game.events.slice(0, first.i + 1);
      expect(sinceYourTurn(viewFor(game.state, first.e.player), at, first.e.player)).toEqual([]);
    }
    expect(sinceYourTurn(g, [], 0)).toEqual([]);
  });

  it("says marches with their actions, captures, spells and losses, the viewer as you", () => {
    const frontier = g.terrains.find((t) => t.role === "frontier");
    const home = g.terrains.find((t) => t.role === "home" && t.owner === 0);
    const dead = g.dice.filter((d) => d.owner === 0).slice(0, 2);
    if (!frontier || !home || dead.length < 2) throw new Error("no table");
    const events: GameEvent[] = [
      { type: "turn-start", player: 0, number: 4 },
      { type: "turn-start", player: 1, number: 4 },
      { type: "march", player: 1, location: `t:${frontier.id}` },
      { type: "action", player: 1, action: "melee", location: `t:${frontier.id}` },
      { type: "capture", player: 1, terrain: frontier.id },
      { type: "march", player: 1, location: `t:${home.id}` },
      { type: "action", player: 1, action: "magic", location: `t:${home.id}` },
      {
        type: "spell",
        player: 1,
        spell: "hailstorm",
        color: "air",
        target: { army: { player: 0, at: `t:${home.id}` } },
        times: 1,
      },
      { type: "killed", player: 0, dice: dead.map((d) => d.id) },
      { type: "turn-start", player: 0, number: 5 },
    ] as GameEvent[];
    const lines = sinceYourTurn(g, events, 0);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      `Player 2 marched at the frontier (melee), then at your home (magic), and captured ${terrainName(g, frontier.id)}.`,
    );
    expect(lines[1]).toMatch(/^Player 2 cast Hailstorm on your army at /);
    expect(lines[2]).toMatch(/^You lost \d+ health: .+\.$/);
  });

  it("says many losses in one short line: health, then each kind once with its count", () => {
    const mine = g.dice.filter((d) => d.owner === 0 && d.die !== "hidden");
    const one = mine[0];
    const other = mine.find((d) => d.die !== one?.die);
    if (!one || !other) throw new Error("no two kinds");
    // Three of one kind (one die counted thrice stands for three alike) and one of another.
    const text = lossText(g, [one.id, one.id, one.id, other.id]);
    const health = 3 * healthOfId(g, one.id) + healthOfId(g, other.id);
    expect(text).toBe(`${health} health: ${dieName(one.die)} ×3, ${dieName(other.die)}`);
  });
});
