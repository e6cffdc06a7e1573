import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createEngine } from '../loop/engine.ts'
import { defineTool } from '../tools/define-tool.ts'
import type { WireEvent } from './events.ts'

const echo = defineTool({
  name: 'echo',
  description: 'echo',
  parameters: z.object({ text: z.string() }),
  execute: ({ text }) => text,
})
const script = () =>
  new ScriptedModel([
    {
      text: ['Let me ', 'check.'],
      toolCalls: [{ name: 'echo', args: { text: 'a long argument string' } }],
      argsChunkSize: 5,
    },
    { text: 'Done.' },
  ])

describe('wire events', () => {
  it('deliver the same typed sequence to an iterator and to listeners', async () => {
    const session = createEngine({ model: script(), tools: [echo] }).session()
    const run = session.send('echo')
    const heard: WireEvent[] = []
    run.on('*', (event) => heard.push(event))
    const deltas: string[] = []
    run.on('tool_call_delta', (event) => deltas.push(event.delta))
    const seen = await collectEvents(run)
    expect(heard).toEqual(seen)
    expect(seen.map((e) => e.type)).toEqual([
      'step_begin',
      'text_delta',
      'text_delta',
      ...deltas.map(() => 'tool_call_delta'),
      'tool_call',
      'tool_result',
      'usage',
      'step_end',
      'step_begin',
      'text_delta',
      'usage',
      'step_end',
      'done',
    ])
    expect(deltas.length).toBeGreaterThan(3)
    expect(deltas.join('')).toBe(JSON.stringify({ text: 'a long argument string' }))
  })

  it('drive themselves when nobody iterates, so listeners and result still work', async () => {
    const session = createEngine({ model: script(), tools: [echo] }).session()
    const run = session.send('echo')
    const types: string[] = []
    run.on('*', (event) => types.push(event.type))
    const result = await run.result
    expect(result.status).toBe('completed')
    expect(types.at(-1)).toBe('done')
    expect(() => run[Symbol.asyncIterator]()).toThrow(/iterated once/)
  })

  it('survive a listener that throws', async () => {
    const session = createEngine({ model: script(), tools: [echo] }).session()
    const run = session.send('echo')
    run.on('text_delta', () => {
      throw new Error('bad listener')
    })
    expect((await run.result).status).toBe('completed')
  })

  it('reach the engine-wide onEvent hook with session and run ids', async () => {
    const seen: string[] = []
    const engine = createEngine({
      model: script(),
      tools: [echo],
      onEvent: (event, meta) => seen.push(`${meta.sessionId}:${event.type}`),
    })
    await engine.session({ id: 'abc' }).send('echo').result
    expect(seen[0]).toBe('abc:step_begin')
    expect(seen.at(-1)).toBe('abc:done')
  })
})
