// Reading the answers a task receives once the decisions it asked for are answered.
import type { Answer, Task } from "../../kernel/flow.ts";

/** The answer to the i-th decision the task asked for (in the order they were asked). */
export function answer<T>(task: Task, i = 0): T {
  const id = (task.asked as number[] | undefined)?.[i];
  const found = (task.answers as Answer[] | undefined)?.find((a) => a.id === id);
  if (id === undefined || !found) throw new Error(`task ${task.t} has no answer ${i}`);
  return found.choice as T;
}
