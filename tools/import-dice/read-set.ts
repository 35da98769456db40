// Reads one OCTGN set file of the reference dice data into plain records.
import { XMLParser } from "fast-xml-parser";

/** One <card>: its name, its properties, and the raw text of every face in order. */
export interface RawCard {
  name: string;
  props: Record<string, string>;
  /** e.g. ["3 ID", "3 Trample", ...]: the card's Icons property, then each alternate's. */
  faces: string[];
}

interface XmlProperty {
  "@_name": string;
  "@_value": string;
}
interface XmlAlternate {
  property?: XmlProperty | XmlProperty[];
}
interface XmlCard {
  "@_name": string;
  property?: XmlProperty | XmlProperty[];
  alternate?: XmlAlternate | XmlAlternate[];
}

const asArray = <T>(x: T | T[] | undefined): T[] =>
  x === undefined ? [] : Array.isArray(x) ? x : [x];

export function readSet(xml: string): RawCard[] {
  const parser = new XMLParser({ ignoreAttributes: false, parseAttributeValue: false });
  const doc = parser.parse(xml) as { set?: { cards?: { card?: XmlCard | XmlCard[] } } };
  return asArray(doc.set?.cards?.card).map((card) => {
    const props: Record<string, string> = {};
    for (const p of asArray(card.property)) props[p["@_name"]] = String(p["@_value"]).trim();
    const faces = [props.Icons ?? ""];
    for (const alt of asArray(card.alternate)) {
      const icons = asArray(alt.property).find((p) => p["@_name"] === "Icons");
      faces.push(icons ? String(icons["@_value"]).trim() : "");
    }
    return { name: String(card["@_name"]).trim(), props, faces };
  });
}

/** Splits a raw face such as "3 Trample" into its count and icon name. */
export function splitFace(raw: string): { count: number; icon: string } {
  const m = /^(\d+)\s+(.+)$/.exec(raw.trim());
  if (!m?.[1] || !m[2]) throw new Error(`face "${raw}" is not "<count> <icon>"`);
  return { count: Number(m[1]), icon: m[2].trim() };
}
