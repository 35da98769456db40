#!/usr/bin/env node
// The sources are TypeScript, run from a bundle made and kept up to date on the fly (bundle.js),
// so a fresh clone needs no build step.
import { loadMain } from "./bundle.js";

const main = await loadMain();
let status;
try {
  status = await main(process.argv);
} catch (e) {
  // Not the user's doing (main turns every mistake of theirs into a message): a bug, said in one
  // line like every other message; the stack trace only when asked for, to report it.
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(
    `dragondice: internal error: ${message} (a bug: please report it; DRAGONDICE_DEBUG=1 shows where it happened)\n`,
  );
  if (process.env.DRAGONDICE_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
  status = 70;
}
if (status === 129) {
  // Stopped by SIGHUP (the game is saved by now): the terminal may be gone, and Node aborts when
  // it cannot restore a vanished terminal's settings on a normal exit (nodejs/node#51519, fixed
  // after Node 20). Ending by the signal itself skips that and gives the same status, 129.
  process.kill(process.pid, "SIGHUP");
} else {
  process.exitCode = status;
}
