// The colour of each element (2.9a line 158): gold is earth, blue air, red fire, green water and
// black death. Magic is spent in colours; dice are made of elements.
import type { Element, MagicColor } from "@dragondice/catalog";

export const COLOR_OF: Readonly<Record<Element, MagicColor>> = {
  air: "blue",
  death: "black",
  earth: "gold",
  fire: "red",
  water: "green",
};
