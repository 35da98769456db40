// A bots' thread for bot-threads.test.ts: a request for decision -1 never gets an answer (a bot
// caught in a loop that never ends); any other is answered at once.
import { parentPort } from "node:worker_threads";

parentPort?.on("message", ({ id, request }) => {
  let turns = 0;
  while (request.decision === -1) turns++;
  parentPort?.postMessage({ id, answer: { choice: `answered ${turns}` } });
});
