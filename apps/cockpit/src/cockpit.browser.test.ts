import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { startCockpitServer } from '@mindwire/cockpit/testing'
import { browserAppForTests } from '@mindwire/testkit/browser-app'
import { CHROMIUM_PATH } from '@mindwire/testkit/chromium'
import { describe, expect, it } from 'vitest'
import { buildCockpitApp, COCKPIT_APP_DIR } from './testing/index.ts'

// The cockpit page in a real browser: Vite build → a real server (cockpit domain, offline engine, PGlite,
// keys required) serving it at /cockpit/ → Debian's Chromium, over the real WebSocket.
const ARTIFACTS = join(COCKPIT_APP_DIR, 'test-artifacts')

const app = browserAppForTests({
  build: buildCockpitApp,
  serve: (root) => startCockpitServer({ webApps: [{ base: '/cockpit/', root }] }),
  viewport: { width: 1280, height: 800 },
  locale: 'zh-CN',
  apiKey: (server) => server.key,
})

const field = (name: string) => app.page.textContent(`[data-field="${name}"] dd`)

/** Says something in the text box and waits for the reply to end. */
async function say(text: string): Promise<void> {
  const replies = await app.page.locator('.turn--assistant:not(.turn--streaming)').count()
  await app.page.fill('.talk__input', text)
  await app.page.click('.talk__send')
  await app.page.waitForFunction(
    (before) => document.querySelectorAll('.turn--assistant:not(.turn--streaming)').length > before,
    replies,
  )
}

