import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { createTestDatabase, probePostgres, TEST_DATABASE_URL } from '@mindwire/store/testing'
import { CHROMIUM_PATH, launchChromium, watchProblems } from '@mindwire/testkit/chromium'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildWebApp, WEB_APP_DIR } from './testing/build-web-app.ts'
import { StudioPage } from './testing/studio-page.ts'
import { type StudioServer, startStudioServer } from './testing/studio-server.ts'

// The whole studio in a real browser: Vite build → real server (synth domain, offline model, PGlite)
// → Debian's Chromium. Never `playwright install`: without /usr/bin/chromium this test fails and says so.
const ARTIFACTS = join(WEB_APP_DIR, '..', '..', 'test-artifacts')

let webRoot: string | undefined
let server: StudioServer | undefined
let browser: Browser | undefined
let page: Page
const problems: string[] = []
const postgres = await probePostgres()

beforeAll(async () => {
  if (!existsSync(CHROMIUM_PATH)) return
  webRoot = await buildWebApp()
  server = await startStudioServer(webRoot)
  browser = await launchChromium()
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' })
  watchProblems(page, problems)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (webRoot) await rm(webRoot, { recursive: true, force: true })
})

/** A fresh tab of its own (its own storage, so no autosaved canvas) on the studio, its errors collected. */
async function openStudioTab(): Promise<{ tab: Page; studio: StudioPage }> {
  expect(existsSync(CHROMIUM_PATH), `install Chromium: apt-get install -y chromium`).toBe(true)
  const tab = await browser!.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' })
  tab.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  const studio = new StudioPage(tab)
  await studio.open(server!.url)
  return { tab, studio }
}

