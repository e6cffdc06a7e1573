import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { startCockpitServer } from '@mindwire/cockpit/testing'
import { browserAppForTests } from '@mindwire/testkit/browser-app'
import { CHROMIUM_PATH } from '@mindwire/testkit/chromium'
import { describe, expect, it } from 'vitest'
import { buildCockpitApp, COCKPIT_APP_DIR } from './testing/index.ts'

// Two things a driver met in the first minutes (issue 43), on a phone (390×844): a cancelled command
// answered in developer words ("the person declined; this call did not run"), and "导航到最近的加油站"
// finding the station without going there.
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

describe('the cockpit after a cancel and a “navigate to the nearest”, on a phone', () => {
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

  it('“导航到最近的加油站” takes the car to the nearest station, not only a list of them', async () => {
    await say('导航到最近的加油站')
    await app.page.waitForSelector('.talk__stop', { state: 'detached' })
    const state = await app.server.call('/api/v1/vehicle/words-car/state')
    expect(state.json.data.navigation.isNavigating).toBe(true)
    expect(state.json.data.navigation.place.name).toMatch(/加油站$/)
    expect(await lastReply()).toContain(state.json.data.navigation.place.name)
    expect(await field('navigation.destination')).not.toBe('未导航')
    await app.page.screenshot({ path: join(ARTIFACTS, 'cockpit-words-navigate.png'), fullPage: true })
    expect(app.problems).toEqual([])
  })
})
