import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * In production the site server answers `GET /runtime-config.js` (see server/site-server.mjs). The dev
 * server has no such file and would answer index.html instead, so serve a harmless script: src/config.ts
 * then falls back to its development defaults. No API origin is written here.
 */
function devRuntimeConfig(): Plugin {
  return {
    name: 'foundation-dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/runtime-config.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end('// Development: no runtime configuration, src/config.ts uses its defaults.\n');
      });
    },
  };
}

const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml|webmanifest)$/;

/** Writes .br and .gz beside every text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'foundation-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < 512) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), devRuntimeConfig(), precompress()],
  server: {
    port: 5173,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser that runs this bundle supports <link rel="modulepreload">: no polyfill in the first load.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the site server preloads each route's chunks from it.
    manifest: true,
  },
});
