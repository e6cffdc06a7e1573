import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_PATH, openTestBrowser, type TestBrowser } from '@mindwire/testkit/chromium'
import { bundleWithVite } from '@mindwire/testkit/vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SynthTestServer, startSynthServer } from '../testing/synth-test-server.ts'

/**
 * A front end nobody here wrote: TanStack AI's headless chat client (`@tanstack/ai-client`, which speaks
 * AG-UI: RunAgentInput out, AG-UI events in), bundled by Vite and run in Chromium against the synth's
 * AG-UI endpoint on a real server.
 */
const PAGE_SCRIPT = `import { ChatClient, fetchServerSentEvents } from '@tanstack/ai-client'
window.tanstackChat = (key, threadId) => new ChatClient({
  threadId,
  connection: fetchServerSentEvents('/api/agui/synth-studio', { headers: { authorization: 'Bearer ' + key } }),
})`

let t: SynthTestServer
let browser: TestBrowser
beforeAll(async () => {
  expect(existsSync(CHROMIUM_PATH), `Debian Chromium is needed at ${CHROMIUM_PATH}`).toBe(true)
  const script = await bundleWithVite(PAGE_SCRIPT, fileURLToPath(new URL('.', import.meta.url)))
  t = await startSynthServer()
  browser = await openTestBrowser({ viewport: { width: 800, height: 600 } })
  await browser.page.goto(`${t.url}/api/health`)
  await browser.page.addScriptTag({ type: 'module', content: script.code })
  await browser.page.waitForFunction(() => 'tanstackChat' in window)
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await t?.close()
})

/** What the page's chat client holds after a step: its messages, pending interrupts and error. */
interface PageView {
  error?: string
  messages: Array<{ role: string; parts: Array<{ type: string; name?: string; content?: string }> }>
  interrupts: Array<{ interruptId: string; message?: string }>
}

/** Runs `step` on the page's one chat client (made on first use) and returns what the client then holds. */
function onPage(step: 'send' | 'approve' | 'decline', text = ''): Promise<PageView> {
  return browser.page.evaluate(
    async ({ key, step, text }) => {
      // biome-ignore lint/suspicious/noExplicitAny: the page's globals set by the bundled script
      const page = window as any
      page.chat ??= page.tanstackChat(key, 'tanstack-thread')
      const chat = page.chat
      if (step === 'send') await chat.sendMessage(text)
      else
        await chat.resumeInterrupts(
          chat
            .getPendingInterrupts()
            .map((interrupt: { interruptId: string }) =>
              step === 'approve'
                ? { interruptId: interrupt.interruptId, status: 'resolved', payload: { approved: true } }
                : { interruptId: interrupt.interruptId, status: 'cancelled' },
            ),
        )
      return JSON.parse(
        JSON.stringify({
          error: chat.getError()?.message,
          messages: chat.getMessages(),
          interrupts: chat.getPendingInterrupts(),
        }),
      )
    },
    { key: t.key, step, text },
  )
}

/** The canvas the server holds for the page's thread, read over the native API. */
async function serverCanvas(): Promise<string[]> {
  const { json } = await t.call('/api/ai/sessions?app=synth-studio')
  expect(json.sessions).toHaveLength(1)
  const detail = await t.call(`/api/ai/sessions/${json.sessions[0].id}`)
  return (detail.json.state as { nodes: Array<{ id: string }> }).nodes.map((node) => node.id)
}

describe('a third-party AG-UI front end (TanStack AI chat client in Chromium) drives the synth', () => {
  it('streams the tool call and the reply; a destructive step is its interrupt: declined it stays, approved it goes', async () => {
    const added = await onPage('send', 'add an oscillator')
    expect(added.error).toBeUndefined()
    const assistantParts = added.messages.filter((m) => m.role === 'assistant').flatMap((m) => m.parts)
    expect(assistantParts.find((part) => part.type === 'tool-call')?.name).toBe('add_module')
    expect(assistantParts.find((part) => part.type === 'text')?.content).toMatch(/^Added /)
    expect(await serverCanvas()).toEqual(['simpleoscillator-1'])

    const asked = await onPage('send', 'delete the oscillator')
    expect(asked.error).toBeUndefined()
    expect(asked.interrupts).toHaveLength(1)
    expect(await serverCanvas()).toEqual(['simpleoscillator-1'])
    const declined = await onPage('decline')
    expect(declined.error).toBeUndefined()
    expect(declined.interrupts).toHaveLength(0)
    expect(await serverCanvas()).toEqual(['simpleoscillator-1'])

    expect((await onPage('send', 'delete the oscillator')).interrupts).toHaveLength(1)
    const approved = await onPage('approve')
    expect(approved.error).toBeUndefined()
    expect(await serverCanvas()).toEqual([])
  })
})
