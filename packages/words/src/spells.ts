// Spells in plain words (2.9a "Magic", lines 494-512, "Spell Attributes", lines 1083-1203): what
// a spell is cast at, what a pool can buy, what is left of it, and an announcement in the order it
// resolves ("Stoneskin ×2 at your army at the frontier, then Hailstorm at B's army at the frontier").
import type { Edition, MagicColor } from "@dragondice/catalog";
import {
  type AnnouncedSpell,
  type CastData,
  castingsCost,
  castingsOf,
  type Demand,
  pointsLeft,
  type SpellOffer,
  type SpellTarget,
} from "@dragondice/engine";
import { dragonName } from "./dragons.ts";
import { spellOf } from "./edition.ts";
import {
  healthOfId,
  labelOfId,
  placeName,
  possessive,
  type Shown,
  shortName,
  speciesName,
} from "./names.ts";
import { whereName } from "./steps.ts";

/** "Hailstorm", from its catalogue id. */
export const spellName = (id: string, edition?: Edition): string =>
  spellOf(id, edition)?.name ?? id;

/** Whose a player's things are: "your" for the viewer, "their" for the caster, else the name's. */
function whose(g: Shown, player: number, caster?: number): string {
  if (player === g.viewer) return "your";
  if (player === caster) return "their";
  return possessive(shortName(g, player));
}

/** "the frontier", "your home", "B's home", or the terrain's name. */
function whereText(g: Shown, at: string, caster?: number): string {
  const t = g.terrains.find((x) => `t:${x.id}` === at);
  return t?.role === "home" ? `${whose(g, t.owner, caster)} home` : whereName(g, at);
}

/** The player a unit belongs to, and where it is. */
const dieAt = (g: Shown, id: string) => g.dice.find((d) => d.id === id);

/**
 * What a spell is cast at: "B's army at the frontier", "Flatland City", "B's Footman (common, 1)
 * at the frontier", "3 health-worth of B's units: ...". `caster`'s own things are "their".
 * `where: false` leaves out where a unit is: a log line is told after the events that followed
 * it, when the unit may already lie elsewhere (in the dead unit area after its spell).
 */
export function spellTargetText(
  g: Shown,
  t: SpellTarget,
  caster?: number,
  { where: placed = true }: { where?: boolean } = {},
): string {
  if ("army" in t) {
    const who = whose(g, t.army.player, caster);
    return t.army.at === "reserve"
      ? `${who} reserve army`
      : `${who} army at ${whereText(g, t.army.at, caster)}`;
  }
  if ("unit" in t) {
    const d = dieAt(g, t.unit);
    const where = d && placed ? ` at ${whereText(g, d.at, caster)}` : "";
    return `${d ? `${whose(g, d.owner, caster)} ` : ""}${labelOfId(g, t.unit)}${where}`;
  }
  if ("units" in t) {
    const owner = dieAt(g, t.units[0] ?? "")?.owner;
    const health = t.units.reduce((s, id) => s + healthOfId(g, id), 0);
    const of = owner === undefined ? "units" : `${whose(g, owner, caster)} units`;
    return `${health} health-worth of ${of}: ${t.units.map((id) => labelOfId(g, id)).join(", ")}`;
  }
  if ("terrain" in t) return whereText(g, `t:${t.terrain}`, caster);
  if ("dua" in t) return `${whose(g, t.dua, caster)} dead unit area`;
  if ("player" in t) return `all ${whose(g, t.player, caster)} armies`;
  if ("item" in t) {
    const d = dieAt(g, t.item);
    const where = d && placed ? ` at ${whereText(g, d.at, caster)}` : "";
    return `${d ? `${whose(g, d.owner, caster)} ` : ""}${labelOfId(g, t.item)}${where}`;
  }
  if ("items" in t) {
    const owner = dieAt(g, t.items[0] ?? "")?.owner;
    const health = t.items.reduce((s, id) => s + healthOfId(g, id), 0);
    const of = owner === undefined ? "buried items" : `${whose(g, owner, caster)} buried items`;
    return `${health} health-worth of ${of}: ${t.items.map((id) => labelOfId(g, id)).join(", ")}`;
  }
  // An effect is named once, with how many of its castings are targeted when it holds several.
  const names = [...new Set(t.spells)].map((id) => {
    const e = g.effects.find((x) => x.id === id);
    if (!e) return `spell ${id}`;
    const owner = possessive(shortName(g, e.owner));
    const held = castingsOf(e);
    const named = t.spells.filter((x) => x === id).length;
    if (held === 1) return `${e.name} (${owner})`;
    return named === held
      ? `${e.name} ×${held} (${owner})`
      : `${e.name} (${owner}, ${named} of its ${held} castings)`;
  });
  return names.join(", ");
}

/** "blue", "black, blue, gold, green or red". */
export function colorsText(colors: readonly string[]): string {
  if (colors.length <= 1) return colors[0] ?? "";
  return `${colors.slice(0, -1).join(", ")} or ${colors.at(-1)}`;
}

