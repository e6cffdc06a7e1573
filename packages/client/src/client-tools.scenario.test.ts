import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from './client.ts'
import { type BoardServer, startBoardServer } from './testing/board-server.ts'
import type { AssistantDelta } from './types.ts'

let t: BoardServer
let key: string

beforeAll(async () => {
  t = await startBoardServer()
  key = await t.tenant('acme')
})
afterAll(() => t.close())

const toolOutputs = (index: number) =>
  t.llm.requests[index]!.body.messages.filter((m: { role: string }) => m.role === 'tool')

describe('client tools', () => {
  it('run in the client when called; the result is posted and the same stream continues', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const seen: unknown[] = []
    const session = await client.createSession({
      app: 'board',
      tools: [
        {
          name: 'read_selection',
          execute: async (args, context) => {
            seen.push({ args, callId: context.callId })
            return { selection: 'three blind mice' }
          },
        },
      ],
    })
    expect(session.listTools().map((tool) => tool.name)).toEqual(['read_selection'])
    t.llm.enqueue(
      { text: 'Reading.', toolCalls: [{ id: 'k1', name: 'read_selection', args: { format: 'text' } }] },
      { text: 'You selected three blind mice.' },
    )
    const deltas: AssistantDelta[] = []
    for await (const delta of session.sendStreaming('what did I select?')) deltas.push(delta)

    expect(seen).toEqual([{ args: { format: 'text' }, callId: 'k1' }])
    expect(deltas.find((d) => d.toolCall)?.toolCall).toMatchObject({ id: 'k1', kind: 'client' })
    expect(deltas.find((d) => d.toolResult)?.toolResult).toMatchObject({
      id: 'k1',
      status: 'ok',
      output: { selection: 'three blind mice' },
    })
    expect(deltas.map((d) => d.content ?? '').join('')).toBe('Reading.You selected three blind mice.')
    // One final delta for the whole turn, not one per run.
    expect(deltas.filter((d) => d.finishReason)).toEqual([expect.objectContaining({ finishReason: 'stop' })])
    expect(JSON.stringify(toolOutputs(t.llm.requests.length - 1))).toContain('three blind mice')
  })

  it('a failing or unregistered client tool answers with an error result the model sees', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({
      app: 'board',
      tools: [
        {
          name: 'read_selection',
          execute: () => {
            throw new Error('nothing is selected')
          },
        },
      ],
    })
    session.unregisterTool('nothing-here')
    t.llm.enqueue(
      {
        toolCalls: [
          { id: 'k2', name: 'read_selection', args: { format: 'json' } },
          { id: 'k3', name: 'open-app', args: { app: 'tune', intent: 'auto' } },
        ],
      },
      { text: 'Neither worked.' },
    )
    const reply = await session.sendStreaming('try both').message()
    expect(reply.content).toBe('Neither worked.')
    expect(reply.toolResults).toEqual([
      expect.objectContaining({ id: 'k2', status: 'error', output: { error: 'nothing is selected' } }),
      expect.objectContaining({
        id: 'k3',
        status: 'error',
        output: { error: 'no client tool "open-app" is registered in this client' },
      }),
    ])
  })

  it('work with the JSON send as well', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board' })
    session.registerTool({ name: 'open-app', execute: ({ app }) => ({ opened: app }) })
    t.llm.enqueue(
      { toolCalls: [{ id: 'k4', name: 'open-app', args: { app: 'xi-tune', intent: 'auto-tune' } }] },
      { text: 'XiTune is open.' },
    )
    const reply = await session.send('open tune')
    expect(reply).toMatchObject({
      content: 'XiTune is open.',
      toolResults: [{ id: 'k4', status: 'ok', output: { opened: 'xi-tune' } }],
    })
  })
})
