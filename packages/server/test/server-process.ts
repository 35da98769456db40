// `main.ts` in a process of its own, on a real port: for the tests of several server processes
// sharing one PostgreSQL (two-processes.test.ts, shared-limits.test.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Runs `main.ts` with `env` added to this one's, on port 0; its output collected. */
export function spawnMain(env: Record<string, string | undefined>) {
  // Node itself with tsx's loader (not tsx's command, which would run the server in a child
  // process that a SIGKILL of the command would leave running).
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      WEB_ROOT: resolve(serverDir, "no-web-app"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: string[];
}

/** `main.ts` in a process of its own; resolves once it listens (on a free port). */
export function startServer(
  databaseUrl: string,
  processes = 1,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const { child, output } = spawnMain({
    DATABASE_URL: databaseUrl,
    PROCESSES: String(processes),
    ...env,
  });
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no server: ${output.join("")}`)), 30_000);
    const read = () => {
      const port = /running at http:\/\/localhost:(\d+)/.exec(output.join(""))?.[1];
      if (port) {
        clearTimeout(timer);
        done({ child, port: Number(port), output });
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => fail(new Error(`server exited (${code}): ${output.join("")}`)));
  });
}
