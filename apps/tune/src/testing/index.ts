// Node-only helpers for browser tests: build the tuning studio, drive its pages in Chromium.

export { buildTuneApp, TUNE_APP_DIR } from './build-tune-app.ts'
export { ask, chainModules, drawerMessages, shownDeviation, waitForReplies } from './tune-page.ts'
