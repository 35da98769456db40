import { runScenario, ScenarioError } from "@dragondice/engine";
import type { Command } from "commander";
import { CheckFailed } from "../check-failed.ts";
import { readJsonFile } from "../json-file.ts";
import type { Io } from "../main.ts";
import { UsageError } from "../usage-error.ts";

export function scenarioCommand(program: Command, io: Io): void {
  program
    .command("scenario")
    .description("run a scenario file (docs/scenarios.md) and print the state and events as JSON")
    .argument("<file>", "the scenario JSON file")
    .action((file: string) => {
      const json = readJsonFile(file, "scenario");
      try {
        const { state, events, pending } = runScenario(json);
        if (pending) {
          io.err(`dragondice: ${file}: skipped: it waits for ${pending}`);
          return;
        }
        io.out(JSON.stringify({ state, events }, null, 2));
      } catch (e) {
        if (!(e instanceof ScenarioError)) throw e;
        const message = `${file}: ${e.message}`;
        // An entry at fault: the file is a valid scenario whose run went otherwise than it says.
        throw e.entry ? new CheckFailed(message) : new UsageError(message);
      }
    });
}
