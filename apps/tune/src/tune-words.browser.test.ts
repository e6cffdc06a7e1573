import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { startStudioServer } from '@mindwire/studio/testing'
import { browserAppForTests } from '@mindwire/testkit/browser-app'
import { CHROMIUM_PATH } from '@mindwire/testkit/chromium'
import { describe, expect, it } from 'vitest'
import { buildTuneApp, TUNE_APP_DIR } from './testing/build-tune-app.ts'
import { ask, chainModules, drawerMessages, waitForReplies } from './testing/tune-page.ts'

// What a person read in the tuning studio (issue 43): after confirming a deletion the generic help text,
// and a conversation that stayed where it was as replies came (and is there again after a reload); and a
// test run's words in the Chinese page.
const ARTIFACTS = join(TUNE_APP_DIR, 'test-artifacts')

const app = browserAppForTests({
  build: buildTuneApp,
  serve: (root) => startStudioServer({ webApps: [{ base: '/tune/', root }] }),
  viewport: { width: 1280, height: 800 },
  apiKey: (server) => server.key,
  locale: 'zh-CN',
})
const page = () => app.page

describe('the tuning studio’s words and conversation', () => {
  it('a confirmed deletion is answered by what was deleted, not the help text', async () => {
    expect(existsSync(CHROMIUM_PATH), `install Chromium: apt-get install -y chromium`).toBe(true)
    await page().goto(`${app.server.url}/tune/`)
    await page().waitForSelector('.tune-chain [data-module="limiter"]')
    const replies = await page().locator('.mw-message--assistant:not(.mw-message--streaming)').count()
    await page().fill('textarea.mw-copilot-input', '删除限幅器')
    await page().click('button.mw-copilot-send')
    await page().waitForSelector('.mw-confirmation')
    await page().click('.mw-confirmation button:has-text("确认")')
    await waitForReplies(page(), replies + 1)
    await page().waitForSelector('.tune-chain [data-module="limiter"]', { state: 'detached' })
    const reply = (await drawerMessages(page())).at(-1)!
    expect(reply).toMatch(/^assistant: 已删除/)
    expect(reply).not.toContain('没有理解')
    // The module as the page names it (its catalogue title), never its id.
    expect(reply).toBe('assistant: 已删除模块「前瞻限幅器」。')
    // The module card names a parameter by the same label the replies use; its key only in the tooltip.
    expect(await paramLabel('lowShelf', 'gainDb')).toBe('增益 dB')
    expect((await chainModules(page())).some((module) => module.startsWith('limiter:'))).toBe(false)
    await mkdir(ARTIFACTS, { recursive: true })
    await page().screenshot({ path: join(ARTIFACTS, 'tune-words-deleted.png') })
  })

  it('the conversation sits at its newest reply as replies come', async () => {
    for (const request of ['把低架调到 -2 dB', '把低架调到 -1 dB', '把低架调到 1 dB', '把低架调到 2 dB'])
      await ask(page(), request)
    const conversation = await page().$eval('.mw-copilot-conversation', (box) => ({
      overflow: box.scrollHeight > box.clientHeight,
      atEnd: box.scrollTop + box.clientHeight >= box.scrollHeight - 4,
    }))
    expect(conversation).toEqual({ overflow: true, atEnd: true })
    // A parameter change names the module and the parameter as the page does, not "lowShelf.gainDb".
    expect((await drawerMessages(page())).at(-1)).toBe(
      'assistant: 低架 / 高架均衡（第 3 个）的增益：1 → 2 dB。',
    )
    await page()
      .locator('.tune-drawer')
      .screenshot({ path: join(ARTIFACTS, 'tune-words-chat-end.png') })

    // A reload brings the same conversation back from the server's session, at its newest reply (the
    // deletion's answered confirmation, a bubble with no words of its own, is not brought back).
    const said = (await drawerMessages(page())).filter((message) => !message.endsWith(': '))
    expect(page().url()).toMatch(/sessionId=[0-9a-f-]{36}/)
    await page().reload()
    await waitForReplies(page(), said.filter((message) => message.startsWith('assistant')).length)
    expect(await drawerMessages(page())).toEqual(said)
    await expect
      .poll(() =>
        page().$eval(
          '.mw-copilot-conversation',
          (box) => box.scrollTop + box.clientHeight >= box.scrollHeight - 4,
        ),
      )
      .toBe(true)
    await page()
      .locator('.tune-drawer')
      .screenshot({ path: join(ARTIFACTS, 'tune-words-chat-reloaded.png') })
  })

  it('a test run reads in Chinese in the Chinese page', async () => {
    await page().click('.tune-tab[data-app="xi-test"]')
    await page().click('[data-suite="regression"] button')
    await page().waitForSelector('[data-testid="test-run"] tbody tr')
    const text = await page().textContent('[data-testid="test-run"]')
    // The suite by its title, each case by its Chinese name and detail, seats named (issue 43).
    expect(text).toMatch(/^回归测试：全部用例：\d 通过/)
    expect(await runRow('target-response')).toMatch(
      /^(通过|未通过|失败)各座位 100 Hz–10 kHz 频响在目标曲线 ±3 dB 内最大偏差 主驾 /,
    )
    expect(text).not.toMatch(/regression|response within|Driver|passed/)
    await page().screenshot({ path: join(ARTIFACTS, 'tune-words-test-run.png'), fullPage: true })
  })

  it('in English after the header switch: a reply and a test run read in English, with the same names', async () => {
    await page().click('[data-action="switch-language"]')
    await page().waitForFunction(() => document.documentElement.lang === 'en')
    await page().click('[data-suite="regression"] button')
    await page().waitForFunction(() =>
      document.querySelector('[data-testid="test-run"] h3')?.textContent?.startsWith('Regression'),
    )
    expect(await runRow('target-response')).toMatch(
      /^(passed|failed)response within ±3 dB of the target, 100 Hz–10 kHz, every seatmax deviation Driver /,
    )
    await page().screenshot({ path: join(ARTIFACTS, 'tune-words-test-run-en.png'), fullPage: true })
    await page().click('.tune-tab[data-app="xi-studio"]')
    await ask(page(), 'set the low shelf gain to 1 dB')
    expect((await drawerMessages(page())).at(-1)).toBe(
      'assistant: Gain of Low / High Shelf EQ (no. 3): 2 → 1 dB.',
    )
    await page()
      .locator('.tune-drawer')
      .screenshot({ path: join(ARTIFACTS, 'tune-words-reply-en.png') })
    expect(await paramLabel('lowShelf', 'gainDb')).toBe('gain dB')
    // The card, the revision log and the meta line name things as the reply does, in English.
    expect(await page().textContent('[data-module="lowShelf"] .tune-module__head strong')).toBe(
      'Low / High Shelf EQ (no. 3)',
    )
    expect(await page().textContent('.tune-revisions li:first-child .tune-revision__summary')).toBe(
      'gain of Low / High Shelf EQ (no. 3): 2 → 1',
    )
    expect(await page().textContent('.tune-studio h2 small')).toMatch(/Sedan A · target Harman in-car/)
    await page().screenshot({ path: join(ARTIFACTS, 'tune-words-studio-en.png') })
    expect(app.problems).toEqual([])
  })
})

/** A test-run row's text (result, case, details run together). */
async function runRow(caseId: string): Promise<string> {
  return (await page().textContent(`[data-testid="test-run"] tr[data-case="${caseId}"]`)) ?? ''
}

/** The label a module card shows beside one of its parameters. */
async function paramLabel(moduleId: string, paramKey: string): Promise<string> {
  const label = page().locator(`[data-module="${moduleId}"] label[for="param-${paramKey}"]`)
  return ((await label.textContent()) ?? '').trim()
}
