import { newGame, newRecord, viewFor } from "@dragondice/engine";
import { describe, expect, it } from "vitest";
import { playGame } from "../../words/test/helpers.ts";
import { localSeats, type Pass, passTo } from "../src/game/handover.ts";
import { rematch } from "../src/game/rematch.ts";
import { savedGameOf } from "../src/lobby/saved.ts";
import { zoneRows } from "../src/table/zones.ts";

const force = (die: string) => ({ name: die, dice: [die], terrains: ["t1", "t2"], dragons: [] });

describe("a rematch", () => {
  const record = newRecord({
    edition: "2.9a",
    seed: 1,
    forceSize: 24,
    players: [force("footman"), force("goblin"), force("amazon")],
  });

  it("keeps each player's force and turns the seats one place (two players swap)", () => {
    const two = newRecord({ ...record.config, players: [force("footman"), force("goblin")] });
    const { body, mine } = rematch(two, [
      { kind: "human", name: "Ann", mine: true },
      { kind: "heuristic", name: "Bot 2", mine: false },
    ]);
    expect(body.forceSize).toBe(24);
    expect(body.seats.map((s) => [s.kind, s.name, (s.force as { dice: string[] }).dice])).toEqual([
      ["heuristic", "Bot 2", ["goblin"]],
      ["human", "Ann", ["footman"]],
    ]);
    expect(mine).toEqual([false, true]);
  });

  it("moves the last player to the first seat and everyone else one on", () => {
    const { body, mine } = rematch(record, [
      { kind: "human", name: "Ann", mine: true },
      { kind: "random", name: "Bot", mine: false },
      { kind: "human", name: "Cy", mine: false },
    ]);
    expect(body.seats.map((s) => s.name)).toEqual(["Cy", "Ann", "Bot"]);
    expect(mine).toEqual([false, true, false]);
  });

  it("is kept with its links, this browser's seats marked", () => {
    const saved = savedGameOf(
      {
        id: "g2",
        seats: [
          { seat: 0, kind: "heuristic", name: "Bot 2" },
          { seat: 1, kind: "human", name: "Ann", token: "t1", link: "/play/g2?token=t1" },
        ],
        spectator: { token: "s", link: "http://host/play/g2?token=s" },
      },
      24,
      (s) => s === 1,
    );
    expect(saved.seats).toEqual([
      { seat: 0, kind: "heuristic", name: "Bot 2", mine: false },
      { seat: 1, kind: "human", name: "Ann", mine: true, link: "/play/g2?token=t1" },
    ]);
    expect(saved.spectator).toBe("/play/g2?token=s");
  });
});

