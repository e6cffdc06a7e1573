import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './errors.ts'
import { estimateTokens } from './estimate-tokens.ts'
import { ReplyStream } from './reply-stream.ts'
import { backoffDelay, defaultRetryPolicy } from './sse/backoff.ts'
import { parseArguments, toDelta } from './to-delta.ts'

describe('pure helpers', () => {
  it('Retry-After is read as seconds or as a date', () => {
    expect(parseRetryAfter('3')).toBe(3000)
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4000)).toBe(6000)
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('soon')).toBeUndefined()
  })

  it('backoff grows and stays under its ceiling', () => {
    const policy = { ...defaultRetryPolicy, initialDelayMs: 100, maxDelayMs: 1000 }
    expect(backoffDelay(1, policy, () => 0)).toBe(50)
    expect(backoffDelay(3, policy, () => 1)).toBe(400)
    expect(backoffDelay(30, policy, () => 1)).toBe(1000)
  })

  it('wire events map to deltas; error and interrupted events throw typed errors', () => {
    expect(toDelta({ type: 'delta', content: 'hi' }, 4)).toEqual({ content: 'hi', eventId: 4 })
    expect(
      toDelta({ type: 'tool_call', id: 'c', name: 'n', arguments: '{"a":1}', kind: 'client' }).toolCall,
    ).toEqual({ id: 'c', name: 'n', arguments: { a: 1 }, kind: 'client' })
    expect(() =>
      toDelta({ type: 'error', code: 'max_steps', message: 'too many', retryable: false }),
    ).toThrow(expect.objectContaining({ code: 'max_steps' }))
    expect(() => toDelta({ type: 'interrupted', reason: 'shutdown' })).toThrow(
      expect.objectContaining({ code: 'interrupted' }),
    )
    expect(parseArguments('{broken')).toBe('{broken')
  })

  it('token estimates count CJK characters as tokens and parts by kind', () => {
    expect(
      estimateTokens([{ role: 'user', content: [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }] }]),
    ).toBe(4 + 765)
    expect(estimateTokens([])).toBe(0)
  })

  it('a reply stream can be read once', async () => {
    const stream = new ReplyStream(async function* () {
      yield { content: 'a' }
      yield { content: 'b' }
    })
    expect((await stream.message()).content).toBe('ab')
    expect(() => stream[Symbol.asyncIterator]()).toThrow(
      expect.objectContaining({ code: 'already_consumed' }),
    )
  })
})
