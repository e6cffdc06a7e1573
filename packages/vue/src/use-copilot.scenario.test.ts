import type { ClientTool } from '@mindwire/client'
import { describe, expect, it } from 'vitest'
import { createApp, effectScope, nextTick, ref } from 'vue'
import { createCopilotPlugin } from './copilot-client.ts'
import { useBoardServer } from './testing/board-fixture.ts'
import { useCopilot } from './use-copilot.ts'

const board = useBoardServer()

describe('useCopilot', () => {
  it('streams a reply into refs, runs client tools and sends the context getter as the state', async () => {
    const client = board.client()
    const items = ref(['from context'])
    const seen: string[] = []
    const scope = effectScope()
    const copilot = scope.run(() =>
      useCopilot({
        client,
        app: 'board',
        context: () => ({ items: items.value }),
        tools: [{ name: 'read_selection', execute: () => ({ selection: 'hi' }) }],
        onToolResult: (result) => seen.push(result.name),
      }),
    )!
    const streamed: string[] = []
    board.server.llm.enqueue(
      { text: 'Pinning. ', toolCalls: [{ id: 'p1', name: 'pin_item', args: { text: 'x' } }] },
      { toolCalls: [{ id: 'r1', name: 'read_selection', args: { format: 'text' } }] },
      { text: 'Done.' },
    )
    // What a template would have shown while the reply streamed.
    const unwatch = copilot.chat.subscribe(() => streamed.push(copilot.streamingText.value))
    const sending = copilot.send('pin x, then read my selection')
    expect(copilot.sending.value).toBe(true)
    await sending
    unwatch()

    expect(streamed).toContain('Pinning. ')
    expect(copilot.sending.value).toBe(false)
    expect(copilot.sessionId.value).toMatch(/[0-9a-f-]{36}/)
    expect(copilot.messages.value.map((m) => m.content)).toEqual([
      'pin x, then read my selection',
      'Pinning. Done.',
    ])
    expect(copilot.messages.value[1]!.toolCalls.map((c) => [c.name, c.status, c.result])).toEqual([
      ['pin_item', 'ok', { items: ['from context', 'x'] }],
      ['read_selection', 'ok', { selection: 'hi' }],
    ])
    expect(seen).toEqual(['pin_item', 'read_selection'])
    scope.stop()
  })

  it('shows a destructive call as pending until confirm() answers it', async () => {
    const client = board.client()
    const scope = effectScope()
    const copilot = scope.run(() => useCopilot({ client, app: 'board', context: { items: ['a', 'b'] } }))!
    board.server.llm.enqueue({ toolCalls: [{ id: 'u1', name: 'unpin_item', args: { index: 0 } }] })
    await copilot.send('remove a')
    expect(copilot.pending.value).toEqual([expect.objectContaining({ id: 'u1', name: 'unpin_item' })])

    board.server.llm.enqueue({ text: 'Removed a.' })
    await copilot.confirm('u1', true)
    expect(copilot.pending.value).toEqual([])
    expect(copilot.messages.value.at(-1)!.content).toBe('Removed a.')
    const call = copilot.messages.value.flatMap((m) => m.toolCalls).find((c) => c.id === 'u1')
    expect(call).toMatchObject({ status: 'ok', result: { removed: 'a', items: ['b'] } })
    scope.stop()
  })

  it('registers tools for the scope’s life: a changed list replaces them, disposal removes them', async () => {
    const client = board.client()
    const scope = effectScope()
    const tools = ref<ClientTool[]>([{ name: 'read_selection', execute: () => ({ selection: 'first' }) }])
    const copilot = scope.run(() => useCopilot({ client, app: 'board', tools }))!
    board.server.llm.enqueue({ text: 'Hello.' })
    await copilot.send('hi')
    const session = await copilot.chat.session()
    expect(session.listTools().map((tool) => tool.name)).toEqual(['read_selection'])

    tools.value = [{ name: 'open-app', execute: ({ app }) => ({ opened: app }) }]
    await nextTick()
    await Promise.resolve()
    expect(session.listTools().map((tool) => tool.name)).toEqual(['open-app'])

    scope.stop()
    await Promise.resolve()
    expect(session.listTools()).toEqual([])
  })

  it('uses the client the plugin provides, and refuses clearly where there is none', async () => {
    const plugin = createCopilotPlugin(board.client())
    const app = createApp({ render: () => null }).use(plugin)
    const scope = effectScope()
    const copilot = scope.run(() => app.runWithContext(() => useCopilot({ app: 'board' })))!
    board.server.llm.enqueue({ text: 'Provided.' })
    await copilot.send('who are you?')
    expect(copilot.messages.value.at(-1)!.content).toBe('Provided.')
    scope.stop()

    expect(() => effectScope().run(() => useCopilot({ app: 'board' }))).toThrow(/createCopilotPlugin/)
  })

  it('abort() stops the reply in progress without an error', async () => {
    const client = board.client()
    const scope = effectScope()
    const copilot = scope.run(() => useCopilot({ client, app: 'board' }))!
    board.server.llm.enqueue({ text: 'A very long answer that streams slowly.', chunkDelayMs: 200 })
    const sent = copilot.send('talk slowly')
    while (!copilot.streamingText.value) await new Promise((resolve) => setTimeout(resolve, 10))
    copilot.abort()
    await sent
    expect(copilot.sending.value).toBe(false)
    expect(copilot.error.value).toBeNull()
    scope.stop()
  })
})
