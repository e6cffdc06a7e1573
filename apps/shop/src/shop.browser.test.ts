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
  locale: 'zh-CN',
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
    expect(await app.page.getAttribute('.shop__app-link', 'href')).toBe('/analyst.html')
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
    await shot('shop.png')
    expect(app.problems).toEqual([])
  })

  it('a reload brings back the conversation, the last search’s cards and the cart from the server', async () => {
    const before = await visible()
    await app.page.reload()
    await app.page.waitForSelector('[data-cart-item]')
    await app.page.waitForFunction(
      (count) => document.querySelectorAll('.turn').length === count,
      before.turns.length,
    )
    expect(await visible()).toEqual(before)
    // The restored session goes on: the assistant still knows what "第一个" was.
    await ask('最近的订单到哪了')
    expect(await app.page.locator('.turn--user').count()).toBe(
      before.turns.filter((t) => t === 'user').length + 1,
    )
  })

  it('shops by clicking: add from a card, more and fewer, remove, check out; the order appears', async () => {
    await app.page.fill('.search__input', '咖啡')
    await app.page.click('.search button')
    await app.page.waitForFunction(() =>
      document.querySelector('.product__name')?.textContent?.includes('咖啡'),
    )
    const coffee = await app.page.getAttribute('.product', 'data-product')
    const line = `[data-cart-item="${coffee}"]`
    await app.page.click(`[data-product="${coffee}"] .product__add`)
    await app.page.waitForSelector(line)
    await app.page.click(`${line} .stepper__more`)
    await app.page.waitForSelector(`${line} [data-quantity="2"]`)
    await app.page.click(`${line} .stepper__more`)
    await app.page.waitForSelector(`${line} [data-quantity="3"]`)
    await app.page.click(`${line} .stepper__less`)
    await app.page.waitForSelector(`${line} [data-quantity="2"]`)
    // The phone the assistant added earlier goes; the coffee stays.
    const others = await app.page.$$eval('[data-cart-item]', (items) =>
      items.map((item) => item.getAttribute('data-cart-item')!),
    )
    for (const id of others.filter((id) => id !== coffee)) {
      await app.page.click(`[data-cart-item="${id}"] .cart__remove`)
      await app.page.waitForSelector(`[data-cart-item="${id}"]`, { state: 'detached' })
    }
    expect(others.length).toBeGreaterThan(1)
    const price = await app.server.call(`/api/shop/products/${coffee}`, undefined, 'a', {
      user: await userId(),
    })
    expect(Number(await app.page.getAttribute('.cart__total', 'data-total'))).toBeCloseTo(
      price.json.price * 2,
    )
    await app.page.click('.cart__checkout')
    await app.page.waitForSelector('.order--new')
    expect(await app.page.textContent('.order--new')).toContain('× 2')
    expect(await app.page.textContent('.order--new')).toContain('待付款')
    await app.page.waitForSelector('.cart >> text=购物车是空的')
    await shot('shop-checkout.png')
    expect(app.problems).toEqual([])
  })

  it('speaks English at a click, keeps the choice across a reload, and back to Chinese', async () => {
    await app.page.setViewportSize({ width: 1440, height: 900 })
    expect(await app.page.getAttribute('.shop', 'data-lang')).toBe('zh')
    await app.page.click('.shop__language')
    await app.page.waitForSelector('.shop[data-lang="en"]')
    await app.page.reload()
    await app.page.waitForSelector('.shop[data-lang="en"] [data-order]')
    const text = await app.page.textContent('.shop__bar, .shop__side, .shop__main')
    expect(await app.page.textContent('.cart h2')).toBe('Cart')
    expect(await app.page.textContent('.orders h2')).toBe('My orders')
    expect(await app.page.textContent('.product__add')).toBe('Add to cart')
    expect(await app.page.textContent('.order__status')).toMatch(/^[A-Za-z ]+$/)
    // Nothing Chinese in the page's own words (product names are the shop's data, and stay as they are).
    const own = await app.page.$$eval(
      'h2, button, .empty, .order__status, .cart__total, .search__input',
      (els) => els.map((el) => el.textContent || (el as HTMLInputElement).placeholder || ''),
    )
    expect(own.filter((line) => /[\u4e00-\u9fff]/.test(line) && line !== '中文')).toEqual([])
    expect(text).toBeTruthy()
    await app.page.screenshot({ path: join(ARTIFACTS, 'shop-english.png') })
    await app.page.click('.shop__language')
    await app.page.waitForSelector('.shop[data-lang="zh"]')
  })

  it('fits a phone and a tablet: nothing sideways, the cards and the chat usable, the chat at its newest reply', async () => {
    for (const [name, width, height] of [
      ['tablet', 768, 1024],
      ['phone', 390, 844],
    ] as const) {
      await app.page.setViewportSize({ width, height })
      await app.page.waitForTimeout(100)
      const layout = await app.page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        cards: document.querySelector('.products')?.getBoundingClientRect().width ?? 0,
        chat: document.querySelector('.assistant')?.getBoundingClientRect().width ?? 0,
      }))
      expect(layout.page, name).toBeLessThanOrEqual(width)
      expect(layout.cards, name).toBeGreaterThan(width / 2)
      expect(layout.chat, name).toBeGreaterThan(width / 2)
      await shot(`shop-${name}.png`)
    }
    await ask('两千以内的蓝牙耳机')
    const list = await app.page.$eval('.assistant__turns', (el) => ({
      overflow: el.scrollHeight > el.clientHeight,
      atEnd: el.scrollTop + el.clientHeight >= el.scrollHeight - 4,
    }))
    expect(list).toEqual({ overflow: true, atEnd: true })
    await app.page.locator('.assistant').screenshot({ path: join(ARTIFACTS, 'shop-phone-chat.png') })
  })

  it('a browser with no key is sent to sign in (keys required), and with a pasted key shops on a tablet in English', async () => {
    const context = await app.page
      .context()
      .browser()!
      .newContext({ locale: 'en-US', viewport: { width: 768, height: 1024 } })
    const visitor = await context.newPage()
    try {
      await visitor.goto(`${app.server.url}/shop/`)
      await visitor.waitForURL(/\/signin\?next=%2Fshop%2F/)
      await visitor.fill('#key', app.server.keys.a)
      await visitor.click('button[type="submit"]')
      await visitor.waitForURL(`${app.server.url}/shop/`)
      // Signed in: the page is the shop, in the browser's English, and a click puts a card into the cart.
      await visitor.fill('.search__input', '咖啡')
      await visitor.click('.search button')
      await visitor.waitForSelector('.product .product__add')
      const coffee = await visitor.getAttribute('.product', 'data-product')
      await visitor.click(`[data-product="${coffee}"] .product__add`)
      await visitor.waitForSelector(`[data-cart-item="${coffee}"]`)
      expect(await visitor.evaluate(() => document.documentElement.lang)).toMatch(/^en/)
      expect(await visitor.evaluate(() => localStorage.getItem('mindwire:apiKey'))).toBe(app.server.keys.a)
      await visitor.screenshot({ path: join(ARTIFACTS, 'shop-signed-in-tablet-en.png') })
    } finally {
      await context.close()
    }
  })
})

/** What the page shows that a reload must keep: the turns, the cards, the cart. */
function visible() {
  return app.page.evaluate(() => ({
    turns: [...document.querySelectorAll('.turn')].map((turn) =>
      turn.classList.contains('turn--user') ? 'user' : 'assistant',
    ),
    texts: [...document.querySelectorAll('.turn p')].map((p) => p.textContent),
    cards: [...document.querySelectorAll('[data-product]')].map((card) => card.getAttribute('data-product')),
    cart: [...document.querySelectorAll('[data-cart-item]')].map((item) => item.textContent),
  }))
}

const userId = () => app.page.evaluate(() => localStorage.getItem('mindwire:userId') ?? '')

async function shot(file: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true })
  await app.page.screenshot({ path: join(ARTIFACTS, file) })
}
