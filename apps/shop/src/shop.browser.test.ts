import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { startShopServer } from '@mindwire/shopping/testing'
import { browserAppForTests } from '@mindwire/testkit/browser-app'
import { CHROMIUM_PATH } from '@mindwire/testkit/chromium'
import { describe, expect, it } from 'vitest'
import { buildShopApp, SHOP_APP_DIR } from './testing/index.ts'

// The shopping page in a real browser: Vite build → a real server (shopping domain, offline model, demo shop
// in PGlite, keys required) → Debian's Chromium. The assistant is @mindwire/jimi/remote over that server.
const ARTIFACTS = join(SHOP_APP_DIR, 'test-artifacts')

const app = browserAppForTests({
  build: buildShopApp,
  serve: (root) => startShopServer({ webApps: [{ base: '/shop/', root }] }),
  viewport: { width: 1440, height: 900 },
  apiKey: (server) => server.keys.a,
})

/** Asks the assistant and waits until it is ready again. */
async function ask(text: string): Promise<void> {
  await app.page.fill('.ask__input', text)
  await app.page.click('.ask__send')
  await app.page.waitForFunction(
    () => (document.querySelector('.ask__input') as HTMLInputElement).value === '',
  )
  await app.page.waitForFunction(
    () =>
      !document.querySelector('.tool--running') && document.querySelectorAll('.turn--assistant').length > 0,
  )
}

describe('the shopping page in Chromium', () => {
  it('the assistant’s search fills the cards, the phone ranks above its case; the orders are the shopper’s', async () => {
    expect(existsSync(CHROMIUM_PATH), `Chromium is missing at ${CHROMIUM_PATH}`).toBe(true)
    await app.page.goto(`${app.server.url}/shop/`)
    await app.page.waitForSelector('.cart >> text=购物车是空的')
    await app.page.waitForSelector('[data-order]')
    await ask('帮我搜索 iPhone 15')
    await app.page.waitForSelector('.tool--ok[data-tool="product_search"]')
    const names = await app.page.$$eval('.product__name', (items) =>
      items.map((item) => item.textContent ?? ''),
    )
    expect(names[0]).toMatch(/iPhone 15/)
    expect(names[0]).not.toMatch(/壳|膜/)
  })

  it('adding the phone asks first (over the budget); after the yes the cart shows it', async () => {
    await ask('把第一个加入购物车')
    await app.page.waitForSelector('.confirm')
    expect(await app.page.locator('[data-cart-item]').count()).toBe(0)
    await app.page.click('.confirm__yes')
    await app.page.waitForSelector('[data-cart-item]')
    expect(Number(await app.page.getAttribute('.cart__total', 'data-total'))).toBeGreaterThan(5000)
    await ask('最近的订单到哪了')
    await app.page.waitForSelector('.tool--ok[data-tool="order_query"]')
    await mkdir(ARTIFACTS, { recursive: true })
    await app.page.screenshot({ path: join(ARTIFACTS, 'shop.png') })
    expect(app.problems).toEqual([])
  })
})
