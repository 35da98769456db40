// `dragondice scenario FILE`: runs a scenario file and prints the resulting state and events.
import { readFileSync } from "node:fs";
import { runScenario, ScenarioError } from "@dragondice/engine";
import type { Command } from "commander";
import type { Io } from "../main.ts";
import { UsageError } from "../usage-error.ts";

export function scenarioCommand(program: Command, io: Io): void {
  program
    .command("scenario")
    .description("run a scenario file (docs/scenarios.md) and print the state and events as JSON")
    .argument("<file>", "the scenario JSON file")
    .action((file: string) => {
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch {
        throw new UsageError(`cannot read ${file}`);
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (e) {
        throw new UsageError(`${file} is not valid JSON: ${(e as Error).message}`);
      }
      try {
        const { state, events } = runScenario(json);
        io.out(JSON.stringify({ state, events }, null, 2));
      } catch (e) {
        if (e instanceof ScenarioError) throw new UsageError(`${file}: ${e.message}`);
        throw e;
      }
    });
}