describe('the synth studio in Chromium', () => {
  it('builds a patch from one sentence to the agent: canvas, Tone.js graph and parameter changes agree', async () => {
    expect(
      existsSync(CHROMIUM_PATH),
      `Chromium is missing at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` (CI installs it)`,
    ).toBe(true)
    const studio = new StudioPage(page)
    await studio.open(server!.url)
    await studio.startAudio()

    await studio.ask('添加一个振荡器、一个滤波器和一个扬声器，并把它们连起来')
    await page.waitForFunction(() => document.querySelectorAll('.react-flow__node').length === 3)
    const nodes = await studio.canvasNodes()
    expect(Object.values(nodes).sort()).toEqual(['eq', 'simpleoscillator', 'speaker'])
    const byType = Object.fromEntries(Object.entries(nodes).map(([id, type]) => [type, id]))
    const [osc, eq, speaker] = [byType.simpleoscillator!, byType.eq!, byType.speaker!]
    await page.waitForFunction((count) => document.querySelectorAll('.react-flow__edge').length >= count, 2)
    const edges = await studio.canvasEdges()
    expect(edges.some((id) => id.startsWith(`${osc}:audioout->${eq}:`))).toBe(true)
    expect(edges.some((id) => id.startsWith(`${eq}:output->${speaker}:`))).toBe(true)

    // The Tone.js graph has the same modules, as Tone.js nodes, joined by the same audio connections.
    const graph = await studio.audioGraph()
    expect(graph.started).toBe(true)
    expect(Object.keys(graph.nodes).sort()).toEqual(Object.keys(nodes).sort())
    expect(graph.nodes[osc]).toMatchObject({ type: 'simpleoscillator', kind: 'Oscillator' })
    expect(graph.nodes[eq]).toMatchObject({ type: 'eq', kind: 'EQ3' })
    expect(graph.nodes[speaker]).toMatchObject({ type: 'speaker', kind: 'Merge', enabled: true })
    expect(graph.connections.map((c) => c.id).sort()).toEqual([...edges].sort())
    expect(graph.connections.every((c) => c.kind === 'audio')).toBe(true)
    expect(graph.toDestination).toEqual([speaker])
    expect(graph.nodes[osc]!.values.frequency).toBe(440)

    // A parameter change through the agent reaches the oscillator without rebuilding anything.
    const before = graph.stats
    await studio.ask('把振荡器的频率调到880赫兹')
    await page.waitForFunction(
      (id) => window.__MINDWIRE_AUDIO__!.graph().nodes[id]?.values.frequency === 880,
      osc,
    )
    const afterAgent = await studio.audioGraph()
    expect(afterAgent.nodes[osc]!.values.scheduledFrequency).toBe(880)
    expect(afterAgent.stats.created).toBe(before.created)
    expect(afterAgent.stats.disposed).toBe(before.disposed)
    expect(afterAgent.stats.connects).toBe(before.connects)

    // So does one through the control panel: select the EQ, type a gain for its low band.
    await page.click(`[data-testid="rf__node-${eq}"] .module__header`)
    await page.waitForSelector(`[data-testid="control-panel"][data-module="${eq}"]`)
    await page.fill('[data-param-input="low"]', '-6')
    // Tone.js keeps decibel params as gains, so the value read back is -6 within rounding.
    await page.waitForFunction(
      (id) => Math.abs(Number(window.__MINDWIRE_AUDIO__!.graph().nodes[id]?.values.low) + 6) < 1e-9,
      eq,
    )
    expect((await studio.audioGraph()).stats.created).toBe(before.created)

    // The agent's tool calls are shown with the operations they replayed.
    expect(await page.locator('.mw-tool-call[data-tool="add_module"]').count()).toBeGreaterThanOrEqual(3)
    expect(
      await page.locator('[data-testid="operation-log"] [data-op="CONNECT_MODULES"]').count(),
    ).toBeGreaterThan(0)

    await mkdir(ARTIFACTS, { recursive: true })
    await page.screenshot({ path: join(ARTIFACTS, 'studio.png') })
    expect(problems).toEqual([])
  }, 90_000)

  it('edits by mouse and keyboard, asks before a destructive agent call, and shows an agent error', async () => {
    const { tab: second, studio } = await openStudioTab()
    const graph = () => studio.audioGraph()

    // The palette adds modules; a handle dragged to a handle of the same type connects them.
    await second.click('[data-add-module="lfo"]')
    await second.click('[data-add-module="simpleoscillator"]')
    await second.waitForFunction(() => document.querySelectorAll('.react-flow__node').length === 2)
    await second.dragAndDrop(
      '[data-nodeid="lfo-1"][data-handleid="signal"]',
      '[data-nodeid="simpleoscillator-1"][data-handleid="freqMod"]',
    )
    // Attached, not "visible": a perfectly horizontal connection has a zero-height box.
    await second.waitForSelector('[data-testid="rf__edge-lfo-1:signal->simpleoscillator-1:freqMod"]', {
      state: 'attached',
    })
    await second.waitForFunction(() => window.__MINDWIRE_AUDIO__!.graph().connections.length === 1)
    expect((await graph()).connections[0]).toMatchObject({ kind: 'number', targetHandle: 'freqMod' })
    // The LFO now moves the oscillator's frequency around 440 Hz by ±freqModDepth (2 Hz).
    await second.waitForFunction(() => {
      const frequency = Number(
        window.__MINDWIRE_AUDIO__!.graph().nodes['simpleoscillator-1']?.values.frequency,
      )
      return frequency !== 440 && frequency >= 438 && frequency <= 442
    })

    // Ctrl+D duplicates the selected module, Delete removes it again; the engine builds and disposes one.
    await second.click('[data-testid="rf__node-lfo-1"] .module__header')
    await second.keyboard.press('Control+d')
    await second.waitForSelector('[data-testid="rf__node-lfo-2"]')
    await second.keyboard.press('Delete')
    await second.waitForSelector('[data-testid="rf__node-lfo-2"]', { state: 'detached' })
    await second.waitForFunction(() => window.__MINDWIRE_AUDIO__!.graph().stats.disposed === 1)
    expect((await graph()).stats.created).toBe(3)

    // The context menu adds a module where the pointer is.
    await second.click('[data-testid="canvas"] .react-flow__pane', {
      button: 'right',
      position: { x: 700, y: 600 },
    })
    await second.click('[data-testid="context-menu"] button:has-text("键盘输入器")')
    await second.waitForSelector('[data-testid="rf__node-keyboardinput-1"]')

    // Computer key "a" plays startNote (C4) on the keyboard module.
    await second.click('[data-testid="keyboard"]')
    await second.keyboard.down('a')
    await second.waitForFunction(
      () => window.__MINDWIRE_AUDIO__!.graph().nodes['keyboardinput-1']?.values.notes === '60',
    )
    await second.keyboard.up('a')

    // A destructive agent call waits for the person; 确认 runs it and the module leaves canvas and engine.
    await studio.ask('删除 LFO')
    await second.waitForSelector('.mw-confirmation[data-call] button:has-text("确认")')
    await second.click('.mw-confirmation button:has-text("确认")')
    await second.waitForSelector('[data-testid="rf__node-lfo-1"]', { state: 'detached' })
    await second.waitForFunction(() => window.__MINDWIRE_AUDIO__!.graph().nodes['lfo-1'] === undefined)

    // A tool failure arrives as an ERROR operation: shown in the log and as a notice, nothing changes.
    await studio.ask('set simpleoscillator-1 gain to 5')
    await second.waitForSelector('[data-testid="operation-log"] [data-op="ERROR"][role="alert"]')
    await second.waitForSelector('[data-testid="notice"]')
    expect((await graph()).nodes['simpleoscillator-1']!.values.gain).toBe(1)
    await second.close()
    expect(problems).toEqual([])
  }, 90_000)

  it('undoes and redoes with the keyboard, an agent turn and a person\'s edit alike; "删除所有模块" is answered once', async () => {
    const { tab, studio } = await openStudioTab()
    const modules = (n: number) =>
      tab.waitForFunction((count) => document.querySelectorAll('.react-flow__node').length === count, n)
    const pressOnCanvas = async (keys: string) => {
      await tab.click('[data-testid="canvas"] .react-flow__pane', { position: { x: 40, y: 40 } })
      await tab.keyboard.press(keys)
    }
    try {
      await studio.ask('添加一个振荡器和一个扬声器，并把它们连起来')
      await modules(2)
      await tab.click('[data-add-module="lfo"]')
      await modules(3)

      await pressOnCanvas('Control+z') // the person's LFO
      await modules(2)
      await pressOnCanvas('Control+z') // the agent's whole turn: both modules and their wiring
      await modules(0)
      await tab.waitForFunction(() => Object.keys(window.__MINDWIRE_AUDIO__!.graph().nodes).length === 0)
      await pressOnCanvas('Control+Shift+z')
      await modules(2)
      await tab.waitForFunction(() => window.__MINDWIRE_AUDIO__!.graph().connections.length === 2)
      await tab.click('[data-testid="redo"]')
      await modules(3)
      expect(await tab.isDisabled('[data-testid="redo"]')).toBe(true)

      // Three deletions the agent must ask about: one question, one answer.
      await studio.ask('删除所有模块')
      await tab.waitForSelector('.mw-confirmation-all[data-count="3"]')
      await tab.screenshot({ path: join(ARTIFACTS, 'studio-delete-all-asks-once.png') })
      await tab.click('.mw-confirmation-all button:has-text("全部确认")')
      await modules(0)
      await tab.waitForFunction(() => !document.querySelector('.mw-confirmation'))
      // …and one undo brings all three back.
      await pressOnCanvas('Control+z')
      await modules(3)
      await tab.screenshot({ path: join(ARTIFACTS, 'studio-undo.png') })
      expect(problems).toEqual([])
    } finally {
      await tab.close()
    }
  }, 90_000)

  // The same page with its data in PostgreSQL: the server is the only thing that changes. Skipped
  // without PostgreSQL; with CI set a missing PostgreSQL fails it, as it fails the store's suite.
  it.skipIf(!postgres.reachable && !process.env.CI)(
    'works the same when the data lives in PostgreSQL',
    async () => {
      expect(existsSync(CHROMIUM_PATH), `install Chromium: apt-get install -y chromium`).toBe(true)
      expect(postgres.reachable, `PostgreSQL at ${TEST_DATABASE_URL}: ${postgres.error}`).toBe(true)
      const database = await createTestDatabase()
      const onPostgres = await startStudioServer(webRoot!, { databaseUrl: database.url })
      const third = await browser!.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' })
      third.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      try {
        const studio = new StudioPage(third)
        await studio.open(onPostgres.url)
        await studio.ask('添加一个振荡器和一个扬声器，并把它们连起来')
        await third.waitForFunction(() => document.querySelectorAll('.react-flow__node').length === 2)
        // A mono source reaches the speaker on both channels.
        await third.waitForFunction(() => document.querySelectorAll('.react-flow__edge').length === 2)
        expect(Object.values(await studio.canvasNodes()).sort()).toEqual(['simpleoscillator', 'speaker'])
        const edges = await studio.canvasEdges()
        expect(edges.map((id) => id.split('->')[1]).sort()).toEqual([
          'speaker-1:audioInLeft',
          'speaker-1:audioInRight',
        ])
        expect((await studio.audioGraph()).connections.map((c) => c.id).sort()).toEqual([...edges].sort())

        // The conversation was stored in PostgreSQL: one synth session with the request and the reply.
        const sessions = await onPostgres.store.sessions.list('local', { app: 'synth' })
        expect(sessions).toHaveLength(1)
        const saved = await onPostgres.store.checkpointer.load(sessions[0]!.id)
        const roles = saved!.snapshot.messages.map((message) => message.role)
        expect(roles[0]).toBe('user')
        expect(roles).toContain('tool')
        expect(roles.at(-1)).toBe('assistant')
        expect(problems).toEqual([])
      } finally {
        await third.close()
        await onPostgres.close()
        await database.drop()
      }
    },
    90_000,
  )
})
