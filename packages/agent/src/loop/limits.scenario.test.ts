import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MaxStepsExceededError } from '../errors.ts'
import { defineTool } from '../tools/define-tool.ts'
import { createEngine } from './engine.ts'

const ping = defineTool({
  name: 'ping',
  description: 'ping',
  parameters: z.object({}),
  execute: () => 'pong',
})

describe('run limits', () => {
  it('stops with a typed max_steps error when the model keeps calling tools', async () => {
    const model = new ScriptedModel(() => ({ toolCalls: [{ name: 'ping', args: {} }] }))
    const session = createEngine({ model, tools: [ping], maxSteps: 3 }).session()
    const events = await collectEvents(session.send('loop forever'))
    const last = events.at(-1)
    expect(last).toMatchObject({ type: 'error', error: { code: 'max_steps' } })
    expect(model.callCount).toBe(3)
    const result = await session.send('again').result
    expect(result.status).toBe('failed')
    expect(result.error).toBeInstanceOf(MaxStepsExceededError)
    // History stays whole: every call has its result.
    const calls = session.messages.flatMap((m) => (m.role === 'assistant' ? (m.toolCalls ?? []) : []))
    const results = session.messages.filter((m) => m.role === 'tool')
    expect(results).toHaveLength(calls.length)
  })

  it('continues without tools only when asked to, and stops after N such steps in a row', async () => {
    const model = new ScriptedModel(() => ({ text: 'I will do it.' }))
    const session = createEngine({
      model,
      maxNoToolSteps: 3,
      continueWhen: (step) => (/will do/.test(step.text) ? 'Do it now with a tool call.' : undefined),
    }).session()
    const result = await session.send('do it').result
    expect(result.finishReason).toBe('no_tool_limit')
    expect(model.callCount).toBe(3)
    expect(session.messages.filter((m) => m.role === 'user')).toHaveLength(3) // the request and two nudges
  })

  it('ends after one step without tool calls when nothing asks to continue', async () => {
    const model = new ScriptedModel([{ text: 'Hello!' }])
    const result = await createEngine({ model }).session().send('hi').result
    expect(result).toMatchObject({ status: 'completed', finishReason: 'stop', text: 'Hello!', steps: 1 })
  })

  it('reports a truncated answer as finishReason length', async () => {
    const model = new ScriptedModel([{ text: 'Once upon a', finishReason: 'length' }])
    const result = await createEngine({ model }).session().send('tell a story').result
    expect(result.finishReason).toBe('length')
  })

  it('refuses a second run on a busy session', async () => {
    const model = new ScriptedModel([{ hang: 'start' }])
    const session = createEngine({ model }).session()
    const run = session.send('first')
    expect(() => session.send('second')).toThrowError(expect.objectContaining({ code: 'session_busy' }))
    run.abort()
    expect((await run.result).status).toBe('interrupted')
    expect(session.busy).toBe(false)
  })
})