/**
 * A spell the pool can buy, in one line: "Hailstorm: 2 blue. Deals one point of damage to an
 * enemy army, which may roll saves." With a race's ("Dwarves' magic only") and the health-worth
 * each casting covers.
 */
export function offerText(o: SpellOffer): string {
  const race = o.species ? `, ${possessive(speciesName(o.species))} magic only` : "";
  const each = o.amount === undefined ? "" : ` Each casting covers ${o.amount} health-worth.`;
  return `${o.name}: ${o.cost} ${colorsText(o.colors)}${race}. ${o.summary}${each}`;
}

/** The points each colour still has for a spell once `spells` are paid: the running total. */
export function spellPointsLeft(
  data: CastData,
  spells: readonly AnnouncedSpell[],
): Partial<Record<MagicColor, number>> {
  const demands: Demand[] = [];
  for (const a of spells) {
    const o = data.offers.find((x) => x.spell === a.spell);
    if (o) demands.push({ color: a.color, species: o.species, cost: o.cost });
  }
  const left: Partial<Record<MagicColor, number>> = {};
  for (const color of Object.keys(data.pool) as MagicColor[]) {
    left[color] = pointsLeft(data.magic, color, demands);
  }
  return left;
}

/**
 * What a pool holds, colour by colour, each colour's figure the most it can pay by itself: a point
 * is spent as one of its colours, never two, so the figures overlap and never add up. Equal
 * figures are the same points ("7 points, each black or red", never "7 black, 7 red", which reads
 * as 14); different ones are each a most ("up to 4 red, up to 2 gold").
 */
export function pointsText(points: Partial<Record<string, number>>): string {
  const entries = Object.entries(points) as [string, number][];
  const [first] = entries;
  if (!first) return "nothing";
  if (entries.length === 1) return `${first[1]} ${first[0]}`;
  const n = first[1];
  if (entries.every(([, m]) => m === n)) {
    const colors = colorsText(entries.map(([c]) => c));
    return n === 1 ? `1 point, ${colors}` : `${n} points, each ${colors}`;
  }
  return entries.map(([c, m]) => `up to ${m} ${c}`).join(", ");
}

/** A target as a key: the same for the same target (units in any order). */
const keyOf = (t: SpellTarget): string =>
  "units" in t ? JSON.stringify({ units: [...t.units].sort() }) : JSON.stringify(t);

/**
 * An announcement in resolution order, castings of one spell at one target counted together:
 * "Stoneskin ×2 at their army at the frontier, then Hailstorm at B's army at the frontier". The
 * colour is told for elemental spells (any one colour pays), or for every spell with `colors`
 * (a list of castings being made, where each row says what pays it). `options` as for
 * `spellTargetText`.
 */
export function announcementText(
  g: Shown,
  spells: readonly { spell: string; color: string; target: SpellTarget }[],
  caster?: number,
  options: { where?: boolean; colors?: boolean } = {},
): string {
  const groups: { spell: string; color: string; target: SpellTarget; times: number }[] = [];
  for (const a of spells) {
    const same = groups.find(
      (x) => x.spell === a.spell && keyOf(x.target) === keyOf(a.target) && x.color === a.color,
    );
    if (same) same.times += 1;
    else groups.push({ ...a, times: 1 });
  }
  return groups
    .map((x) => {
      const told = options.colors === true || spellOf(x.spell, g.edition)?.color === "elemental";
      const color = told ? ` (${x.color})` : "";
      const times = x.times > 1 ? ` ×${x.times}` : "";
      return `${spellName(x.spell, g.edition)}${times}${color} at ${spellTargetText(g, x.target, caster, options)}`;
    })
    .join(", then ");
}

/**
 * How many more castings of an offered spell its target needs (line 1171: castings at one target
 * add up): units by their health-worth, spells by their cost, each casting covering the offer's
 * `amount`; one for any other target. Castings of it at that target in `announced` count.
 */
export function castingsNeeded(
  g: Shown,
  offer: SpellOffer,
  target: SpellTarget,
  announced: readonly AnnouncedSpell[] = [],
): number {
  if (!offer.amount) return 1;
  const worth =
    "units" in target
      ? target.units.reduce((s, id) => s + healthOfId(g, id), 0)
      : "spells" in target
        ? castingsCost(g.effects, target.spells)
        : 0;
  const already = announced.filter(
    (a) => a.spell === offer.spell && keyOf(a.target) === keyOf(target),
  ).length;
  return Math.max(1, Math.ceil(worth / offer.amount) - already);
}

/**
 * "Summon B's red wyrm (from B's summoning pool)", "Summon your blue drake (from Highland City)":
 * a dragon a Summon Dragon spell may bring (2.9a lines 1597-1615), and where it is now.
 */
export function summonOptionText(g: Shown, dragon: string): string {
  const d = dieAt(g, dragon);
  if (!d) return `Summon ${dragon}`;
  const from = d.at === "pool" ? `${whose(g, d.owner)} summoning pool` : placeName(g, d.at);
  return `Summon ${dragonName(g, dragon)} (from ${from})`;
}
