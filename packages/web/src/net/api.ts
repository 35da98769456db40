// The game server's HTTP API (same origin; `vite dev` proxies /api to the server).

import type { GuidedGame } from "@dragondice/server/guided-request";
import type {
  ChooseForce,
  CreatedGame,
  CreateGame,
  GameSummary,
  ServerMessage,
} from "@dragondice/server/protocol";

/** What GET /api/games/:id answers: the game's `state` for that token, or `waiting`. */
export type GameMessage = Extract<ServerMessage, { type: "state" | "waiting" }>;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, {
    ...init,
    headers: {
      accept: "application/json",
      ...(init?.body ? { "content-type": "application/json" } : {}),
    },
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!res.ok) {
    const msg =
      typeof body === "object" && body !== null && "message" in body
        ? String((body as { message: unknown }).message)
        : typeof body === "object" && body !== null && "error" in body
          ? String((body as { error: unknown }).error)
          : `${res.status} ${res.statusText}`;
    throw new ApiError(msg, res.status);
  }
  return body as T;
}

/** A list answer, bare or wrapped ({ games: [...] }). */
function listOf<T>(body: unknown, key: string): T[] {
  if (Array.isArray(body)) return body as T[];
  if (
    typeof body === "object" &&
    body !== null &&
    Array.isArray((body as Record<string, unknown>)[key])
  ) {
    return (body as Record<string, T[]>)[key] ?? [];
  }
  return [];
}

export async function listGames(): Promise<GameSummary[]> {
  return listOf<GameSummary>(await request("/api/games"), "games");
}

/** The games asked for (this browser's own), with whose turn it is; unknown ids are left out. */
export async function gamesByIds(ids: string[]): Promise<GameSummary[]> {
  if (ids.length === 0) return [];
  const query = ids.map(encodeURIComponent).join(",");
  return listOf<GameSummary>(await request(`/api/games?ids=${query}`), "games");
}

/** The game as a seat's (or a spectator's) token opens it: before the start, or its state. */
export function getGame(id: string, token: string): Promise<GameMessage> {
  return request(`/api/games/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`);
}

/** An invited player's force (and name), sent with their seat's token. */
export function chooseForce(id: string, body: ChooseForce): Promise<GameMessage> {
  return request(`/api/games/${encodeURIComponent(id)}/force`, {
    method: "POST",
    body: JSON.stringify(body),
  });
}

/** A game as the lobby's form asks for it, or the guided first game (`{ guided: true }`). */
export function createGame(body: CreateGame | GuidedGame): Promise<CreatedGame> {
  return request("/api/games", { method: "POST", body: JSON.stringify(body) });
}

/** A finished game's record (bare, or wrapped as { record }). */
export async function getRecord(id: string, token: string): Promise<unknown> {
  const body = await request<unknown>(
    `/api/games/${encodeURIComponent(id)}/record?token=${encodeURIComponent(token)}`,
  );
  if (typeof body === "object" && body !== null && "record" in body && !("format" in body)) {
    return (body as { record: unknown }).record;
  }
  return body;
}
