import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { browserAppForTests } from '@mindwire/testkit/browser-app'
import { CHROMIUM_PATH } from '@mindwire/testkit/chromium'
import { describe, expect, it } from 'vitest'
import { buildWebApp, WEB_APP_DIR } from './testing/build-web-app.ts'
import { StudioPage } from './testing/studio-page.ts'
import { startStudioServer } from './testing/studio-server.ts'

// The studio on a small screen (1024×700), as a person met it: what they and the agent add is in view,
// and the context menu stays on the screen and closes with Escape.
const ARTIFACTS = join(WEB_APP_DIR, '..', '..', 'test-artifacts')

const app = browserAppForTests({
  locale: 'zh-CN',
  build: buildWebApp,
  serve: startStudioServer,
  viewport: { width: 1024, height: 700 },
})

/** The canvas view's pan (px) and zoom, from React Flow's viewport transform. */
function viewTransform(): Promise<{ x: number; y: number; zoom: number }> {
  return app.page.$eval('.react-flow__viewport', (viewport) => {
    const match = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)\s*scale\(([-\d.]+)\)/.exec(
      (viewport as HTMLElement).style.transform,
    )!
    return { x: Number(match[1]), y: Number(match[2]), zoom: Number(match[3]) }
  })
}

/** Whether every module on the canvas is drawn inside the canvas's visible box. */
function allModulesInView(): Promise<boolean> {
  return app.page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="canvas"]')!.getBoundingClientRect()
    return [...document.querySelectorAll('.react-flow__node')].every((node) => {
      const box = node.getBoundingClientRect()
      return (
        box.left >= canvas.left &&
        box.right <= canvas.right &&
        box.top >= canvas.top &&
        box.bottom <= canvas.bottom
      )
    })
  })
}

