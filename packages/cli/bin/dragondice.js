#!/usr/bin/env node
// The sources are TypeScript run directly through tsx, so a fresh clone needs no build step.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/main.ts");
process.exitCode = await main(process.argv);
