import { describe, expect, it } from 'vitest'
import { read } from './read.ts'
import { lexicon } from './test-fixtures/lexicon.ts'

const act = (text: string) => {
  const reading = read(text, lexicon)
  return reading.social ? `${reading.act}:${reading.social}` : reading.act
}

describe('speech acts', () => {
  it('reads actions as commands, polite or not', () => {
    expect(act('加两袋燕麦')).toBe('command')
    expect(act('could you add rice?')).toBe('command')
    expect(act('能不能帮我去掉红茶')).toBe('command')
  })

  it('reads questions about state as questions, even with an action word in them', () => {
    expect(act('篮子里有几样东西')).toBe('question')
    expect(act("what's in the basket")).toBe('question')
    expect(act('is the echo on?')).toBe('question')
    expect(act('what happens if I set the gain above 9 db?')).toBe('question')
  })

  it('reads small talk by kind', () => {
    expect(act('多谢')).toBe('social:thanks')
    expect(act('hey there')).toBe('social:greeting')
    expect(act('ok thanks, nothing else')).toBe('social:done')
    expect(act('tell me a joke')).toBe('social:chitchat')
  })

  it('reads what the domain cannot do as out of scope, before any action', () => {
    expect(act('我要退款')).toBe('out_of_scope')
    expect(act('get my money back for the oats')).toBe('out_of_scope')
  })

  it('reads a bare thing or pointer as a command and unknown text as out of scope', () => {
    expect(act('大米')).toBe('command')
    expect(act('第二个')).toBe('command')
    expect(act('周末去哪儿爬山')).toBe('question')
    expect(act('blorp wibble')).toBe('out_of_scope')
  })
})
