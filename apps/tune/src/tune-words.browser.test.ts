import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { startStudioServer } from '@mindwire/studio/testing'
import { browserAppForTests } from '@mindwire/testkit/browser-app'
import { CHROMIUM_PATH } from '@mindwire/testkit/chromium'
import { describe, expect, it } from 'vitest'
import { buildTuneApp, TUNE_APP_DIR } from './testing/build-tune-app.ts'
import { ask, chainModules, drawerMessages, waitForReplies } from './testing/tune-page.ts'

// What a person read in the tuning studio (issue 43): after confirming a deletion the generic help text,
// and a conversation that stayed where it was as replies came; and a test run's words in the Chinese page.
const ARTIFACTS = join(TUNE_APP_DIR, 'test-artifacts')

const app = browserAppForTests({
  build: buildTuneApp,
  serve: (root) => startStudioServer({ webApps: [{ base: '/tune/', root }] }),
  viewport: { width: 1280, height: 800 },
  apiKey: (server) => server.key,
  locale: 'zh-CN',
})
const page = () => app.page

describe('the tuning studio’s words and conversation', () => {
  it('a confirmed deletion is answered by what was deleted, not the help text', async () => {
    expect(existsSync(CHROMIUM_PATH), `install Chromium: apt-get install -y chromium`).toBe(true)
    await page().goto(`${app.server.url}/tune/`)
    await page().waitForSelector('.tune-chain [data-module="limiter"]')
    const replies = await page().locator('.mw-message--assistant:not(.mw-message--streaming)').count()
    await page().fill('textarea.mw-copilot-input', '删除限幅器')
    await page().click('button.mw-copilot-send')
    await page().waitForSelector('.mw-confirmation')
    await page().click('.mw-confirmation button:has-text("确认")')
    await waitForReplies(page(), replies + 1)
    await page().waitForSelector('.tune-chain [data-module="limiter"]', { state: 'detached' })
    const reply = (await drawerMessages(page())).at(-1)!
    expect(reply).toMatch(/^assistant: 已删除/)
    expect(reply).not.toContain('没有理解')
    expect((await chainModules(page())).some((module) => module.startsWith('limiter:'))).toBe(false)
    await mkdir(ARTIFACTS, { recursive: true })
    await page().screenshot({ path: join(ARTIFACTS, 'tune-words-deleted.png') })
  })

  it('the conversation sits at its newest reply as replies come', async () => {
    for (const request of ['把低架调到 -2 dB', '把低架调到 -1 dB', '把低架调到 1 dB', '把低架调到 2 dB'])
      await ask(page(), request)
    const conversation = await page().$eval('.mw-copilot-conversation', (box) => ({
      overflow: box.scrollHeight > box.clientHeight,
      atEnd: box.scrollTop + box.clientHeight >= box.scrollHeight - 4,
    }))
    expect(conversation).toEqual({ overflow: true, atEnd: true })
    await page()
      .locator('.tune-drawer')
      .screenshot({ path: join(ARTIFACTS, 'tune-words-chat-end.png') })
  })

  it('a test run reads in Chinese in the Chinese page', async () => {
    await page().click('.tune-tab[data-app="xi-test"]')
    await page().click('[data-suite="regression"] button')
    await page().waitForSelector('[data-testid="test-run"] tbody tr')
    const text = await page().textContent('[data-testid="test-run"]')
    // Its own words are Chinese; the cases' names and details are English still (issue 43, left).
    expect(text).toMatch(/通过/)
    await page().screenshot({ path: join(ARTIFACTS, 'tune-words-test-run.png'), fullPage: true })
    expect(app.problems).toEqual([])
  })
})
