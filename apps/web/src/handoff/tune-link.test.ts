import { describe, expect, it } from 'vitest'
import { handbackMessage, incomingHandback, tuningStudioPath } from './tune-link.ts'

describe('the synth studio’s links to and from the tuning studio', () => {
  it('opens XiTune on this origin with the session and the intent, nothing else', () => {
    expect(tuningStudioPath('s-9')).toBe('/tune/xi-tune?intent=auto-tune&sessionId=s-9')
  })

  it('reads a handback from the page’s query; without a session or an intent there is none', () => {
    expect(incomingHandback('?sessionId=s-9&intent=tuning-completed&handoff=h-1&revision=4')).toEqual({
      sessionId: 's-9',
      intent: 'tuning-completed',
      handoffId: 'h-1',
    })
    expect(incomingHandback('?sessionId=s-9&intent=measured')).toEqual({
      sessionId: 's-9',
      intent: 'measured',
    })
    expect(incomingHandback('?sessionId=s-9')).toBeUndefined()
    expect(incomingHandback('')).toBeUndefined()
  })

  it('says the tuning result with its figures when they are there', () => {
    expect(
      handbackMessage('tuning-completed', { maxDeviationBeforeDb: '5.3', maxDeviationAfterDb: 2.8 }),
    ).toContain('5.3 → 2.8 dB')
    expect(handbackMessage('tuning-completed', {})).not.toContain('dB')
    expect(handbackMessage('measured')).toContain('measured')
  })
})
