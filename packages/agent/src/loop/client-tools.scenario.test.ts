import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTool } from '../tools/define-tool.ts'
import { createEngine } from './engine.ts'

const openApp = defineTool({
  name: 'open-app',
  description: 'open another app through a deep link (runs in the browser)',
  parameters: z.object({ app: z.enum(['xi-studio', 'xi-tune']), intent: z.string() }),
  kind: 'client',
})

describe('client tools', () => {
  it('park until the client sends the result, then the run continues', async () => {
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'open-app', args: { app: 'xi-tune', intent: 'auto-tune' }, id: 'c1' }] },
      { text: 'XiTune is open.' },
    ])
    const session = createEngine({ model, tools: [openApp] }).session()
    const events = await collectEvents(session.send('tune this project'))
    expect(events.find((e) => e.type === 'tool_call')).toMatchObject({
      callId: 'c1',
      kind: 'client',
      args: { app: 'xi-tune' },
    })
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      finishReason: 'awaiting_input',
      pending: [{ callId: 'c1', reason: 'client' }],
    })

    const wrong = await session.confirm('c1', true).result
    expect(wrong.error).toMatchObject({ code: 'no_pending_call' })

    const result = await session.submitToolResult('c1', {
      opened: true,
      url: 'xi://xi-tune/intent/auto-tune',
    }).result
    expect(result).toMatchObject({ status: 'completed', text: 'XiTune is open.' })
    const toolParts = model.calls[1]!.prompt.filter((m) => m.role === 'tool').flatMap((m) => m.content)
    expect(toolParts[0]).toMatchObject({
      type: 'tool-result',
      toolCallId: 'c1',
      output: { type: 'json', value: { opened: true } },
    })
  })
})
