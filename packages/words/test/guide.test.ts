// How to play: every topic a newcomer needs, pictures that show real dice of the catalogue.
import { dieById, EIGHTH_FACE_ICONS, NORMAL_ICONS } from "@dragondice/catalog";
import { describe, expect, it } from "vitest";
import { GUIDE, guideSection } from "../src/guide.ts";

describe("the guide (2.9a)", () => {
  it("covers the topics of a first game, each once, in a few short paragraphs", () => {
    const ids = GUIDE.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const topic of [
      "goal",
      "armies",
      "terrains",
      "frontier",
      "maneuver",
      "eighth-face",
      "actions",
      "id-icons",
      "saves",
      "dead",
      "reserves",
      "turn",
    ]) {
      expect(guideSection(topic)?.paragraphs.length, topic).toBeGreaterThan(0);
    }
    for (const s of GUIDE) {
      expect(s.id).toMatch(/^[a-z-]+$/);
      for (const p of s.paragraphs) expect(p.length, s.id).toBeLessThan(520);
    }
    const words = GUIDE.flatMap((s) => s.paragraphs)
      .join(" ")
      .split(/\s+/).length;
    expect(words).toBeLessThan(1200);
  });

  it("draws only icons our glyphs know", () => {
    const known = new Set<string>([...NORMAL_ICONS, ...EIGHTH_FACE_ICONS]);
    for (const s of GUIDE) {
      for (const p of s.pictures ?? []) {
        expect(p.caption.length).toBeGreaterThan(10);
        for (const f of p.faces) expect(known.has(f.icon), `${s.id}: ${f.icon}`).toBe(true);
      }
    }
  });

  it("pictures real dice: the Footman's faces and a Coastland's faces as the catalogue has them", () => {
    const footman = dieById("footman");
    const coastland = dieById("coastland-city");
    if (footman?.kind !== "unit" || coastland?.kind !== "terrain") throw new Error("catalogue");
    expect(guideSection("dice")?.pictures?.[0]?.faces).toEqual(
      footman.faces.map((f) => ({ icon: f.icon, count: f.count })),
    );
    expect(guideSection("terrains")?.pictures?.[0]?.faces).toEqual(
      coastland.faces.map((f) => ({ icon: f.icon, count: f.number })),
    );
  });
});