describe("hot-seat", () => {
  const game = playGame(3);
  const view = game.decisions[0]?.view;
  const turn = game.decisions.find((d) => d.view.turn)?.view.turn;
  if (!view || !turn) throw new Error("no view");
  const seat = (n: number, mine = true) => ({
    seat: n,
    kind: "human",
    name: `P${n + 1}`,
    mine,
    link: `/play/g?token=${n}`,
  });
  /** Secret decisions of these players waiting (an army assembly...), in set-up. */
  const waiting = (...players: number[]) => ({
    ...view,
    turn: null,
    pending: players.map((player, i) => ({ id: i + 1, player, kind: "x", secret: true as const })),
  });
  /** A public decision of `player` waiting in `turn`'s player's turn. */
  const inTurn = (player: number, of: number) => ({
    ...view,
    turn: { ...turn, player: of },
    pending: [{ id: 1, player, kind: "counter-maneuver", prompt: "?", options: [] }],
  });
  const to = (p: Pass | null) => (p ? `${p.how} ${p.to.seat}` : null);
  const why = (p: Pass | null) => (p ? `${p.how} ${p.to.seat}: ${p.why}` : null);

  it("passes only to another seat of this browser with a decision waiting", () => {
    const local = localSeats([seat(0), seat(1), seat(2, false)]);
    expect(local.map((s) => s.seat)).toEqual([0, 1]);
    expect(to(passTo(waiting(1), 0, local))).toBe("hand-over 1");
    // The seat on screen decides first; a seat played elsewhere is not passed to.
    expect(passTo(waiting(0, 1), 0, local)).toBeNull();
    expect(passTo(waiting(2), 0, local)).toBeNull();
    // One local seat is no hot-seat.
    expect(passTo(waiting(1), 0, localSeats([seat(0), seat(1, false)]))).toBeNull();
  });

  it("passes to the next seat round the table", () => {
    const local = localSeats([seat(0), seat(1), seat(2), seat(3)]);
    expect(passTo(waiting(0, 3), 2, local)?.to.seat).toBe(3);
    expect(passTo(waiting(0, 1), 2, local)?.to.seat).toBe(0);
  });

  it("hands the device over for a secret decision or a new turn, and takes quick public answers here", () => {
    const local = localSeats([seat(0), seat(1)]);
    // Seat 2's counter-maneuver in seat 1's turn: answered on seat 1's page.
    expect(to(passTo(inTurn(1, 0), 0, local))).toBe("here 1");
    // The turn has passed to seat 2: the device goes to them.
    expect(to(passTo(inTurn(1, 1), 0, local))).toBe("hand-over 1");
    // The hand-over says why: "It is P2's turn", or a choice the others must not see made.
    expect(why(passTo(inTurn(1, 1), 0, local))).toBe("hand-over 1: turn");
    expect(why(passTo({ ...waiting(1), turn: inTurn(1, 0).turn }, 0, local))).toBe(
      "hand-over 1: secret",
    );
    // A secret decision (a maneuver's direction, a dragon's foe) is never made before the others.
    expect(to(passTo({ ...waiting(1), turn: inTurn(1, 0).turn }, 0, local))).toBe("hand-over 1");
  });
});

// 2.9a "Advanced Rules" (rules/000 lines 2214-2450) at the table: the Kings' Die beside its
// owner's reserve area (line 2414), the summoning pool by kind (lines 2238, 2314), public to all.
describe("the advanced components' rows", () => {
  const advanced = {
    name: "A",
    dice: ["kings-die", "dawn-blade-red", ...Array.from({ length: 18 }, () => "footman")],
    terrains: ["highland-city", "highland-castle"],
    dragons: ["red-drake"],
    dragonkin: ["dragonscout-red", "dragonhero-gold"],
    minorTerrains: ["highland-knoll"],
  };
  const plain = {
    name: "B",
    dice: Array.from({ length: 24 }, () => "footman"),
    terrains: ["flatland-city", "flatland-temple"],
    dragons: ["gold-drake"],
  };

  it("shows the pool by kind to every player, and the Kings' Die beside the reserve", () => {
    const started = newGame({
      edition: "2.9a",
      seed: 2,
      forceSize: 24,
      players: [advanced, plain],
    });
    if (!started.ok) throw new Error(started.error.message);
    const titles = (player: number) =>
      zoneRows(viewFor(started.state, 1), player).map((r) => r.title);
    expect(titles(0)).toEqual([
      "Force (not assigned yet)",
      "Summoning pool: dragons",
      "Summoning pool: Dragonkin · 3 health",
      "Summoning pool: minor terrains",
    ]);
    const state = structuredClone(started.state);
    for (const d of state.dice) if (d.die === "kings-die") d.at = "court";
    const court = zoneRows(viewFor(state, 1), 0).find((r) => r.at === "court");
    expect(court?.title).toBe("Beside the reserve area: the Kings' Die");
  });

  it("keeps the summoning pool in a rematch", () => {
    const record = newRecord({
      edition: "2.9a",
      seed: 1,
      forceSize: 24,
      players: [advanced, plain],
    });
    const { body } = rematch(record, [
      { kind: "human", name: "Ann", mine: true },
      { kind: "heuristic", name: "Bot 2", mine: false },
    ]);
    expect(body.seats[1]?.force).toEqual({
      dice: advanced.dice,
      terrains: advanced.terrains,
      dragons: advanced.dragons,
      dragonkin: advanced.dragonkin,
      minorTerrains: advanced.minorTerrains,
    });
  });
});
