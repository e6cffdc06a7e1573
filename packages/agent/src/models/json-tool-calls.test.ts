import { collectEvents, type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createEngine } from '../loop/engine.ts'
import { defineTool } from '../tools/define-tool.ts'
import { createModel } from './create-model.ts'
import { readAnswer } from './json-tool-calls.ts'
import { parseModelSpec } from './model-spec.ts'
import { loadModelConfig } from './provider-config.ts'

let llm: FakeLlmServer
beforeAll(async () => {
  llm = await startFakeLlmServer()
})
afterAll(() => llm.close())

function volumeTool(log: number[]) {
  return defineTool({
    name: 'set_volume',
    description: 'set the media volume, 0 to 100',
    parameters: z.object({ level: z.number().int().min(0).max(100) }),
    execute: ({ level }) => {
      log.push(level)
      return { volume: level }
    },
  })
}

/** An OpenAI-compatible endpoint configured as one without native tool calling. */
function jsonModeModel() {
  const config = loadModelConfig({
    MINDWIRE_TINY_BASE_URL: llm.openaiBaseURL,
    MINDWIRE_TINY_MODEL: 'tiny-1b',
    MINDWIRE_TINY_TOOL_CALLS: 'json',
  })
  return createModel(parseModelSpec('openai-compatible:tiny'), config.providers)
}

describe('a model without tool calling, in JSON mode', () => {
  it('acts through the JSON it answers, and reads the result back as text', async () => {
    const log: number[] = []
    llm.enqueue(
      { text: '```json\n{"tool_calls": [{"name": "set_volume", "arguments": {"level": 30}}]}\n```' },
      { text: '{"reply": "Volume is at 30."}' },
    )
    const before = llm.requests.length
    const session = createEngine({ model: jsonModeModel(), tools: [volumeTool(log)] }).session({ id: 'j1' })
    const events = await collectEvents(session.send('volume to 30 please'))
    expect(log).toEqual([30])
    expect(events.at(-1)).toMatchObject({ type: 'done', text: 'Volume is at 30.' })
    const [first, second] = llm.requests.slice(before).map((request) => request.body)
    // No native tools go out; the tools are described in the one system message, JSON is asked for.
    expect(first.tools).toBeUndefined()
    expect(first.response_format).toEqual({ type: 'json_object' })
    expect(first.messages.filter((m: { role: string }) => m.role === 'system')).toHaveLength(1)
    expect(first.messages[0].content).toContain('set_volume')
    // The second request carries the call and its result as plain text messages.
    expect(second.messages.some((m: { role: string }) => m.role === 'tool')).toBe(false)
    expect(JSON.stringify(second.messages)).toContain('tool_results')
  })

  it('never turns words or a malformed call into an action', async () => {
    const log: number[] = []
    llm.enqueue({ text: '{"tool_calls": [{"arguments": {"level": 90}}]}' })
    const session = createEngine({ model: jsonModeModel(), tools: [volumeTool(log)] }).session({ id: 'j2' })
    const events = await collectEvents(session.send('make it loud'))
    expect(log).toEqual([])
    expect(events.some((event) => event.type === 'tool_call')).toBe(false)
  })

  it('reads plain words, a reply object and calls', () => {
    expect(readAnswer('Sure, done.')).toEqual({ calls: [], text: 'Sure, done.' })
    expect(readAnswer('{"reply": "好的"}')).toEqual({ calls: [], text: '好的' })
    expect(readAnswer('{"tool_calls": [{"name": "a", "arguments": {"x": 1}}, {"name": "b"}]}')).toEqual({
      calls: [
        { name: 'a', input: '{"x":1}' },
        { name: 'b', input: '{}' },
      ],
      text: '',
    })
  })
})
