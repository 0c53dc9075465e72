import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * In production the static server answers `GET /runtime-config.js` at the origin root (see
 * tools/lib/static-server.mjs). The dev server has no such file and would answer index.html instead, so serve a
 * harmless script: src/config.ts then falls back to its development defaults. No API origin is written here.
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

export default defineConfig({
  base: '/admin/',
  plugins: [react(), devRuntimeConfig()],
  server: {
    port: 5174,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two pages: the panel (react-admin) and the door check-in screen, a light bundle of its own that
    // shares nothing heavy with the panel (docs/decisions/0019-door-check-in-screen.md).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        'check-in': fileURLToPath(new URL('./check-in.html', import.meta.url)),
      },
    },
  },
});
