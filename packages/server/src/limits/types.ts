// The per-address limits that must hold whichever process a request reaches (issue 24): HTTP
// requests and new games per window (through @fastify/rate-limit's store), open WebSockets. Games
// of bots only are counted by the store itself, from its games (Store.createGame's cap).
import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";

export interface Limits {
  /** @fastify/rate-limit's store for the HTTP and game creation limits; undefined: the
   * plugin's own, in this process's memory. */
  readonly rateLimitStore?: FastifyRateLimitStoreCtor;
  /** Takes a place for a new WebSocket from `address` if fewer than `max` are open (on every
   * process); false: refused, nothing taken. */
  openSocket(address: string, max: number): Promise<boolean>;
  /** Gives back the place of a socket `openSocket` admitted. */
  closeSocket(address: string): Promise<void>;
  close(): Promise<void>;
}
