// A client that stops reading (a frozen tab, a script that never reads) leaves everything sent to
// it in the server's memory: ws queues what the kernel will not take. Forty such sockets watching
// a busy game grew the server by 160-200 MB. So what one socket may have waiting is bounded: a
// socket past the bound gets nothing more and is closed.
import type { WebSocket } from "ws";

/** Bytes one socket may have waiting in the server (the kernel's buffers come on top). A message
 * is sent while the socket is under it, so a socket holds at most this and one message. */
export const MAX_BUFFERED_BYTES = 2 * 1024 * 1024;
/** The close of a socket too slow to follow its game: the client sees it once it reads again. */
export const TOO_SLOW_CODE = 1008;
export const TOO_SLOW_REASON = "too slow: over 2 MiB unread";

/**
 * Sends `text` to an open socket; a socket that already has more than MAX_BUFFERED_BYTES waiting
 * is closed instead (TOO_SLOW_CODE: it gets nothing more, and ws drops it if it does not answer
 * the close), and `tooSlow` is called, once.
 */
export function sendBounded(socket: WebSocket, text: string, tooSlow: () => void): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.close(TOO_SLOW_CODE, TOO_SLOW_REASON);
    tooSlow();
    return;
  }
  socket.send(text);
}
