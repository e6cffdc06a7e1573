import type { LanguageModelV4, LanguageModelV4Prompt } from '@ai-sdk/provider'
import { collectEvents } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type OfflineStep, offlineStepOf, ruleEngineModel } from '../offline/offline-stream.ts'
import { defineTool } from '../tools/define-tool.ts'
import { createEngine } from './engine.ts'

const ping = defineTool({
  name: 'ping',
  description: 'ping',
  parameters: z.object({ times: z.number().int().min(1) }),
  execute: ({ times }) => ({ reply: 'pong'.repeat(times) }),
})

// A rule engine: calls for a request, a reply once results are in; a malformed call and two calls at once.
function step(prompt: LanguageModelV4Prompt): OfflineStep {
  const last = prompt.at(-1)!
  if (last.role === 'tool') return { text: `${last.content.length} done`, calls: [] }
  const said = last.role === 'user' && last.content[0]?.type === 'text' ? last.content[0].text : ''
  if (said === 'chat') return { text: 'hello', calls: [] }
  const times = said === 'bad' ? [0] : said === 'twice' ? [1, 2] : [1]
  return {
    text: said === 'twice' ? 'two at once' : '',
    calls: times.map((n, i) => ({
      id: `c${i}`,
      name: 'ping',
      input: JSON.stringify({ times: n }),
      metadata: { confidence: 0.9 },
    })),
  }
}

// The same engine with only its stream: the loop must read it as a provider's.
function streamOnly(model: LanguageModelV4): LanguageModelV4 {
  return { ...model, doStream: (options) => model.doStream(options) }
}

async function run(model: LanguageModelV4, said: string) {
  const session = createEngine({ model, tools: [ping] }).session()
  const events = await collectEvents(session.send(said))
  // Durations and run ids differ between any two runs.
  const masked = (value: unknown) =>
    JSON.parse(JSON.stringify(value, (key, v) => (key === 'runId' || key === 'durationMs' ? undefined : v)))
  return { events: masked(events), messages: masked(session.messages) }
}

describe("a rule engine's step read without its stream (issue 40)", () => {
  it('makes the same events and history as reading the stream', async () => {
    const model = ruleEngineModel(step, 'rules only')
    expect(offlineStepOf(model)).toBeDefined()
    expect(offlineStepOf(streamOnly(model))).toBeUndefined()
    // A wrapper that inherits from the model, or copies it but streams otherwise, is not taken for it.
    expect(offlineStepOf(Object.create(model))).toBeUndefined()
    expect(
      offlineStepOf(Object.assign(Object.create(null), model, { doStream: model.doStream })),
    ).toBeUndefined()
    for (const said of ['ping', 'twice', 'bad', 'chat']) {
      const direct = await run(model, said)
      const streamed = await run(streamOnly(model), said)
      expect(direct).toEqual(streamed)
      expect(direct.events.at(-1).type).toBe('done')
    }
    // The call's metadata travels as the stream's provider metadata does.
    const { events } = await run(model, 'ping')
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'tool_call', metadata: { mindwire: { confidence: 0.9 } } }),
    )
  })
})
