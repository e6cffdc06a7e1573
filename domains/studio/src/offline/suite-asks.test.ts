import { describe, expect, it } from 'vitest'
import { newProjectDocument } from '../project/new-project.ts'
import { askText } from './asks.ts'
import { readRequest } from './read-request.ts'

const read = (text: string) => readRequest(text, false, newProjectDocument())

describe('a test run asked for with no suite the studio has is asked about, never answered with help text', () => {
  it('names the suites it has, in the request’s language', () => {
    const english = read('kick off the sanity tests')
    expect(english).toMatchObject({ kind: 'ask', ask: { kind: 'which-suite' } })
    if (english.kind === 'ask') expect(askText(english.ask, false)).toContain('headroom')
    const chinese = read('跑一遍冒烟测试')
    expect(chinese).toMatchObject({ kind: 'ask', ask: { kind: 'which-suite' } })
    if (chinese.kind === 'ask') expect(askText(chinese.ask, true)).toContain('还是')
  })

  it('a suite it has still runs, and a seat to measure is still a measurement', () => {
    expect(read('run the latency tests')).toMatchObject({ kind: 'run-tests', suiteId: 'latency' })
    expect(read('测试一下副驾')).toMatchObject({ kind: 'measure', position: 'passenger' })
  })
})
