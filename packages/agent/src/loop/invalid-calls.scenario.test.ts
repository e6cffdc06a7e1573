import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTool, ToolError } from '../tools/define-tool.ts'
import { createEngine } from './engine.ts'

function setTemperatureTool(log: number[]) {
  return defineTool({
    name: 'set_temperature',
    description: 'set the cabin temperature',
    parameters: z.object({ celsius: z.number().min(16).max(32) }),
    execute: ({ celsius }) => {
      log.push(celsius)
      if (celsius === 31) throw new Error('actuator jammed')
      if (celsius === 30) throw new ToolError('compressor is warming up', { retryInSeconds: 5 })
      return { celsius }
    },
  })
}

describe('invalid tool calls reach the model as errors and never execute', () => {
  it('reports malformed JSON, schema violations and unknown tools as tool errors, then continues', async () => {
    const executed: number[] = []
    const model = new ScriptedModel([
      {
        toolCalls: [
          { name: 'set_temperature', argsText: '{"celsius": 2' },
          { name: 'set_temperature', args: { celsius: 99 } },
          { name: 'set_temperature', args: { celsius: 'warm' } },
          { name: 'open_sunroof', args: {} },
        ],
      },
      { toolCalls: [{ name: 'set_temperature', args: { celsius: 24 } }] },
      { text: 'Set to 24 degrees.' },
    ])
    const session = createEngine({ model, tools: [setTemperatureTool(executed)] }).session()
    const events = await collectEvents(session.send('make it 24'))

    const results = events.filter((e) => e.type === 'tool_result')
    expect(results.map((e) => [e.status, (e.output as { error?: string }).error])).toEqual([
      ['error', 'invalid_arguments'],
      ['error', 'invalid_arguments'],
      ['error', 'invalid_arguments'],
      ['error', 'unknown_tool'],
      ['ok', undefined],
    ])
    expect(JSON.stringify(results[0]!.output)).toContain('not valid JSON')
    expect(JSON.stringify(results[1]!.output)).toContain('celsius')
    expect(JSON.stringify(results[3]!.output)).toContain('available tools: set_temperature')
    expect(executed).toEqual([24])
    // The model's second call carried the four errors.
    const toolParts = model.calls[1]!.prompt.filter((m) => m.role === 'tool').flatMap((m) => m.content)
    expect(toolParts.map((p) => p.type === 'tool-result' && p.output.type)).toEqual([
      'error-json',
      'error-json',
      'error-json',
      'error-json',
    ])
    expect(events.at(-1)).toMatchObject({ type: 'done', finishReason: 'stop' })
  })

  it('turns tool exceptions into error results without ending the run', async () => {
    const executed: number[] = []
    const model = new ScriptedModel([
      {
        toolCalls: [
          { name: 'set_temperature', args: { celsius: 31 } },
          { name: 'set_temperature', args: { celsius: 30 } },
        ],
      },
      { text: 'The air conditioning is not responding.' },
    ])
    const session = createEngine({ model, tools: [setTemperatureTool(executed)] }).session()
    const result = await session.send('31 degrees please').result
    expect(result.status).toBe('completed')
    const toolMessages = session.messages.filter((m) => m.role === 'tool')
    expect(toolMessages.map((m) => m.output)).toEqual([
      { error: 'tool_failed', message: 'actuator jammed' },
      { error: 'tool_error', message: 'compressor is warming up', data: { retryInSeconds: 5 } },
    ])
    expect(toolMessages.every((m) => m.isError)).toBe(true)
  })

  it('keeps where the host keeps its files out of a failed tool’s text, for the model and the client', async () => {
    const leaky = defineTool({
      name: 'run_module',
      description: 'run user code',
      parameters: z.object({ which: z.enum(['throw', 'refuse']) }),
      execute: ({ which }) => {
        if (which === 'throw')
          throw new Error("ENOENT: no such file or directory, open '/work/main/.data/mindwire/x.json'")
        throw new ToolError('module failed', {
          stack: 'Error: bad\n    at f (/home/ci/sandbox/module.ts:3:7)',
        })
      },
    })
    const model = new ScriptedModel([
      {
        toolCalls: [
          { name: 'run_module', args: { which: 'throw' } },
          { name: 'run_module', args: { which: 'refuse' } },
        ],
      },
      { text: 'It failed.' },
    ])
    const session = createEngine({ model, tools: [leaky] }).session()
    const events = await collectEvents(session.send('run it'))
    const outputs = session.messages.filter((m) => m.role === 'tool').map((m) => m.output)
    expect(outputs).toEqual([
      { error: 'tool_failed', message: "ENOENT: no such file or directory, open 'x.json'" },
      {
        error: 'tool_error',
        message: 'module failed',
        data: { stack: 'Error: bad\n    at f (module.ts:3:7)' },
      },
    ])
    expect(JSON.stringify(events)).not.toMatch(/\/work\/|\/home\//)
    expect(JSON.stringify(model.calls.at(-1)?.prompt)).not.toMatch(/\/work\/|\/home\//)
  })
})
