// `dragondice rules [TOPIC]`: how to play, from the guide the web app's "How to play" page shows.
import type { Command } from "commander";
import { renderGuide, topicList } from "../guide.ts";
import type { Io } from "../main.ts";

export function rulesCommand(program: Command, io: Io): void {
  program
    .command("rules")
    .description("how to play: the whole guide, or one topic")
    .argument("[topic]", "a topic, e.g. frontier (--topics lists them)")
    .option("--topics", "list the topics")
    .action((topic: string | undefined, opts: { topics?: boolean }) => {
      io.out(opts.topics ? `Topics:\n${topicList()}` : renderGuide(topic));
    });
}
