import { defineConfig } from 'vite'

// Served by `mindwire serve` at /tune/ beside the synth studio; `npm run dev` forwards /api to a running
// server. No SFC plugin: the components are render functions in .ts, like @mindwire/vue's, so tsc checks them.
export default defineConfig({
  base: '/tune/',
  define: {
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  server: {
    proxy: { '/api': process.env.MINDWIRE_API_URL ?? 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
})
