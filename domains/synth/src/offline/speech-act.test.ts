import { describe, expect, it } from 'vitest'
import { readSpeechAct } from './speech-act.ts'

describe('reading whether a message asks or commands', () => {
  it('reads questions by their mark, their first word or a Chinese question word', () => {
    for (const text of [
      'what happens if I push feedback above 0.9?',
      'how many modules are there',
      'is the delay connected to anything',
      '混响的湿度是多少',
      '振荡器连着扬声器吗',
    ])
      expect(readSpeechAct(text), text).toBe('question')
  })

  it('keeps polite requests and plain commands as commands', () => {
    for (const text of [
      'can you add a reverb after the oscillator?',
      'could you set the delay to 300 ms?',
      '能不能帮我加一个混响？',
      'set the oscillator frequency to 220 Hz',
      '把振荡器改成方波',
      '把音量调这么大',
    ])
      expect(readSpeechAct(text), text).toBe('command')
  })
})
