import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '../client.ts'
import { browserConnectivity } from '../connectivity.ts'
import { type BoardServer, startBoardServer } from '../testing/board-server.ts'
import type { ToolResult } from '../types.ts'
import type { ChatState } from './chat-state.ts'
import { CopilotChat } from './copilot-chat.ts'

let t: BoardServer
let key: string

beforeAll(async () => {
  t = await startBoardServer()
  key = await t.tenant('acme')
})
afterAll(() => t.close())

describe('CopilotChat', () => {
  it('streams a reply into its state: text while it streams, then a message with its tool calls', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const results: ToolResult[] = []
    const chat = new CopilotChat({
      client,
      app: 'board',
      context: () => ({ items: [] }),
      onToolResult: (result) => results.push(result),
    })
    const states: ChatState[] = []
    chat.subscribe(() => states.push(chat.state))
    t.llm.enqueue(
      { text: 'On it. ', toolCalls: [{ id: 'p1', name: 'pin_item', args: { text: 'tea' } }] },
      { text: 'Pinned tea.' },
    )
    await chat.send('pin tea')

    expect(states.some((s) => s.sending && s.streamingText.startsWith('On'))).toBe(true)
    expect(states.some((s) => s.toolCalls.some((c) => c.status === 'streaming'))).toBe(true)
    const { messages, sending, streamingText, sessionId } = chat.state
    expect(sending).toBe(false)
    expect(streamingText).toBe('')
    expect(sessionId).toMatch(/[0-9a-f-]{36}/)
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'pin tea'],
      ['assistant', 'On it. Pinned tea.'],
    ])
    expect(messages[1]!.toolCalls).toEqual([
      expect.objectContaining({ id: 'p1', name: 'pin_item', status: 'ok', result: { items: ['tea'] } }),
    ])
    expect(results).toEqual([expect.objectContaining({ id: 'p1', output: { items: ['tea'] } })])
  })

  it('a chat that resumes a session (another tab, after a handoff) opens with its conversation so far', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const first = new CopilotChat({ client, app: 'board', context: () => ({ items: [] }) })
    t.llm.enqueue(
      { toolCalls: [{ id: 'p2', name: 'pin_item', args: { text: 'milk' } }] },
      { text: 'Pinned milk.' },
    )
    await first.send('pin milk')

    const there = new CopilotChat({ client, app: 'board', sessionId: first.state.sessionId! })
    await there.session()
    // One reply as it streamed: its steps (the call, then the answer) are one message again.
    expect(there.state.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'pin milk'],
      ['assistant', 'Pinned milk.'],
    ])
    expect(there.state.messages.map((m) => [m.role, m.content])).toEqual(
      first.state.messages.map((m) => [m.role, m.content]),
    )
    expect(there.state.messages[1]!.toolCalls).toEqual([
      expect.objectContaining({ id: 'p2', name: 'pin_item', status: 'ok', result: { items: ['milk'] } }),
    ])
  })

  it('shows a confirmation as pending, and confirm() continues the run', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const chat = new CopilotChat({ client, app: 'board', context: () => ({ items: ['x'] }) })
    t.llm.enqueue({ toolCalls: [{ id: 'u1', name: 'unpin_item', args: { index: 0 } }] })
    await chat.send('remove x')
    expect(chat.state.pending).toEqual([expect.objectContaining({ id: 'u1', name: 'unpin_item' })])
    expect(chat.state.messages.at(-1)!.toolCalls[0]!.status).toBe('awaiting_confirmation')

    t.llm.enqueue({ text: 'Removed.' })
    await chat.confirm('u1', true)
    expect(chat.state.pending).toEqual([])
    expect(chat.state.messages.at(-1)!.content).toBe('Removed.')
    // The earlier message's call shows its final status.
    expect(
      chat.state.messages.find((m) => m.toolCalls.some((c) => c.id === 'u1'))!.toolCalls[0]!.status,
    ).toBe('ok')
  })

  it('runs client tools with the latest definition and records errors in the state', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const chat = new CopilotChat({
      client,
      app: 'board',
      tools: [{ name: 'read_selection', execute: () => ({ selection: 'old' }) }],
    })
    chat.setOptions({ tools: [{ name: 'read_selection', execute: () => ({ selection: 'new' }) }] })
    t.llm.enqueue(
      { toolCalls: [{ id: 'r1', name: 'read_selection', args: { format: 'text' } }] },
      { text: 'Got it.' },
    )
    await chat.send('read')
    expect(chat.state.messages.at(-1)!.toolCalls[0]!.result).toEqual({ selection: 'new' })

    t.llm.enqueue({ status: 401, message: 'nope' })
    await chat.send('fail please')
    expect(chat.state.error?.code).toMatch(/^model_/)
    expect(chat.state.messages.at(-1)!.error?.code).toMatch(/^model_/)
  })
  it('offline (DQ-MIND-04): the state says so and a send reaches no server; back online it sends again', async () => {
    // A browser's network switch: a real EventTarget with its navigator flag, read by the SDK's own watcher.
    const network = Object.assign(new EventTarget(), { navigator: { onLine: false } })
    const switchTo = (online: boolean) => {
      network.navigator.onLine = online
      network.dispatchEvent(new Event(online ? 'online' : 'offline'))
    }
    const client = createClient({ endpoint: t.url, apiKey: key })
    const chat = new CopilotChat({ client, app: 'board', connectivity: browserConnectivity(network) })
    const stop = chat.subscribe(() => {})
    expect(chat.state.offline).toBe(true)
    const asked = t.llm.requests.length
    await chat.send('pin tea')
    expect(t.llm.requests).toHaveLength(asked)
    expect(chat.state.messages).toEqual([])
    expect(chat.state.sessionId).toBeNull()

    switchTo(true)
    expect(chat.state.offline).toBe(false)
    t.llm.enqueue({ text: 'Back.' })
    await chat.send('are you there?')
    expect(t.llm.requests).toHaveLength(asked + 1)
    expect(chat.state.messages.at(-1)).toMatchObject({ role: 'assistant' })
    switchTo(false)
    expect(chat.state.offline).toBe(true)
    stop()
  })
})
