import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'
import { describe, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { startTestServer } from '../testing/test-server.ts'
import { otlpTracing } from './otlp-tracer.ts'

describe('traces of a served run', () => {
  it('are off unless a collector is named', () => {
    expect(otlpTracing({})).toBeUndefined()
    expect(
      otlpTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:1', OTEL_SDK_DISABLED: 'true' }),
    ).toBeUndefined()
  })

  it('cover the run, its model calls and its tool calls (in-process exporter), and reach an OTLP collector', async () => {
    const received: string[] = []
    const collector = createServer((request, response) => {
      received.push(`${request.method} ${request.url} ${request.headers['content-type']}`)
      request.resume()
      request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
    })
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve))
    const otlp = otlpTracing({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
    })!
    const exporter = new InMemorySpanExporter()
    const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] })
    for (const tracer of [provider.getTracer('test'), otlp.tracer]) {
      const traced = await startTestServer({ config: { auth: 'optional' }, tracer })
      traced.llm.enqueue(
        {
          toolCalls: [{ id: 'c1', name: 'add_note', args: { text: 'milk' } }],
          usage: { input: 30, output: 5 },
        },
        { text: 'Noted.', usage: { input: 40, output: 2 } },
      )
      const { status } = await api(`${traced.url}/api/ai/chat`, undefined, {
        body: { app: 'notes', message: 'note milk' },
      })
      expect(status).toBe(200)
      await traced.close()
    }
    const names = exporter.getFinishedSpans().map((span) => span.name)
    expect(names).toEqual(expect.arrayContaining(['invoke_agent notes', 'execute_tool add_note']))
    const chats = exporter
      .getFinishedSpans()
      .filter((span) => span.attributes['gen_ai.operation.name'] === 'chat')
    expect(chats.map((span) => span.attributes['gen_ai.usage.input_tokens'])).toEqual([30, 40])
    expect(String(chats[0]!.attributes['gen_ai.request.model'])).toContain('gpt-4o-mini')
    await otlp.flush()
    await otlp.shutdown()
    collector.close()
    expect(received).toEqual([expect.stringMatching(/^POST \/v1\/traces application\/(json|x-protobuf)/)])
  }, 120_000)
})
