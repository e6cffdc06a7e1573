// Launching Debian's Chromium lives in @mindwire/testkit, shared with @mindwire/vue's browser test.
export { CHROMIUM_PATH, launchChromium } from '@mindwire/testkit/chromium'
