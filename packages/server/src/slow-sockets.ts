// A client that stops reading (a frozen tab, a script that never reads) leaves everything sent to
// it in the server's memory: ws queues what the kernel will not take. Forty such sockets watching
// a busy game grew the server by 160-200 MB. So what one socket may have waiting is bounded: a
// socket past the bound gets nothing more and is closed.
import type { Duplex } from "node:stream";
import type { WebSocket } from "ws";

/** Bytes one socket may have waiting in the server (the kernel's buffers come on top). A message
 * is sent while the socket is under it, so a socket holds at most this and one message. */
export const MAX_BUFFERED_BYTES = 2 * 1024 * 1024;
/** The close of a socket too slow to follow its game: the client sees it once it reads again. */
export const TOO_SLOW_CODE = 1008;
export const TOO_SLOW_REASON = "too slow: over 2 MiB unread";

/** The TCP connection under each WebSocket (`coalesceWrites`). */
const streams = new WeakMap<WebSocket, Duplex>();

/**
 * Lets several messages sent together to `socket` go out in one write (`sendBounded`): `stream`
 * is the connection it was upgraded from (the request's socket).
 */
export function coalesceWrites(socket: WebSocket, stream: Duplex): void {
  streams.set(socket, stream);
}

/**
 * Sends `texts` (one message or several) to an open socket; a socket that already has more than
 * MAX_BUFFERED_BYTES waiting is closed instead (TOO_SLOW_CODE: it gets nothing more, and ws drops
 * it if it does not answer the close), and `tooSlow` is called, once. Several messages go out in
 * one write when the socket's connection is known (`coalesceWrites`): a move's `state` and `ack`
 * were two system calls, and the server's writes were a quarter of its time under load.
 */
export function sendBounded(
  socket: WebSocket,
  texts: string | readonly string[],
  tooSlow: () => void,
): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.close(TOO_SLOW_CODE, TOO_SLOW_REASON);
    tooSlow();
    return;
  }
  if (typeof texts === "string") {
    socket.send(texts);
    return;
  }
  const stream = streams.get(socket);
  stream?.cork();
  for (const text of texts) socket.send(text);
  stream?.uncork();
}
