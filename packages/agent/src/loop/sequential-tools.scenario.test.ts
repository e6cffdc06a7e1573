import { ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTool } from '../tools/define-tool.ts'
import type { WireEvent } from '../wire/events.ts'
import { createEngine } from './engine.ts'

function counterApp() {
  const state = { modules: [] as string[] }
  const add = defineTool({
    name: 'add_module',
    description: 'add a module',
    parameters: z.object({ name: z.string() }),
    execute: ({ name }) => {
      state.modules.push(name)
      return { id: `m${state.modules.length}`, modules: [...state.modules] }
    },
  })
  const connect = defineTool({
    name: 'connect_modules',
    description: 'connect two modules by name',
    parameters: z.object({ from: z.string(), to: z.string() }),
    execute: ({ from, to }, { state: live }) => {
      const known = (live as typeof state).modules
      if (!known.includes(from) || !known.includes(to)) throw new Error(`unknown module ${from} or ${to}`)
      return { connected: `${from}->${to}` }
    },
  })
  return { state, tools: [add, connect] }
}

describe('sequential tool execution', () => {
  it('runs calls of one step in order so each sees the previous one’s effects', async () => {
    const app = counterApp()
    const model = new ScriptedModel([
      {
        toolCalls: [
          { name: 'add_module', args: { name: 'osc' } },
          { name: 'add_module', args: { name: 'speaker' } },
          { name: 'connect_modules', args: { from: 'osc', to: 'speaker' } },
        ],
      },
      { text: 'Added an oscillator and a speaker and connected them.' },
    ])
    const engine = createEngine({ model, tools: app.tools })
    const session = engine.session({ state: () => app.state })
    const events: WireEvent[] = []
    for await (const event of session.send('build a patch')) events.push(event)

    const results = events.filter((e) => e.type === 'tool_result')
    expect(results.map((e) => e.status)).toEqual(['ok', 'ok', 'ok'])
    expect(results[2]).toMatchObject({ output: { connected: 'osc->speaker' } })
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      finishReason: 'stop',
      text: 'Added an oscillator and a speaker and connected them.',
    })
    expect(session.messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'tool',
      'tool',
      'tool',
      'assistant',
    ])
    // The second model call saw all three results.
    const secondPrompt = model.calls[1]!.prompt
    expect(secondPrompt.filter((m) => m.role === 'tool').flatMap((m) => m.content)).toHaveLength(3)
  })

  it('sums usage over the steps of a run and the session', async () => {
    const app = counterApp()
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'add_module', args: { name: 'lfo' } }], usage: { input: 100, output: 20 } },
      { text: 'done', usage: { input: 150, output: 5 } },
    ])
    const session = createEngine({ model, tools: app.tools }).session({ state: () => app.state })
    const result = await session.send('add an lfo').result
    expect(result.usage).toEqual({ inputTokens: 250, outputTokens: 25, totalTokens: 275 })
    expect(result.steps).toBe(2)
    expect(session.snapshot().usage.totalTokens).toBe(275)
  })
})
