import { APICallError } from '@ai-sdk/provider'
import { describe, expect, it } from 'vitest'
import { classifyModelError, parseRetryAfter } from './classify-error.ts'
import { createModel } from './create-model.ts'
import { parseModelChain, parseModelSpec } from './model-spec.ts'
import { loadModelConfig, namedRoutes, routeChain } from './provider-config.ts'
import { defaultRetryPolicy, retryDelay } from './retry-policy.ts'

describe('model specs', () => {
  it('parses every provider form', () => {
    expect(parseModelSpec('openai:gpt-4o-mini')).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini' })
    expect(parseModelSpec('anthropic:claude-sonnet-4-5')).toMatchObject({
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
    })
    expect(parseModelSpec('openai-compatible:qwen')).toMatchObject({
      provider: 'openai-compatible',
      endpoint: 'qwen',
    })
    expect(parseModelSpec('openai-compatible:ollama/qwen2.5:7b')).toMatchObject({
      endpoint: 'ollama',
      model: 'qwen2.5:7b',
    })
    expect(parseModelSpec(' offline ')).toMatchObject({ provider: 'offline', text: 'offline' })
    expect(
      parseModelChain('openai-compatible:qwen, anthropic:claude, offline').map((s) => s.provider),
    ).toEqual(['openai-compatible', 'anthropic', 'offline'])
  })

  it('rejects malformed specs with a config error that shows the valid forms', () => {
    for (const bad of ['openai', 'GPT4', 'openai-compatible', 'anthropic:', '']) {
      expect(() => parseModelSpec(bad)).toThrowError(expect.objectContaining({ code: 'config' }))
    }
  })
})

describe('configuration from the environment', () => {
  it('routes every task to offline when nothing is configured', () => {
    const config = loadModelConfig({})
    expect(config.routes.chat.map((s) => s.text)).toEqual(['offline'])
    expect(config.routes.control.map((s) => s.text)).toEqual(['offline'])
    expect(config.providers.endpoints.qwen?.baseURL).toContain('dashscope')
  })

  it('reads a chain for a task in one language, leaving the other language on the task’s chain', () => {
    const config = loadModelConfig({
      MINDWIRE_MODEL: 'openai-compatible:qwen',
      MINDWIRE_MODEL_CHAT_EN: 'openai:gpt-4o-mini',
    })
    expect(routeChain(config, 'chat', 'en').map((s) => s.text)).toEqual(['openai:gpt-4o-mini'])
    expect(routeChain(config, 'chat', 'zh').map((s) => s.text)).toEqual(['openai-compatible:qwen'])
    expect(routeChain(config, 'code', 'en').map((s) => s.text)).toEqual(['openai-compatible:qwen'])
    expect(namedRoutes(config).map(([name]) => name)).toEqual([
      'chat',
      'control',
      'code',
      'multimodal',
      'chat.en',
    ])
  })

  it('reads per-task chains, endpoints and keys', () => {
    const config = loadModelConfig({
      MINDWIRE_MODEL: 'openai-compatible:qwen,offline',
      MINDWIRE_MODEL_CODE: 'openai-compatible:deepseek',
      DASHSCOPE_API_KEY: 'sk-q',
      MINDWIRE_LOCAL_BASE_URL: 'http://127.0.0.1:9999/v1',
      MINDWIRE_LOCAL_MODEL: 'tiny',
      MINDWIRE_MODEL_TIMEOUT_MS: '5000',
    })
    expect(config.routes.chat.map((s) => s.text)).toEqual(['openai-compatible:qwen', 'offline'])
    expect(config.routes.code.map((s) => s.text)).toEqual(['openai-compatible:deepseek'])
    expect(config.providers.endpoints.qwen?.apiKey).toBe('sk-q')
    expect(config.providers.endpoints.local).toEqual({
      baseURL: 'http://127.0.0.1:9999/v1',
      apiKey: undefined,
      model: 'tiny',
      toolCalls: 'native',
    })
    expect(config.timeoutMs).toBe(5000)
  })

  it('fails at build time, naming the variable, when a key or endpoint is missing', () => {
    const config = loadModelConfig({})
    expect(() => createModel(parseModelSpec('openai:gpt-4o'), config.providers)).toThrow(/OPENAI_API_KEY/)
    expect(() => createModel(parseModelSpec('anthropic:claude'), config.providers)).toThrow(
      /ANTHROPIC_API_KEY/,
    )
    expect(() => createModel(parseModelSpec('openai-compatible:nowhere'), config.providers)).toThrow(
      /MINDWIRE_NOWHERE_BASE_URL/,
    )
    expect(() => createModel(parseModelSpec('offline'), config.providers)).toThrow(/unknown provider/)
    const model = createModel(parseModelSpec('openai-compatible:qwen'), config.providers)
    expect(model).toMatchObject({ specificationVersion: 'v4', modelId: 'qwen-plus' })
  })
})

describe('retry policy', () => {
  it('grows exponentially with jitter, caps, and lets Retry-After win', () => {
    const policy = { ...defaultRetryPolicy, baseDelayMs: 100, maxDelayMs: 1000 }
    expect(retryDelay(0, policy, undefined, () => 0)).toBe(50)
    expect(retryDelay(0, policy, undefined, () => 1)).toBe(100)
    expect(retryDelay(3, policy, undefined, () => 1)).toBe(800)
    expect(retryDelay(9, policy, undefined, () => 1)).toBe(1000)
    expect(retryDelay(0, policy, 2500, () => 1)).toBe(2500)
  })

  it('parses Retry-After as seconds, as a date and as retry-after-ms', () => {
    expect(parseRetryAfter({ 'retry-after': '2' })).toBe(2000)
    expect(parseRetryAfter({ 'retry-after-ms': '150' })).toBe(150)
    expect(parseRetryAfter({ 'retry-after': new Date(10_000).toUTCString() }, 4000)).toBe(6000)
    expect(parseRetryAfter({})).toBeUndefined()
  })

  it('classifies provider errors as retryable or not', () => {
    const error = (statusCode: number, headers?: Record<string, string>) =>
      new APICallError({
        message: `HTTP ${statusCode}`,
        url: 'x',
        requestBodyValues: {},
        statusCode,
        responseHeaders: headers,
      })
    expect(classifyModelError(error(429, { 'retry-after': '1' }), 'm')).toMatchObject({
      code: 'model_unavailable',
      retryable: true,
      retryAfterMs: 1000,
    })
    expect(classifyModelError(error(503), 'm')).toMatchObject({ retryable: true })
    expect(classifyModelError(error(400), 'm')).toMatchObject({
      code: 'model_rejected',
      retryable: false,
      statusCode: 400,
    })
    expect(classifyModelError(error(401), 'm')).toMatchObject({ retryable: false })
    expect(classifyModelError(new TypeError('boom'), 'm')).toMatchObject({
      code: 'model_stream',
      retryable: false,
    })
  })
})
