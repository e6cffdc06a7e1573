import { describe, expect, it } from 'vitest'
import { normalize } from './normalize.ts'
import { type SpeechAct, speechActOf } from './speech-act.ts'

// Our own wording: each line a request and the act it performs.
const CASES: ReadonlyArray<readonly [string, SpeechAct]> = [
  ['后备箱是关着的吗', 'question'],
  ['座椅加热开了没有', 'question'],
  ['主驾窗户有没有关', 'question'],
  ['风速现在几挡', 'question'],
  ['氛围灯是什么颜色', 'question'],
  ['天窗是开着还是关着的', 'question'],
  ['现在是制冷还是制热', 'question'],
  ['are the windows closed?', 'question'],
  ["what's the fan speed", 'question'],
  ['温度调高两度', 'command'],
  ['帮我把后备箱关了吗', 'command'],
  ['could you close the windows', 'command'],
  ['打开自动雨刮', 'command'],
  ['把风量调到几挡都行', 'command'],
  // A time that only describes what to play is no rule.
  ['放点开车的时候听的歌', 'command'],
  ['假如车里温度超过三十度就开空调', 'conditional'],
  ['等到了高速上以后把车窗关上', 'conditional'],
  ['倒车的时候音乐声音小一点', 'conditional'],
  ['车速一快天窗自动关上', 'conditional'],
  ['turn the seat heating on if it gets cold', 'conditional'],
]

describe('speech acts: questions and rules for later are told apart from commands', () => {
  it.each(CASES)('%s → %s', (text, expected) => {
    expect(speechActOf(normalize(text))).toBe(expected)
  })
})
