import { fileURLToPath } from 'node:url'
import { buildViteApp } from '@mindwire/testkit/vite'

/** The apps/web folder. */
export const WEB_APP_DIR = fileURLToPath(new URL('../..', import.meta.url))

/** Builds the studio as `npm run build -w @mindwire/web` does, into `outDir` or a fresh temporary folder. */
export function buildWebApp(outDir?: string): Promise<string> {
  return buildViteApp(WEB_APP_DIR, outDir)
}
