import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildCase } from '@mindwire/analyst/eval'
import { encodeWav } from '@mindwire/analyst/executor'
import { browserAppForTests } from '@mindwire/testkit/browser-app'
import { CHROMIUM_PATH } from '@mindwire/testkit/chromium'
import { afterAll, describe, expect, it } from 'vitest'
import { startAnalystServer } from './testing/analyst-server.ts'
import { buildWebApp, WEB_APP_DIR } from './testing/build-web-app.ts'

// The analyst page on a real server: a WAV with injected 60 Hz hum and clipping is uploaded, the run
// streams over SSE from POST /api/analyst/runs, and the page shows its rounds, plans, experiments and
// evidence as they come and the final conclusion, which must name the two injected defects.
const ARTIFACTS = join(WEB_APP_DIR, '..', '..', 'test-artifacts')
const app = browserAppForTests({
  build: buildWebApp,
  serve: startAnalystServer,
  viewport: { width: 1100, height: 1400 },
})
const folder = await mkdtemp(join(tmpdir(), 'analyst-page-'))
afterAll(() => rm(folder, { recursive: true, force: true }))

/**
 * How the page sits in a viewport this wide: its scroll width, the blocks a person reads that run past the
 * right edge (`cut`), and those drawn narrower than half the screen (`narrow`: squeezed, as the synth canvas
 * once was at 390 px).
 */
function fits(width: number) {
  return app.page.evaluate((viewport) => {
    const blocks = ['[data-testid="final-conclusion"]', '[data-testid="audio-file"]', 'h1', '.analyst-apps']
    const boxes = blocks.map((selector) => ({
      selector,
      box: document.querySelector(selector)?.getBoundingClientRect(),
    }))
    return {
      scrollWidth: Math.max(document.documentElement.scrollWidth, viewport),
      cut: boxes.filter(({ box }) => !box || box.right > viewport + 1).map(({ selector }) => selector),
      narrow: boxes
        .filter(
          ({ selector, box }) =>
            selector === '[data-testid="final-conclusion"]' && box && box.width < viewport / 2,
        )
        .map(({ selector }) => selector),
    }
  }, width)
}

/**
 * What the page says where it names a finding's kind, a round's plan and an experiment's modules: the found
 * findings, the rounds' modes, the plans' hypotheses, the experiments' module lines and the evidence's defects
 * (their figures in <small> left out).
 */
function namedThings() {
  return app.page.evaluate(() => {
    const texts = (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) => {
        const copy = element.cloneNode(true) as HTMLElement
        for (const small of copy.querySelectorAll('small')) small.remove()
        return (copy.textContent ?? '').trim()
      })
    return {
      found: texts('[data-testid="final-conclusion"] li.found strong').sort(),
      modes: [...new Set(texts('.analyst-mode'))].filter(Boolean),
      named: [
        ...texts('[data-testid="final-conclusion"] li strong'),
        ...texts('.analyst-plan li'),
        ...texts('.analyst-pipeline'),
        ...texts('.analyst-evidence li'),
      ],
    }
  })
}
// A code name: snake_case or kebab-case words (broadband_noise, clipping-detector, initial_analysis), or a
// defect label as the code spells it.
const CODE_NAME = /[a-z]_[a-z]|\b[a-z]+-[a-z]+\b|^(clipping|hum|dropout|resonance|muffled)$/

