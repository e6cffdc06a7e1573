import { describe, expect, it } from 'vitest'
import { speechAct } from './speech-act.ts'

describe('the speech act of a request', () => {
  it.each([
    ['what happens if I push the ceiling to -6?', 'hypothetical'],
    ['如果把低架提到 10dB 会怎样？', 'hypothetical'],
    ['低架现在增益多少？', 'question'],
    ['限幅器的天花板是多少', 'question'],
    ['how many modules are in the chain', 'question'],
    ['is the low shelf boosting?', 'question'],
    ['can you lower the high shelf by 2 dB?', 'command'],
    ['能把低架降 2dB 吗？', 'command'],
    ['set the limiter ceiling to -2', 'command'],
    ['is it possible to set the limiter ceiling to -2?', 'command'],
    ['maybe drop the low shelf by 1 dB?', 'command'],
    ['how about the low shelf at 3 dB?', 'command'],
    ['is the input muted?', 'question'],
    ['drop the high shelf 2 dB?', 'command'],
    ['把低架降 2dB？', 'command'],
    ['should I cut the low shelf?', 'question'],
    ['低架降多少合适？', 'question'],
    ['do a measurement at the passenger seat', 'command'],
  ])('%s → %s', (text, act) => {
    expect(speechAct(text)).toBe(act)
  })
})
