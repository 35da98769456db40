// The browser-safe surface (the web app imports it): the wire protocol only. The server itself
// is "@dragondice/server/app" and its storage "@dragondice/server/store".
export * from "./protocol.ts";
