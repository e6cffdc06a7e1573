import { type Client, createClient, type FetchLike } from '@mindwire/client'
import { type BoardServer, startBoardServer } from '@mindwire/client/testing'
import { Window } from 'happy-dom'
import { act, createElement } from 'react'
import type { Root } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CopilotDrawer } from './copilot-drawer.tsx'
import { useCopilot } from './use-copilot.ts'

// The drawer rendered into a happy-dom document, its client speaking real HTTP/SSE to the board server
// (fake LLM behind the real OpenAI provider); ratings are read back from the server. The test runs in
// Node (the server's PGlite worker needs it) with only the DOM globals React needs borrowed from happy-dom.
const dom = new Window()
Object.assign(globalThis, {
  window: dom,
  document: dom.document,
  HTMLElement: dom.HTMLElement,
  HTMLTextAreaElement: dom.HTMLTextAreaElement,
  IS_REACT_ACT_ENVIRONMENT: true,
})
// Imported once the document exists: react-dom decides at load whether it can use the DOM.
const { createRoot } = await import('react-dom/client')

let t: BoardServer
let key: string
let root: Root | undefined
let container: HTMLElement

beforeAll(async () => {
  t = await startBoardServer()
  key = await t.tenant('acme')
})
afterAll(() => t.close())
afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
})

function Board({ client }: { client: Client }) {
  const copilot = useCopilot({ client, app: 'board' })
  return createElement(CopilotDrawer, { copilot, open: true, language: 'zh' })
}

function render(client: Client) {
  container = document.createElement('div') as unknown as HTMLElement
  document.body.append(container)
  root = createRoot(container)
  act(() => root!.render(createElement(Board, { client })))
}

/** Types a message, sends it, and waits for the finished reply. */
async function ask(text: string) {
  const input = container.querySelector('textarea')!
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!
    setValue.call(input, text)
    input.dispatchEvent(new dom.Event('input', { bubbles: true }) as unknown as Event)
  })
  await act(async () => {
    container
      .querySelector('form')!
      .dispatchEvent(new dom.Event('submit', { bubbles: true, cancelable: true }) as unknown as Event)
  })
  await waitFor(() =>
    container.querySelector('.mw-message--assistant:not(.mw-message--streaming) .mw-feedback'),
  )
}

async function waitFor<T>(probe: () => T | null | undefined, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = probe()
    if (found) return found
    if (Date.now() > until) throw new Error('timed out waiting for the drawer')
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
}

async function feedbackEntries(client: Client) {
  const answer = await client.request<{
    entries: Array<{ sessionId: string; runId: string | null; rating: string }>
  }>('GET', '/api/ai/feedback')
  return answer.entries
}

describe('CopilotDrawer feedback thumbs', () => {
  it('rates a finished reply once, naming its run; a second click sends nothing', async () => {
    const posts: string[] = []
    const counting: FetchLike = (input, init) => {
      if (init?.method === 'POST' && new URL(input).pathname.endsWith('/feedback')) posts.push(String(input))
      return globalThis.fetch(input, init)
    }
    const client = createClient({ endpoint: t.url, apiKey: key, fetch: counting })
    render(client)
    t.llm.enqueue({ text: 'Pinned nothing yet.' })
    await ask('hello')
    const up = container.querySelector<HTMLButtonElement>('.mw-feedback__up')!
    expect(up.getAttribute('aria-label')).toBe('有帮助')
    await act(async () => up.click())
    await waitFor(() => container.querySelector('.mw-feedback[data-status="sent"]'))
    expect(container.querySelector('.mw-feedback__up')!.getAttribute('aria-pressed')).toBe('true')
    expect(container.querySelector<HTMLButtonElement>('.mw-feedback__down')!.disabled).toBe(true)
    // A second click (on either thumb) sends nothing more.
    await act(async () => container.querySelector<HTMLButtonElement>('.mw-feedback__down')!.click())
    await act(async () => container.querySelector<HTMLButtonElement>('.mw-feedback__up')!.click())
    expect(posts).toHaveLength(1)

    // The rating names the run that produced the reply: the run the server stored the reply's events under.
    const entries = await feedbackEntries(client)
    expect(entries.filter((entry) => entry.rating === 'up')).toHaveLength(1)
    const stored = await t.store.events.listAfter(entries[0]!.sessionId, 0, 100)
    const done = stored.find((event) => event.type === 'done')
    expect(done?.runId).toMatch(/\S/)
    expect(entries[0]).toMatchObject({ rating: 'up', runId: done!.runId })
  })

  it('a rating that did not arrive is shown plainly and can be given again', async () => {
    let failNext = true
    const dropsFirstRating: FetchLike = async (input, init) => {
      if (init?.method === 'POST' && new URL(input).pathname.endsWith('/feedback') && failNext) {
        failNext = false
        throw new TypeError('network down')
      }
      return globalThis.fetch(input, init)
    }
    const client = createClient({ endpoint: t.url, apiKey: key, fetch: dropsFirstRating })
    render(client)
    t.llm.enqueue({ text: 'Here is an answer.' })
    await ask('hi')
    const before = (await feedbackEntries(client)).length
    await act(async () => container.querySelector<HTMLButtonElement>('.mw-feedback__down')!.click())
    const alert = await waitFor(() => container.querySelector('.mw-feedback__error[role="alert"]'))
    expect(alert.textContent).toContain('反馈没有送达')
    expect(container.querySelector<HTMLButtonElement>('.mw-feedback__down')!.disabled).toBe(false)
    expect(await feedbackEntries(client)).toHaveLength(before)

    await act(async () => container.querySelector<HTMLButtonElement>('.mw-feedback__down')!.click())
    await waitFor(() => container.querySelector('.mw-feedback[data-status="sent"]'))
    expect(container.querySelector('.mw-feedback__error')).toBeNull()
    const entries = await feedbackEntries(client)
    expect(entries).toHaveLength(before + 1)
    expect(entries[0]).toMatchObject({ rating: 'down' })
  })
})
