// The generated dice files match the catalogue's schema: the catalogue reads them unchecked
// (src/dice.ts), so a file the importer or a hand made wrong fails here, with the die's place.
import { describe, expect, it } from "vitest";
import { DICE_FILES } from "../src/dice.ts";
import { diceFileSchema, parseDiceFile } from "../src/schema.ts";

describe("dice data files", () => {
  it.each(Object.entries(DICE_FILES))("%s matches the schema", (name, file) => {
    expect(parseDiceFile(name, file)).toEqual(file.dice);
  });

  it("names the file and the first bad die when one does not", () => {
    const broken = {
      generatedBy: "test",
      dice: [{ ...DICE_FILES["species.json"]?.dice[0], faces: 3 }],
    };
    expect(diceFileSchema.safeParse(broken).success).toBe(false);
    expect(() => parseDiceFile("species.json", broken)).toThrow(/^species\.json: dice\.0\.faces: /);
  });
});
