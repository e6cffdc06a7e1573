import { describe, expect, it } from 'vitest'
import { newProjectDocument } from '../project/new-project.ts'
import { askText } from './asks.ts'
import { readRequest } from './read-request.ts'
import { judgementIn } from './value-judgements.ts'

// The default project: lowShelf +4 dB at 120 Hz, highShelf 0 dB at 8 kHz, subsonic 25 Hz order 2,
// limiter ceiling -1 dB (release 100 ms and look-ahead 1.5 ms by the catalogue's defaults).
const project = newProjectDocument()
const read = (text: string) => readRequest(text, false, project)
/** What the engine says back when it neither acts nor answers. */
const said = (text: string) => {
  const intent = read(text)
  if (intent.kind === 'ask') return askText(intent.ask, /[\u4e00-\u9fff]/.test(text))
  if (intent.kind === 'answer') return intent.text
  return intent.kind
}

describe('a value judged without an amount (vocabulary/value-judgements.json)', () => {
  it('reads which way a judgement points, and none when it points both ways', () => {
    expect(judgementIn('release 100 毫秒太短了')).toBe('up')
    expect(judgementIn('the low shelf corner is a bit high')).toBe('down')
    expect(judgementIn('the subsonic filter is too gentle')).toBe('either')
    expect(judgementIn('too high here, too low there')).toBeUndefined()
    expect(judgementIn('set the release to 200 ms')).toBeUndefined()
  })

  it('asks by how much, naming the parameter, its value now and the way it would go', () => {
    expect(said('release 100 毫秒太短了')).toBe('limiter.releaseMs 现在是 100 ms，要升多少？')
    expect(said('the low shelf corner is a bit high')).toBe(
      'lowShelf.fc is 120 Hz now: by how much should it go down?',
    )
    expect(said('the limiter ceiling is too high')).toBe(
      'limiter.ceilingDb is -1 dB now: by how much should it go down?',
    )
    expect(said('the Q of the low shelf is too narrow')).toBe(
      'lowShelf.q is 0.707 now: by how much should it go up?',
    )
  })

  it('asks which parameter when the judgement names a module only, and which module when several fit', () => {
    expect(said('the limiter is too gentle')).toBe(
      'Which parameter of limiter: ceilingDb, lookaheadMs or releaseMs?',
    )
    expect(said('the gain is too high')).toContain('inputGain, lowShelf or highShelf?')
    // A complaint whose step is on another module than the one judged is a question, not that step.
    expect(read('the low shelf is too loud').kind).toBe('ask')
  })

  it('keeps a complaint the data has a step for, on the module it names', () => {
    expect(read('latency is too high for the chime')).toMatchObject({
      kind: 'complaint',
      changes: [{ moduleId: 'limiter', paramKey: 'lookaheadMs', value: 0.75 }],
    })
  })
})

describe('a reply that neither acts nor answers is a specific question', () => {
  it('a module named with no change asks which of its parameters, and shows the state', () => {
    const reply = said('can you tweak the low shelf')
    expect(reply).toMatch(/^Which parameter of lowShelf: fc, gainDb, slopeS or q\? Now: lowShelf/)
    expect(said('限幅器再调一下')).toMatch(/^limiter 的哪个参数：ceilingDb 还是 lookaheadMs/)
  })

  it('with no module or parameter to name, it still says plainly that it changed nothing', () => {
    expect(said('make the chain sound better')).toMatch(
      /^I did not understand what to change, so nothing changed\. Now: /,
    )
    expect(said('the release')).toMatch(/^limiter\.releaseMs is 100 ms now: should it go up or down/)
  })

  it('a parameter named with neither way nor amount asks both', () => {
    expect(said('adjust the ceiling')).toBe(
      'limiter.ceilingDb is -1 dB now: should it go up or down, and by how much? I have not changed anything.',
    )
  })

  it('"no longer needed" said with a "do not" is a removal; "do not remove" and 别删 stay negations', () => {
    expect(read("I don't need the input gain module anymore").kind).toBe('remove-module')
    expect(read("don't remove the limiter").kind).toBe('answer')
    expect(read('别删限幅器').kind).toBe('answer')
  })
})
