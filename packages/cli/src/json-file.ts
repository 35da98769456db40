// Reading a JSON file the user named: a missing file or bad JSON is a usage error (exit 2).
import { readFileSync } from "node:fs";
import { UsageError } from "./usage-error.ts";

/** The parsed JSON of `path`; `label` names the file in messages (default: the path). */
export function readJsonFile(path: string, label = path): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new UsageError(`cannot read ${path}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${label} is not valid JSON: ${(e as Error).message}`);
  }
}
