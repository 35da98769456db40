// 2.9a "Group Monsters" (rules/000 line 773): monsters that are a collection of smaller ones. In
// any roll one showing its ID counts it as the results rolled for and rolls again, at the time
// Instant SAIs roll again. The rulebook names six, by their catalogue ids.
export const groupMonsters: string[] = [
  "sprite-swarm",
  "harpies",
  "mudmen",
  "wolf-pack",
  "web-birds",
  "will-o-wisps",
];
