export * from "./protocol.ts";
