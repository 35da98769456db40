// The editions whose rules data the catalogue holds. V4 and TSR 1996 join as their issues land;
// for V4 the catalogue already knows which SAIs on the dice only V4 defines.
import { rules29a } from "./2.9a/index.ts";
import type { EditionRulesData } from "./edition-data.ts";
import { v4OnlySais } from "./v4/sais-v4-only.ts";

export type { EditionRulesData } from "./edition-data.ts";
export { v4OnlySais };

export const editions: Record<string, EditionRulesData> = {
  "2.9a": rules29a,
};
