import { fileURLToPath } from 'node:url'
import { buildViteApp } from '@mindwire/testkit/vite'

/** The apps/tune folder. */
export const TUNE_APP_DIR = fileURLToPath(new URL('../..', import.meta.url))

/** Builds the tuning studio as `npm run build -w @mindwire/tune` does, into a fresh temporary folder. */
export function buildTuneApp(): Promise<string> {
  return buildViteApp(TUNE_APP_DIR)
}
