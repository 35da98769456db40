// 2.9a Deadlands (black, 4, basic; rules/000 line 1221): the terrain gains the death (black)
// element until its face changes (line 478): its black magic doubles there (line 492) and Amazons
// there cast black (line 494). Cast again at it, it only starts afresh (line 1183).
import { fixedSpell } from "../spell-lasting.ts";

export const deadlands = fixedSpell({ gainsElement: "death" });
