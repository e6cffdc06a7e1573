import { describe, expect, it } from 'vitest'
import type { ProjectDocument } from '../chain/chain.ts'
import { newProjectDocument } from '../project/new-project.ts'
import { readRequest } from './read-request.ts'

// The default project (subsonic 25 Hz order 2 of 1…8, limiter release 100 ms by its default) with a
// compressor added at its catalogue defaults (ratio 3:1, threshold -20 dB, attack 10 ms).
function project(): ProjectDocument {
  const document = newProjectDocument()
  document.chain.modules.push({ id: 'comp', type: 'compressor-v3', params: {} })
  return document
}
const read = (text: string, document = project()) => readRequest(text, false, document)
const change = (moduleId: string, paramKey: string, value: number | boolean) => ({
  kind: 'set-param',
  changes: [{ moduleId, paramKey, value }],
})

describe('a direction with no amount on a non-band parameter (vocabulary/relative-steps.json)', () => {
  it('times move by ×/÷ 1.5 with their own words, either language', () => {
    expect(read('make the limiter release faster')).toEqual(change('limiter', 'releaseMs', 66.7))
    expect(read('限幅器的释放时间慢一点')).toEqual(change('limiter', 'releaseMs', 150))
    expect(read('compressor attack a bit shorter')).toEqual(change('comp', 'attackMs', 6.67))
  })

  it('Q by ×/÷ 1.4, ratio by 1, threshold by 3 dB, order by 2 clamped to its range', () => {
    expect(read('narrow the Q on the low shelf')).toMatchObject({ changes: [{ paramKey: 'q' }] })
    const q = read('narrow the Q on the low shelf')
    const wide = read('widen the low shelf q')
    expect(q.kind === 'set-param' && wide.kind === 'set-param').toBe(true)
    if (q.kind === 'set-param' && wide.kind === 'set-param')
      expect((q.changes[0]!.value as number) / (wide.changes[0]!.value as number)).toBeCloseTo(1.96, 2)
    expect(read('compressor ratio higher')).toEqual(change('comp', 'ratio', 4))
    expect(read('lower the compressor threshold')).toEqual(change('comp', 'thresholdDb', -23))
    expect(read('a gentler slope on the subsonic')).toEqual(change('subsonic', 'order', 1))
  })

  it('a parameter already at the end of its range in that way is asked, not set to itself', () => {
    expect(read('a steeper slope on the subsonic')).toEqual(change('subsonic', 'order', 4))
    const gentlest = project()
    gentlest.chain.modules.find((module) => module.id === 'subsonic')!.params.order = 1
    expect(read('a gentler slope on the subsonic', gentlest)).not.toMatchObject({ kind: 'set-param' })
  })

  it('a word that is no way for the parameter, or both ways, is asked', () => {
    // "faster" says nothing of a frequency; "more attack" nothing of whether the time grows.
    expect(read('make the subsonic frequency faster')).toMatchObject({ kind: 'ask' })
    expect(read('a bit more attack on the compressor')).toMatchObject({ kind: 'ask' })
    expect(read('release faster and slower')).not.toMatchObject({ kind: 'set-param' })
  })

  it("a kind's own way word names the module's one parameter of that kind; several, or a general word, ask", () => {
    expect(read('a steeper subsonic please')).toEqual(change('subsonic', 'order', 4))
    expect(read('make the limiter faster')).toEqual(change('limiter', 'releaseMs', 66.7))
    // A compressor has an attack and a release; "sharper" fits a filter's Q and its order.
    expect(read('make the compressor faster')).not.toMatchObject({ kind: 'set-param' })
    expect(read('a sharper subsonic')).not.toMatchObject({ kind: 'set-param' })
    // "lower" is a general way: it names no time of the limiter; "gentler" names no one compressor setting.
    expect(read('lower the limiter')).not.toMatchObject({ changes: [{ paramKey: 'releaseMs' }] })
    expect(read('make the compressor gentler')).not.toMatchObject({ kind: 'set-param' })
  })

  it('a parameter several modules have is asked which module', () => {
    expect(read('make the release faster')).toMatchObject({ kind: 'ask', ask: { kind: 'which-module' } })
  })
})

describe('a module switched off or on (vocabulary/module-switches.json)', () => {
  it('is its bypass when one module is meant', () => {
    const plain = newProjectDocument()
    expect(read('disable the subsonic', plain)).toEqual(change('subsonic', 'bypass', true))
    expect(read('enable the limiter', plain)).toEqual(change('limiter', 'bypass', false))
    expect(read('把限幅器关掉', plain)).toEqual(change('limiter', 'bypass', true))
    expect(read('把限幅器打开', plain)).toEqual(change('limiter', 'bypass', false))
  })

  it('a switch of the module named beside it stays that switch; two modules are asked', () => {
    const plain = newProjectDocument()
    expect(read('disable the true peak', plain)).toEqual(change('limiter', 'truePeak', false))
    expect(read('mute the input', plain)).toEqual(change('inputGain', 'mute', true))
    expect(read('turn off the shelf', plain)).toMatchObject({ kind: 'ask', ask: { kind: 'which-module' } })
  })
})

describe('a value asked for as a polite question', () => {
  it('acts; the same value asked about the state only answers', () => {
    const plain = newProjectDocument()
    expect(read('can the release be 150 ms?', plain)).toEqual(change('limiter', 'releaseMs', 150))
    expect(read('could the release be 150 ms?', plain)).toEqual(change('limiter', 'releaseMs', 150))
    expect(read('限幅器的释放能设成 200 毫秒吗？', plain)).toEqual(change('limiter', 'releaseMs', 200))
    expect(read('is the release 150 ms?', plain)).toMatchObject({ kind: 'answer' })
    expect(read('can the release be longer?', plain)).not.toMatchObject({ kind: 'set-param' })
  })
})
