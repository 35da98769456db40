// The guide (@dragondice/words' GUIDE) laid out for the terminal: `dragondice rules [TOPIC]` and
// the in-game `help TOPIC`. Paragraphs are wrapped to the screen; a picture, drawn from glyphs
// in the browser, is printed as its caption, which says what the faces show.
import { GUIDE, type GuidePicture, type GuideSection, guideSection } from "@dragondice/words";
import { UsageError } from "./usage-error.ts";
import { wrapText } from "./wrap.ts";

const pictureLines = (p: GuidePicture): string[] =>
  wrapText(`[Picture: ${p.caption}]`, "   ", "  ");

export function renderSection(s: GuideSection): string {
  const lines = [s.title.toUpperCase()];
  for (const paragraph of s.paragraphs) lines.push(...wrapText(paragraph, "  "), "");
  for (const picture of s.pictures ?? []) lines.push(...pictureLines(picture));
  return lines.join("\n").trimEnd();
}

/** Every topic: its id and title, one per line. */
export function topicList(): string {
  const width = Math.max(...GUIDE.map((s) => s.id.length));
  return GUIDE.map((s) => `  ${s.id.padEnd(width)}  ${s.title}`).join("\n");
}

/** The section a topic names: its id, the start of an id, or a word of a title. */
export function findTopic(topic: string): GuideSection | undefined {
  const q = topic.trim().toLowerCase();
  return (
    guideSection(q) ?? GUIDE.find((s) => s.id.startsWith(q) || s.title.toLowerCase().includes(q))
  );
}

export const unknownTopic = (topic: string): string =>
  `no topic "${topic}"; the topics are: ${GUIDE.map((s) => s.id).join(", ")}`;

/** The whole guide, or the section a topic names (an unknown topic is a usage error). */
export function renderGuide(topic?: string): string {
  if (topic === undefined) return GUIDE.map(renderSection).join("\n\n");
  const section = findTopic(topic);
  if (!section) throw new UsageError(unknownTopic(topic));
  return renderSection(section);
}
