import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { type ShopTestServer, startShopServer } from '@mindwire/shopping/testing'
import { CHROMIUM_PATH, openTestBrowser, type TestBrowser } from '@mindwire/testkit/chromium'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildShopApp, SHOP_APP_DIR } from './testing/index.ts'

// The shopping page in a real browser: Vite build → a real server (shopping domain, offline model, demo shop
// in PGlite, keys required) → Debian's Chromium. The assistant is @mindwire/jimi/remote over that server.
const ARTIFACTS = join(SHOP_APP_DIR, 'test-artifacts')

let webRoot: string | undefined
let server: ShopTestServer | undefined
let browser: TestBrowser | undefined
let page: Page

beforeAll(async () => {
  if (!existsSync(CHROMIUM_PATH)) return
  webRoot = await buildShopApp()
  server = await startShopServer({ webApps: [{ base: '/shop/', root: webRoot }] })
  browser = await openTestBrowser({ viewport: { width: 1440, height: 900 }, apiKey: server.keys.a })
  page = browser.page
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (webRoot) await rm(webRoot, { recursive: true, force: true })
})

/** Asks the assistant and waits until it is ready again. */
async function ask(text: string): Promise<void> {
  await page.fill('.ask__input', text)
  await page.click('.ask__send')
  await page.waitForFunction(() => (document.querySelector('.ask__input') as HTMLInputElement).value === '')
  await page.waitForFunction(
    () =>
      !document.querySelector('.tool--running') && document.querySelectorAll('.turn--assistant').length > 0,
  )
}

describe('the shopping page in Chromium', () => {
  it('the assistant’s search fills the cards, the phone ranks above its case; the orders are the shopper’s', async () => {
    expect(existsSync(CHROMIUM_PATH), `Chromium is missing at ${CHROMIUM_PATH}`).toBe(true)
    await page.goto(`${server!.url}/shop/`)
    await page.waitForSelector('.cart >> text=购物车是空的')
    await page.waitForSelector('[data-order]')
    await ask('帮我搜索 iPhone 15')
    await page.waitForSelector('.tool--ok[data-tool="product_search"]')
    const names = await page.$$eval('.product__name', (items) => items.map((item) => item.textContent ?? ''))
    expect(names[0]).toMatch(/iPhone 15/)
    expect(names[0]).not.toMatch(/壳|膜/)
  })

  it('adding the phone asks first (over the budget); after the yes the cart shows it', async () => {
    await ask('把第一个加入购物车')
    await page.waitForSelector('.confirm')
    expect(await page.locator('[data-cart-item]').count()).toBe(0)
    await page.click('.confirm__yes')
    await page.waitForSelector('[data-cart-item]')
    expect(Number(await page.getAttribute('.cart__total', 'data-total'))).toBeGreaterThan(5000)
    await ask('最近的订单到哪了')
    await page.waitForSelector('.tool--ok[data-tool="order_query"]')
    await mkdir(ARTIFACTS, { recursive: true })
    await page.screenshot({ path: join(ARTIFACTS, 'shop.png') })
    expect(browser!.problems).toEqual([])
  })
})