describe('the studio on a 1024×700 screen', () => {
  it('modules the agent adds are brought into view, and so is one added from the palette', async () => {
    expect(existsSync(CHROMIUM_PATH), `Chromium is missing at ${CHROMIUM_PATH}`).toBe(true)
    const studio = new StudioPage(app.page)
    await studio.open(app.server.url)
    await studio.ask('添加一个振荡器、一个滤波器、一个混响、一个延迟和一个扬声器，并把它们连起来')
    await app.page.waitForFunction(() => document.querySelectorAll('.react-flow__node').length === 5)
    await expect.poll(allModulesInView, { timeout: 3000 }).toBe(true)
    // The person zooms in on their patch; what the agent adds next must not land out of sight.
    for (let i = 0; i < 4; i++) await app.page.click('.react-flow__controls-zoomin')
    await studio.ask('再添加一个低频振荡器和一个示波器')
    await app.page.waitForFunction(() => document.querySelectorAll('.react-flow__node').length === 7)
    await expect.poll(allModulesInView, { timeout: 3000 }).toBe(true)

    await app.page.click('[data-add-module="lfo"]')
    await app.page.waitForFunction(() => document.querySelectorAll('.react-flow__node').length === 8)
    const lfo = await app.page.locator('.react-flow__node').last().boundingBox()
    const canvas = await app.page.locator('[data-testid="canvas"]').boundingBox()
    expect(lfo!.x).toBeGreaterThanOrEqual(canvas!.x)
    expect(lfo!.x + lfo!.width).toBeLessThanOrEqual(canvas!.x + canvas!.width)
  })

  it('the context menu opened near the bottom right corner stays on the screen; Escape closes it', async () => {
    const canvas = (await app.page.locator('[data-testid="canvas"]').boundingBox())!
    // An empty spot of the pane near its bottom right corner (the attribution sits in the corner itself).
    const spot = await app.page.evaluate(
      ({ right, bottom }) => {
        for (let dy = 40; dy < 300; dy += 20)
          for (let dx = 40; dx < 300; dx += 20)
            if (document.elementFromPoint(right - dx, bottom - dy)?.classList.contains('react-flow__pane'))
              return { x: right - dx, y: bottom - dy }
        return null
      },
      { right: canvas.x + canvas.width, bottom: canvas.y + canvas.height },
    )
    expect(spot).not.toBeNull()
    await app.page.mouse.click(spot!.x, spot!.y, { button: 'right' })
    const menu = app.page.locator('[data-testid="context-menu"]')
    await menu.waitFor()
    const box = (await menu.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(1024)
    expect(box.y + box.height).toBeLessThanOrEqual(700)
    expect(box.y).toBeGreaterThanOrEqual(0)
    await app.page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    expect(app.problems).toEqual([])
  })

  it('a module dragged from the palette lands where it is dropped', async () => {
    await new StudioPage(app.page).open(app.server.url)
    const canvas = (await app.page.locator('[data-testid="canvas"]').boundingBox())!
    const drop = { x: Math.round(canvas.width * 0.3), y: Math.round(canvas.height * 0.7) }
    // Where the drop point is on the canvas (its units), from the view's pan and zoom at the time.
    const view = await viewTransform()
    const aimed = { x: (drop.x - view.x) / view.zoom, y: (drop.y - view.y) / view.zoom }
    await app.page.dragAndDrop('[data-add-module="reverb"]', '[data-testid="canvas"] .react-flow__pane', {
      targetPosition: drop,
    })
    await app.page.waitForSelector('.react-flow__node[data-id="reverb-1"]')
    const placed = await app.page.$eval('.react-flow__node[data-id="reverb-1"]', (node) => {
      const [, x, y] = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec((node as HTMLElement).style.transform)!
      return { x: Number(x), y: Number(y) }
    })
    // Its title bar is where the pointer let go: the corner a few units up and left of it.
    expect(aimed.x - placed.x).toBeGreaterThan(0)
    expect(aimed.x - placed.x).toBeLessThan(40)
    expect(aimed.y - placed.y).toBeGreaterThan(0)
    expect(aimed.y - placed.y).toBeLessThan(40)
  })

  it('fits a tablet and a phone: canvas and agent as wide as the screen, nothing sideways', async () => {
    await mkdir(ARTIFACTS, { recursive: true })
    for (const [name, width, height] of [
      ['tablet', 768, 1024],
      ['phone', 390, 844],
    ] as const) {
      await app.page.setViewportSize({ width, height })
      await app.page.waitForTimeout(150)
      const layout = await app.page.evaluate(() => {
        const width = (selector: string) =>
          document.querySelector(selector)?.getBoundingClientRect().width ?? 0
        return {
          page: document.documentElement.scrollWidth,
          canvas: width('[data-testid="canvas"]'),
          agent: width('.studio__side'),
          palette: width('.studio__palette'),
        }
      })
      expect(layout.page, name).toBeLessThanOrEqual(width)
      expect(layout.canvas, name).toBeGreaterThan(width * 0.8)
      expect(layout.agent, name).toBeGreaterThan(width * 0.8)
      expect(layout.palette, name).toBeGreaterThan(width * 0.8)
      await app.page.screenshot({ path: join(ARTIFACTS, `studio-${name}.png`), fullPage: true })
    }
    expect(app.problems).toEqual([])
  })

  it('speaks English after the header switch, in its own words and the assistant drawer’s, and keeps it', async () => {
    await app.page.setViewportSize({ width: 390, height: 844 })
    await app.page.click('[data-action="switch-language"]')
    const english = async () =>
      app.page.evaluate(() => ({
        lang: document.documentElement.lang,
        palette: document.querySelector('.palette h3')?.textContent,
        module: document.querySelector('[data-add-module="reverb"]')?.textContent,
        send: document.querySelector('.mw-copilot-drawer button[type="submit"]')?.textContent,
        placeholder: document.querySelector('.mw-copilot-input')?.getAttribute('placeholder'),
        chinese:
          [...document.querySelectorAll('.studio__toolbar, .palette, .mw-copilot-drawer form')]
            .map((part) => part.textContent)
            .join(' ')
            .match(/[\u4e00-\u9fff]+/g) ?? [],
      }))
    const expected = {
      lang: 'en',
      palette: 'Sources',
      module: 'Reverb',
      send: 'Send',
      placeholder: 'For example: add an oscillator, a reverb and a speaker and connect them',
      // The one Chinese word left is the switch back, written in the language it switches to.
      chinese: ['中文'],
    }
    expect(await english()).toEqual(expected)
    await app.page.screenshot({ path: join(ARTIFACTS, 'studio-phone-en.png'), fullPage: true })
    // The choice is the origin's: a reload (and every other app of the origin) speaks English too.
    await app.page.reload()
    await app.page.waitForSelector('.palette h3')
    expect(await english()).toEqual(expected)
    await app.page.click('[data-action="switch-language"]')
    expect(await app.page.textContent('.palette h3')).toBe('信号源')
    expect(app.problems).toEqual([])
  })
})
