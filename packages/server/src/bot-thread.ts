// The code of a bots' thread (started by bots.ts through bot-worker.mjs): answers each request
// with the bot's choice.
import { parentPort } from "node:worker_threads";
import { type BotRequest, chooseForBot } from "./bots.ts";

parentPort?.on("message", ({ id, request }: { id: number; request: BotRequest }) => {
  parentPort?.postMessage({ id, answer: chooseForBot(request) });
});
