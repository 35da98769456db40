// Games this browser created, with their seat links, so they can be resumed from the lobby.
// Pure over a Storage-like object (window.localStorage in the app, a Map in tests).
import type { CreatedGame } from "@dragondice/server/protocol";
import { WATCH_TOKEN } from "@dragondice/server/watch";

export interface SavedSeat {
  seat: number;
  kind: string;
  name: string;
  /** Path with the seat's token, e.g. /play/abc?token=...; absent for bots. */
  link?: string;
  /** Played in this browser ("me") rather than shared. */
  mine: boolean;
}

export interface SavedGame {
  id: string;
  createdAt: string;
  forceSize: number;
  seats: SavedSeat[];
  spectator?: string;
  /** The guided first game: its page shows a hint at each decision. */
  guided?: true;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = "dragondice.games";
const MAX = 50;

export function loadGames(store: KeyValueStore): SavedGame[] {
  try {
    const list = JSON.parse(store.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(list)
      ? list.filter((g): g is SavedGame => typeof g === "object" && g !== null && "id" in g)
      : [];
  } catch {
    return [];
  }
}

export function saveGame(store: KeyValueStore, game: SavedGame): SavedGame[] {
  const list = [game, ...loadGames(store).filter((g) => g.id !== game.id)].slice(0, MAX);
  store.setItem(KEY, JSON.stringify(list));
  return list;
}

export function forgetGame(store: KeyValueStore, id: string): SavedGame[] {
  const list = loadGames(store).filter((g) => g.id !== id);
  store.setItem(KEY, JSON.stringify(list));
  return list;
}

/** A seat link as a path on this site: the server may send a full URL or a path. */
export function seatPath(
  id: string,
  link: string | undefined,
  token: string | undefined,
): string | undefined {
  if (link) {
    try {
      const u = new URL(link, "http://x");
      return `${u.pathname}${u.search}`;
    } catch {
      return link;
    }
  }
  return token ? `/play/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}` : undefined;
}

/** The replay link of a seat link: /play/ID?token=T -> /replay/ID?token=T. */
export const replayPath = (playPath: string): string => playPath.replace(/^\/play\//, "/replay/");

/** Anyone may watch any game (the server's public watch token), or replay it once over. */
export const watchPath = (id: string): string => `/watch/${encodeURIComponent(id)}`;
export const publicReplayPath = (id: string): string =>
  `/replay/${encodeURIComponent(id)}?token=${WATCH_TOKEN}`;

/** The share screen with a game's invite links. */
export const invitePath = (id: string): string => `/invite/${encodeURIComponent(id)}`;

/** This browser's seats in a game. */
export const mySeats = (game: SavedGame): number[] =>
  game.seats.filter((s) => s.mine).map((s) => s.seat);

/**
 * Where the creator goes once the game exists: the share screen when someone is invited (the
 * links must reach them first), else their own seat, else (bots only) watching.
 */
export function afterCreating(game: SavedGame): string {
  if (game.seats.some((s) => !s.mine && s.link)) return invitePath(game.id);
  return game.seats.find((s) => s.mine && s.link)?.link ?? watchPath(game.id);
}

/** What to keep of a game just created: its seat links, and which seats this browser plays. */
export function savedGameOf(
  created: CreatedGame,
  forceSize: number,
  mine: (seat: number) => boolean,
): SavedGame {
  return {
    id: created.id,
    createdAt: new Date().toISOString(),
    forceSize,
    seats: created.seats.map((s) => {
      const link = seatPath(created.id, s.link, s.token);
      return {
        seat: s.seat,
        kind: s.kind,
        name: s.name,
        mine: mine(s.seat),
        ...(link ? { link } : {}),
      };
    }),
    spectator: seatPath(created.id, created.spectator.link, created.spectator.token),
  };
}
