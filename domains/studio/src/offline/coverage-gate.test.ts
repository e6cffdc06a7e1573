import { describe, expect, it } from 'vitest'
import { newProjectDocument } from '../project/new-project.ts'
import { askText } from './asks.ts'
import { readRequest } from './read-request.ts'

const project = newProjectDocument()
const read = (text: string) => readRequest(text, false, project)

describe('the studio coverage gate', () => {
  it('changes the project when every content word is accounted for', () => {
    expect(read('把低架增益设成 2dB')).toMatchObject({ kind: 'set-param' })
    expect(read('set the limiter ceiling to -2 dB')).toMatchObject({ kind: 'set-param' })
  })

  it('changes nothing when a word is left unexplained, and names it in the request language', () => {
    const english = read('set the limiter ceiling to -2 dB like my uncle prefers it')
    expect(english).toMatchObject({ kind: 'ask', ask: { kind: 'unexplained' } })
    if (english.kind !== 'ask') throw new Error('expected a question')
    expect(askText(english.ask, false)).toContain('uncle')
    const chinese = read('把低架增益设成 2dB，照着隔壁老王的车来')
    expect(chinese).toMatchObject({ kind: 'ask', ask: { kind: 'unexplained' } })
  })

  it('forgives what the reader forgives: a module id with a small typo is the module', () => {
    expect(read('limitter 的 ceiling 设成 -0.5')).toMatchObject({ kind: 'set-param' })
  })

  it('leaves reads alone: a question is answered, whatever its words', () => {
    expect(read('低架现在的增益是多少？')).toMatchObject({ kind: 'answer' })
  })
})
