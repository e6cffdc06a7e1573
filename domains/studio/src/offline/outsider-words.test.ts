import { describe, expect, it } from 'vitest'
import { newProjectDocument } from '../project/new-project.ts'
import { readRequest } from './read-request.ts'

const project = newProjectDocument()
const read = (text: string) => readRequest(text, false, project)
const setting = (moduleId: string, paramKey: string, value: unknown) => ({
  kind: 'set-param',
  changes: [{ moduleId, paramKey, value }],
})

// Kinds found in our own outsider-style set (eval/outside-style-6.jsonl, issue 41 round 5).
describe('words outsiders use for the chain', () => {
  it('a modifier before a head word several modules share says which one, never the other', () => {
    expect(read('can we knock 1.5 off the top end shelf')).toEqual(setting('highShelf', 'gainDb', -1.5))
    expect(read('bump the top shelf by 2')).toEqual(setting('highShelf', 'gainDb', 2))
    expect(read('cut the bottom shelf 1 dB')).toEqual(setting('lowShelf', 'gainDb', 3))
    // Still asked with nothing to narrow it.
    expect(read('cut the shelf 3 dB')).toMatchObject({ kind: 'ask', ask: { kind: 'which-module' } })
  })

  it('"between A and B" adds after whichever comes first in the chain', () => {
    for (const text of [
      'stick a compressor between the low and high shelves',
      '在高架和低架之间加一个压缩器',
    ])
      expect(read(text)).toMatchObject({ kind: 'add-module', type: 'compressor-v3', after: 'lowShelf' })
  })

  it('the kind added is the one not already in the chain when both are named', () => {
    expect(read('把压缩器加在限幅器前面')).toMatchObject({
      kind: 'add-module',
      type: 'compressor-v3',
      after: 'highShelf',
    })
    expect(read('add 2 dB to the low shelf')).toEqual(setting('lowShelf', 'gainDb', 6))
  })

  it('two neighbours change places; modules apart are asked', () => {
    expect(read('swap the order of the two shelves')).toEqual({
      kind: 'move-module',
      moduleId: 'lowShelf',
      after: 'highShelf',
    })
    expect(read('把输入增益和限幅器的顺序调换一下')).toMatchObject({ kind: 'ask' })
  })

  it('an add with no module kind yields to the measurement said with it', () => {
    expect(read('后排放个粉噪测一下')).toEqual({ kind: 'measure', position: 'rear', signalType: 'pink' })
  })

  it('不要那个…了 removes the module named', () => {
    expect(read('我不要那个次声滤波了')).toEqual({ kind: 'remove-module', moduleId: 'subsonic' })
  })
})

describe('amounts and values in outsiders’ words', () => {
  it('"a couple (of)" is two; "a few" is asked, never guessed', () => {
    expect(read('pull the low shelf back a couple dB')).toEqual(setting('lowShelf', 'gainDb', 2))
    expect(read('lower the ceiling by a couple of dB')).toEqual(setting('limiter', 'ceilingDb', -3))
    expect(read('cut the low shelf a few dB')).toMatchObject({ kind: 'ask', ask: { kind: 'how-much' } })
    expect(read('move the treble shelf corner up an octave')).toEqual(setting('highShelf', 'fc', 16000))
  })

  it('a named choice written as a number is that choice, only with the choice named', () => {
    expect(read('run the limiter at 2x oversampling')).toEqual(setting('limiter', 'oversampling', '2x'))
    expect(read('限幅器过采样改成 2 倍')).toEqual(setting('limiter', 'oversampling', '2x'))
    expect(read('limiter release 2x')).toMatchObject({ kind: 'ask' })
  })

  it('bypass is a switch of every module', () => {
    expect(read('bypass the high shelf')).toEqual(setting('highShelf', 'bypass', true))
    expect(read('高架取消旁路')).toEqual(setting('highShelf', 'bypass', false))
  })
})

