import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { type StudioTestServer, startStudioServer } from '@mindwire/studio/testing'
import { CHROMIUM_PATH, launchChromium, storeApiKey, watchProblems } from '@mindwire/testkit/chromium'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTuneApp, TUNE_APP_DIR } from './testing/build-tune-app.ts'
import { ask, chainModules, drawerMessages, shownDeviation, waitForReplies } from './testing/tune-page.ts'

// The tuning studio in a real browser: Vite build → a real server (studio domain, offline model, PGlite,
// keys required) serving it at /tune/ → Debian's Chromium. The key sits in the origin's storage, as a
// person's would; it never appears in a URL. Never `playwright install`: without /usr/bin/chromium this fails.
const ARTIFACTS = join(TUNE_APP_DIR, 'test-artifacts')

let webRoot: string | undefined
let server: StudioTestServer | undefined
let browser: Browser | undefined
let context: BrowserContext
let page: Page
const problems: string[] = []

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server!.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server!.key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as T
}

const newProject = (name: string) => api<{ id: string }>('POST', '/api/studio/projects', { name })

beforeAll(async () => {
  if (!existsSync(CHROMIUM_PATH)) return
  webRoot = await buildTuneApp()
  server = await startStudioServer({ webApps: [{ base: '/tune/', root: webRoot }] })
  browser = await launchChromium()
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  await storeApiKey(context, server.key)
  page = await context.newPage()
  watchProblems(page, problems)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (webRoot) await rm(webRoot, { recursive: true, force: true })
})

