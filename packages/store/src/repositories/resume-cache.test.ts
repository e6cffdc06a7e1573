import type { Checkpoint, Message } from '@mindwire/agent'
import { describe, expect, it } from 'vitest'
import { ResumeCache } from './resume-cache.ts'

const usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 }
const text = (chars: number): Message => ({ role: 'user', content: 'x'.repeat(chars) })
const checkpoint = (sessionId: string, messages: Message[]): Checkpoint => ({
  sessionId,
  runId: 'r',
  step: 1,
  savedAt: 0,
  snapshot: { id: sessionId, messages, pending: [], usage },
})

describe('the resume cache', () => {
  it('drops the least recently used session beyond its session count', () => {
    const cache = new ResumeCache(2, 1_000_000)
    for (const id of ['a', 'b']) cache.set(id, { checkpoint: checkpoint(id, [text(1)]), lastSeq: 1 })
    cache.get('a')
    cache.set('c', { checkpoint: checkpoint('c', [text(1)]), lastSeq: 1 })
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true])
  })

  it('drops sessions while their histories together pass the size bound, growth included', () => {
    const cache = new ResumeCache(100, 3_000)
    const first = [text(1_000)]
    cache.set('a', { checkpoint: checkpoint('a', first), lastSeq: 1 })
    cache.set('b', { checkpoint: checkpoint('b', [text(1_000)]), lastSeq: 1 })
    expect(cache.has('a')).toBe(true)
    // a's history grows by one long message: the two no longer fit, and b was used least recently.
    cache.get('a')
    cache.noteCheckpoint(checkpoint('a', [...first, text(1_500)]))
    expect([cache.has('a'), cache.has('b')]).toEqual([true, false])
    cache.noteCheckpoint(checkpoint('a', [...first, text(1_500), text(1_000)]))
    expect(cache.size).toBe(0)
  })
})
