// The bench's client threads: TypeScript is loaded through tsx, which registers per thread.
import { register } from "tsx/esm/api";

register();
await import("./load.ts");
