import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { type BoardServer, startBoardServer } from '@mindwire/client/testing'
import { CHROMIUM_PATH, launchChromium } from '@mindwire/testkit/chromium'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestPage } from './testing/build-test-page.ts'

// The drawer in a real browser: a Vite-built page → the board server (fake LLM behind the real OpenAI
// provider) → Debian's Chromium, headless. Never `playwright install`: without /usr/bin/chromium this fails.
let webRoot: string | undefined
let server: BoardServer | undefined
let browser: Browser | undefined
let page: Page
let key: string
const problems: string[] = []

beforeAll(async () => {
  if (!existsSync(CHROMIUM_PATH)) return
  webRoot = await buildTestPage()
  server = await startBoardServer({}, { webRoot })
  key = await server.tenant('acme')
  browser = await launchChromium()
  // A Chinese browser: the drawer, given no language by its host, speaks the browser's.
  page = await browser.newPage({ locale: 'zh-CN' })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  await page.goto(`${server.url}/?key=${encodeURIComponent(key)}`)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (webRoot) await rm(webRoot, { recursive: true, force: true })
})

async function ask(text: string) {
  await page.fill('textarea.mw-copilot-input', text)
  await page.click('button.mw-copilot-send')
}

describe('CopilotDrawer in Chromium', () => {
  it('streams a reply, asks before a destructive call and runs it once accepted; voice input says why it is off', async () => {
    expect(existsSync(CHROMIUM_PATH), `install Chromium: apt-get install -y chromium`).toBe(true)
    await page.waitForSelector('aside.mw-copilot-drawer')

    // Headless Chromium has the SpeechRecognition constructor but refuses to start it (not-allowed):
    // the first try turns the microphone off, saying why.
    const voice = page.locator('button.mw-voice-input')
    await voice.click()
    await page.waitForSelector('button.mw-voice-input[disabled]')
    expect(await voice.getAttribute('title')).toBe('麦克风或语音识别未获允许')

    server!.llm.enqueue({ text: ['Streaming ', 'a reply ', 'in pieces.'], chunkDelayMs: 250 })
    await ask('hello')
    // Part of the reply is on screen before the rest has arrived.
    await page.waitForFunction(() => {
      const text = document.querySelector('.mw-message--streaming')?.textContent ?? ''
      return text.includes('Streaming') && !text.includes('pieces')
    })
    expect(await page.locator('button.mw-copilot-stop').isVisible()).toBe(true)
    await page.waitForSelector(
      '.mw-message--assistant:not(.mw-message--streaming) >> text=Streaming a reply in pieces.',
    )

    server!.llm.enqueue({ toolCalls: [{ id: 'u1', name: 'unpin_item', args: { index: 0 } }] })
    await ask('remove the first item')
    const confirmation = page.locator('.mw-confirmation[data-call="u1"]')
    await confirmation.waitFor()
    expect(await page.locator('.mw-tool-call[data-tool="unpin_item"] [data-status]').textContent()).toBe(
      '待确认',
    )

    server!.llm.enqueue({ text: 'Removed a.' })
    await confirmation.getByRole('button', { name: '确认' }).click()
    await page.waitForSelector('.mw-message--assistant >> text=Removed a.')
    // A finished reply folds its calls into one line; the person opens it for the details.
    const activity = page
      .locator('.mw-tool-activity', { has: page.locator('[data-tool="unpin_item"]') })
      .last()
    expect(await activity.locator(':scope > summary').textContent()).toBe('1 个操作')
    await activity.locator(':scope > summary').click()
    await page.waitForSelector('.mw-tool-call[data-tool="unpin_item"] [data-status="ok"]')
    expect(await page.locator('.mw-confirmation').count()).toBe(0)
    expect(problems).toEqual([])
  }, 60_000)

  it('thumbs on a finished reply: a rating that did not arrive says so; the next is kept once, naming the run', async () => {
    const ratings = () =>
      fetch(`${server!.url}/api/ai/feedback`, { headers: { authorization: `Bearer ${key}` } })
        .then((response) => response.json())
        .then(
          (body: { entries: Array<{ sessionId: string; runId: string | null; rating: string }> }) =>
            body.entries,
        )
    server!.llm.enqueue({ text: 'A reply to rate.' })
    await ask('rate me')
    const reply = page.locator('.mw-message--assistant', { hasText: 'A reply to rate.' })
    const up = reply.getByRole('button', { name: '有帮助' })
    const down = reply.getByRole('button', { name: '没帮助' })
    await up.waitFor()

    // The network drops the first rating: the reply says so, and the thumbs stay usable.
    let posts = 0
    let dropNext = true
    await page.route('**/feedback', (route) => {
      posts++
      if (!dropNext) return route.continue()
      dropNext = false
      return route.abort('internetdisconnected')
    })
    await up.click()
    await reply.locator('.mw-feedback__error[role="alert"]').waitFor()
    expect(await reply.locator('.mw-feedback__error').textContent()).toContain('反馈没有送达')
    expect(await ratings()).toEqual([])

    await down.click()
    await reply.locator('.mw-feedback[data-status="sent"]').waitFor()
    expect(await reply.locator('.mw-feedback__error').count()).toBe(0)
    expect(await down.getAttribute('aria-pressed')).toBe('true')
    expect(await up.isDisabled()).toBe(true)
    await down.click({ force: true })
    await up.click({ force: true })
    expect(posts).toBe(2)
    await page.unroute('**/feedback')

    const entries = await ratings()
    expect(entries).toHaveLength(1)
    const done = (await server!.store.events.listAfter(entries[0]!.sessionId, 0, 1000))
      .filter((event) => event.type === 'done')
      .at(-1)
    expect(entries[0]).toMatchObject({ rating: 'down', runId: done!.runId })
    await page.screenshot({ path: '/tmp/r2-feedback-vue-drawer.png' })
    // The aborted request is the network's doing, not the page's: nothing else went wrong.
    expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
  }, 60_000)

  it('清除历史 asks once; kept when declined or when the server could not erase it, erased on the server when confirmed', async () => {
    const call = (path: string) =>
      fetch(`${server!.url}${path}`, { headers: { authorization: `Bearer ${key}` } })
    const sessions = async () =>
      ((await (await call('/api/ai/sessions?app=board')).json()) as { sessions: Array<{ id: string }> })
        .sessions
    const [current] = await sessions()
    expect(await page.locator('.mw-message').count()).toBeGreaterThan(0)

    await page.click('button.mw-clear-history')
    await page.click('button.mw-clear-history__cancel')
    expect(await page.locator('.mw-message').count()).toBeGreaterThan(0)
    expect((await call(`/api/ai/sessions/${current!.id}`)).status).toBe(200)

    // The server never gets the request: the conversation stays and the drawer says it was not deleted.
    await page.route('**/api/ai/sessions/*', (route) =>
      route.request().method() === 'DELETE' ? route.abort('internetdisconnected') : route.continue(),
    )
    await page.click('button.mw-clear-history')
    await page.click('button.mw-clear-history__confirm')
    await page.locator('.mw-clear-history__error[role="alert"]').waitFor()
    expect(await page.locator('.mw-message').count()).toBeGreaterThan(0)
    expect((await call(`/api/ai/sessions/${current!.id}`)).status).toBe(200)
    await page.unroute('**/api/ai/sessions/*')

    await page.click('button.mw-clear-history')
    await page.click('button.mw-clear-history__confirm')
    await page.waitForFunction(() => document.querySelectorAll('.mw-message').length === 0)
    expect((await call(`/api/ai/sessions/${current!.id}`)).status).toBe(404)
    expect(await page.locator('button.mw-clear-history').count()).toBe(0)
    // The drawer goes on in a new session.
    server!.llm.enqueue({ text: 'A fresh start.' })
    await ask('hello again')
    await page.waitForSelector('.mw-message--assistant >> text=A fresh start.')
    const [next] = await sessions()
    expect(next!.id).not.toBe(current!.id)
    expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
  }, 60_000)

  it('VoiceInput is disabled from the start, saying why, in a browser without the Web Speech API', async () => {
    const bare = await browser!.newPage({ locale: 'zh-CN' })
    await bare.addInitScript(() => {
      const scope = globalThis as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown }
      delete scope.SpeechRecognition
      delete scope.webkitSpeechRecognition
    })
    await bare.goto(page.url())
    const voice = bare.locator('button.mw-voice-input')
    await bare.waitForSelector('button.mw-voice-input[disabled]')
    expect(await voice.getAttribute('title')).toBe('此浏览器不支持语音输入')
    await bare.close()
  })

  it('offline (DQ-MIND-04): the drawer says why and sends nothing; back online it sends again', async () => {
    const context = page.context()
    await page.fill('textarea.mw-copilot-input', 'are you there?')
    const before = server!.llm.requests.length
    await context.setOffline(true)
    await page.waitForSelector('.mw-copilot-offline')
    expect(await page.textContent('.mw-copilot-offline')).toBe('网络已断开：恢复连接后可以继续对话。')
    expect(await page.locator('button.mw-copilot-send').isDisabled()).toBe(true)
    // Enter in the input does not send either.
    await page.press('textarea.mw-copilot-input', 'Enter')
    expect(server!.llm.requests.length).toBe(before)
    expect(await page.inputValue('textarea.mw-copilot-input')).toBe('are you there?')
    await page.screenshot({ path: 'test-artifacts/vue-drawer-offline.png' })
    await context.setOffline(false)
    await page.waitForSelector('.mw-copilot-offline', { state: 'detached' })
    server!.llm.enqueue({ text: 'Back again.' })
    await page.click('button.mw-copilot-send')
    await page.waitForSelector('.mw-message--assistant >> text=Back again.')
    expect(server!.llm.requests.length).toBe(before + 1)
  })
})
