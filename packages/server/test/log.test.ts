// The server's log is bounded: the same line once a window with a count of the ones left out,
// and at most so many lines a window in all, with a count of the ones dropped.
import { describe, expect, it } from "vitest";
import { limitedLog } from "../src/log.ts";

function capture() {
  const lines: { level: "warn" | "error"; obj: Record<string, unknown>; msg: string }[] = [];
  const base = {
    warn: (obj: object, msg: string) =>
      lines.push({ level: "warn", obj: obj as Record<string, unknown>, msg }),
    error: (obj: object, msg: string) =>
      lines.push({ level: "error", obj: obj as Record<string, unknown>, msg }),
  };
  return { lines, base };
}

describe("the limited log", () => {
  it("writes the same error once a window, then how many were left out", () => {
    const { lines, base } = capture();
    let now = 0;
    const log = limitedLog(base, { windowMs: 1000, now: () => now });
    for (let i = 0; i < 50; i++) log.error(new Error("connection refused"), "storing failed");
    log.error(new Error("disk full"), "storing failed");
    expect(lines.map((l) => l.obj.err instanceof Error && l.obj.err.message)).toEqual([
      "connection refused",
      "disk full",
    ]);
    now = 1000;
    log.error(new Error("connection refused"), "storing failed");
    expect(lines[2]?.obj).toMatchObject({ repeated: 49 });
  });

  it("writes warnings of a kind once a window whatever their messages, with no error", () => {
    const { lines, base } = capture();
    const log = limitedLog(base, { now: () => 0 });
    log.warn("malformed", "not JSON");
    log.warn("malformed", "the message has a NUL character (\\u0000) in a text");
    log.warn("too-large", "messages are at most 65536 bytes");
    expect(lines).toEqual([
      { level: "warn", obj: { what: "malformed" }, msg: "not JSON" },
      { level: "warn", obj: { what: "too-large" }, msg: "messages are at most 65536 bytes" },
    ]);
  });

  it("writes at most so many lines a window, and says how many were dropped", () => {
    const { lines, base } = capture();
    let now = 0;
    const log = limitedLog(base, { windowMs: 1000, maxPerWindow: 30, now: () => now });
    for (let i = 0; i < 100; i++) log.error(new Error(`game ${i} failed`), `game ${i}`);
    expect(lines).toHaveLength(30);
    now = 1000;
    log.warn("malformed", "not JSON");
    expect(lines[30]?.obj).toEqual({ what: "malformed", dropped: 70 });
  });
});
