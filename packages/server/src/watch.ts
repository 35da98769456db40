// The watch token, apart from the protocol's schemas so that the web lobby can use it without
// loading zod.

/**
 * The token that opens any game's public view, as a spectator: `/play/<id>?token=watch`. Every
 * game can be watched; a seat's token and the game's own spectator token stay unguessable.
 */
export const WATCH_TOKEN = "watch";
