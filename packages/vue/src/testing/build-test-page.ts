import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const PAGE_DIR = fileURLToPath(new URL('./browser-page', import.meta.url))

/** Builds the test page with Vite (no SFC plugin: the components are render functions) into a temporary folder. */
export async function buildTestPage(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'mindwire-vue-page-'))
  await build({
    root: PAGE_DIR,
    configFile: false,
    logLevel: 'warn',
    // Vue's bundler build asks for its feature flags; the options API stays on for app components.
    define: {
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}
