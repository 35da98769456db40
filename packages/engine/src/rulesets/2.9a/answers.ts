// Reading the answers a task receives once the decisions it asked for are answered.
import type { Task } from "../../kernel/flow.ts";

/** The answer to the i-th decision the task asked for (in the order they were asked). */
export function answer<T>(task: Task, i = 0): T {
  const asked = task.asked as number[] | undefined;
  const answers = task.answers as Record<string, unknown> | undefined;
  const id = asked?.[i];
  if (id === undefined || !answers || !(String(id) in answers)) {
    throw new Error(`task ${task.t} has no answer ${i}`);
  }
  return answers[String(id)] as T;
}
