#!/usr/bin/env node
// The sources are TypeScript run directly through tsx, so a fresh clone needs no build step.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/main.ts");
const status = await main(process.argv);
if (status === 129) {
  // Stopped by SIGHUP (the game is saved by now): the terminal may be gone, and Node aborts when
  // it cannot restore a vanished terminal's settings on a normal exit (nodejs/node#51519, fixed
  // after Node 20). Ending by the signal itself skips that and gives the same status, 129.
  process.kill(process.pid, "SIGHUP");
} else {
  process.exitCode = status;
}
