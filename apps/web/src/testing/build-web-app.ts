import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

/** The apps/web folder. */
export const WEB_APP_DIR = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Builds the studio with Vite's JS API (the same config as `npm run build -w @mindwire/web`) into
 * `outDir`, a fresh temporary folder by default, and returns the folder.
 */
export async function buildWebApp(outDir?: string): Promise<string> {
  const target = outDir ?? (await mkdtemp(join(tmpdir(), 'mindwire-web-build-')))
  await build({
    root: WEB_APP_DIR,
    configFile: join(WEB_APP_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: target, emptyOutDir: true },
  })
  return target
}
