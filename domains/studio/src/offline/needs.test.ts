import { describe, expect, it } from 'vitest'
import { newProjectDocument } from '../project/new-project.ts'
import { readRequest } from './read-request.ts'

const project = newProjectDocument()
const read = (text: string) => readRequest(text, false, project)

// A need said of a module kind (issue 41): a kind the chain lacks is added where said; a kind it has is the
// module there is, never a second one; a plan asked for is never a measurement run.
describe('needs and plans said as statements', () => {
  it('adds a kind the chain lacks, at the place said', () => {
    expect(read('I need a noise gate at the front of the chain')).toMatchObject({
      kind: 'add-module',
      type: 'gate-expander-v1',
      after: 'start',
    })
    expect(read('这里缺一个压缩器')).toMatchObject({ kind: 'add-module', type: 'compressor-v3' })
  })

  it('reads a need of a kind the chain has as its module: the subsonic high-pass gets the value', () => {
    expect(read('we need a high-pass at 80 Hz')).toEqual({
      kind: 'set-param',
      changes: [{ moduleId: 'subsonic', paramKey: 'fc', value: 80 }],
    })
  })

  it('never runs a measurement when a plan is asked for', () => {
    expect(read('帮我规划一下测量方案')).not.toMatchObject({ kind: 'measure' })
    expect(read('测一下后排')).toMatchObject({ kind: 'measure', position: 'rear' })
  })
})
