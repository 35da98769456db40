// A bots' thread (bots.ts): the server's TypeScript is loaded through tsx, which registers per
// thread, then the thread answers BotRequests in the order they come.
import { register } from "tsx/esm/api";

register();
await import("./bot-thread.ts");
