import { APICallError } from '@ai-sdk/provider'
import { ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../loop/engine.ts'
import { createFailoverModel } from './failover-model.ts'

const httpError = (statusCode: number, retryAfter?: string) =>
  new APICallError({
    message: `HTTP ${statusCode}`,
    url: 'https://provider.test',
    requestBodyValues: {},
    statusCode,
    responseHeaders: retryAfter ? { 'retry-after': retryAfter } : undefined,
  })

const fast = { retry: { baseDelayMs: 1, maxDelayMs: 5 } }

describe('fail-over model', () => {
  it('retries a 429 on the same model, honouring Retry-After, then succeeds', async () => {
    const primary = new ScriptedModel([{ error: httpError(429, '0.05') }, { text: 'hello from primary' }])
    const failures: string[] = []
    const model = createFailoverModel([{ label: 'primary', model: primary }], {
      ...fast,
      onFailure: (f) => failures.push(`${f.statusCode}:${f.willRetry}`),
    })
    const started = Date.now()
    const result = await createEngine({ model }).session().send('hi').result
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
    expect(result.text).toBe('hello from primary')
    expect(failures).toEqual(['429:true'])
  })

  it('moves to the next model when retries are spent or Retry-After is too long', async () => {
    const primary = new ScriptedModel([{ error: httpError(503) }, { error: httpError(503) }])
    const limited = new ScriptedModel([{ error: httpError(429, '3600') }])
    const backup = new ScriptedModel([{ text: 'hello from backup' }])
    const model = createFailoverModel(
      [
        { label: 'primary', model: primary },
        { label: 'limited', model: limited },
        { label: 'backup', model: backup },
      ],
      fast,
    )
    const events: string[] = []
    const run = createEngine({ model }).session().send('hi')
    run.on('usage', (event) => events.push(event.model))
    expect((await run.result).text).toBe('hello from backup')
    expect([primary.callCount, limited.callCount, backup.callCount]).toEqual([2, 1, 1])
    expect(events).toEqual(['backup'])
  })

  it('surfaces a non-retryable error at once, typed, without trying other models', async () => {
    const primary = new ScriptedModel([{ error: httpError(401) }])
    const backup = new ScriptedModel([{ text: 'never' }])
    const model = createFailoverModel(
      [
        { label: 'primary', model: primary },
        { label: 'backup', model: backup },
      ],
      fast,
    )
    const result = await createEngine({ model }).session().send('hi').result
    expect(result.error).toMatchObject({ code: 'model_rejected', statusCode: 401, retryable: false })
    expect(backup.callCount).toBe(0)
  })

  it('reports every attempt when the whole chain is unavailable', async () => {
    const a = new ScriptedModel([{ error: httpError(500) }, { error: httpError(500) }])
    const b = new ScriptedModel([{ error: httpError(502) }, { error: httpError(502) }])
    const model = createFailoverModel(
      [
        { label: 'a', model: a },
        { label: 'b', model: b },
      ],
      fast,
    )
    const result = await createEngine({ model }).session().send('hi').result
    expect(result.error).toMatchObject({ code: 'model_unavailable', retryable: true })
    expect((result.error as unknown as { attempts: unknown[] }).attempts).toHaveLength(4)
  })

  it('fails over when the first chunk does not arrive in time', async () => {
    const slow = new ScriptedModel([{ hang: 'start' }])
    const backup = new ScriptedModel([{ text: 'fast answer' }])
    const model = createFailoverModel(
      [
        { label: 'slow', model: slow },
        { label: 'backup', model: backup },
      ],
      { ...fast, retry: { retriesPerModel: 0 }, firstChunkTimeoutMs: 30 },
    )
    const result = await createEngine({ model }).session().send('hi').result
    expect(result.text).toBe('fast answer')
    expect(slow.calls[0]!.abortSignal!.aborted).toBe(true)
  })

  it('ends a stream that stalls after output started with a typed timeout, without replaying it elsewhere', async () => {
    const stalling = new ScriptedModel([{ text: 'partial', hang: 'after-text' }])
    const backup = new ScriptedModel([{ text: 'never' }])
    const model = createFailoverModel(
      [
        { label: 'stalling', model: stalling },
        { label: 'backup', model: backup },
      ],
      {
        ...fast,
        stallTimeoutMs: 30,
      },
    )
    const session = createEngine({ model }).session()
    const result = await session.send('hi').result
    expect(result.error).toMatchObject({ code: 'model_timeout', retryable: true })
    expect(backup.callCount).toBe(0)
    expect(session.messages).toHaveLength(1)
  })

  it('stops retrying as soon as the run is aborted', async () => {
    const primary = new ScriptedModel([{ error: httpError(429, '5') }, { text: 'late' }])
    const model = createFailoverModel([{ label: 'primary', model: primary }], {
      retry: { maxRetryAfterMs: 10_000 },
    })
    const run = createEngine({ model }).session().send('hi')
    setTimeout(() => run.abort('user left'), 20)
    const result = await run.result
    expect(result.status).toBe('interrupted')
    expect(primary.callCount).toBe(1)
  })
})
