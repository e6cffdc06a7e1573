import { ScriptedModel } from '@mindwire/testkit'
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../loop/engine.ts'
import { car } from '../testing/car-fixture.ts'
import { WireEventTracer } from './trace-wire-events.ts'

function traced() {
  const exporter = new InMemorySpanExporter()
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] })
  const tracer = new WireEventTracer(provider.getTracer('test'), { name: 'car' })
  return { exporter, tracer }
}

describe('traces in the OpenTelemetry GenAI conventions, captured in-process', () => {
  it('a run is one invoke_agent span with a chat span per model call and an execute_tool span per call', async () => {
    const { exporter, tracer } = traced()
    const app = car()
    const model = new ScriptedModel([
      {
        toolCalls: [{ name: 'set_temperature', args: { celsius: 24 }, id: 't1' }],
        usage: { input: 40, output: 8 },
      },
      { text: 'Set.', usage: { input: 60, output: 3 } },
    ])
    const engine = createEngine({
      model,
      tools: app.tools,
      guardrails: app.guardrails,
      onEvent: tracer.observe,
    })
    await engine.session({ id: 'session-1', state: () => app.state }).send('24 degrees').result
    const spans = exporter.getFinishedSpans()
    const run = spans.find((span) => span.name === 'invoke_agent car')!
    expect(run.attributes).toMatchObject({
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.name': 'car',
      'gen_ai.conversation.id': 'session-1',
      'gen_ai.usage.input_tokens': 100,
      'gen_ai.usage.output_tokens': 11,
    })
    const chats = spans.filter((span) => span.attributes['gen_ai.operation.name'] === 'chat')
    expect(chats).toHaveLength(2)
    expect(chats[0]!.attributes).toMatchObject({
      'gen_ai.usage.input_tokens': 40,
      'gen_ai.usage.output_tokens': 8,
    })
    expect(chats[0]!.attributes['gen_ai.response.finish_reasons']).toEqual(['tool-calls'])
    const tool = spans.find((span) => span.name === 'execute_tool set_temperature')!
    expect(tool.attributes).toMatchObject({
      'gen_ai.tool.name': 'set_temperature',
      'gen_ai.tool.call.id': 't1',
    })
    for (const child of [...chats, tool]) {
      expect(child.spanContext().traceId).toBe(run.spanContext().traceId)
      expect(child.parentSpanContext?.spanId).toBe(run.spanContext().spanId)
    }
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain('24 degrees')
  })

  it('a blocked call and a failed run are marked as errors', async () => {
    const { exporter, tracer } = traced()
    const app = car({ speed: 60 })
    const model = new ScriptedModel([{ toolCalls: [{ name: 'open_trunk', id: 'k1' }] }, { text: 'No.' }])
    const engine = createEngine({
      model,
      tools: app.tools,
      guardrails: app.guardrails,
      onEvent: tracer.observe,
    })
    await engine.session({ state: () => app.state }).send('open the trunk').result
    const tool = exporter.getFinishedSpans().find((span) => span.name === 'execute_tool open_trunk')!
    expect(tool.attributes['error.type']).toBe('blocked')
    expect(tool.status.code).toBe(2)

    const broken = createEngine({
      model: new ScriptedModel([]),
      tools: app.tools,
      onEvent: tracer.observe,
    })
    await broken
      .session({ state: () => app.state })
      .send('hello')
      .result.catch(() => {})
    const failed = exporter
      .getFinishedSpans()
      .filter((span) => span.name === 'invoke_agent car')
      .at(-1)!
    expect(failed.status.code).toBe(2)
    expect(failed.attributes['error.type']).toBeDefined()
  })
})
