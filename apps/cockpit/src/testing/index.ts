// Node-only helpers for browser tests: build the cockpit page.
import { fileURLToPath } from 'node:url'
import { buildViteApp } from '@mindwire/testkit/vite'

/** The apps/cockpit folder. */
export const COCKPIT_APP_DIR = fileURLToPath(new URL('../..', import.meta.url))

/** Builds the cockpit page as `npm run build -w @mindwire/cockpit-app` does, into a fresh temporary folder. */
export function buildCockpitApp(): Promise<string> {
  return buildViteApp(COCKPIT_APP_DIR)
}
