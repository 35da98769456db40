#!/usr/bin/env node
// The sources are TypeScript, run from a bundle made and kept up to date on the fly (bundle.js),
// so a fresh clone needs no build step.
import { setFlagsFromString } from "node:v8";
import { loadMain } from "./bundle.js";

// The optimizing compiler inlines less into each function than Node's default (920 bytes of
// bytecode). Our game code has many small functions called from many places; inlined up to the
// default, the compiler spent more CPU on its threads than the game did on its own (3.6 s of
// compiling for 100 heuristic games), and every "wrong map" deoptimization threw a large function
// away to compile again. With this limit, 100 heuristic games took about 1.3 s instead of 1.7 s
// on two cores, and long random runs (`bench`) were as fast as before. Set before the bundle
// loads, so it holds for all of the game's code.
setFlagsFromString("--max-inlined-bytecode-size-cumulative=200");

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
