// POST /api/games with `{ "guided": true }`: the guided first game (guided.ts), nothing else to
// choose.
import { z } from "zod";

export const guidedGameSchema = z.object({ guided: z.literal(true) }).strict();
export type GuidedGame = z.input<typeof guidedGameSchema>;
