import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { browserAppForTests } from '@mindwire/testkit/browser-app'
import { CHROMIUM_PATH } from '@mindwire/testkit/chromium'
import { describe, expect, it } from 'vitest'
import { buildWebApp, WEB_APP_DIR } from './testing/build-web-app.ts'
import { StudioPage } from './testing/studio-page.ts'
import { startStudioServer } from './testing/studio-server.ts'

// The studio keeps a person's work (seed 001 §4.2.5): autosave across a reload, and a library of saved
// checkpoints to restore (canvas and conversation, in a new session), rename and delete.
const ARTIFACTS = join(WEB_APP_DIR, '..', '..', 'test-artifacts')

const app = browserAppForTests({
  locale: 'zh-CN',
  build: buildWebApp,
  serve: startStudioServer,
  viewport: { width: 1440, height: 900 },
})

const nodeCount = () => app.page.locator('.react-flow__node').count()
const userMessages = () =>
  app.page.$$eval('.mw-message--user', (items) => items.map((item) => item.textContent ?? ''))

describe('the synth studio keeps work', () => {
  it('a reload brings back the canvas and the conversation', async () => {
    expect(existsSync(CHROMIUM_PATH), `Chromium is missing at ${CHROMIUM_PATH}`).toBe(true)
    const studio = new StudioPage(app.page)
    await studio.open(app.server.url)
    await studio.ask('添加一个振荡器和一个扬声器，并把它们连起来')
    await app.page.waitForFunction(() => document.querySelectorAll('.react-flow__node').length === 2)
    await app.page.waitForTimeout(600) // the autosave waits for the canvas to settle

    await studio.open(app.server.url, { keepWork: true })
    expect(await nodeCount()).toBe(2)
    await app.page.waitForSelector('.mw-message--user >> text=添加一个振荡器和一个扬声器')
    // The same conversation goes on: the agent sees the restored canvas.
    await studio.ask('把振荡器的频率调到220赫兹')
    await app.page.waitForFunction(
      () => [...document.querySelectorAll('[data-module-type="simpleoscillator"]')].length === 1,
    )
    expect((await app.server.store.sessions.list('local', { limit: 10 })).length).toBe(1)
  })

  it('saves a checkpoint, restores its canvas and conversation into a new session, renames and deletes it', async () => {
    await app.page.click('[data-action="save-checkpoint"]')
    await app.page.waitForSelector('[data-testid="notice"] >> text=已保存作品')
    const studio = new StudioPage(app.page)
    await studio.ask('添加一个混响')
    await app.page.waitForFunction(() => document.querySelectorAll('.react-flow__node').length === 3)

    await app.page.click('[data-action="open-library"]')
    const item = app.page.locator('.library__item').first()
    await item.waitFor()
    const title = (await item.locator('.library__title').textContent()) ?? ''
    expect(title.length).toBeGreaterThan(0)
    expect([...title].length).toBeLessThanOrEqual(12)
    expect(await item.locator('.library__meta').textContent()).toContain('2 个模块 · 2 条连线')
    await mkdir(ARTIFACTS, { recursive: true })
    await app.page.screenshot({ path: join(ARTIFACTS, 'studio-library.png') })

    await item.locator('[data-action="restore"]').click()
    await app.page.waitForFunction(() => document.querySelectorAll('.react-flow__node').length === 2)
    await app.page.waitForSelector('[data-testid="notice"] >> text=已恢复作品')
    await app.page.waitForSelector('.mw-message--user >> text=把振荡器的频率调到220赫兹')
    expect((await userMessages()).some((text) => text.includes('添加一个混响'))).toBe(false)

    app.page.once('dialog', (dialog) => void dialog.accept('温暖的正弦'))
    await app.page.click('[data-action="open-library"]')
    await app.page.locator('.library__item [data-action="rename"]').first().click()
    await app.page.waitForSelector('.library__title >> text=温暖的正弦')
    await app.page.locator('.library__item [data-action="delete"]').first().click()
    await app.page.locator('.library__item [data-action="delete"] >> text=确认删除').click()
    await app.page.waitForSelector('.library__empty')
    expect(app.problems).toEqual([])
  })
})