describe('the cockpit page in Chromium', () => {
  it('draws the car from its live state and changes it by talking, in words for people', async () => {
    expect(existsSync(CHROMIUM_PATH), `Chromium is missing at ${CHROMIUM_PATH}`).toBe(true)
    await app.page.goto(`${app.server.url}/cockpit/?vehicle=page-car`)
    await app.page.waitForSelector('.cockpit__link[data-status="online"]')
    await app.page.waitForSelector('[data-panel="climate"]')
    expect(await field('ac.isOn')).toBe('关')
    expect(app.page.url()).not.toContain(app.server.key)
    expect(await app.page.getAttribute('.cockpit__app-link', 'href')).toBe('/analyst.html')

    await say('把空调调到22度')
    await app.page.waitForFunction(
      () => document.querySelector('[data-field="ac.temperature"] dd')?.textContent === '22 °C',
    )
    expect(await field('ac.isOn')).toBe('开')
    expect(await app.page.textContent('.turn--assistant:last-child')).toContain('22')
    expect(await app.page.getAttribute('.turn--assistant:last-child .command', 'data-intent')).toBe(
      'control_ac.set_temperature',
    )
    // What the car did is one plain line that opens to each command; no function names, no engine badge.
    const reply = app.page.locator('.turn--assistant:last-child')
    expect(await reply.locator('summary').textContent()).toBe('空调 已执行')
    expect(await reply.locator('.command').isVisible()).toBe(false)
    await reply.locator('summary').click()
    expect(await reply.locator('.command').isVisible()).toBe(true)
    expect(await reply.textContent()).not.toMatch(/[a-z]+_[a-z]+|离线引擎/)
    // The server has the same state the page shows.
    const state = await app.server.call('/api/v1/vehicle/page-car/state')
    expect(state.json.data.ac.temperature).toBe(22)
  })

  it('a reload shows the conversation again, from the server, and goes on with it', async () => {
    const texts = () => app.page.$$eval('.turn p', (items) => items.map((item) => item.textContent))
    const before = await texts()
    expect(before.length).toBeGreaterThan(1)
    await app.page.reload()
    await app.page.waitForSelector('.cockpit__link[data-status="online"]')
    await app.page.waitForFunction(
      (count) => document.querySelectorAll('.turn p').length >= count,
      before.length,
    )
    expect(await texts()).toEqual(before)
    await say('空调调到23度')
    expect(await app.page.locator('.turn--user').count()).toBe(2)
  })

  it('gives each browser its own demo car, parked with the windows shut, and a fresh one on request', async () => {
    await app.page.goto(`${app.server.url}/cockpit/`)
    await app.page.waitForSelector('.cockpit__link[data-status="online"]')
    await app.page.waitForSelector('[data-panel="climate"]')
    const mine = await app.page.evaluate(() => localStorage.getItem('mindwire:cockpit:demoCar'))
    expect(mine).toMatch(/^demo-/)
    expect(await app.page.textContent('.cockpit__vehicle')).toBe('你的演示车')
    await say('打开主驾车窗')
    await app.page.waitForFunction(
      () => document.querySelector('[data-field="windows.frontLeft"] dd')?.textContent !== '关闭',
    )
    // Another browser (a new context: its own storage) gets another car, untouched by this one.
    const other = await app.page.context().browser()!.newContext({ locale: 'zh-CN' })
    const theirs = await other.newPage()
    await theirs.addInitScript((key) => localStorage.setItem('mindwire:apiKey', key), app.server.key)
    await theirs.goto(`${app.server.url}/cockpit/`)
    await theirs.waitForSelector('[data-panel="climate"]')
    expect(await theirs.evaluate(() => localStorage.getItem('mindwire:cockpit:demoCar'))).not.toBe(mine)
    expect(await theirs.textContent('[data-field="windows.frontLeft"] dd')).toBe('关闭')
    await other.close()
    // 换一辆新车: a fresh car, windows shut again.
    await app.page.click('.cockpit__reset')
    await app.page.waitForFunction(
      (old) =>
        localStorage.getItem('mindwire:cockpit:demoCar') !== old &&
        !!document.querySelector('[data-panel="climate"]'),
      mine,
    )
    expect(await field('windows.frontLeft')).toBe('关闭')
    await app.page.goto(`${app.server.url}/cockpit/?vehicle=page-car`)
    await app.page.waitForSelector('[data-panel="climate"]')
  })

  it('asks before opening every window, and opens them when the driver confirms', async () => {
    await say('打开所有车窗')
    await app.page.waitForSelector('.confirm')
    expect(await field('windows.frontLeft')).toBe('关闭')
    await app.page.click('.confirm__yes')
    await app.page.waitForFunction(
      () => document.querySelector('[data-field="windows.rearRight"] dd')?.textContent === '全开',
    )
    expect(await app.page.isVisible('.confirm')).toBe(false)
    await mkdir(ARTIFACTS, { recursive: true })
    await app.page.screenshot({ path: join(ARTIFACTS, 'cockpit-confirmed.png') })
  })

  it('at 100 km/h the trunk stays shut: the safety rule blocks it and says why', async () => {
    await say('关闭所有车窗')
    if (await app.page.isVisible('.confirm')) await app.page.click('.confirm__yes')
    await app.page.locator('.drive__speed input').fill('100')
    await app.page.locator('.drive__speed input').dispatchEvent('change')
    await app.page.waitForFunction(
      () => document.querySelector('[data-field="speed"]')?.textContent === '100 km/h',
    )
    expect(await app.page.getAttribute('.drive__gear[data-gear="D"]', 'aria-pressed')).toBe('true')
    expect(await app.page.isDisabled('.drive__gear[data-gear="P"]')).toBe(true)
    await say('打开后备箱')
    const command = app.page.locator('.turn--assistant:last-child .command')
    expect(await command.getAttribute('class')).toContain('command--blocked')
    expect(await field('trunk')).toBe('关闭')
    await app.page.screenshot({ path: join(ARTIFACTS, 'cockpit-blocked-at-speed.png') })
    expect(app.problems).toEqual([])
  })

  it('shows the round-2 devices change, and blocks folding the mirrors while moving', async () => {
    await say('方向盘加热')
    await app.page.waitForFunction(
      () => document.querySelector('[data-field="steeringWheel.heating"] dd')?.textContent === '开',
    )
    await say('打开雾灯')
    expect(await field('lights.fogOn')).toBe('开')
    await say('折叠后视镜')
    const command = app.page.locator('.turn--assistant:last-child .command')
    expect(await command.getAttribute('class')).toContain('command--blocked')
    expect(await field('mirrors.folded')).toBe('展开')
    expect(app.problems).toEqual([])
  })

  it('fits a tablet and a phone: the dashboard and the conversation as wide as the screen, nothing sideways', async () => {
    await app.page.goto(`${app.server.url}/cockpit/?vehicle=page-car`)
    await app.page.waitForSelector('[data-panel="climate"]')
    for (const [name, width, height] of [
      ['tablet', 768, 1024],
      ['phone', 390, 844],
    ] as const) {
      await app.page.setViewportSize({ width, height })
      await app.page.waitForTimeout(100)
      const layout = await app.page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        dashboard: document.querySelector('.dashboard')?.getBoundingClientRect().width ?? 0,
        talk: document.querySelector('.dialog')?.getBoundingClientRect().width ?? 0,
      }))
      expect(layout.page, name).toBeLessThanOrEqual(width)
      expect(layout.dashboard, name).toBeGreaterThan(width * 0.8)
      expect(layout.talk, name).toBeGreaterThan(width * 0.8)
      await app.page.screenshot({ path: join(ARTIFACTS, `cockpit-${name}.png`), fullPage: true })
    }
    await app.page.setViewportSize({ width: 1280, height: 800 })
  })

  it('speaks English when switched, on the phone too, and keeps the choice across a reload', async () => {
    await app.page.goto(`${app.server.url}/cockpit/?vehicle=english-car`)
    await app.page.waitForSelector('[data-panel="climate"]')
    await app.page.click('.cockpit__language')
    expect(await app.page.getAttribute('html', 'lang')).toBe('en-US')
    expect(await app.page.textContent('[data-field="ac.isOn"] dt')).toBe('Climate')
    expect(await field('ac.isOn')).toBe('Off')
    await say('把空调调到22度')
    const reply = app.page.locator('.turn--assistant:last-child')
    expect(await reply.locator('summary').textContent()).toBe('Climate: done')
    await app.page.reload()
    await app.page.waitForSelector('[data-panel="climate"]')
    expect(await field('ac.isOn')).toBe('On')
    expect(await app.page.textContent('.talk__send')).toBe('Send')
    // Nothing on the page is Chinese but what the car and the person said (names, replies).
    const chrome = await app.page.evaluate(() =>
      [...document.querySelectorAll('.cockpit__bar > :not(.cockpit__language), .dashboard dt, .drive, .talk')]
        .map((node) => node.textContent ?? '')
        .join(' '),
    )
    expect(chrome).not.toMatch(/[\u4e00-\u9fff]/)
    await app.page.setViewportSize({ width: 390, height: 844 })
    await app.page.screenshot({ path: join(ARTIFACTS, 'cockpit-english-phone.png'), fullPage: true })
    await app.page.setViewportSize({ width: 1280, height: 800 })
    await app.page.screenshot({ path: join(ARTIFACTS, 'cockpit-english.png') })
    await app.page.click('.cockpit__language')
    expect(await field('ac.isOn')).toBe('开')
  })

  it('sends a browser without a key to the sign-in page, and back to the car once a pasted key is accepted', async () => {
    const context = await app.page
      .context()
      .browser()!
      .newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 } })
    const visitor = await context.newPage()
    try {
      await visitor.goto(`${app.server.url}/cockpit/?vehicle=signed-in-car`)
      await visitor.waitForURL(/\/signin\?next=/)
      expect(await visitor.textContent('h1')).toBe('登录 Mindwire')
      await visitor.fill('#key', 'mw_not-a-key')
      await visitor.click('button[type="submit"]')
      await visitor.waitForFunction(() =>
        document.querySelector('[role="alert"]')?.textContent?.includes('没有接受'),
      )
      await visitor.screenshot({ path: join(ARTIFACTS, 'sign-in-phone.png') })
      await visitor.fill('#key', app.server.key)
      await visitor.click('button[type="submit"]')
      await visitor.waitForURL(`${app.server.url}/cockpit/?vehicle=signed-in-car`)
      await visitor.waitForSelector('.cockpit__link[data-status="online"]')
      expect(await visitor.evaluate(() => localStorage.getItem('mindwire:apiKey'))).toBe(app.server.key)
      // Only a path of this origin is a place to go back to.
      await visitor.goto(`${app.server.url}/signin?next=//elsewhere.example/`)
      await visitor.fill('#key', app.server.key)
      await visitor.click('button[type="submit"]')
      await visitor.waitForURL(`${app.server.url}/`)
    } finally {
      await context.close()
    }
  })
})
