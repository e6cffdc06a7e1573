// Node-only helpers for browser tests: build the shopping page.
import { fileURLToPath } from 'node:url'
import { buildViteApp } from '@mindwire/testkit/vite'

/** The apps/shop folder. */
export const SHOP_APP_DIR = fileURLToPath(new URL('../..', import.meta.url))

/** Builds the shopping page as `npm run build -w @mindwire/shop-app` does, into a fresh temporary folder. */
export function buildShopApp(): Promise<string> {
  return buildViteApp(SHOP_APP_DIR)
}
