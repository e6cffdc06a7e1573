import { describe, expect, it } from 'vitest'
import { newProjectDocument } from '../project/new-project.ts'
import { readRequest } from './read-request.ts'

const project = newProjectDocument()
const read = (text: string) => readRequest(text, false, project)

// Chain edits and steps said in people's words rather than catalogue ids (issue 41).
describe('chain edits in other words', () => {
  it('a replacement may be named by its kind, in either language', () => {
    expect(read('swap the limiter out for a soft clipper')).toEqual({
      kind: 'replace-module',
      moduleId: 'limiter',
      type: 'soft-clipper-v1',
    })
    expect(read('把限幅器换成压缩器')).toMatchObject({ kind: 'replace-module', type: 'compressor-v3' })
  })

  it('"before" a module places after whatever feeds it', () => {
    expect(read('put the high shelf before the low shelf')).toEqual({
      kind: 'move-module',
      moduleId: 'highShelf',
      after: 'subsonic',
    })
  })

  it('最前面 is the front of the chain, not "before" some module', () => {
    expect(read('加一个噪声门在最前面')).toMatchObject({ kind: 'add-module', after: 'start' })
    expect(read('链路最前面加个 delay-time-alignment-v2')).toMatchObject({
      kind: 'add-module',
      after: 'start',
    })
  })

  it('a step said second but meant first runs first ("run X after you do Y"), and both run', () => {
    const intent = read('run the headroom suite after you drop the ceiling to -3')
    expect(intent).toMatchObject({
      kind: 'steps',
      steps: [
        {
          intent: { kind: 'set-param', changes: [{ moduleId: 'limiter', paramKey: 'ceilingDb', value: -3 }] },
        },
        { intent: { kind: 'run-tests', suiteId: 'headroom' } },
      ],
    })
  })

  it('a step nobody can read stops the whole request, whichever order it was said in', () => {
    expect(read('run the regression after you make it sound expensive')).toMatchObject({ kind: 'ask' })
  })

  it('values said for a module being added are its settings: the "add" is no boost', () => {
    expect(read('add a 1 kHz notch')).toMatchObject({
      kind: 'add-module',
      type: 'notch-v1',
      params: { fc: 1000 },
    })
    expect(read('add a bell at 2k and cut 3 dB')).toMatchObject({ params: { fc: 2000, gainDb: -3 } })
  })

  it('the end of the chain is after its last other module', () => {
    expect(read('move the limiter to the end')).toEqual({
      kind: 'move-module',
      moduleId: 'limiter',
      after: 'highShelf',
    })
    expect(read('take the limiter out of the chain')).toEqual({ kind: 'remove-module', moduleId: 'limiter' })
  })

  it('a request phrased as a question is done; a question about the project is answered', () => {
    expect(read('is it possible to set the limiter ceiling to -2?')).toMatchObject({
      kind: 'set-param',
      changes: [{ moduleId: 'limiter', paramKey: 'ceilingDb', value: -2 }],
    })
    expect(read('is the input muted?')).toMatchObject({ kind: 'answer' })
    expect(read('what would a ratio of 8:1 do here?')).not.toMatchObject({ kind: 'set-param' })
  })
})
