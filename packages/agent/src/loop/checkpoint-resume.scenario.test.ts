import { ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type Checkpointer, MemoryCheckpointer } from '../checkpoint.ts'
import { defineTool } from '../tools/define-tool.ts'
import { createEngine } from './engine.ts'

describe('checkpoints', () => {
  it('saves a checkpoint for the input and for each step once steps take time', async () => {
    const checkpointer = new MemoryCheckpointer()
    const tick = defineTool({
      name: 'tick',
      description: 'tick',
      parameters: z.object({}),
      execute: () => 'tock',
    })
    const scripted = new ScriptedModel([
      { toolCalls: [{ name: 'tick' }] },
      { toolCalls: [{ name: 'tick' }] },
      { text: 'done' },
    ])
    // A model that takes 10 ms per step, as any real one does.
    const model = {
      ...scripted,
      doStream: async (options: Parameters<ScriptedModel['doStream']>[0]) => {
        await new Promise((resolve) => setTimeout(resolve, 10))
        return scripted.doStream(options)
      },
    }
    const session = createEngine({ model: model as ScriptedModel, tools: [tick], checkpointer }).session({
      id: 'cp',
    })
    await session.send('tick twice').result
    expect(checkpointer.saves).toBe(4)
    const saved = await checkpointer.load('cp')
    expect(saved!.step).toBe(3)
    expect(saved!.snapshot.messages).toEqual(session.messages)
  })

  it('writes commits that follow each other at once as one save', async () => {
    const checkpointer = new MemoryCheckpointer()
    const tick = defineTool({
      name: 'tick',
      description: 'tick',
      parameters: z.object({}),
      execute: () => 'tock',
    })
    const model = new ScriptedModel([{ toolCalls: [{ name: 'tick' }] }, { text: 'done' }])
    const session = createEngine({ model, tools: [tick], checkpointer }).session({ id: 'fast' })
    await session.send('tick').result
    expect(checkpointer.saves).toBeLessThan(3)
    expect((await checkpointer.load('fast'))!.snapshot.messages).toEqual(session.messages)
  })

  it('a crashed run resumes from its last completed step in a new process', async () => {
    const checkpointer = new MemoryCheckpointer()
    const done: string[] = []
    const step = defineTool({
      name: 'step',
      description: 'do one step of work',
      parameters: z.object({ n: z.number() }),
      execute: ({ n }) => {
        done.push(`step ${n}`)
        return n
      },
    })
    // First process: step 1 completes, then the model call for step 2 hangs and the process "dies".
    const crashing = new ScriptedModel([{ toolCalls: [{ name: 'step', args: { n: 1 } }] }, { hang: 'start' }])
    const first = createEngine({ model: crashing, tools: [step], checkpointer }).session({ id: 'job' })
    const run = first.send('do the job')
    run.on('step_begin', (event) => {
      if (event.step === 2) setTimeout(() => run.abort('process killed'), 1)
    })
    await run.result

    // Second process: a new engine restores the session and continues; step 1 is not repeated.
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'step', args: { n: 2 } }] },
      { text: 'Job finished.' },
    ])
    const engine = createEngine({ model, tools: [step], checkpointer })
    const restored = await engine.restore('job')
    expect(restored!.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool'])
    const result = await restored!.resume().result
    expect(result.text).toBe('Job finished.')
    expect(done).toEqual(['step 1', 'step 2'])
    expect(await engine.restore('unknown')).toBeUndefined()
  })

  it('with a slow store, keeps one save waiting and saves the newest snapshot, ending with all of it', async () => {
    const saved: number[] = []
    const slow = new MemoryCheckpointer()
    const checkpointer = {
      save: async (checkpoint: Parameters<MemoryCheckpointer['save']>[0]) => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        saved.push(checkpoint.snapshot.messages.length)
        await slow.save(checkpoint)
      },
      load: (id: string) => slow.load(id),
    }
    const tick = defineTool({
      name: 'tick',
      description: 'tick',
      parameters: z.object({}),
      execute: () => 'tock',
    })
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'tick' }] },
      { toolCalls: [{ name: 'tick' }] },
      { text: 'done' },
    ])
    const session = createEngine({ model, tools: [tick], checkpointer }).session({ id: 'slow' })
    await session.send('tick twice').result
    expect(saved.length).toBeLessThan(4)
    expect(saved.at(-1)).toBe(session.messages.length)
    expect((await slow.load('slow'))!.snapshot.messages).toEqual(session.messages)
  })

  it('fails the run with a typed error when a checkpoint cannot be saved', async () => {
    const model = new ScriptedModel([{ text: 'hi' }])
    const checkpointer = {
      save: async () => Promise.reject(new Error('disk full')),
      load: async () => undefined,
    }
    const result = await createEngine({ model, checkpointer }).session().send('hello').result
    expect(result.error).toMatchObject({ code: 'checkpoint_failed' })
  })

  it('tells the checkpointer of each commit before the run yields another event', async () => {
    const log: string[] = []
    const memory = new MemoryCheckpointer()
    const checkpointer: Checkpointer = {
      save: (checkpoint) => memory.save(checkpoint),
      load: (sessionId) => memory.load(sessionId),
      staged: (checkpoint) => {
        const results = checkpoint.snapshot.messages.filter((message) => message.role === 'tool').length
        log.push(`staged step ${checkpoint.step} with ${results} results`)
      },
    }
    const tick = defineTool({
      name: 'tick',
      description: 'tick',
      parameters: z.object({}),
      execute: () => 'tock',
    })
    const model = new ScriptedModel([{ toolCalls: [{ name: 'tick' }, { name: 'tick' }] }, { text: 'done' }])
    const handle = createEngine({ model, tools: [tick], checkpointer })
      .session({ id: 'staged' })
      .send('tick')
    for await (const event of handle)
      if (['step_begin', 'tool_result', 'step_end', 'done'].includes(event.type))
        log.push(`${event.type} ${'step' in event ? event.step : ''}`.trim())
    expect(log).toEqual([
      // The input is committed before the first event; a step's results before its end.
      'staged step 0 with 0 results',
      'step_begin 1',
      'tool_result 1',
      'tool_result 1',
      'staged step 1 with 2 results',
      'step_end 1',
      'step_begin 2',
      'staged step 2 with 2 results',
      'step_end 2',
      'done',
    ])
  })
})
