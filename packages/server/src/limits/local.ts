// The limits of one process (PGlite, or the memory store): counted in its memory, at no cost.
import type { Limits } from "./types.ts";

export class LocalLimits implements Limits {
  private readonly sockets = new Map<string, number>();

  async openSocket(address: string, max: number): Promise<boolean> {
    const open = (this.sockets.get(address) ?? 0) + 1;
    if (open > max) return false;
    this.sockets.set(address, open);
    return true;
  }

  async closeSocket(address: string): Promise<void> {
    const left = (this.sockets.get(address) ?? 1) - 1;
    if (left <= 0) this.sockets.delete(address);
    else this.sockets.set(address, left);
  }

  async close(): Promise<void> {}
}
