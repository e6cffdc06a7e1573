import { type Client, createClient } from '@mindwire/client'
import { type BoardServer, startBoardServer } from '@mindwire/client/testing'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type UseCopilotResult, useCopilot } from './use-copilot.ts'

let t: BoardServer
let key: string

beforeAll(async () => {
  t = await startBoardServer()
  key = await t.tenant('acme')
})
afterAll(() => t.close())

/** Renders the hook once and hands its result out (no DOM needed). */
function Probe(props: { client: Client; seen: string[]; out: (result: UseCopilotResult) => void }) {
  const result = useCopilot({
    client: props.client,
    app: 'board',
    context: () => ({ items: ['from context'] }),
    onToolResult: (r) => props.seen.push(r.name),
    tools: [{ name: 'read_selection', execute: () => ({ selection: 'hi' }) }],
  })
  props.out(result)
  return createElement('span', null, result.sending ? 'busy' : `messages:${result.messages.length}`)
}

describe('useCopilot', () => {
  it('renders the initial state and drives a real session through its actions', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const seen: string[] = []
    let copilot: UseCopilotResult | undefined
    const html = renderToStaticMarkup(
      createElement(Probe, { client, seen, out: (result: UseCopilotResult) => (copilot = result) }),
    )
    expect(html).toBe('<span>messages:0</span>')
    t.llm.enqueue(
      { toolCalls: [{ id: 'p1', name: 'pin_item', args: { text: 'x' } }] },
      { toolCalls: [{ id: 'r1', name: 'read_selection', args: { format: 'text' } }] },
      { text: 'Done.' },
    )
    await copilot!.send('pin x, then read my selection')
    const state = copilot!.chat.state
    expect(state.messages.map((m) => m.content)).toEqual(['pin x, then read my selection', 'Done.'])
    expect(state.messages[1]!.toolCalls.map((c) => [c.name, c.status])).toEqual([
      ['pin_item', 'ok'],
      ['read_selection', 'ok'],
    ])
    expect(state.messages[1]!.toolCalls[0]!.result).toEqual({ items: ['from context', 'x'] })
    expect(seen).toEqual(['pin_item', 'read_selection'])
  })
})
