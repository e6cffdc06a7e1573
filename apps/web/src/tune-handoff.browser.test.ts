import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { loadModelConfig } from '@mindwire/agent'
import { createServer, type MindwireServer } from '@mindwire/server'
import { openStore, type Store } from '@mindwire/store'
import { createStudio, studioServerDomain } from '@mindwire/studio'
import { createSynth, synthServerDomain } from '@mindwire/synth'
import { CHROMIUM_PATH, launchChromium, storeApiKey, watchProblems } from '@mindwire/testkit/chromium'
import { buildTuneApp } from '@mindwire/tune/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildWebApp, WEB_APP_DIR } from './testing/build-web-app.ts'
import { StudioPage } from './testing/studio-page.ts'

// The synth studio (React) hands a session to the tuning studio (Vue) and gets it back: the handoff is the
// suite's protocol, not a framework's. Both apps are built with Vite and served by one real server (synth
// and studio domains, offline models, PGlite, keys required) as `mindwire serve` does: `/` and `/tune/`.
const ARTIFACTS = join(WEB_APP_DIR, '..', '..', 'test-artifacts')

let roots: string[] = []
let server: MindwireServer | undefined
let store: Store | undefined
let url = ''
let key = ''
let browser: Browser | undefined
let context: BrowserContext
const problems: string[] = []

beforeAll(async () => {
  if (!existsSync(CHROMIUM_PATH)) return
  roots = await Promise.all([buildWebApp(), buildTuneApp()])
  store = await openStore({ memory: true })
  server = await createServer({
    store,
    domains: [synthServerDomain(createSynth()), studioServerDomain(createStudio())],
    models: loadModelConfig({}),
    config: { auth: 'required' },
    webRoot: roots[0],
    webApps: [{ base: '/tune/', root: roots[1]! }],
  })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`
  await store.tenants.create({ id: 'musician' })
  key = (await store.apiKeys.create('musician', 'test')).key
  browser = await launchChromium()
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  await storeApiKey(context, key)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.app.close()
  await store?.close()
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })))
})

async function sessionOf(id: string): Promise<{ app: string; messages: unknown[] }> {
  const response = await fetch(`${url}/api/ai/sessions/${id}`, {
    headers: { authorization: `Bearer ${key}` },
  })
  return (await response.json()) as { app: string; messages: unknown[] }
}

describe('synth studio → tuning studio → back (seed 000 §4.7)', () => {
  it('XiTune resumes the synth session, auto-tunes, hands it back; the synth tab hears it and goes on', async () => {
    expect(existsSync(CHROMIUM_PATH), `Chromium is missing at ${CHROMIUM_PATH}`).toBe(true)
    const synthPage = await context.newPage()
    watchProblems(synthPage, problems)
    const synth = new StudioPage(synthPage)
    await synth.open(url)
    await synth.ask('添加一个振荡器和一个扬声器，并把它们连起来')
    await synthPage.waitForFunction(() => document.querySelectorAll('.react-flow__node').length === 2)

    const popup = context.waitForEvent('page')
    await synthPage.click('[data-action="open-tuning-studio"]')
    const tune = await popup
    watchProblems(tune, problems)
    await tune.waitForURL(/\/tune\/xi-tune\?/)
    const sessionId = new URL(tune.url()).searchParams.get('sessionId')!
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(tune.url()).not.toContain(key)
    expect(await synthPage.textContent('.tune-handoff__link')).toContain('已在新标签页打开 XiTune')

    // The same session: the musician's request is in XiTune's drawer; XiTune tunes and hands it back.
    await tune.waitForSelector('.mw-message--user >> text=添加一个振荡器和一个扬声器')
    await tune.waitForSelector('[data-testid="deviation-after"]')
    await tune.waitForSelector('.tune-handoff[data-phase="handed-back"]')
    const back = await tune.getAttribute('.tune-handoff__back', 'href')
    expect(back).toBe(`/?intent=tuning-completed&sessionId=${sessionId}&${back!.split(`${sessionId}&`)[1]}`)
    expect(await tune.textContent('.tune-handoff')).toContain('合成器工作室')
    await mkdir(ARTIFACTS, { recursive: true })
    await tune.screenshot({ path: join(ARTIFACTS, 'synth-to-xi-tune.png') })

    // The first tab is told, with the figures the tuning produced.
    await synthPage.bringToFront()
    const notice = synthPage.locator('[data-testid="notice"]')
    await notice.waitFor()
    expect(await notice.textContent()).toMatch(/XiTune 已完成车内自动调音，最大偏差 [\d.]+ → [\d.]+ dB/)
    await synthPage.screenshot({ path: join(ARTIFACTS, 'xi-tune-back-to-synth.png') })

    const session = await sessionOf(sessionId)
    expect(session.app).toBe('synth')
    const notes = session.messages.map((message) => JSON.stringify(message))
    expect(notes.some((note) => note.includes('handoff from synth to xi-tune] intent: auto-tune'))).toBe(true)
    expect(
      notes.some((note) => note.includes('handoff from xi-tune to synth] intent: tuning-completed')),
    ).toBe(true)

    // The session goes on in the synth studio, on the canvas as it is.
    await synth.ask('把振荡器的频率调到220赫兹')
    await synthPage.waitForFunction(() =>
      Object.values(window.__MINDWIRE_AUDIO__!.graph().nodes).some((node) => node.values.frequency === 220),
    )

    // The handback link opens the synth studio on the same session, its conversation shown.
    const returned = await context.newPage()
    watchProblems(returned, problems)
    await returned.goto(`${url}${back}`)
    await returned.waitForSelector('.mw-message--user >> text=把振荡器的频率调到220赫兹')
    expect(await returned.textContent('[data-testid="notice"]')).toContain('XiTune 已完成车内自动调音')
    expect(new URL(returned.url()).searchParams.get('intent')).toBeNull()
    await Promise.all([tune.close(), synthPage.close(), returned.close()])
    expect(problems).toEqual([])
  }, 90_000)
})
