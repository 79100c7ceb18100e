import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './scripts/chunk-groups.js';
import { mantineStylesPerComponent } from './scripts/mantine-styles.js';
import { precompress } from './scripts/precompress.js';

/** The API `npm run dev` proxies to; `npm start` serves the built console from the API itself. */
const apiTarget = process.env.TABLERO_API ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react(), mantineStylesPerComponent(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting },
      // Merging would fold the later groups back into the first screen's chunk.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      // The start-up call asks `/` for JSON (the tenant); browser navigations to `/` stay with Vite.
      '^/$': {
        target: apiTarget,
        bypass: (request) => (request.headers.accept?.includes('text/html') ? request.url : undefined),
      },
    },
  },
});
