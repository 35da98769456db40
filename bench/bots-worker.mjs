// bench/bots.ts's client thread: TypeScript is loaded through tsx, which registers per thread.
import { register } from "tsx/esm/api";

register();
await import("./bots.ts");
