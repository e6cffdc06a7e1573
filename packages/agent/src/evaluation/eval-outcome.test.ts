import { describe, expect, it } from 'vitest'
import { judgeOutcome, type OutcomeFacts } from './eval-outcome.ts'
import { replyKind } from './reply-kind.ts'

const nothingDone: OutcomeFacts = {
  exact: false,
  expectsNoCall: false,
  anyCall: false,
  changed: false,
  changesAsked: false,
  reply: '',
}

describe('the shared outcome taxonomy', () => {
  it('counts an exact reading as correct', () => {
    expect(
      judgeOutcome({ ...nothingDone, exact: true, anyCall: true, changed: true, changesAsked: true }),
    ).toBe('correct')
  })

  it('counts a change the case did not ask for as a wrong action, a wrong value included', () => {
    expect(judgeOutcome({ ...nothingDone, anyCall: true, changed: true, changesAsked: false })).toBe(
      'wrong_action',
    )
  })

  it('counts even a read-only call as wrong where the case expects no call at all', () => {
    expect(judgeOutcome({ ...nothingDone, expectsNoCall: true, anyCall: true })).toBe('wrong_action')
  })

  it('counts a question or a plain refusal with nothing changed as asked, a canned statement as missed', () => {
    expect(judgeOutcome({ ...nothingDone, reply: '调低架还是加一个参量 EQ？' })).toBe('asked')
    expect(judgeOutcome({ ...nothingDone, reply: 'Sorry, I cannot book trains.' })).toBe('asked')
    expect(judgeOutcome({ ...nothingDone, reply: 'I can build chains and tune parameters.' })).toBe('missed')
  })

  it('does not call the asked-for calls with a wrong order or a missing read a wrong action', () => {
    expect(judgeOutcome({ ...nothingDone, anyCall: true, changed: true, changesAsked: true })).toBe('missed')
  })
})

describe('replyKind', () => {
  it('reads questions, refusals and statements in both languages', () => {
    expect(replyKind('要打开哪个车窗')).toBe('question')
    expect(replyKind('Which filter did you mean?')).toBe('question')
    expect(replyKind('这个功能暂不支持')).toBe('cannot')
    expect(replyKind('Done: the ceiling is now -1 dB.')).toBe('statement')
    expect(replyKind('   ')).toBe('statement')
  })
})
