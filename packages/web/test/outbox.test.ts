import type { ServerMessage } from "@dragondice/server/protocol";
import { describe, expect, it } from "vitest";
import { type MoveMessage, Outbox, socketUrl } from "../src/net/outbox.ts";

const move: MoveMessage = { type: "move", actions: 4, decision: 9, choice: { pick: [1, 2] } };
const state = (actions: number) => ({ type: "state", actions }) as unknown as ServerMessage;

describe("the game socket's memory across reconnects", () => {
  it("asks for the events since the last state seen, on a reconnect only", () => {
    const at = { protocol: "https:", host: "dd.example:8443" };
    expect(socketUrl(at, "g 1", "t/k", null)).toBe(
      "wss://dd.example:8443/ws?game=g%201&token=t%2Fk",
    );
    const box = new Outbox();
    box.received(state(0));
    box.received(state(7));
    expect(socketUrl({ protocol: "http:", host: "h" }, "g", "t", box.seen)).toBe(
      "ws://h/ws?game=g&token=t&since=7",
    );
  });

  it("holds a move until the server acknowledges its decision or refuses it", () => {
    const box = new Outbox();
    box.hold(move);
    box.received(state(5));
    box.received({ type: "ack", decision: 8, actions: 5 });
    expect(box.held).toBe(move);
    box.received({ type: "ack", decision: 9, actions: 5 });
    expect(box.held).toBeNull();
    box.hold(move);
    box.received({ type: "error", code: "illegal", message: "no" });
    expect(box.held).toBeNull();
  });
});
