import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { browserAppForTests } from '@mindwire/testkit/browser-app'
import { CHROMIUM_PATH } from '@mindwire/testkit/chromium'
import { describe, expect, it } from 'vitest'
import { buildWebApp, WEB_APP_DIR } from './testing/build-web-app.ts'
import { StudioPage } from './testing/studio-page.ts'
import { startStudioServer } from './testing/studio-server.ts'

// Every patch the agent builds from the shipped recipes makes sound when ▶ is pressed — measured on what
// reaches the loudspeakers with a Web Audio AnalyserNode — or the page says what to do (play the keys).
const ARTIFACTS = join(WEB_APP_DIR, '..', '..', 'test-artifacts')
// −60 dBFS RMS: far above the float noise of a silent graph (exactly 0), far below any played note.
const AUDIBLE_RMS = 0.001

// Every recipe the offline engine builds (recipes.json) must sound: the drone's oscillators at once, the
// others from the keys or the sequencer.
const RECIPES = [
  { name: 'bass', request: 'give me a warm bass', mustSound: true },
  { name: 'pluck', request: '搭一个拨弦音色', mustSound: true },
  { name: 'pad', request: '搭一个 pad 音色', mustSound: true },
  { name: 'lead', request: 'build a lead synth', mustSound: true },
  { name: 'drone', request: '搭一个 drone 持续音', mustSound: true },
  { name: 'brass', request: '搭一个小号音色', mustSound: true },
]

const app = browserAppForTests({
  locale: 'zh-CN',
  build: buildWebApp,
  serve: (root) => startStudioServer(root, { knowledge: true }),
  viewport: { width: 1600, height: 1000 },
  chromiumArgs: ['--autoplay-policy=no-user-gesture-required'],
})
const page = () => app.page

const level = () => page().evaluate(() => window.__MINDWIRE_AUDIO__!.outputLevel(1200))

describe('the synth studio sounds', () => {
  it('a first visit finds a warm bass that ▶ plays; its undo history survives a reload', async () => {
    expect(existsSync(CHROMIUM_PATH), `install Chromium: apt-get install -y chromium`).toBe(true)
    // A browser that never saw the studio: nothing autosaved.
    const visitor = await page()
      .context()
      .browser()!
      .newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } })
    const first = await visitor.newPage()
    try {
      const studio = new StudioPage(first)
      await studio.open(app.server.url, { keepWork: true })
      await first.waitForFunction(() => document.querySelectorAll('.react-flow__node').length === 4)
      expect(await first.textContent('[data-testid="notice"]')).toContain('暖贝斯')
      await first.click('[data-testid="transport-play"]')
      await first.waitForFunction(() => window.__MINDWIRE_AUDIO__!.graph().started)
      expect(await first.locator('[data-testid="play-hint"]').count()).toBe(0)
      const rms = await first.evaluate(() => window.__MINDWIRE_AUDIO__!.outputLevel(1200))
      expect(rms, 'RMS at the output of the first patch').toBeGreaterThan(AUDIBLE_RMS)
      await mkdir(ARTIFACTS, { recursive: true })
      await first.screenshot({ path: join(ARTIFACTS, 'studio-first-visit.png') })
      await first.click('[data-testid="transport-play"]')

      // An edit, a reload, and the edit is still one undo away; the undo, a reload, and it is one redo away.
      const modules = (count: number) =>
        first.waitForFunction((n) => document.querySelectorAll('.react-flow__node').length === n, count)
      await first.click('[data-add-module="lfo"]')
      await modules(5)
      await first.waitForTimeout(600) // the autosave's debounce
      await first.reload()
      await modules(5)
      expect(await first.isDisabled('[data-testid="undo"]')).toBe(false)
      await first.click('[data-testid="undo"]')
      await modules(4)
      await first.waitForTimeout(600)
      await first.reload()
      await modules(4)
      expect(await first.isDisabled('[data-testid="redo"]')).toBe(false)
      await first.click('[data-testid="redo"]')
      await modules(5)
    } finally {
      await visitor.close()
    }
  }, 60_000)

  it.each(RECIPES)(
    'the $name recipe the agent builds is heard when ▶ is pressed, or ▶ says what is missing',
    async ({ name, request, mustSound }) => {
      expect(existsSync(CHROMIUM_PATH), `install Chromium: apt-get install -y chromium`).toBe(true)
      const studio = new StudioPage(page())
      await studio.open(app.server.url)
      await studio.ask(request, 30_000)
      await page().click('[data-testid="transport-play"]')
      await page().waitForFunction(() => window.__MINDWIRE_AUDIO__!.graph().started)
      const hint = page().locator('[data-testid="play-hint"]')
      const said = (await hint.isVisible()) ? ((await hint.textContent()) ?? '') : ''
      // A patch played from the keyboard says so; a key played as the page tells makes the sound.
      const keys = /按电脑键盘/.test(said)
      if (keys) await page().evaluate(() => window.__MINDWIRE_AUDIO__!.key(9, true))
      const rms = await level()
      await mkdir(ARTIFACTS, { recursive: true })
      await page().screenshot({ path: join(ARTIFACTS, `studio-sound-${name}.png`) })
      await page().evaluate(() => window.__MINDWIRE_AUDIO__!.key(9, false))
      await page().click('[data-testid="transport-play"]')
      if (mustSound || said === '' || keys)
        expect(rms, `${name}: RMS at the output`).toBeGreaterThan(AUDIBLE_RMS)
      else {
        expect(said, name).toMatch(/没有|已关闭/)
        expect(rms, `${name}: silent as the page says`).toBeLessThan(AUDIBLE_RMS)
      }
      expect(app.problems).toEqual([])
    },
    60_000,
  )

  it('an oscillator that waits for notes stays silent, and ▶ says what is missing', async () => {
    const studio = new StudioPage(page())
    await studio.open(app.server.url)
    await page().click('[data-add-module="advancedoscillator"]')
    await page().click('[data-add-module="speaker"]')
    await page().dragAndDrop(
      '[data-nodeid="advancedoscillator-1"][data-handleid="audioout"]',
      '[data-nodeid="speaker-1"][data-handleid="audioInLeft"]',
    )
    await page().click('[data-testid="transport-play"]')
    await page().waitForSelector('[data-testid="play-hint"]')
    expect(await page().textContent('[data-testid="play-hint"]')).toMatch(/没有音符输入/)
    expect(await level()).toBeLessThan(AUDIBLE_RMS)
    await page().click('[data-testid="transport-play"]')
  }, 30_000)

  it('the microphone button says why it cannot listen where speech recognition is refused', async () => {
    // Headless Chromium has the API but refuses it: the button turns off and says why, in Chinese.
    await page().click('.mw-voice-input')
    await page().waitForSelector('.mw-voice-input[disabled]')
    expect(await page().getAttribute('.mw-voice-input', 'title')).toMatch(/[\u4e00-\u9fff]/)
    expect(await page().getAttribute('.mw-voice-input', 'aria-pressed')).toBe('false')
  }, 30_000)
})
