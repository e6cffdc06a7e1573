import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { startCockpitServer } from '@mindwire/cockpit/testing'
import { browserAppForTests } from '@mindwire/testkit/browser-app'
import { CHROMIUM_PATH } from '@mindwire/testkit/chromium'
import { describe, expect, it } from 'vitest'
import { buildCockpitApp, COCKPIT_APP_DIR } from './testing/index.ts'

// What a driver read after cancelling a command (issue 43: "the person declined; this call did not run"),
// on a phone (390×844).
const ARTIFACTS = join(COCKPIT_APP_DIR, 'test-artifacts')

const app = browserAppForTests({
  build: buildCockpitApp,
  serve: (root) => startCockpitServer({ webApps: [{ base: '/cockpit/', root }] }),
  viewport: { width: 390, height: 844 },
  locale: 'zh-CN',
  apiKey: (server) => server.key,
})

const field = (name: string) => app.page.textContent(`[data-field="${name}"] dd`)
const lastReply = () => app.page.locator('.turn--assistant').last().innerText()

async function say(text: string): Promise<void> {
  const replies = await app.page.locator('.turn--assistant:not(.turn--streaming)').count()
  await app.page.fill('.talk__input', text)
  await app.page.click('.talk__send')
  await app.page.waitForFunction(
    (before) =>
      document.querySelectorAll('.turn--assistant:not(.turn--streaming)').length > before ||
      !!document.querySelector('.confirm'),
    replies,
  )
}

describe('the cockpit’s words after a cancel, on a phone', () => {
  it('a cancelled confirmation is answered in Chinese, and the windows stay shut', async () => {
    expect(existsSync(CHROMIUM_PATH), `Chromium is missing at ${CHROMIUM_PATH}`).toBe(true)
    await app.page.goto(`${app.server.url}/cockpit/?vehicle=words-car`)
    await app.page.waitForSelector('[data-panel="climate"]')
    await say('打开所有车窗')
    await app.page.waitForSelector('.confirm')
    await app.page.click('.confirm__no')
    // The run goes on after the answer: wait until it has ended (the stop button gives way to send).
    await app.page.waitForSelector('.talk__stop', { state: 'detached' })
    const reply = await lastReply()
    expect(reply).toContain('已取消')
    expect(reply).not.toMatch(/declined|did not run|[a-z]+_[a-z]+/)
    expect(await field('windows.frontLeft')).toBe('关闭')
    await mkdir(ARTIFACTS, { recursive: true })
    await app.page.screenshot({ path: join(ARTIFACTS, 'cockpit-words-cancelled.png'), fullPage: true })
    expect(app.problems).toEqual([])
  })
})
