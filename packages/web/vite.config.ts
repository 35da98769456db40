// Vite config for the web app: React JSX through Vite's built-in oxc transform (no plugin), and
// in dev the API and the game socket proxied to the game server on port 3000.
import { defineConfig } from "vite";

const server = process.env.DRAGONDICE_SERVER ?? "http://localhost:3000";

export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  server: {
    proxy: {
      "/api": server,
      "/ws": { target: server.replace(/^http/, "ws"), ws: true },
    },
  },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 4000 },
});
