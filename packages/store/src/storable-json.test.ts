import { describe, expect, it } from 'vitest'
import { storableJson, storableText } from './storable-json.ts'
import { describeEachDriver, uid } from './testing/driver-suite.ts'

describe('storableJson', () => {
  it('replaces NUL and lone surrogates, in values and keys, with U+FFFD', () => {
    const value = { 'k\u0000': ['a\u0000b', 'x\ud800y', '\udfff', 'pair 😀'] }
    expect(JSON.parse(storableJson(value))).toEqual({
      'k\ufffd': ['a\ufffdb', 'x\ufffdy', '\ufffd', 'pair 😀'],
    })
  })

  it('leaves escaped backslashes and other control characters as they are', () => {
    const value = ['\\u0000', '\\\u0000', '\\\\ud800', '\u0001\t']
    expect(JSON.parse(storableJson(value))).toEqual(['\\u0000', '\\\ufffd', '\\\\ud800', '\u0001\t'])
  })

  it('storableText does the same for a text column', () => {
    expect(storableText('a\u0000\ud800b😀')).toBe('a\ufffd\ufffdb😀')
    expect(storableText('plain')).toBe('plain')
  })
})

describeEachDriver('text a tool or model produced, written through the store', (fixture) => {
  it('is stored with U+FFFD in place of what PostgreSQL refuses, on every write path', async () => {
    const tenantId = uid('tenant')
    const session = await fixture.store.sessions.create({
      tenantId,
      app: 'a',
      state: { note: 'x\u0000\ud800' },
    })
    expect(session.state).toEqual({ note: 'x\ufffd\ufffd' })
    await fixture.store.checkpointer.save({
      sessionId: session.id,
      runId: 'r1',
      step: 0,
      snapshot: {
        id: session.id,
        messages: [
          {
            role: 'tool',
            content: [
              {
                type: 'tool-result',
                toolCallId: 'c',
                toolName: 't',
                output: { type: 'text', value: 'err \u0000 \udc00' },
              },
            ],
          },
        ] as never,
        pending: [],
        usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
        summary: 'sum\u0000',
      },
      savedAt: Date.now(),
    })
    const loaded = await fixture.store.checkpointer.load(session.id)
    expect(JSON.stringify(loaded?.snapshot.messages)).toContain('err \ufffd \ufffd')
    expect(loaded?.snapshot.summary).toBe('sum\ufffd')
  })
})