describe('the tuning studio in Chromium', () => {
  it('xi-studio: “帮我做个车载声浪链路” in the drawer builds the searched engine sound → mapping → smooth in the chain view', async () => {
    expect(existsSync(CHROMIUM_PATH), `install Chromium: apt-get install -y chromium`).toBe(true)
    await page.goto(`${server!.url}/tune/`)
    // No project in the link: the app opens (here: creates) one and names it in the URL.
    await page.waitForURL(/\/tune\/xi-studio\?projectId=[0-9a-f-]{36}/)
    await page.waitForSelector('.tune-chain [data-module="lowShelf"]')
    await ask(page, '帮我做个车载声浪链路')
    // Each module waits for the person first (seed 000 §7 "增删模块前弹框"): the drawer asks about all three.
    const asked = page.locator('.mw-confirmation')
    await expect.poll(() => asked.count()).toBe(3)
    const questions = await asked.allTextContents()
    expect(questions[0]).toContain('添加模块「车内声浪合成」')
    expect(questions[2]).toContain('控制信号平滑')
    expect(await chainModules(page)).not.toContain('engineSoundEse:engine-sound-ese-v2')
    await mkdir(ARTIFACTS, { recursive: true })
    await page.screenshot({ path: join(ARTIFACTS, 'xi-studio-confirm-add.png') })
    // The turn's three additions are asked about once: one 全部确认 answers them in one request.
    const all = page.locator('.mw-confirmation-all[data-count="3"]')
    expect(await all.textContent()).toContain('这一步要做 3 件事')
    await all.getByRole('button', { name: '全部确认' }).click()
    await expect.poll(() => asked.count(), { timeout: 15_000 }).toBe(0)
    await page.waitForSelector('.tune-chain [data-module="smooth"]')
    expect(await chainModules(page)).toEqual(
      expect.arrayContaining([
        'engineSoundEse:engine-sound-ese-v2',
        'mappingCurve:mapping-curve-v1',
        'smooth:smooth-v1',
      ]),
    )
    // Modules by their catalogue titles in the cards, the connections and the revision log, never by id.
    expect(await page.textContent('.tune-connections')).toContain('车内声浪合成 → 信号映射曲线')
    const headings = await page.$$eval('.tune-module__head', (heads) => heads.map((head) => head.textContent))
    expect(headings.join(' ')).not.toMatch(/engineSound|mapping|smooth|lowShelf|-v\d/)
    const latest = await page.textContent('.tune-revisions li:first-child')
    expect(latest).toContain('XiMind')
    expect(latest).toContain('添加')
    expect(latest).not.toMatch(/engineSound|mapping|smooth|-v\d/)
    // The reply names what the library found by title too ("车内声浪合成", not "engine-sound-ese-v2").
    const reply = (await drawerMessages(page)).at(-1)!
    expect(reply).toContain('车内声浪合成')
    expect(reply).not.toMatch(/-v\d/)
    expect(await page.textContent('.tune-studio h2 small')).toContain('轿车 A · 目标 哈曼车内曲线')
    expect(page.url()).toMatch(/sessionId=[0-9a-f-]{36}/)
    await mkdir(ARTIFACTS, { recursive: true })
    await page.screenshot({ path: join(ARTIFACTS, 'xi-studio-chain.png') })
  })

  it('switching XiStudio → XiTune → XiStudio keeps the XiStudio conversation', async () => {
    // What was said: the run that only asked for confirmations left a reply without words, which the
    // history read back from the server does not show as a message of its own.
    const said = async () => (await drawerMessages(page)).filter((message) => !message.endsWith(': '))
    const before = await said()
    expect(before.length).toBeGreaterThan(1)
    await page.click('.tune-tab[data-app="xi-tune"]')
    await page.waitForURL(/\/tune\/xi-tune/)
    await page.click('.tune-tab[data-app="xi-studio"]')
    await page.waitForURL(/\/tune\/xi-studio/)
    await expect.poll(said, { timeout: 5000 }).toEqual(before)
  })

  it('xi-tune: a measured spectrum sent to the copilot gets findings from its data', async () => {
    await page.fill('.tune-project-name', '调音测试')
    await page.click('.tune-project-create button')
    await page.waitForFunction(
      () => document.querySelector('.tune-project-select option:checked')?.textContent === '调音测试',
    )
    await page.click('.tune-tab[data-app="xi-tune"]')
    await page.click('[data-action="measure"]')
    await page.waitForSelector('[data-testid="deviation-before"]')
    await page.waitForSelector('.tune-chart canvas')
    const findings = await page.$$eval('.tune-findings li', (items) =>
      items.map((item) => item.textContent ?? ''),
    )
    expect(findings.length).toBeGreaterThan(0)

    await page.click('[data-action="send-spectrum"]')
    await waitForReplies(page, 1)
    const reply = (await drawerMessages(page)).at(-1)!
    expect(reply).toMatch(/^assistant: /)
    // The engine read the numbers: a frequency and a level, near one of the measurement's own findings.
    const hz = /(\d+(?:\.\d+)?) (k?)Hz/.exec(reply)
    expect(hz, reply).not.toBeNull()
    expect(reply).toMatch(/[+−-]\d+(\.\d+)? dB/)
    const replyHz = Number(hz![1]) * (hz![2] ? 1000 : 1)
    const foundHz = findings.map((text) => {
      const match = /(\d+(?:\.\d+)?) (k?)Hz/.exec(text)!
      return Number(match[1]) * (match[2] ? 1000 : 1)
    })
    expect(
      foundHz.some((f) => Math.abs(Math.log2(f / replyHz)) < 0.5),
      `${replyHz} Hz vs ${foundHz}`,
    ).toBe(true)
  })

  it('xi-tune: auto-tune moves the driver seat’s curve into tolerance (screenshot)', async () => {
    expect(await page.isChecked('input[name="seat"][value="driver"]')).toBe(true)
    await page.click('[data-action="auto-tune"]')
    await page.waitForSelector('[data-testid="deviation-after"]')
    await page.waitForFunction(() => document.querySelector('.u-legend')?.textContent?.includes('调音后'))
    expect(await shownDeviation(page, 'before')).toBeGreaterThan(3)
    expect(await shownDeviation(page, 'after')).toBeLessThanOrEqual(3)
    await mkdir(ARTIFACTS, { recursive: true })
    await page.screenshot({ path: join(ARTIFACTS, 'xi-tune-auto-tune.png'), fullPage: true })

    // The chart's axis labels follow a language switch at once, with no new data to redraw it.
    const axisLabels = () => page.getAttribute('.tune-chart', 'aria-label')
    expect(await axisLabels()).toBe('频率 · 幅度 (dB)')
    await page.click('[data-action="switch-language"]')
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    expect(await axisLabels()).toBe('Frequency · Magnitude (dB)')
    await page.click('[data-action="switch-language"]')
    await page.waitForFunction(() => document.documentElement.lang.startsWith('zh'))
    expect(await axisLabels()).toBe('频率 · 幅度 (dB)')
  })

  it('handoff round trip across two tabs: 低频太闷 in xi-studio → xi-tune resumes the session, auto-tunes, hands back', async () => {
    const project = await newProject('交接测试')
    const studio = await context.newPage()
    watchProblems(studio, problems)
    await studio.goto(`${server!.url}/tune/xi-studio?projectId=${project.id}`)
    await studio.waitForSelector('.tune-chain [data-module="lowShelf"]')
    const popup = context.waitForEvent('page')
    await ask(studio, '低频太闷')
    const tune = await popup
    watchProblems(tune, problems)
    await tune.waitForURL(/\/tune\/xi-tune\?/)
    const opened = new URL(tune.url())
    const sessionId = new URL(studio.url()).searchParams.get('sessionId')
    expect(sessionId).toMatch(/[0-9a-f-]{36}/)
    expect(opened.searchParams.get('sessionId')).toBe(sessionId)
    expect(opened.searchParams.get('projectId')).toBe(project.id)
    // The intent is dropped once handled (a reload must not tune again); no credential ever travels.
    expect(opened.searchParams.get('intent') ?? 'handled').toMatch(/auto-tune|handled/)
    expect(tune.url()).not.toContain(server!.key)
    expect(await studio.textContent('.tune-opened-link')).toContain('XiTune · auto-tune')

    // The same session: the first message is in the new tab's drawer history.
    await tune.waitForSelector('.mw-message--user >> text=低频太闷')
    await tune.waitForSelector('[data-testid="deviation-after"]')
    await tune.waitForSelector('.tune-handoff[data-phase="handed-back"]')
    await tune.screenshot({ path: join(ARTIFACTS, 'xi-tune-handoff.png') })
    const session = await api<{ app: string; messages: { role: string; content: unknown }[] }>(
      'GET',
      `/api/ai/sessions/${sessionId}`,
    )
    expect(session.app).toBe('xi-studio')
    const notes = session.messages.map((message) => JSON.stringify(message))
    expect(notes.some((note) => note.includes('handoff from xi-studio to xi-tune'))).toBe(true)
    expect(
      notes.some((note) => note.includes('handoff from xi-tune to xi-studio] intent: tuning-completed')),
    ).toBe(true)

    // Back in the first tab: it hears the handback from the other tab, says so and shows what the tuning added.
    await studio.bringToFront()
    await studio.waitForSelector('.tune-chain [data-module^="autoEq"]')
    expect(await studio.textContent('.tune-notice')).toMatch(
      /XiTune 已完成自动调音（最大偏差 [\d.]+ → [\d.]+ dB）/,
    )
    await tune.close()
    await studio.close()
  })

  it('a failed handoff falls back to xi-studio with the session intact (§9.2)', async () => {
    const project = await newProject('回退测试')
    const studio = await context.newPage()
    watchProblems(studio, problems)
    await studio.goto(`${server!.url}/tune/xi-studio?projectId=${project.id}`)
    await ask(studio, '让 EQ 随车速调整')
    const sessionId = new URL(studio.url()).searchParams.get('sessionId')!
    await studio.close()
    // A link to a project that is gone: the server refuses the handoff.
    const broken = await context.newPage()
    watchProblems(broken, problems, /404/)
    await broken.goto(
      `${server!.url}/tune/xi-tune?intent=auto-tune&sessionId=${sessionId}&projectId=00000000-0000-4000-8000-000000000000`,
    )
    await broken.waitForURL(/\/tune\/xi-studio\?/)
    expect(await broken.textContent('.tune-notice--error')).toContain('交接到 XiTune 失败')
    const fallback = new URL(broken.url())
    expect(fallback.searchParams.get('sessionId')).toBe(sessionId)
    expect(fallback.searchParams.get('projectId')).toBe(project.id)
    await broken.waitForSelector('.mw-message--user >> text=让 EQ 随车速调整')
    await broken.waitForSelector('.tune-bindings [data-binding="vehicle.speed"]')
    await broken.close()
  })

  it('xi-test runs a suite, xi-forge generates a module, and voice input is visibly off without the Web Speech API', async () => {
    const bare = await context.newPage()
    watchProblems(bare, problems)
    await bare.addInitScript(() => {
      const scope = globalThis as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown }
      delete scope.SpeechRecognition
      delete scope.webkitSpeechRecognition
    })
    const { id } = await newProject('测试与生成')
    await bare.goto(`${server!.url}/tune/xi-test?projectId=${id}`)
    const voice = bare.locator('button.mw-voice-input')
    await bare.waitForSelector('button.mw-voice-input[disabled]')
    expect(await voice.getAttribute('title')).toBe('此浏览器不支持语音输入')

    await bare.click('[data-suite="regression"] button')
    await bare.waitForSelector('[data-testid="test-run"] tbody tr')
    expect(await bare.locator('[data-testid="test-run"] tbody tr').count()).toBe(5)

    await bare.click('.tune-tab[data-app="xi-forge"]')
    await bare.click('.tune-forge-form button[type="submit"]')
    await bare.waitForSelector('[data-testid="generated"]')
    expect(await bare.textContent('[data-testid="generated"] h3')).toContain('编译通过，测试通过')
    await bare.close()
    expect(problems).toEqual([])
  })

  it('the limiter card’s “这个模块该暴露哪些参数？” answers about the limiter in place, without JSON in the chat', async () => {
    const forge = await context.newPage()
    watchProblems(forge, problems)
    const { id } = await newProject('XiForge 回答')
    await forge.goto(`${server!.url}/tune/xi-studio?projectId=${id}`)
    const card = forge.locator('.tune-chain [data-module="limiter"]')
    await card.locator('.mw-inline-assist button').click()
    // The module went as the message's focus: the answer is about the limiter, the chat shows the question.
    const answer = card.locator('.mw-inline-assist__answer')
    await expect.poll(() => answer.textContent(), { timeout: 15_000 }).toContain('工程没有改动')
    // Parameters by their labels (param-labels.json), as the card's fields name them; no code names.
    expect(await answer.textContent()).toContain('输出上限')
    expect(await answer.textContent()).toContain('预读时间')
    expect(await answer.textContent()).not.toMatch(/ceilingDb|lookaheadMs/)
    const user = (await drawerMessages(forge)).filter((message) => message.startsWith('user'))
    expect(user.at(-1)).toBe('user: 这个模块该暴露哪些参数？')
    await mkdir(ARTIFACTS, { recursive: true })
    await card.screenshot({ path: join(ARTIFACTS, 'xi-studio-suggest-params.png') })

    // “给 limiter 生成一个电子管风格的 UI” in xi-forge: the panel drawn in its style, fixed parameters apart.
    await forge.click('.tune-tab[data-app="xi-forge"]')
    await ask(forge, '给 limiter 生成一个电子管风格的 UI')
    const panel = forge.locator('[data-testid="tuning-ui"]')
    await panel.waitFor({ timeout: 15_000 })
    expect(await panel.getAttribute('data-style')).toBe('vintage-tube')
    const ceiling = panel.locator('[data-section="main"] [data-control="ceilingDb"]')
    expect(await ceiling.getAttribute('data-widget')).toBe('knob')
    // Controls and the fixed parameters by their labels; the module by its title, not its id.
    expect(await ceiling.locator('.tune-ui-control__label').textContent()).toBe('输出上限')
    expect(await panel.textContent()).toContain('预读时间')
    expect(await panel.textContent()).not.toMatch(/[a-z][A-Z][a-z]*(Db|Ms)\b|limiter|bypass/)
    expect(await panel.locator('h3').textContent()).toBe('前瞻限幅器 · 电子管复古')
    await panel.screenshot({ path: join(ARTIFACTS, 'xi-forge-tuning-ui.png') })
    await forge.close()
    expect(problems).toEqual([])
  })

  it('undo and redo by clicking: a hand edit is taken back, then brought back from the undo’s row', async () => {
    const tab = await context.newPage()
    watchProblems(tab, problems)
    const { id } = await newProject('撤销与重做')
    await tab.goto(`${server!.url}/tune/xi-studio?projectId=${id}`)
    const gain = tab.locator('.tune-chain [data-module="lowShelf"] [data-param="gainDb"]')
    await gain.fill('2')
    await gain.press('Enter')
    const first = tab.locator('.tune-revisions li:first-child')
    await expect.poll(() => first.getAttribute('data-actor')).toBe('person')
    expect(await tab.locator('.tune-redo').count()).toBe(0)
    await first.locator('.tune-undo').click()
    await expect.poll(() => gain.inputValue()).toBe('4')
    expect(await first.getAttribute('data-actor')).toBe('undo')
    await first.locator('.tune-redo').click()
    await expect.poll(() => gain.inputValue()).toBe('2')
    expect(await first.getAttribute('data-actor')).toBe('person')
    expect(await tab.locator('.tune-redo').count()).toBe(0)
    // The same by keyboard, away from any field: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo.
    await tab.click('.tune-revisions h3')
    await tab.keyboard.press('Control+z')
    await expect.poll(() => gain.inputValue()).toBe('4')
    await tab.keyboard.press('Control+Shift+z')
    await expect.poll(() => gain.inputValue()).toBe('2')
    await tab.keyboard.press('Control+z')
    await expect.poll(() => gain.inputValue()).toBe('4')
    await tab.keyboard.press('Control+y')
    await expect.poll(() => gain.inputValue()).toBe('2')
    await expect.poll(() => first.getAttribute('data-actor')).toBe('person')
    const stored = await api<{
      document: { chain: { modules: Array<{ id: string; params: { gainDb?: number } }> } }
    }>('GET', `/api/studio/projects/${id}`)
    expect(stored.document.chain.modules.find((module) => module.id === 'lowShelf')?.params.gainDb).toBe(2)
    await mkdir(ARTIFACTS, { recursive: true })
    await tab.locator('.tune-revisions').screenshot({ path: join(ARTIFACTS, 'xi-studio-undo-redo.png') })
    await tab.close()
    expect(problems).toEqual([])
  })

  it('deletes the open project after one confirmation: cancel keeps it, OK deletes it and opens another', async () => {
    const tab = await context.newPage()
    watchProblems(tab, problems)
    const doomed = (await newProject('要删除的工程')).id
    await tab.goto(`${server!.url}/tune/xi-studio?projectId=${doomed}`)
    await tab.waitForSelector('.tune-chain [data-module="lowShelf"]')
    await ask(tab, '把低架调到 -3 dB')
    const remembered = () =>
      tab.evaluate((id) => Object.keys(localStorage).filter((key) => key.endsWith(`:${id}`)), doomed)
    expect(await remembered()).toHaveLength(1)
    const asked: string[] = []
    tab.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.dismiss()
    })
    await tab.click('.tune-project-delete')
    await expect.poll(() => asked.length).toBe(1)
    expect(asked[0]).toContain('要删除的工程')
    expect((await api<{ name: string }>('GET', `/api/studio/projects/${doomed}`)).name).toBe('要删除的工程')
    expect(tab.url()).toContain(doomed)

    tab.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.accept()
    })
    await tab.click('.tune-project-delete')
    await tab.waitForURL((url) => {
      const open = url.searchParams.get('projectId')
      return open !== null && open !== doomed
    })
    expect(asked).toHaveLength(2)
    await tab.waitForSelector('.tune-chain [data-module="lowShelf"]')
    expect(await tab.textContent('.tune-notice')).toContain('已删除工程「要删除的工程」')
    expect(
      await tab.$$eval('.tune-project-select option', (options) =>
        options.map((option) => (option as HTMLOptionElement).value),
      ),
    ).not.toContain(doomed)
    expect(new URL(tab.url()).searchParams.get('sessionId')).toBeNull()
    expect(await remembered()).toEqual([])
    const gone = await api<{ error: { code: string } }>('GET', `/api/studio/projects/${doomed}`)
    expect(gone.error.code).toBe('not_found')
    await mkdir(ARTIFACTS, { recursive: true })
    await tab.screenshot({ path: join(ARTIFACTS, 'xi-studio-project-deleted.png') })
    await tab.close()
    expect(problems).toEqual([])
  })

  it('fits a tablet and a phone: the chain, the tuning view and the copilot as wide as the screen', async () => {
    const small = await context.newPage()
    watchProblems(small, problems)
    const { id } = await newProject('手机上看')
    for (const [name, width, height] of [
      ['tablet', 768, 1024],
      ['phone', 390, 844],
    ] as const) {
      await small.setViewportSize({ width, height })
      for (const [view, selector] of [
        ['xi-studio', '.tune-chain'],
        ['xi-tune', '.tune-main'],
      ] as const) {
        await small.goto(`${server!.url}/tune/${view}?projectId=${id}`)
        await small.waitForSelector(selector)
        await small.waitForTimeout(200)
        const layout = await small.evaluate((what) => {
          const width = (s: string) => document.querySelector(s)?.getBoundingClientRect().width ?? 0
          return {
            page: document.documentElement.scrollWidth,
            work: width(what),
            copilot: width('.tune-drawer'),
          }
        }, selector)
        expect(layout.page, `${view} ${name}`).toBeLessThanOrEqual(width)
        expect(layout.work, `${view} ${name}`).toBeGreaterThan(width * 0.75)
        expect(layout.copilot, `${view} ${name}`).toBeGreaterThan(width * 0.9)
        await small.screenshot({ path: join(ARTIFACTS, `tune-${view}-${name}.png`), fullPage: true })
      }
    }
    // In English after the header switch: the app's own words and the drawer's, kept across a reload.
    await small.click('[data-action="switch-language"]')
    const english = () =>
      small.evaluate(() => ({
        lang: document.documentElement.lang,
        tab: document.querySelector('.tune-tab[data-app="xi-tune"] span')?.textContent,
        measure: document.querySelector('[data-action="measure"]')?.textContent,
        send: document.querySelector('.mw-copilot-send')?.textContent,
        placeholder: document.querySelector('.mw-copilot-input')?.getAttribute('placeholder'),
      }))
    const expected = {
      lang: 'en',
      tab: 'Measure and tune',
      measure: 'Measure',
      send: 'Send',
      placeholder: 'Ask XiMind…',
    }
    expect(await english()).toEqual(expected)
    await small.screenshot({ path: join(ARTIFACTS, 'tune-xi-tune-phone-en.png'), fullPage: true })
    await small.reload()
    await small.waitForSelector('[data-action="measure"]')
    expect(await english()).toEqual(expected)
    await small.click('[data-action="switch-language"]')
    expect(await small.textContent('[data-action="measure"]')).toBe('测量')
    await small.close()
    expect(problems).toEqual([])
  })
})
