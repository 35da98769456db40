import { runScenario, ScenarioError } from "@dragondice/engine";
import type { Command } from "commander";
import { readJsonFile } from "../json-file.ts";
import type { Io } from "../main.ts";
import { UsageError } from "../usage-error.ts";

export function scenarioCommand(program: Command, io: Io): void {
  program
    .command("scenario")
    .description("run a scenario file (docs/scenarios.md) and print the state and events as JSON")
    .argument("<file>", "the scenario JSON file")
    .action((file: string) => {
      const json = readJsonFile(file);
      try {
        const { state, events } = runScenario(json);
        io.out(JSON.stringify({ state, events }, null, 2));
      } catch (e) {
        if (e instanceof ScenarioError) throw new UsageError(`${file}: ${e.message}`);
        throw e;
      }
    });
}
