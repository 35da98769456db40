// Vite config for the web app: React JSX through Vite's built-in oxc transform (no plugin), in dev
// the API and the game socket proxied to the game server on port 3000, and a build that writes a
// brotli (.br) and a gzip (.gz) copy beside every file worth compressing, which the game server
// sends to browsers that accept them (@fastify/static's preCompressed).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

const server = process.env.DRAGONDICE_SERVER ?? "http://localhost:3000";

/** Smaller files gain nothing worth a second request header's bytes. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/** Compresses once at build time, at the strongest settings, so the server never has to. */
function precompress(): Plugin {
  return {
    name: "dragondice-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      for (const name of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const path = join(dir, name);
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  plugins: [precompress()],
  server: {
    proxy: {
      "/api": server,
      "/ws": { target: server.replace(/^http/, "ws"), ws: true },
    },
  },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 4000 },
});
