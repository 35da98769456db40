// How to play, in our own words: the sections the web app's "How to play" page shows (with
// pictures drawn from our glyphs) and the terminal prints (`dragondice rules`, in-game `help`).
// Plain data: each client lays it out its own way. Every fact is the 2.9a rulebook's
// (rules/000); the comments give its lines. What the game does not play yet is said so.

/** A picture made of our own glyphs: a row of faces, each an icon name and a count. */
export interface GuidePicture {
  /** What the picture shows, read aloud by screen readers and printed by the terminal. */
  caption: string;
  /**
   * Icon names as the catalogue writes them ("Melee", "ID", "City"...). `count` is what a unit's
   * face shows (2 for two melee); on a terrain die, the face's number (1 to 8).
   */
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
    // Object of the Game, line 112; The Eighth Face, line 716.
    id: "goal",
    title: "The goal",
    paragraphs: [
      "Each player brings a force of dice: units, two terrains and dragons. The first player to capture two terrains wins at once. A player whose units are the last ones left in play wins too.",
    ],
  },
  {
    // Get to know your dice, lines 126-132; Health, line 144; Icons, lines 146-148; force size,
    // magic users, terrains and dragons, lines 246, 258, 260.
    id: "dice",
    title: "Your force",
    paragraphs: [
      "Units are six-sided dice in four sizes: a common has 1 health, an uncommon 2, a rare 3, a champion 4. Monsters are ten-sided units with 4 health. Each face shows icons: a number of melee, missile, magic, save or maneuver results, the unit's ID icon, or a special action icon.",
      "Players agree on a force size in health (24 here by default). No more than half of it may be units with magic. Each player also brings two terrains (eight-sided dice) and a dragon for every 24 health (rounded up), kept in the summoning pool.",
    ],
    pictures: [
      {
        caption:
          "The six faces of a Dwarf Footman (a common): ID, save, melee, melee, save, two melee",
        faces: [
          { icon: "ID", count: 1 },
          { icon: "Save", count: 1 },
          { icon: "Melee", count: 1 },
          { icon: "Melee", count: 1 },
          { icon: "Save", count: 1 },
          { icon: "Melee", count: 2 },
        ],
      },
    ],
  },
  {
    // Army, lines 172-178; Assemble Armies, line 268; Determine Order of Play, lines 278-280;
    // Place Armies, lines 286-290.
    id: "armies",
    title: "Three armies",
    paragraphs: [
      "Before the game you split your units, in secret, into three armies of at least 1 health each and at most half the force: the home army, the campaign army and the horde army.",
      "Everyone rolls their horde army: the most maneuver and ID results goes first or picks the frontier. Then the home army goes to your home terrain, the horde army to another player's home terrain, and the campaign army to a terrain where you have no army yet, usually the frontier.",
    ],
  },
  {
    // Terrain, line 164; Determine Starting Distances, line 296; Actions, line 418.
    id: "terrains",
    title: "Terrains and distance",
    paragraphs: [
      "A terrain die's faces are numbered 1 to 8. A low number means the armies there are far apart, a high one that they are close. The icon on the face showing says what the armies there may do: magic when far, missile closer, melee when close.",
      "At the start each terrain is rolled: an 8 is rolled again and a 7 is turned down to 6.",
    ],
    pictures: [
      {
        caption: "A Coastland's eight faces: 1 magic, 2 to 5 missile, 6 and 7 melee, 8 a City",
        faces: [
          { icon: "Magic", count: 1 },
          { icon: "Missile", count: 2 },
          { icon: "Missile", count: 3 },
          { icon: "Missile", count: 4 },
          { icon: "Missile", count: 5 },
          { icon: "Melee", count: 6 },
          { icon: "Melee", count: 7 },
          { icon: "City", count: 8 },
        ],
      },
    ],
  },
  {
    // Home and Frontier Terrain, lines 166-168; Set the Battlefield, line 274; order of play,
    // line 280; missile range, line 448.
    id: "frontier",
    title: "Home and frontier",
    paragraphs: [
      "Your home terrain sits in front of you. Every player proposes their other terrain as the frontier, in the middle of the table, and one of them is chosen after the horde roll; the others leave the game.",
      "The frontier is one terrain away from every home: missiles reach from a home to the frontier and from the frontier to any home.",
    ],
  },
  {
    // The Turn Sequence, line 300 (only dragon attacks are not optional); outline, lines 211-228; Second March, line 538.
    id: "turn",
    title: "A turn",
    paragraphs: [
      "1. Initial effects: abilities that act at the start of your turn, such as a captured City or Temple.",
      "2. Dragon attacks, wherever a dragon and one of your armies share a terrain (see dragons).",
      "3. First march: pick one of your armies. It may maneuver, then take an action.",
      "4. Second march: the same with another army.",
      "5. Reserves: reinforce, then retreat.",
      "Apart from dragon attacks, you may skip any step.",
    ],
  },
  {
    // Maneuver, lines 402-414; First March, line 394.
    id: "maneuver",
    title: "Maneuvering",
    paragraphs: [
      "A marching army at a terrain may try to turn the terrain one step up or down. Every other player with an army there may counter-maneuver: then all those armies roll and count maneuver results (ID icons count too). The marching army wins if it has at least as many as each of them; otherwise the terrain does not turn. With no one opposing, it turns without a roll.",
    ],
    pictures: [
      {
        caption: "Maneuver and ID icons: what a maneuver roll counts",
        faces: [
          { icon: "Maneuver", count: 1 },
          { icon: "ID", count: 1 },
        ],
      },
    ],
  },
  {
    // The Eighth Face, lines 716-721, 731; Eighth Face Icons, lines 751-759.
    id: "eighth-face",
    title: "Capturing a terrain",
    paragraphs: [
      "Maneuvering a terrain to its eighth face captures it for the army that did it. While it holds the terrain, that army doubles its save and maneuver results, may take any action, and enemy armies there may only melee. It also gets the eighth face's power: a City, Standing Stones, a Temple or a Tower.",
      "The terrain turns back to its seventh face when the army leaves it, is out-maneuvered, or dies. Two captured terrains win the game.",
    ],
    pictures: [
      {
        caption: "The four eighth faces: City, Standing Stones, Temple, Tower",
        faces: [
          { icon: "City", count: 8 },
          { icon: "Standing Stones", count: 8 },
          { icon: "Temple", count: 8 },
          { icon: "Tower", count: 8 },
        ],
      },
    ],
  },
  {
    // Actions, lines 418-420 (Amazons in reserve, line 518); Melee, lines 428-436; Missile, lines 448-452; Magic, lines
    // 462-512 (a point is one colour, line 464; announce, then resolve, line 500); Reserve Magic, line 514.
    id: "actions",
    title: "Actions: melee, missile, magic",
    paragraphs: [
      "After the maneuver, the army may take the action its terrain's face shows, rolling all its units.",
      "Melee: attack another player's army at the same terrain; count melee results. If the defenders survive, they may counter-attack the same way.",
      "Missile: attack an army at the same terrain or one terrain away; count missile results. There is no counter-attack.",
      "Magic: count magic results and spend them on spells, each point as one of its unit's colours: announce every spell with its target, then they take effect in that order. Points not spent vanish. An army in the reserve may only take a magic action (Amazons there shoot missiles instead), and casts only some spells, at its own armies and units.",
    ],
    pictures: [
      {
        caption: "Melee, missile and magic icons",
        faces: [
          { icon: "Melee", count: 1 },
          { icon: "Missile", count: 1 },
          { icon: "Magic", count: 1 },
        ],
      },
    ],
  },
  {
    // ID icons, lines 152-154.
    id: "id-icons",
    title: "ID icons",
    paragraphs: [
      "A unit's ID icon counts as whatever the roll is for: melee in a melee attack, saves when saving, maneuvers when maneuvering. It is worth the unit's health: an uncommon's ID icon counts as 2.",
    ],
    pictures: [
      {
        caption: "An ID icon on an uncommon unit counts as 2 of whatever you roll for",
        faces: [{ icon: "ID", count: 2 }],
      },
    ],
  },
  {
    // Melee, line 430; Damage, lines 564-572.
    id: "saves",
    title: "Saves and damage",
    paragraphs: [
      "Each melee or missile result is a point of damage. If there is any, the defending army rolls for saves (save results and ID icons); each save cancels a point.",
      "For the damage left, the defender removes units of their choice, as much health as possible without going over: two points cannot kill a 3-health unit, so an army of four rares shrugs them off.",
    ],
    pictures: [
      {
        caption: "Save icons and ID icons cancel damage",
        faces: [
          { icon: "Save", count: 1 },
          { icon: "Save", count: 2 },
          { icon: "ID", count: 1 },
        ],
      },
    ],
  },
  {
    // Dead and Buried, lines 180-182; Damage, line 564.
    id: "dead",
    title: "The dead unit area",
    paragraphs: [
      "Killed units go to their owner's dead unit area (DUA). Some abilities bring them back, or promote a unit by swapping it for a bigger one from there. Buried units go to the buried unit area and are out of the game for good.",
    ],
  },
  {
    // Reserve Area, line 170; Reserve Movement, lines 544-548; Actions, line 418.
    id: "reserves",
    title: "Reserves",
    paragraphs: [
      "Your reserve area is beside you, not at any terrain. At the end of your turn you first reinforce: send any reserve units to any terrains, joining your army there or forming a new one. Then you may retreat units from terrains into the reserve.",
      "Only magic can reach the reserve army, and it may itself only take magic actions.",
    ],
  },
  {
    // Dragons, lines 660-708; Dragon Attack Phase, lines 330-390; Summon Dragon, lines 1597-1615.
    id: "dragons",
    title: "Dragons",
    paragraphs: [
      "Dragons wait in the summoning pool until a Summon Dragon spell brings one to a terrain. There it attacks any army whose turn starts at that terrain, its owner's too.",
      "Each attacking dragon rolls: Jaws 12 damage, Claw 6, Wing 5 (then it flies home), Tail 3 and it rolls again, Breath its colour's effect, Treasure a promotion for your army, Belly nothing but it loses its saves.",
      "Your army answers with one roll: 10 melee or 10 missile results slay a dragon (5 after a Belly, 5 more for a white one), never a mix; you count your ID results where you like. Saves cover the dragons' damage.",
    ],
  },
  {
    // Action icons, line 148; Special Action Icons, General Information (page 39).
    id: "special-icons",
    title: "Special action icons",
    paragraphs: [
      "Other icons on unit faces are special action icons, each with its own effect. The game applies them for you; the few it does not play yet count for nothing and the log says so.",
    ],
  },
];

/** The section with this id, or undefined. */
export const guideSection = (id: string): GuideSection | undefined =>
  GUIDE.find((s) => s.id === id);
