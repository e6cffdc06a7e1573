import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

/** Debian's Chromium; browser tests never download a browser of their own. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** Launches headless Chromium (with `extraArgs`, e.g. an autoplay policy), or fails saying how to install it. */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` (CI installs it)`,
    )
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  })
}

/**
 * Puts an API key in `localStorage['mindwire:apiKey']` of every page the context opens, where a person's
 * web app keeps it, so it never has to travel in a URL.
 */
export async function storeApiKey(context: BrowserContext, key: string): Promise<void> {
  await context.addInitScript((apiKey) => {
    try {
      localStorage.setItem('mindwire:apiKey', apiKey)
    } catch {
      // about:blank has no storage; the apps' pages do.
    }
  }, key)
}

/**
 * Collects what went wrong in a page — uncaught errors and console errors (except those `allow` matches) —
 * into `problems`, which a test expects to stay empty.
 */
export function watchProblems(page: Page, problems: string[], allow: RegExp = /$^/): void {
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !allow.test(message.text())) problems.push(`console: ${message.text()}`)
  })
}

/** A browser for one test file: a page (with the API key in its origin's storage, if given) and its problems. */
export interface TestBrowser {
  browser: Browser
  page: Page
  /** Uncaught page errors and console errors, which a test expects to stay empty. */
  problems: string[]
  close(): Promise<void>
}

/** Launches Debian's Chromium with one page of the given size, watching its problems. */
export async function openTestBrowser(options: {
  viewport: { width: number; height: number }
  apiKey?: string
  /** More Chromium switches, e.g. `--autoplay-policy=no-user-gesture-required`. */
  chromiumArgs?: readonly string[]
  /** The browser's language (`navigator.language`), e.g. `zh-CN`; Chromium's own default otherwise. */
  locale?: string
}): Promise<TestBrowser> {
  const browser = await launchChromium(options.chromiumArgs)
  const context = await browser.newContext({
    viewport: options.viewport,
    ...(options.locale ? { locale: options.locale } : {}),
  })
  if (options.apiKey) await storeApiKey(context, options.apiKey)
  const page = await context.newPage()
  const problems: string[] = []
  watchProblems(page, problems)
  return { browser, page, problems, close: () => browser.close() }
}
