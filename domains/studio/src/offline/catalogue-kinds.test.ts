import { describe, expect, it } from 'vitest'
import { newProjectDocument } from '../project/new-project.ts'
import { readRequest } from './read-request.ts'

const project = newProjectDocument()
const read = (text: string) => readRequest(text, false, project)

// The kinds the hand-written list leaves out are named by the catalogue's own titles and keywords.
describe('module kinds named by the catalogue', () => {
  it('a module the hand-written kinds leave out is added by its catalogue name, in either language', () => {
    expect(read('add a multiband compressor after the input gain')).toMatchObject({
      kind: 'add-module',
      type: 'multiband-compressor-v2',
      after: 'inputGain',
    })
    expect(read('加个回声消除')).toMatchObject({ kind: 'add-module', type: 'aec-nlms-v3' })
    expect(read('swap the limiter for a multiband compressor')).toMatchObject({
      kind: 'replace-module',
      type: 'multiband-compressor-v2',
    })
  })

  it('a word two modules share names neither: which one is asked, never guessed', () => {
    expect(read('加个分频器')).toMatchObject({
      kind: 'ask',
      ask: { kind: 'which-module', candidates: ['crossover-2way-v2', 'crossover-3way-v2'] },
    })
  })

  it('a keyword the studio reads as something else stays that (pink noise measures)', () => {
    expect(read('后排放个粉红噪声测一下')).toEqual({ kind: 'measure', position: 'rear', signalType: 'pink' })
  })
})
