import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/** The apps/tune folder. */
export const TUNE_APP_DIR = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Builds the tuning studio with Vite's JS API (the same config as `npm run build -w @mindwire/tune`) into
 * a fresh temporary folder, and returns the folder.
 */
export async function buildTuneApp(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'mindwire-tune-build-'))
  await build({
    root: TUNE_APP_DIR,
    configFile: join(TUNE_APP_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}
