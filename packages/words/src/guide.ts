// How to play, in our own words: the sections the web app's "How to play" page shows (with
// pictures drawn from our glyphs) and the terminal prints (`dragondice rules`, in-game `help`).
// Plain data: each client lays it out its own way.

/** A picture made of our own glyphs: a row of faces, each an icon name and a count. */
export interface GuidePicture {
  /** What the picture shows, read aloud by screen readers and printed by the terminal. */
  caption: string;
  /** Icon names as the catalogue writes them ("Melee", "ID", "City"...), with counts. */
  faces: { icon: string; count: number }[];
}

export interface GuideSection {
  /** A short id: a web anchor, and the terminal's topic name (`help frontier`). */
  id: string;
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  pictures?: GuidePicture[];
}

/** The guide, in reading order. */
export const GUIDE: GuideSection[] = [
  {
    id: "goal",
    title: "The goal",
    paragraphs: [
      "Each player brings an army of dice and two terrain dice. You win by capturing two terrains, or by having the last units left in play.",
    ],
  },
];

/** The section with this id, or undefined. */
export const guideSection = (id: string): GuideSection | undefined =>
  GUIDE.find((s) => s.id === id);
