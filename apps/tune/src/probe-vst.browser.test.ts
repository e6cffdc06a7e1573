import { existsSync } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { type StudioTestServer, startStudioServer } from '@mindwire/studio/testing'
import { CHROMIUM_PATH, launchChromium, storeApiKey, watchProblems } from '@mindwire/testkit/chromium'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTuneApp, TUNE_APP_DIR } from './testing/build-tune-app.ts'
import { drawerMessages, waitForReplies } from './testing/tune-page.ts'

// XiProbe and XiVST as pages of the tuning studio: the real build, server (offline model, PGlite) and
// Chromium; an example button sends its request to that app's copilot and the drawer shows the answer.
const ARTIFACTS = join(TUNE_APP_DIR, 'test-artifacts')
const KNOWLEDGE = join(TUNE_APP_DIR, '../../domains/studio/knowledge')

interface Plugin {
  name: string
  category: string
}

let webRoot: string | undefined
let server: StudioTestServer | undefined
let browser: Browser | undefined
let reverbs: string[] = []
let speakerMetrics: { zh: string; en: string }[] = []
const problems: string[] = []

beforeAll(async () => {
  if (!existsSync(CHROMIUM_PATH)) return
  const catalogue = JSON.parse(await readFile(join(KNOWLEDGE, 'xivst/plugins.json'), 'utf8'))
  reverbs = (catalogue.plugins as Plugin[])
    .filter((plugin) => plugin.category === 'reverb')
    .map((p) => p.name)
  const plans = JSON.parse(await readFile(join(KNOWLEDGE, 'xiprobe/measurement-plans.json'), 'utf8'))
  speakerMetrics = plans.targets.loudspeaker.metrics
  webRoot = await buildTuneApp()
  server = await startStudioServer({ webApps: [{ base: '/tune/', root: webRoot }] })
  browser = await launchChromium()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (webRoot) await rm(webRoot, { recursive: true, force: true })
})

async function openPage(locale: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser!.newContext({ viewport, locale })
  await storeApiKey(context, server!.key)
  const page = await context.newPage()
  watchProblems(page, problems)
  await page.goto(`${server!.url}/tune/`)
  await page.waitForURL(/\/tune\/xi-studio\?projectId=/)
  return page
}

/** Opens an app from the header's tabs, clicks its example `index` and returns the finished reply. */
async function askExample(page: Page, app: string, index: number): Promise<string> {
  await page.click(`.tune-tab[data-app="${app}"]`)
  await page.waitForURL(new RegExp(`/tune/${app}\\?projectId=`))
  const replies = await page.locator('.mw-message--assistant:not(.mw-message--streaming)').count()
  const example = page.locator(`[data-example="${index}"]`)
  const text = (await example.textContent())!.trim()
  await example.click()
  await waitForReplies(page, replies + 1)
  const messages = await drawerMessages(page)
  expect(messages).toContain(`user: ${text}`)
  return messages.at(-1)!
}

/** How many of the names the reply mentions. */
const named = (reply: string, names: string[]) => names.filter((name) => reply.includes(name)).length

describe('XiProbe and XiVST pages in Chromium', () => {
  it('zh, desktop: the plan for a loudspeaker, a THD verdict with its failing point, and the top 3 reverbs', async () => {
    expect(existsSync(CHROMIUM_PATH), `install Chromium: apt-get install -y chromium`).toBe(true)
    const page = await openPage('zh-CN', { width: 1440, height: 900 })
    expect(await page.textContent('.tune-tab[data-app="xi-probe"]')).toContain('XiProbe')
    expect(await page.textContent('.tune-tab[data-app="xi-vst"]')).toContain('XiVST')
    const plan = await askExample(page, 'xi-probe', 0)
    expect(plan).toContain(speakerMetrics[0]!.zh)
    expect(
      named(
        plan,
        speakerMetrics.map((metric) => metric.zh),
      ),
    ).toBeGreaterThanOrEqual(3)
    expect(await page.textContent('.tune-drawer')).toContain('XiMind · XiProbe')
    const verdict = await askExample(page, 'xi-probe', 1)
    expect(verdict).toContain('2.1')
    expect(verdict).toMatch(/不合格/)
    await mkdir(ARTIFACTS, { recursive: true })
    await page.screenshot({ path: join(ARTIFACTS, 'xi-probe-zh.png') })
    const top = await askExample(page, 'xi-vst', 0)
    expect(named(top, reverbs)).toBe(3)
    const sdk = await askExample(page, 'xi-vst', 1)
    expect(sdk).toContain('xvst-sdk://multi-rate')
    await page.screenshot({ path: join(ARTIFACTS, 'xi-vst-zh.png') })
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('en, phone 390×844: the same pages in English, the reply in English', async () => {
    const page = await openPage('en-US', { width: 390, height: 844 })
    expect(await page.getAttribute('.tune-shell', 'lang')).toBe('en')
    const plan = await askExample(page, 'xi-probe', 0)
    expect(plan).toContain(speakerMetrics[0]!.en)
    await mkdir(ARTIFACTS, { recursive: true })
    await page.screenshot({ path: join(ARTIFACTS, 'xi-probe-en-phone.png'), fullPage: true })
    const top = await askExample(page, 'xi-vst', 0)
    expect(named(top, reverbs)).toBe(3)
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: join(ARTIFACTS, 'xi-vst-en-phone.png'), fullPage: true })
    expect(problems).toEqual([])
    await page.context().close()
  })
})
