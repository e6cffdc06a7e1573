import { type AddressInfo, createServer } from 'node:net'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createEngine } from '../loop/engine.ts'
import { generateObject } from '../structured/generate-object.ts'
import { defineTool } from '../tools/define-tool.ts'
import { createModel } from './create-model.ts'
import { ModelRouter } from './model-router.ts'
import { parseModelSpec } from './model-spec.ts'
import { loadModelConfig } from './provider-config.ts'

// The engine talks to a local fake LLM server through the real AI SDK provider packages.
let primary: FakeLlmServer
let backup: FakeLlmServer

beforeAll(async () => {
  primary = await startFakeLlmServer()
  backup = await startFakeLlmServer()
})
afterAll(async () => {
  await primary.close()
  await backup.close()
})
afterEach(() => {
  primary.requests.length = 0
  backup.requests.length = 0
})

/** A loopback port that was free a moment ago and that nothing listens on now. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

function envFor(extra: Record<string, string> = {}) {
  return loadModelConfig({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: primary.openaiBaseURL,
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: primary.anthropicBaseURL,
    MINDWIRE_PRIMARY_BASE_URL: primary.openaiBaseURL,
    MINDWIRE_PRIMARY_MODEL: 'qwen-plus',
    MINDWIRE_BACKUP_BASE_URL: backup.openaiBaseURL,
    MINDWIRE_BACKUP_MODEL: 'deepseek-chat',
    MINDWIRE_MODEL_RETRIES: '1',
    ...extra,
  })
}

function windowTool(log: unknown[]) {
  return defineTool({
    name: 'control_window',
    description: 'open or close windows',
    parameters: z.object({ position: z.enum(['front_left', 'all']), action: z.enum(['open', 'close']) }),
    execute: (args) => {
      log.push(args)
      return { ...args, done: true }
    },
  })
}

describe.each([
  ['openai:gpt-4o-mini', '/v1/chat/completions'],
  ['anthropic:claude-sonnet-4-5', '/v1/messages'],
  ['openai-compatible:primary', '/v1/chat/completions'],
])('%s through its provider package', (spec, path) => {
  it('streams text, assembles tool-call argument deltas split across chunks, and reports usage', async () => {
    primary.enqueue(
      {
        text: '好的，',
        toolCalls: [
          { id: 'call_w', name: 'control_window', args: { position: 'front_left', action: 'open' } },
        ],
        argsChunkSize: 3,
        usage: { input: 120, output: 30 },
      },
      { text: '主驾车窗已打开。', usage: { input: 160, output: 12 } },
    )
    const log: unknown[] = []
    const model = createModel(parseModelSpec(spec), envFor().providers)
    const session = createEngine({ model, tools: [windowTool(log)], system: '你是座舱助手' }).session()
    const run = session.send('打开主驾车窗')
    const deltas: string[] = []
    run.on('tool_call_delta', (event) => deltas.push(event.delta))
    const result = await run.result

    expect(result).toMatchObject({ status: 'completed', text: '主驾车窗已打开。' })
    expect(log).toEqual([{ position: 'front_left', action: 'open' }])
    expect(deltas.length).toBeGreaterThan(5)
    expect(result.usage).toEqual({ inputTokens: 280, outputTokens: 42, totalTokens: 322 })
    expect(primary.requests.map((r) => r.path)).toEqual([path, path])
    const first = primary.requests[0]!.body
    expect(first.stream).toBe(true)
    expect(JSON.stringify(first.tools)).toContain('front_left')
    const second = JSON.stringify(primary.requests[1]!.body.messages)
    expect(second).toContain('call_w')
    expect(second).toMatch(/done\W+true/)
  })
})

describe('fail-over over HTTP', () => {
  it('retries a 429 with Retry-After on the same endpoint, then succeeds', async () => {
    primary.enqueue({ status: 429, retryAfter: '0' }, { text: 'second try worked' })
    const router = new ModelRouter(
      envFor({ MINDWIRE_MODEL: 'openai-compatible:primary,openai-compatible:backup' }),
    )
    const result = await createEngine({ model: router.model('chat') })
      .session()
      .send('hi').result
    expect(result.text).toBe('second try worked')
    expect(primary.requests).toHaveLength(2)
    expect(backup.requests).toHaveLength(0)
  })

  it('fails over to the next endpoint after repeated 5xx', async () => {
    primary.enqueue({ status: 500 }, { status: 503 })
    backup.enqueue({ text: 'backup answered' })
    const router = new ModelRouter(
      envFor({ MINDWIRE_MODEL: 'openai-compatible:primary,openai-compatible:backup' }),
    )
    const run = createEngine({ model: router.model('chat') })
      .session()
      .send('hi')
    const served: string[] = []
    run.on('usage', (event) => served.push(event.model))
    expect((await run.result).text).toBe('backup answered')
    expect(primary.requests).toHaveLength(2)
    expect(served).toEqual(['openai-compatible:backup'])
  })

  it('an endpoint nobody listens on: the operator hears the URL and the cause, the error only the short reason', async () => {
    const failures: Array<{ endpoint?: string; message: string }> = []
    const port = await closedPort()
    const router = new ModelRouter(
      envFor({
        MINDWIRE_MODEL: 'openai-compatible:primary',
        MINDWIRE_PRIMARY_BASE_URL: `http://127.0.0.1:${port}/v1`,
        MINDWIRE_MODEL_RETRIES: '0',
      }),
      {},
      (failure) => failures.push(failure),
    )
    const result = await createEngine({ model: router.model('chat') })
      .session()
      .send('hi').result
    expect(result.status).toBe('failed')
    expect(result.error?.message).toBe('no model answered (openai-compatible:primary: ECONNREFUSED)')
    expect(failures[0]!.endpoint).toBe(`http://127.0.0.1:${port}/v1/chat/completions`)
    expect(failures[0]!.message).toContain('ECONNREFUSED')
  })

  it('fails over when the first endpoint stalls before answering', async () => {
    primary.enqueue({ stall: true })
    backup.enqueue({ text: 'fast backup' })
    const router = new ModelRouter(
      envFor({
        MINDWIRE_MODEL: 'openai-compatible:primary,openai-compatible:backup',
        MINDWIRE_MODEL_TIMEOUT_MS: '200',
        MINDWIRE_MODEL_RETRIES: '0',
      }),
    )
    const result = await createEngine({ model: router.model('chat') })
      .session()
      .send('hi').result
    expect(result.text).toBe('fast backup')
  })

  it('surfaces a 401 at once as model_rejected', async () => {
    primary.enqueue({ status: 401, message: 'invalid api key' })
    const router = new ModelRouter(
      envFor({ MINDWIRE_MODEL: 'openai-compatible:primary,openai-compatible:backup' }),
    )
    const result = await createEngine({ model: router.model('chat') })
      .session()
      .send('hi').result
    expect(result.error).toMatchObject({ code: 'model_rejected', statusCode: 401 })
    expect(backup.requests).toHaveLength(0)
  })

  it('closes the provider connection when the run is aborted mid-stream', async () => {
    primary.enqueue({ stall: true, text: '部分回答' })
    const model = createModel(parseModelSpec('openai:gpt-4o-mini'), envFor().providers)
    const run = createEngine({ model }).session().send('hi')
    run.on('text_delta', () => run.abort('client left'))
    expect((await run.result).status).toBe('interrupted')
    await expect.poll(() => primary.openStreams(), { timeout: 2000 }).toBe(0)
  })
})

describe('structured output over HTTP', () => {
  it('generates and validates an object from a non-streamed completion', async () => {
    primary.enqueue({ text: JSON.stringify({ title: '低音合成器' }) })
    const model = createModel(parseModelSpec('openai:gpt-4o-mini'), envFor().providers)
    const result = await generateObject({
      model,
      schema: z.object({ title: z.string().max(12) }),
      prompt: 'name this patch',
    })
    expect(result.object).toEqual({ title: '低音合成器' })
    expect(primary.requests[0]!.body.stream).toBeFalsy()
    expect(primary.requests[0]!.body.response_format?.type).toMatch(/json/)
  })
})
