import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { CHROMIUM_PATH, openTestBrowser, type TestBrowser } from './chromium.ts'

export interface BrowserAppOptions<Server extends { close(): Promise<void> }> {
  /** Builds the web app into a fresh folder and returns it. */
  build(): Promise<string>
  /** Starts a real server that serves the built app. */
  serve(webRoot: string): Promise<Server>
  viewport: { width: number; height: number }
  /** The key the page's origin stores, when the server requires one. */
  apiKey?(server: Server): string
  /** More Chromium switches, e.g. an autoplay policy for tests that listen to audio. */
  chromiumArgs?: readonly string[]
  /** The browser's language, e.g. `zh-CN` for apps that follow it. */
  locale?: string
}

export interface BrowserApp<Server> {
  readonly server: Server
  readonly page: Page
  /** The page's uncaught errors and console errors; a test expects none. */
  readonly problems: string[]
}

/**
 * A test file's web app in a real browser: built with Vite, served by a real server, opened in Debian's
 * Chromium before the file's tests and torn down after. Without Chromium nothing starts and the tests
 * fail saying so (they check `CHROMIUM_PATH`).
 */
export function browserAppForTests<Server extends { close(): Promise<void> }>(
  options: BrowserAppOptions<Server>,
): BrowserApp<Server> {
  let webRoot: string | undefined
  let server: Server | undefined
  let browser: TestBrowser | undefined
  beforeAll(async () => {
    if (!existsSync(CHROMIUM_PATH)) return
    webRoot = await options.build()
    server = await options.serve(webRoot)
    browser = await openTestBrowser({
      viewport: options.viewport,
      apiKey: options.apiKey?.(server),
      chromiumArgs: options.chromiumArgs,
      locale: options.locale,
    })
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (webRoot) await rm(webRoot, { recursive: true, force: true })
  })
  return {
    get server() {
      return required(server, 'server')
    },
    get page() {
      return required(browser, 'browser').page
    },
    get problems() {
      return required(browser, 'browser').problems
    },
  }
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`the test ${what} is not running (is Chromium at ${CHROMIUM_PATH}?)`)
  return value
}
