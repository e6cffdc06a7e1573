import { ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import type { Message } from '../messages/message.ts'
import { compactHistory, withSummary } from './compact-history.ts'
import { countPrompt, surelyWithin } from './count-history.ts'
import { compactionCut, historyBlocks } from './split-history.ts'
import { estimateCounter, loadO200kCounter } from './token-counter.ts'

/** A conversation of `turns` turns, each a request, a tool call with its result, and an answer. */
function conversation(turns: number, filler = 'x'.repeat(400)): Message[] {
  const history: Message[] = []
  for (let t = 0; t < turns; t++) {
    history.push({ role: 'user', content: `request ${t} ${filler}` })
    history.push({
      role: 'assistant',
      content: '',
      toolCalls: [{ id: `c${t}`, name: 'lookup', args: { t } }],
    })
    history.push({ role: 'tool', toolCallId: `c${t}`, toolName: 'lookup', output: { t, filler } })
    history.push({ role: 'assistant', content: `answer ${t}` })
  }
  return history
}

function everyCallHasItsResult(history: readonly Message[]): boolean {
  const results = new Set(history.flatMap((m) => (m.role === 'tool' ? [m.toolCallId] : [])))
  const calls = history.flatMap((m) => (m.role === 'assistant' ? (m.toolCalls ?? []).map((c) => c.id) : []))
  return calls.every((id) => results.has(id)) && [...results].every((id) => calls.includes(id))
}

describe('token counting', () => {
  it('estimates o200k counts within 0.6×–1.6× per text and 20 % on average', async () => {
    const o200k = await loadO200kCounter()
    const samples = [
      '把空调调到24度，然后播放周杰伦的晴天',
      'Set the filter cutoff to 800 Hz and connect the LFO to the oscillator frequency input.',
      '低频 80Hz 附近有 6dB 过冲，建议降低 LowShelfEQ.gain 从 +8dB 到 +2dB',
      '{"name":"control_window","arguments":{"position":"all","action":"open"}}',
      '我的车还剩多少电，续航还有多少公里',
      'The quick brown fox jumps over the lazy dog. It was 3:45 pm on 2024-05-01.',
      '你是一个智能汽车座舱助手，名叫"小智"。你的职责是：理解用户的自然语言指令，将其转化为车辆控制操作。',
    ]
    const ratios = samples.map((text) => estimateCounter.count(text) / o200k.count(text))
    for (const ratio of ratios) expect(ratio).toBeGreaterThan(0.6)
    for (const ratio of ratios) expect(ratio).toBeLessThan(1.6)
    const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length
    expect(Math.abs(mean - 1)).toBeLessThan(0.2)
  })

  it('estimates a token per CJK ideograph, kana, hangul or fullwidth form and one per four other characters', () => {
    expect(estimateCounter.count('')).toBe(0)
    expect(estimateCounter.count('把空调调到24度')).toBe(6 + 1)
    expect(estimateCounter.count('カタカナ 한국어 ＡＢ')).toBe(4 + 3 + 2 + 1)
    expect(estimateCounter.count('set cutoff to 800 Hz')).toBe(5)
    // Built the way a system prompt is, by replacing a slot: counted like the same text written out.
    const built = 'state: {{slot}} 状态'.replace('{{slot}}', () => JSON.stringify({ 温度: 22, on: true }))
    expect(estimateCounter.count(built)).toBe(estimateCounter.count(`${built}`.split('').join('')))
  })

  it('answers "surely within" only where the count agrees, and asks for a count where the bound cannot say', () => {
    const history = conversation(3)
    const texts = [
      '',
      '把空调调到24度',
      'カタカナ 한국어 ＡＢ',
      'x'.repeat(5000),
      `你好${'状态'.repeat(2000)}`,
    ]
    for (const system of texts) {
      const exact = countPrompt(system, history, estimateCounter)
      expect(estimateCounter.count(system)).toBeLessThanOrEqual(estimateCounter.atMost!(system))
      // Never "within" past the exact count's limit…
      expect(surelyWithin(system, history, estimateCounter, exact - 1)).toBe(false)
      // …and within wherever the limit leaves room for one token per character.
      expect(surelyWithin(system, history, estimateCounter, exact + system.length)).toBe(true)
    }
    const words = { name: 'words', count: (text: string) => text.split(/\s+/).length }
    expect(surelyWithin('a b c', history, words, 1_000_000)).toBe(false)
  })

  it('counts a history that grows, is copied or is compacted as a count from scratch would', () => {
    const words = { name: 'words', count: (text: string) => text.split(' ').length }
    // From scratch: each message counted anew, with no history ever seen before.
    const fresh = (history: readonly Message[]) =>
      countPrompt('', structuredClone(history) as Message[], estimateCounter)
    const history = conversation(2)
    expect(countPrompt('', history, estimateCounter)).toBe(fresh(history))
    // The next request's copy of the session, grown by a turn.
    const next = [...history, ...conversation(3, '晴天'.repeat(50)).slice(8)]
    expect(countPrompt('', next, estimateCounter)).toBe(fresh(next))
    // Compaction: a summary message first, the last turns kept.
    const compacted: Message[] = [{ role: 'user', content: 'summary of earlier turns' }, ...next.slice(-4)]
    expect(countPrompt('', compacted, estimateCounter)).toBe(fresh(compacted))
    // A history that begins otherwise, or holds the same message at another place, or is shorter, anew.
    const rewritten: Message[] = [{ role: 'user', content: 'another start '.repeat(40) }, ...next.slice(1)]
    expect(countPrompt('', rewritten, estimateCounter)).toBe(fresh(rewritten))
    const shifted = [history[0]!, ...next.slice(2)]
    expect(countPrompt('', shifted, estimateCounter)).toBe(fresh(shifted))
    expect(countPrompt('', next.slice(0, 5), estimateCounter)).toBe(fresh(next.slice(0, 5)))
    // Another counter keeps counts of its own.
    expect(countPrompt('', next, words)).toBe(countPrompt('', structuredClone(next) as Message[], words))
  })
})

describe('splitting history', () => {
  it('groups an assistant message with the results of its calls', () => {
    const blocks = historyBlocks(conversation(2))
    expect(blocks.map((b) => b.map((m) => m.role).join('+'))).toEqual([
      'user',
      'assistant+tool',
      'assistant',
      'user',
      'assistant+tool',
      'assistant',
    ])
  })

  it('never cuts between a call and its result, whatever the budget', () => {
    const history = conversation(6)
    for (let budget = 0; budget < 3000; budget += 37) {
      for (const keep of [1, 2, 3, 10]) {
        const cut = compactionCut(history, keep, budget, (m) => countPrompt('', [m], estimateCounter))
        expect(history[cut]?.role).not.toBe('tool')
        expect(everyCallHasItsResult(history.slice(cut))).toBe(true)
      }
    }
  })

  it('keeps the last N turns when they fit', () => {
    const history = conversation(6)
    const cut = compactionCut(history, 2, 1e9, () => 1)
    expect(history.slice(cut)).toEqual(history.slice(16))
  })
})

describe('compaction', () => {
  it('does nothing under the threshold', async () => {
    const model = new ScriptedModel([])
    const result = await compactHistory({
      system: 'sys',
      summary: undefined,
      history: conversation(2),
      policy: { maxTokens: 100_000 },
      model,
      signal: new AbortController().signal,
    })
    expect(result).toBeUndefined()
    expect(model.callCount).toBe(0)
  })

  it('keeps the system prompt and the last turns verbatim and summarises the rest with the model', async () => {
    const model = new ScriptedModel([
      { text: 'The person made requests 0–3; lookups returned their numbers.' },
    ])
    const history = conversation(6)
    const result = await compactHistory({
      system: 'You are the cockpit assistant.',
      summary: undefined,
      history,
      policy: { maxTokens: 1000, reserveTokens: 200, keepTurns: 2 },
      model,
      signal: new AbortController().signal,
    })
    expect(result).toBeDefined()
    expect(result!.history).toEqual(history.slice(-result!.history.length))
    expect(result!.history[0]!.role).toBe('user')
    expect(everyCallHasItsResult(result!.history)).toBe(true)
    expect(result!.summary).toContain('requests 0–3')
    expect(result!.tokensAfter).toBeLessThan(result!.tokensBefore)
    expect(result!.tokensAfter).toBeLessThanOrEqual(800)
    const summaryRequest = model.calls[0]!.prompt.at(-1)!
    expect(JSON.stringify(summaryRequest)).toContain('request 0')
    expect(withSummary('You are the cockpit assistant.', result!.summary)).toContain(
      'Summary of the earlier conversation',
    )
  })

  it('drops old turns with a note when the summarizer fails, instead of failing the run', async () => {
    const model = new ScriptedModel([{ error: new Error('model down') }])
    const result = await compactHistory({
      system: '',
      summary: 'earlier: the person likes 22 degrees',
      history: conversation(6),
      policy: { maxTokens: 1000, reserveTokens: 200, keepTurns: 1 },
      model,
      signal: new AbortController().signal,
    })
    expect(result!.warning).toMatch(/model down/)
    expect(result!.summary).toContain('22 degrees')
    expect(result!.summary).toMatch(/dropped/)
  })
})