// Kinds found in our own second outsider-style set (eval/outside-style-7.jsonl).
describe('shorthand, hedges and questions that ask for an action', () => {
  it('LS/HS shorthand with "@" for the frequency sets both values of that shelf', () => {
    expect(read('HS -1.5dB @ 10k')).toEqual({
      kind: 'set-param',
      changes: [
        { moduleId: 'highShelf', paramKey: 'gainDb', value: -1.5 },
        { moduleId: 'highShelf', paramKey: 'fc', value: 10000 },
      ],
    })
  })

  it('hedges ("or so", 左右) do not stop a reading; seconds are converted', () => {
    expect(read('could you maybe bring the input trim down by 2dB or so')).toEqual(
      setting('inputGain', 'gainDb', -2),
    )
    expect(read('limiter release to 0.3 s')).toEqual(setting('limiter', 'releaseMs', 300))
  })

  it('a filter alignment is named in words; a Linkwitz-Riley stays a replacement', () => {
    expect(read('把次声滤波器改成贝塞尔')).toEqual(setting('subsonic', 'alignment', 'bessel'))
    expect(read('replace the subsonic with a linkwitz-riley filter')).toMatchObject({
      kind: 'replace-module',
    })
  })

  it('"not needed" removes; "as the cabin gets noisier" binds', () => {
    expect(read("limiter's not needed, drop it")).toEqual({ kind: 'remove-module', moduleId: 'limiter' })
    expect(read('make the input gain go up as the cabin gets noisier')).toMatchObject({
      kind: 'bind-signal',
      moduleId: 'inputGain',
      signalName: 'cabin.noise.db',
    })
  })

  it('a question that names a suite to pass runs it; one that asks for code writes it', () => {
    expect(read('does it still pass the clipping tests?')).toMatchObject({
      kind: 'run-tests',
      suiteId: 'headroom',
    })
    expect(read('how would you implement a look-ahead limiter in C++?')).toMatchObject({ kind: 'generate' })
    // A hypothetical stays a question: nothing runs, nothing is written.
    expect(read('what happens if I push the limiter ceiling to 0?')).toMatchObject({ kind: 'answer' })
  })
})

describe('a change whose way is not said, and adds that name no module', () => {
  it('"by N" with no direction is asked which way; a direction said still acts', () => {
    expect(read('trim the input by 1.5')).toMatchObject({ kind: 'ask', ask: { kind: 'how-much' } })
    expect(read('change the low shelf by 2 dB')).toMatchObject({ kind: 'ask', ask: { kind: 'how-much' } })
    expect(read('raise the input by 2')).toEqual(setting('inputGain', 'gainDb', 2))
    expect(read('pad the input 6 dB')).toEqual(setting('inputGain', 'gainDb', -6))
  })

  it('低切 and 超低音 are the high-pass, not the low shelf', () => {
    expect(read('低切 40')).toEqual(setting('subsonic', 'fc', 40))
    expect(read('把超低音切到 30 赫兹')).toEqual(setting('subsonic', 'fc', 30))
  })

  it('"add some air" is more treble; "add a crossover" asks which of the two the catalogue has', () => {
    expect(read('add some air')).toEqual({ kind: 'treble', direction: 'more' })
    expect(read('加点低音')).toEqual({ kind: 'bass', direction: 'more' })
    expect(read('add a crossover')).toEqual({
      kind: 'ask',
      ask: { kind: 'which-module', candidates: ['crossover-2way-v2', 'crossover-3way-v2'] },
    })
  })
})

describe('cause and effect said in other words binds to the signal', () => {
  it.each([
    ['the faster we drive the more low shelf gain', 'lowShelf', 'vehicle.speed'],
    ['raise the input gain with cabin noise', 'inputGain', 'cabin.noise.db'],
    ['let road noise drive the high shelf gain', 'highShelf', 'cabin.noise.db'],
  ])('%s', (text, moduleId, signalName) => {
    expect(read(text)).toMatchObject({ kind: 'bind-signal', moduleId, signalName })
  })
})

describe('XiForge, XiProbe and XiTest asked for in other words', () => {
  it('a panel asked for with any making verb is a panel: its style is asked when unsaid', () => {
    expect(read('make a tuning panel for the limiter')).toMatchObject({
      kind: 'ask',
      ask: { kind: 'which-style' },
    })
    expect(read('design a UI for the compressor in a console style')).toMatchObject({
      kind: 'tuning-ui',
      style: 'studio-console',
    })
  })

  it('a measurement plan, a scaffolded module and "what went wrong" reach their tools', () => {
    expect(read('what should I look at when measuring a tweeter?')).toEqual({
      kind: 'plan-measurement',
      target: 'loudspeaker',
    })
    expect(read('scaffold a new noise gate module')).toMatchObject({ kind: 'generate' })
    expect(read('what went wrong with the regression run?')).toEqual({
      kind: 'why-failed',
      suiteId: 'regression',
    })
  })
})

describe('the way of a change said before its amount', () => {
  it('"a touch more low shelf, like 1 dB" boosts by 1 (it set +1 dB, a 3 dB cut)', () => {
    expect(read('a touch more low shelf, like 1 dB')).toEqual(setting('lowShelf', 'gainDb', 5))
  })
})
