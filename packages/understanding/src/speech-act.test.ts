import { describe, expect, it } from 'vitest'
import { read } from './read.ts'
import { lexicon, shown } from './test-fixtures/lexicon.ts'

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

  it('marks the state a question asks about, and only on a question', () => {
    const asks = (text: string) => read(text, lexicon).clauses.map((clause) => clause.asks)
    expect(asks('how many did you show me')).toEqual([undefined])
    expect(asks('how many things you showed me were cheap?')).toEqual(['shown'])
    expect(asks('刚才看的有几个')).toEqual(['shown'])
    expect(asks('篮子里有几样东西')).toEqual(['basket'])
    // A domain phrase that asks by itself makes a question though it swallows the question word.
    expect(asks('上周花了多少')).toEqual(['bought'])
    // Said as a request, the same words ask for nothing: the state is only named.
    expect(asks('add the second one you showed me')).toEqual([undefined])
    expect(read('add the second one you showed me', lexicon, { candidates: shown }).act).toBe('command')
  })

  it('reads small talk by kind', () => {
    expect(act('多谢')).toBe('social:thanks')
    expect(act('hey there')).toBe('social:greeting')
    expect(act('ok thanks, nothing else')).toBe('social:done')
    expect(act('tell me a joke')).toBe('social:chitchat')
    expect(act('在不在')).toBe('social:greeting')
  })

  it('reads small talk said as a question (在吗, 在不在) inside a request as a question', () => {
    expect(act('那袋燕麦还在吗')).toBe('question')
    expect(act('燕麦还在不在')).toBe('question')
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
