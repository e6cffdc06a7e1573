import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ToolMessage } from '../messages/message.ts'
import { defineTool } from '../tools/define-tool.ts'
import { createEngine } from './engine.ts'

const ping = defineTool({
  name: 'ping',
  description: 'ping',
  parameters: z.object({ fail: z.boolean().optional() }),
  execute: ({ fail }) => {
    if (fail) throw new Error('no pong')
    return { reply: 'pong' }
  },
})

// A domain that answers its own engine's calls (ids `own-…`) from their results; others go to the model.
function ownReply(results: readonly ToolMessage[]): string | undefined {
  if (!results.every((result) => result.toolCallId.startsWith('own-'))) return undefined
  return results.map((result) => (result.isError ? `${result.toolName} failed` : 'done')).join('; ')
}

describe("a domain's reply after its own engine's calls", () => {
  it('ends the run with the composed reply as the next step, without asking the model again', async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          { id: 'own-1', name: 'ping', args: {} },
          { id: 'own-2', name: 'ping', args: { fail: true } },
        ],
      },
    ])
    const session = createEngine({ model, tools: [ping], replyAfterCalls: ownReply }).session()
    const events = await collectEvents(session.send('ping twice'))
    expect(model.callCount).toBe(1)
    // The same events and history as a model step answering with that text.
    expect(events.filter((event) => event.type === 'step_begin')).toHaveLength(2)
    expect(events).toContainEqual({ type: 'text_delta', step: 2, delta: 'done; ping failed' })
    expect(events.at(-1)).toMatchObject({ type: 'done', finishReason: 'stop', text: 'done; ping failed' })
    expect(session.messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'tool',
      'tool',
      'assistant',
    ])
    expect(session.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'done; ping failed' })
  })

  it("asks the model when the calls are not the domain engine's", async () => {
    const model = new ScriptedModel([
      { toolCalls: [{ id: 'llm-1', name: 'ping', args: {} }] },
      { text: 'pong it is' },
    ])
    const session = createEngine({ model, tools: [ping], replyAfterCalls: ownReply }).session()
    const result = await session.send('ping').result
    expect(model.callCount).toBe(2)
    expect(result).toMatchObject({ status: 'completed', text: 'pong it is', steps: 2 })
  })

  it('still counts the composed reply as a step against the limit', async () => {
    const model = new ScriptedModel([{ toolCalls: [{ id: 'own-1', name: 'ping', args: {} }] }])
    const session = createEngine({ model, tools: [ping], replyAfterCalls: ownReply, maxSteps: 1 }).session()
    const events = await collectEvents(session.send('ping'))
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'max_steps' } })
  })
})
