// Node-only helpers for browser tests and benchmarks: build the studio, serve it, drive it in Chromium.

export { CHROMIUM_PATH, launchChromium } from '@mindwire/testkit/chromium'
export { buildWebApp, WEB_APP_DIR } from './build-web-app.ts'
export { StudioPage } from './studio-page.ts'
export { type StudioServer, startStudioServer } from './studio-server.ts'
