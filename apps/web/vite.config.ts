import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// `npm run dev` serves the studio with hot reload and forwards /api to a running `mindwire serve`.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': process.env.MINDWIRE_API_URL ?? 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two pages: the studio at / and the analyst's live run view at /analyst.html.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        analyst: fileURLToPath(new URL('analyst.html', import.meta.url)),
      },
    },
    // Tone.js and React Flow make one large chunk; splitting it buys nothing for a single-page studio.
    chunkSizeWarningLimit: 2000,
  },
})