describe('the analyst page', () => {
  it('streams a run over an uploaded WAV and concludes with the injected hum and clipping', async () => {
    expect(existsSync(CHROMIUM_PATH), `Chromium is missing at ${CHROMIUM_PATH}`).toBe(true)
    const { audio } = buildCase({
      id: 'page',
      source: { kind: 'speech', variant: 'male', seconds: 3, sampleRate: 16_000, seed: 4242 },
      defects: [
        { label: 'hum', params: { frequency: 60, levelDb: -14, harmonics: 4 } },
        { label: 'clipping', params: { percent: 3 } },
      ],
      truth: ['clipping', 'hum'],
    })
    const file = join(folder, 'hum-and-clipping.wav')
    await writeFile(file, encodeWav(audio, 'pcm16'))

    const page = app.page
    await page.goto(`${app.server.url}/analyst.html`)
    await page.setInputFiles('[data-testid="audio-file"]', file)
    await page.click('[data-action="start-run"]')
    await page.locator('[data-testid="final-conclusion"]').waitFor({ timeout: 60_000 })

    const found = await page
      .locator('[data-testid="final-conclusion"] li.found')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-finding')))
    expect(found.sort()).toEqual(['clipping', 'hum'])
    // Every stage of the loop reached the page: a plan, experiments, and the evidence they produced.
    expect(await page.locator('[data-testid="plan"]').count()).toBeGreaterThanOrEqual(1)
    expect(await page.locator('[data-testid="experiment"]').count()).toBeGreaterThanOrEqual(1)
    expect(await page.locator('[data-evidence="hum"] .detected').count()).toBeGreaterThanOrEqual(1)
    expect(await page.locator('[data-testid="run-status"]').textContent()).toBe('done')
    // The take drawn as the report draws it, the hum's line marked; each finding said in words.
    const pictures = page.locator('[data-testid="take-pictures"]')
    await pictures.waitFor({ timeout: 30_000 })
    expect(await pictures.getAttribute('data-marks')).toContain('hum 60 Hz')
    expect(await pictures.locator('img').count()).toBe(2)
    expect(await page.textContent('[data-finding="hum"] .analyst-finding-words')).toMatch(
      /^Mains hum at 60 Hz .*Confidence \d+ %\.$/,
    )
    // The page links to the other apps, and they to it.
    const links = await page.$$eval('.analyst-apps a', (items) => items.map((a) => a.getAttribute('href')))
    expect(links).toEqual(['/', '/tune/', '/cockpit/', '/shop/'])
    await mkdir(ARTIFACTS, { recursive: true })
    await page.screenshot({ path: join(ARTIFACTS, 'analyst-run.png'), fullPage: true })
    // Findings, plans and modules in words for people, never their code names (issue 43).
    const english = await namedThings()
    expect(english.found).toEqual(['Clipping', 'Mains hum'])
    expect(english.modes.length).toBeGreaterThan(0)
    expect(
      english.modes.filter((mode) => !['first look', 'follow-up', 'final review'].includes(mode)),
    ).toEqual([])
    expect(english.named.length).toBeGreaterThan(3)
    expect(english.named.filter((text) => CODE_NAME.test(text))).toEqual([])
    // The conclusion's sentence names what was found in words too, never as the API's code names.
    const summary = () => page.locator('[data-testid="conclusion-summary"]').innerText()
    expect(await summary()).toMatch(/^Found: .*Mains hum \(\d+ %\)/)
    expect(await summary()).toContain('Clipping (')
    expect(await summary()).not.toMatch(/[a-z]_[a-z]|\bclipping\b|\(0\.\d+\)/)
    // An English browser got English; the header switch turns the page, run and all, into Chinese.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await page.click('[data-action="switch-language"]')
    expect(await page.textContent('h1')).toBe('音频分析')
    expect(await page.locator('[data-testid="run-status"]').textContent()).toBe('完成')
    expect(await page.textContent('[data-testid="final-conclusion"] h2')).toBe('结论')
    const chinese = await namedThings()
    expect(chinese.found).toEqual(['削波', '工频嗡声'].sort())
    expect(chinese.modes.filter((mode) => !['初步分析', '追加分析', '最终复核'].includes(mode))).toEqual([])
    expect(chinese.named.filter((text) => CODE_NAME.test(text))).toEqual([])
    expect(await summary()).toMatch(/^发现：.*工频嗡声/)
    expect(await summary()).not.toMatch(/[A-Za-z]{3,}/)
    await page.screenshot({ path: join(ARTIFACTS, 'analyst-run-zh.png'), fullPage: true })
    // A tablet (768×1024) and a phone (390×844): nothing wider than the screen, the conclusion and the
    // upload form as wide as it allows and not cut off, in Chinese and in English.
    for (const [width, height, name] of [
      [768, 1024, 'tablet'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height })
      expect(await fits(width)).toEqual({ scrollWidth: width, cut: [], narrow: [] })
      await page.screenshot({ path: join(ARTIFACTS, `analyst-${name}-zh.png`), fullPage: name === 'tablet' })
    }
    await page.click('[data-action="switch-language"]')
    expect(await page.textContent('h1')).not.toBe('音频分析')
    await page.setViewportSize({ width: 768, height: 1024 })
    expect(await fits(768)).toEqual({ scrollWidth: 768, cut: [], narrow: [] })
    await page.screenshot({ path: join(ARTIFACTS, 'analyst-tablet-en.png'), fullPage: true })
    expect(app.problems).toEqual([])
  }, 120_000)
})
