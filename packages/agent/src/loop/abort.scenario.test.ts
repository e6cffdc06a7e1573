import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MemoryCheckpointer } from '../checkpoint.ts'
import { defineTool } from '../tools/define-tool.ts'
import type { WireEvent } from '../wire/events.ts'
import { createEngine } from './engine.ts'

function trunkTool(log: string[]) {
  return defineTool({
    name: 'open_trunk',
    description: 'open the trunk',
    parameters: z.object({}),
    execute: () => {
      log.push('open_trunk')
      return { trunk: 'open' }
    },
  })
}

describe('abort', () => {
  it('interrupts in the middle of a streamed tool call: nothing runs, no half step is recorded', async () => {
    const log: string[] = []
    const model = new ScriptedModel([
      {
        text: 'Opening',
        toolCalls: [{ name: 'open_trunk', args: { because: 'you asked politely' } }],
        hang: 'mid-tool-call',
        argsChunkSize: 4,
      },
    ])
    const checkpointer = new MemoryCheckpointer()
    const session = createEngine({ model, tools: [trunkTool(log)], checkpointer }).session({ id: 's1' })
    const run = session.send('open the trunk')
    const events: WireEvent[] = []
    for await (const event of run) {
      events.push(event)
      if (event.type === 'tool_call_delta') run.abort('driver cancelled')
    }
    expect(events.map((e) => e.type)).toEqual(['step_begin', 'text_delta', 'tool_call_delta', 'interrupted'])
    expect(events.at(-1)).toMatchObject({ type: 'interrupted', reason: 'driver cancelled' })
    expect(log).toEqual([])
    expect(session.messages).toEqual([{ role: 'user', content: 'open the trunk' }])
    expect((await checkpointer.load('s1'))!.snapshot.messages).toHaveLength(1)
    expect((await run.result).status).toBe('interrupted')
    expect(session.busy).toBe(false)
  })

  it('interrupts during tool execution and records what ran and what did not', async () => {
    const ran: string[] = []
    let release!: () => void
    const slow = defineTool({
      name: 'slow',
      description: 'slow',
      parameters: z.object({}),
      execute: (_args, { signal }) =>
        new Promise((resolve, reject) => {
          release = () => resolve('finished')
          signal.addEventListener('abort', () => reject(signal.reason))
        }),
    })
    const quick = defineTool({
      name: 'quick',
      description: 'quick',
      parameters: z.object({}),
      execute: () => ran.push('quick'),
    })
    const model = new ScriptedModel([{ toolCalls: [{ name: 'quick' }, { name: 'slow' }, { name: 'quick' }] }])
    const session = createEngine({ model, tools: [slow, quick] }).session()
    const run = session.send('go')
    run.on('tool_call', (event) => {
      if (event.name === 'slow') setTimeout(() => run.abort('stop'), 5)
    })
    const result = await run.result
    expect(result.status).toBe('interrupted')
    expect(ran).toEqual(['quick'])
    expect(release).toBeTypeOf('function')
    const outputs = session.messages
      .filter((m) => m.role === 'tool')
      .map((m) => (m.output as { error?: string }).error ?? 'ok')
    expect(outputs).toEqual(['ok', 'interrupted', 'interrupted'])
  })

  it('stops when the caller’s signal fires, e.g. a closed HTTP request', async () => {
    const controller = new AbortController()
    const model = new ScriptedModel([{ text: 'thinking…', hang: 'after-text' }])
    const session = createEngine({ model }).session()
    const run = session.send('hello', { signal: controller.signal })
    run.on('text_delta', () => controller.abort('client went away'))
    const result = await run.result
    expect(result.status).toBe('interrupted')
    expect(session.messages).toHaveLength(1)
  })

  it('aborts the run when a consumer stops iterating early', async () => {
    const model = new ScriptedModel([{ text: 'partial', hang: 'after-text' }])
    const session = createEngine({ model }).session()
    const run = session.send('hello')
    for await (const event of run) if (event.type === 'text_delta') break
    expect((await run.result).status).toBe('interrupted')
    expect(model.calls[0]!.abortSignal!.aborted).toBe(true)
  })

  it('resumes after an interruption from the committed history', async () => {
    const model = new ScriptedModel([{ hang: 'start' }, { text: 'Trunk is closed.' }])
    const session = createEngine({ model }).session()
    const first = session.send('is the trunk closed?')
    setTimeout(() => first.abort(), 1)
    expect((await first.result).status).toBe('interrupted')
    const events = await collectEvents(session.resume())
    expect(events.at(-1)).toMatchObject({ type: 'done', text: 'Trunk is closed.' })
    expect(session.messages.map((m) => m.role)).toEqual(['user', 'assistant'])
  })
})
