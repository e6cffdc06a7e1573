import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { browserAppForTests } from '@mindwire/testkit/browser-app'
import { CHROMIUM_PATH } from '@mindwire/testkit/chromium'
import { describe, expect, it } from 'vitest'
import { buildWebApp, WEB_APP_DIR } from './testing/build-web-app.ts'
import { StudioPage } from './testing/studio-page.ts'
import { startStudioServer } from './testing/studio-server.ts'

// What a person reads in the synth studio in an English browser, on a phone (390×844) and a desktop: replies
// in English, a missing module said, an agent step that failed told in English, the control panel's units
// whole, the control panel by labels in both languages, and the conversation at its newest reply (issue 43, "words for people" and "conversations that last").
const ARTIFACTS = join(WEB_APP_DIR, '..', '..', 'test-artifacts')

const app = browserAppForTests({
  locale: 'en-US',
  build: buildWebApp,
  serve: startStudioServer,
  viewport: { width: 390, height: 844 },
})

const assistantTexts = () =>
  // What is on screen: the reply and its one-line summary of tool activity (the details stay folded).
  app.page.$$eval('.mw-message--assistant', (items) => items.map((item) => (item as HTMLElement).innerText))
const lastReply = async () => (await assistantTexts()).at(-1) ?? ''

describe('the synth studio’s words for people, in English', () => {
  it('an English request on a phone is answered in English; “darker with a low-pass” says there is none', async () => {
    expect(existsSync(CHROMIUM_PATH), `Chromium is missing at ${CHROMIUM_PATH}`).toBe(true)
    const studio = new StudioPage(app.page)
    await studio.open(app.server.url)
    expect(await app.page.evaluate(() => document.documentElement.lang)).toBe('en')
    await studio.ask('add an oscillator and a speaker and connect them')
    await app.page.waitForFunction(() => document.querySelectorAll('.react-flow__node').length === 2)
    const reply = await lastReply()
    expect(reply).toMatch(/^Added .*; Connected /)
    // Modules by their names: no ids, no port names.
    expect(reply).not.toMatch(/\b[a-z]+-\d+\b|audioout|audioIn/)
    // No filter on the canvas: the reply says so, and nothing else is slipped in instead.
    await studio.ask('make it darker with a low-pass')
    expect(await lastReply()).toMatch(/^There is no low-pass on the canvas\./)
    expect(await app.page.locator('.react-flow__node').count()).toBe(2)
    await mkdir(ARTIFACTS, { recursive: true })
    await app.page.screenshot({ path: join(ARTIFACTS, 'studio-words-lowpass-en.png'), fullPage: true })
  })

  it('an agent step that fails is told in English in the notice and the log, not in Chinese', async () => {
    const studio = new StudioPage(app.page)
    await studio.ask('set simpleoscillator-1 gain to 5')
    await app.page.waitForSelector('[data-testid="notice"]')
    const notice = (await app.page.textContent('[data-testid="notice"]')) ?? ''
    const log = await app.page.$$eval('[data-testid="operation-log"] [data-op="ERROR"]', (items) =>
      items.map((item) => item.textContent ?? ''),
    )
    await app.page.screenshot({ path: join(ARTIFACTS, 'studio-words-failure-en.png'), fullPage: true })
    expect(notice).toContain('The assistant could not change this parameter')
    expect(log).toHaveLength(1)
    expect(log[0]).toContain('The assistant could not change this parameter')
    expect(`${notice} ${log[0]}`).not.toMatch(/[\u4e00-\u9fff]/)
    // The reply says it in words for people too: not the tool's name, not the engine's message.
    const reply = await lastReply()
    expect(reply).toMatch(/^Could not change this parameter/)
    expect(reply).not.toMatch(/update_module_parameter|must be between/)
    // Nothing changed: the oscillator's gain is what it was.
    expect((await studio.audioGraph()).nodes['simpleoscillator-1']!.values.gain).toBe(1)
  })

  it('the oscillator’s units are not cut off on a phone', async () => {
    await app.page.click('.react-flow__node[data-id="simpleoscillator-1"] .module__header')
    await app.page.waitForSelector('[data-testid="control-panel"][data-module="simpleoscillator-1"]')
    const units = await app.page.$$eval('[data-testid="control-panel"] .control__unit', (items) =>
      items.map((unit) => {
        const box = unit.getBoundingClientRect()
        const row = unit.parentElement!.getBoundingClientRect()
        return {
          text: unit.textContent,
          whole: unit.scrollWidth <= unit.clientWidth + 1 && box.width > 0 && box.right <= row.right + 1,
        }
      }),
    )
    expect(units.length).toBeGreaterThan(0)
    expect(units.filter((unit) => !unit.whole)).toEqual([])
    await app.page.locator('[data-testid="control-panel"]').screenshot({
      path: join(ARTIFACTS, 'studio-words-units-phone.png'),
    })
  })

  it('the control panel and the replies name the module and its parameters by their labels, in English and in Chinese', async () => {
    const studio = new StudioPage(app.page)
    const panel = '[data-testid="control-panel"][data-module="simpleoscillator-1"]'
    // What a person reads in the panel: its text, the XY pad's reading, the pad's spoken name.
    const panelWords = () =>
      app.page.$eval(panel, (section) => ({
        text: (section as HTMLElement).innerText,
        kind: section.querySelector('header small')?.textContent,
        pad: section.querySelector('.xy-pad__reading')?.textContent,
        padName: section.querySelector('.xy-pad')?.getAttribute('aria-label'),
      }))
    // The module cards' ports by their labels (port-labels.json); the port's name only in data-port.
    const portWords = () =>
      app.page.$$eval('.react-flow__node .port', (ports) =>
        ports.map((port) => `${port.getAttribute('data-port')}=${port.textContent}`),
      )
    // Ids ("simpleoscillator-1") and the parameters' code names never show; the pad's axes stay in data.
    const codeNames =
      /\b[a-z]+-\d+\b|\b(freq|gain|freqModDepth|gainModDepth|waveform|enabled|sine|sawtooth)\b/
    // A list parameter's choices in the page's language (option-labels.json); the value stays the code's.
    const waveforms = () =>
      app.page.$$eval(`${panel} select[data-param-input="waveform"] option`, (options) =>
        options.map((option) => `${(option as HTMLOptionElement).value}=${option.textContent}`),
      )
    expect(await waveforms()).toEqual([
      'sine=Sine',
      'square=Square',
      'sawtooth=Sawtooth',
      'triangle=Triangle',
    ])
    const waveform = app.page.locator(`${panel} select[data-param-input="waveform"]`)
    await waveform.screenshot({ path: join(ARTIFACTS, 'studio-words-waveform-en.png') })
    const english = await panelWords()
    expect(english.kind).toBe('Simple oscillator')
    expect(english.pad).toMatch(/^Frequency [\d.]+ Hz · Gain [\d.]+$/)
    expect(english.padName).toBe('Frequency × Gain')
    expect(english.text).toContain('FM depth')
    expect(english.text.split('\n').filter((line) => codeNames.test(line))).toEqual([])
    expect(
      await app.page.$eval(`${panel} .xy-pad`, (pad) => [
        pad.getAttribute('data-x'),
        pad.getAttribute('data-y'),
      ]),
    ).toEqual(['freq', 'gain'])
    expect(await portWords()).toEqual(
      expect.arrayContaining(['freqMod=FM in', 'gainMod=AM in', 'audioout=Audio out', 'audioInLeft=Left']),
    )
    expect(
      await app.page.$$eval('.react-flow__node', (nodes) =>
        nodes.map((node) => (node as HTMLElement).innerText),
      ),
    ).not.toContainEqual(expect.stringMatching(/freqMod|gainMod|audioout|audioIn/))
    await app.page.locator(panel).screenshot({ path: join(ARTIFACTS, 'studio-words-panel-en.png') })
    await app.page.screenshot({ path: join(ARTIFACTS, 'studio-words-ports-en.png') })
    // An English reply names the parameter as the panel does.
    await studio.ask('set the oscillator frequency to 220 Hz')
    expect(await lastReply()).toMatch(/^Set .+ Frequency to 220 Hz\./)
    expect(await lastReply()).not.toMatch(/\bfreq\b/)

    // The same panel after the header switch, in Chinese: the catalogue's Chinese labels.
    await app.page.click('[data-action="switch-language"]')
    await app.page.waitForFunction(() => document.documentElement.lang.startsWith('zh'))
    const chinese = await panelWords()
    expect(await waveforms()).toEqual(['sine=正弦波', 'square=方波', 'sawtooth=锯齿波', 'triangle=三角波'])
    await waveform.screenshot({ path: join(ARTIFACTS, 'studio-words-waveform-zh.png') })
    expect(chinese.kind).toBe('简单振荡器')
    expect(chinese.pad).toMatch(/^频率 [\d.]+ Hz · 增益 [\d.]+$/)
    expect(chinese.padName).toBe('频率 × 增益')
    expect(chinese.text).toContain('调频深度')
    expect(chinese.text.split('\n').filter((line) => codeNames.test(line))).toEqual([])
    expect(await portWords()).toEqual(
      expect.arrayContaining(['freqMod=调频', 'gainMod=调幅', 'audioout=音频输出', 'audioInRight=右声道']),
    )
    await app.page.locator(panel).screenshot({ path: join(ARTIFACTS, 'studio-words-panel-zh.png') })
    await app.page.screenshot({ path: join(ARTIFACTS, 'studio-words-ports-zh.png') })
    await studio.ask('把振荡器频率调到 250Hz')
    expect(await lastReply()).toMatch(/的频率已设为 250 Hz。/)
    // Back to English for the rest of this file (the choice is the origin's).
    await app.page.click('[data-action="switch-language"]')
    await app.page.waitForFunction(() => document.documentElement.lang === 'en')
    expect(app.problems).toEqual([])
  })

  it('on a desktop the conversation scrolls to the newest reply by itself', async () => {
    await app.page.setViewportSize({ width: 1280, height: 800 })
    const studio = new StudioPage(app.page)
    for (const request of [
      'set the oscillator frequency to 220 Hz',
      'set the oscillator frequency to 330 Hz',
    ])
      await studio.ask(request)
    const conversation = await app.page.$eval('.mw-copilot-conversation', (box) => ({
      overflow: box.scrollHeight > box.clientHeight,
      atEnd: box.scrollTop + box.clientHeight >= box.scrollHeight - 4,
    }))
    expect(conversation).toEqual({ overflow: true, atEnd: true })
    // The list of canvas changes names modules and parameters as the page does, never by id or port.
    const changes = await app.page.$$eval('[data-testid="operation-log"] li', (items) =>
      items.map((item) => item.textContent ?? ''),
    )
    expect(changes).toContain('Set Oscillator Frequency to 330')
    expect(changes.filter((line) => /\b[a-z]+-\d+\b|audioout|audioIn|\.freq/.test(line))).toEqual([])
    await app.page
      .locator('.mw-copilot-drawer')
      .screenshot({ path: join(ARTIFACTS, 'studio-words-chat-end.png') })
    expect(app.problems).toEqual([])
  })
})
