// Dice whose faces show an icon their race's table in 2.9a "Icons of Each Race" does not list,
// with why the die is right (or why the table is incomplete).

export interface IconTableException {
  species: string;
  icon: string;
  /** Ids of the dice that show the icon. */
  dice: string[];
  reason: string;
}

export const iconTableExceptions: IconTableException[] = [
  {
    species: "amazons",
    icon: "Firewalking",
    dice: ["nightmare"],
    reason:
      "The Nightmare is the Amazon monster the 2.9a text only mentions in passing (rules/000 line 837); its die shows Firewalking, an SAI the 2.9a list defines, but the Amazon table (line 3180) does not list it. The die is kept as printed.",
  },
  {
    species: "eldarim",
    icon: "Sneak Attack",
    dice: [
      "dragoncrusader",
      "dragonlord",
      "dragonslayer",
      "dragonhunter-black",
      "dragonhunter-blue",
      "dragonhunter-gold",
      "dragonhunter-green",
      "dragonhunter-red",
      "dragonmaster-black",
      "dragonmaster-blue",
      "dragonmaster-gold",
      "dragonmaster-green",
      "dragonmaster-red",
      "dragonzealot-black",
      "dragonzealot-blue",
      "dragonzealot-gold",
      "dragonzealot-green",
      "dragonzealot-red",
    ],
    reason:
      'The Eldarim table in "Icons of Each Race" covers the acolytes only; the champions\' faces are given in "The Eldarim Champions" (rules/000 lines 967-973), which list Sneak Attack on every champion.',
  },
  {
    species: "eldarim",
    icon: "Logo",
    dice: [
      "dragoncrusader",
      "dragonlord",
      "dragonslayer",
      "dragonhunter-black",
      "dragonhunter-blue",
      "dragonhunter-gold",
      "dragonhunter-green",
      "dragonhunter-red",
      "dragonmaster-black",
      "dragonmaster-blue",
      "dragonmaster-gold",
      "dragonmaster-green",
      "dragonmaster-red",
      "dragonzealot-black",
      "dragonzealot-blue",
      "dragonzealot-gold",
      "dragonzealot-green",
      "dragonzealot-red",
    ],
    reason:
      'The Eldarim table in "Icons of Each Race" covers the acolytes only; the champions\' faces are given in "The Eldarim Champions" (rules/000 lines 967-973), which list the SFR/TSR logo face on every champion.',
  },
  {
    species: "eldarim",
    icon: "Bash",
    dice: [
      "dragoncrusader",
      "dragonzealot-black",
      "dragonzealot-blue",
      "dragonzealot-gold",
      "dragonzealot-green",
      "dragonzealot-red",
    ],
    reason:
      'The Eldarim table in "Icons of Each Race" covers the acolytes only; the champions\' faces are given in "The Eldarim Champions" (rules/000 lines 967-973), which list Bash on the Dragoncrusader and Dragonzealots (line 973).',
  },
  {
    species: "dragonkin",
    icon: "Logo",
    dice: [
      "dragonstallion-black",
      "dragonstallion-blue",
      "dragonstallion-gold",
      "dragonstallion-green",
      "dragonstallion-red",
      "dragonvedette-black",
      "dragonvedette-blue",
      "dragonvedette-gold",
      "dragonvedette-green",
      "dragonvedette-red",
      "dragonvictor-black",
      "dragonvictor-blue",
      "dragonvictor-gold",
      "dragonvictor-green",
      "dragonvictor-red",
    ],
    reason:
      "The Dragonkin table lists the icons of common to rare Dragonkin; the Dragonkin Champion section (rules/000 lines 2326-2352) gives the champion ID, Breath, Fly, Smite, logo and Belly faces; every Dragonkin champion die carries the logo.",
  },
  {
    species: "dragonkin",
    icon: "Fly",
    dice: [
      "dragonstallion-black",
      "dragonstallion-blue",
      "dragonstallion-gold",
      "dragonstallion-green",
      "dragonstallion-red",
      "dragonvedette-black",
      "dragonvedette-blue",
      "dragonvedette-gold",
      "dragonvedette-green",
      "dragonvedette-red",
    ],
    reason:
      "The Dragonkin table lists the icons of common to rare Dragonkin; the Dragonkin Champion section (rules/000 lines 2326-2352) gives the champion ID, Breath, Fly, Smite, logo and Belly faces (the Dragonvedette matches it face for face; the Dragonstallion shares its Fly).",
  },
  {
    species: "dragonkin",
    icon: "Smite",
    dice: [
      "dragonvedette-black",
      "dragonvedette-blue",
      "dragonvedette-gold",
      "dragonvedette-green",
      "dragonvedette-red",
    ],
    reason:
      "The Dragonkin table lists the icons of common to rare Dragonkin; the Dragonkin Champion section (rules/000 lines 2326-2352) gives the champion ID, Breath, Fly, Smite, logo and Belly faces.",
  },
  {
    species: "dragonkin",
    icon: "Trample",
    dice: [
      "dragonstallion-black",
      "dragonstallion-blue",
      "dragonstallion-gold",
      "dragonstallion-green",
      "dragonstallion-red",
    ],
    reason:
      "The reference data has two more Dragonkin champion dice per colour than the 2.9a section describes (Dragonstallion, Dragonvictor); their extra SAIs are all defined in the 2.9a SAI list, so they are kept for both editions as printed.",
  },
  {
    species: "dragonkin",
    icon: "Rend",
    dice: [
      "dragonvictor-black",
      "dragonvictor-blue",
      "dragonvictor-gold",
      "dragonvictor-green",
      "dragonvictor-red",
    ],
    reason:
      "The reference data has two more Dragonkin champion dice per colour than the 2.9a section describes (Dragonstallion, Dragonvictor); their extra SAIs are all defined in the 2.9a SAI list, so they are kept for both editions as printed.",
  },
  {
    species: "dragonkin",
    icon: "Counter",
    dice: [
      "dragonvictor-black",
      "dragonvictor-blue",
      "dragonvictor-gold",
      "dragonvictor-green",
      "dragonvictor-red",
    ],
    reason:
      "The reference data has two more Dragonkin champion dice per colour than the 2.9a section describes (Dragonstallion, Dragonvictor); their extra SAIs are all defined in the 2.9a SAI list, so they are kept for both editions as printed.",
  },
];
