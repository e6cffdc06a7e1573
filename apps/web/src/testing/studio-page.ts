import type { Page } from 'playwright-core'
import type { AudioGraphReport } from '../audio/audio-engine.ts'

/** Drives the studio page the way a person does; every step waits for what it expects to see. */
export class StudioPage {
  readonly page: Page

  constructor(page: Page) {
    this.page = page
  }

  /** Opens the studio in test mode (debug hook and performance marks on), empty unless `keepWork`. */
  async open(baseUrl: string, options: { keepWork?: boolean } = {}): Promise<void> {
    await this.page.goto(`${baseUrl}/?test${options.keepWork ? '' : '&fresh'}`)
    await this.page.waitForSelector('[data-testid="canvas"] .react-flow__pane')
    await this.page.waitForFunction(() => window.__MINDWIRE_AUDIO__ !== undefined)
  }

  /** Presses 启动音频 and waits until the AudioContext runs. */
  async startAudio(): Promise<void> {
    await this.page.click('[data-testid="start-audio"]')
    await this.page.waitForFunction(() => window.__MINDWIRE_AUDIO__?.graph().started === true)
  }

  /** Sends a message to the agent and waits until its reply has finished. */
  async ask(text: string, timeout = 15_000): Promise<void> {
    const input = this.page.locator('.mw-copilot-input')
    await input.fill(text)
    const replies = await this.page.locator('.mw-message--assistant:not(.mw-message--streaming)').count()
    await input.press('Enter')
    await this.page.waitForFunction(
      (before) =>
        document.querySelectorAll('.mw-message--assistant:not(.mw-message--streaming)').length > before &&
        !document.querySelector('.mw-message--streaming'),
      replies,
      { timeout },
    )
  }

  /** The modules on the canvas as rendered: id → module type. */
  async canvasNodes(): Promise<Record<string, string>> {
    return this.page.$$eval('.react-flow__node', (elements) =>
      Object.fromEntries(
        elements.map((element) => [
          element.getAttribute('data-id') ?? '',
          element.querySelector('[data-module-type]')?.getAttribute('data-module-type') ?? '',
        ]),
      ),
    )
  }

  /** The connections on the canvas as rendered (their ids). */
  async canvasEdges(): Promise<string[]> {
    return this.page.$$eval('.react-flow__edge', (elements) =>
      elements.map((element) => (element.getAttribute('data-testid') ?? '').replace(/^rf__edge-/, '')),
    )
  }

  /** The Tone.js graph, from the debug hook. */
  audioGraph(): Promise<AudioGraphReport> {
    return this.page.evaluate(() => window.__MINDWIRE_AUDIO__!.graph())
  }
}
