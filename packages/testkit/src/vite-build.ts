import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'

/**
 * Builds the web app in `appDir` with Vite's JS API and its own vite.config.ts (the same as its
 * `npm run build`) into `outDir`, a fresh temporary folder by default, and returns the folder.
 */
export async function buildViteApp(appDir: string, outDir?: string): Promise<string> {
  const target = outDir ?? (await mkdtemp(join(tmpdir(), 'mindwire-app-build-')))
  await build({
    root: appDir,
    configFile: join(appDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: target, emptyOutDir: true },
  })
  return target
}
