import { defineConfig } from 'vite'

// Served by `mindwire serve` at /shop/; `npm run dev` forwards /api (and the WebSocket) to a running
// server. Components are render functions in .ts, like the tuning studio's, so tsc checks them.
export default defineConfig({
  base: '/shop/',
  define: {
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  server: {
    proxy: { '/api': { target: process.env.MINDWIRE_API_URL ?? 'http://127.0.0.1:3000', ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
})
