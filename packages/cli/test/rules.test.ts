// `dragondice rules [TOPIC]`: the guide of @dragondice/words, laid out for the terminal.
import { GUIDE } from "@dragondice/words";
import { afterEach, describe, expect, it } from "vitest";
import { renderSection } from "../src/guide.ts";
import { main } from "../src/main.ts";
import { useScreen } from "../src/terminal.ts";

async function run(
  args: string[],
  columns = 100,
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(["node", "dragondice", ...args], {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    screen: { columns: () => columns, colour: false },
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

afterEach(() => useScreen(undefined));

describe("dragondice rules", () => {
  it("prints every section of the guide, in order, wrapped to the screen", async () => {
    const { code, out } = await run(["rules"], 50);
    expect(code).toBe(0);
    let at = -1;
    for (const s of GUIDE) {
      const next = out.indexOf(s.title.toUpperCase());
      expect(next, s.id).toBeGreaterThan(at);
      at = next;
    }
    for (const line of out.split("\n")) expect(line.length, line).toBeLessThanOrEqual(50);
    // The words of every paragraph are there, only the line breaks move.
    const words = out.split(/\s+/).join(" ");
    for (const s of GUIDE)
      for (const p of s.paragraphs) expect(words).toContain(p.split(/\s+/).join(" "));
  });

  it("prints one topic by its id, or by a word of its title", async () => {
    const first = GUIDE[0];
    if (!first) throw new Error("the guide is empty");
    const byId = await run(["rules", first.id]);
    expect(byId.code).toBe(0);
    expect(byId.out).toBe(renderSection(first));
    const word = first.title.split(" ").at(-1) as string;
    expect((await run(["rules", word.toUpperCase()])).out).toBe(
      renderSection(GUIDE.find((s) => s.title.toLowerCase().includes(word.toLowerCase())) ?? first),
    );
  });

  it("lists the topics", async () => {
    const { out } = await run(["rules", "--topics"]);
    for (const s of GUIDE) expect(out).toMatch(new RegExp(`^ +${s.id} +${s.title}$`, "m"));
  });

  it("refuses an unknown topic with the topics there are, status 2", async () => {
    const { code, err } = await run(["rules", "no-such-topic"]);
    expect(code).toBe(2);
    expect(err).toBe(
      `dragondice: no topic "no-such-topic"; the topics are: ${GUIDE.map((s) => s.id).join(", ")}`,
    );
  });

  it("prints a picture as its caption", () => {
    const text = renderSection({
      id: "roll",
      title: "A roll",
      paragraphs: ["Roll the army."],
      pictures: [
        {
          caption: "A footman's faces",
          faces: [
            { icon: "ID", count: 1 },
            { icon: "Melee", count: 2 },
          ],
        },
      ],
    });
    expect(text).toBe("A ROLL\n  Roll the army.\n\n  [Picture: A footman's faces]");
  });
});
