// Commands the terminal suggests ("Go on with: ..."), written so that they run as printed from
// the repository: `dragondice` itself is on PATH only when the package is installed, `npx
// dragondice` finds it in the workspace's node_modules/.bin.

/** `word` as one shell word: as it is when it is plain, else in single quotes. */
export function shellWord(word: string): string {
  if (/^[\w@%+=:,./-]+$/.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** "npx dragondice replay game.json": a subcommand (with its options) and a file. */
export const command = (subcommand: string, file: string): string =>
  `npx dragondice ${subcommand} ${shellWord(file)}`;
