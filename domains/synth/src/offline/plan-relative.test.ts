import { describe, expect, it } from 'vitest'
import type { CanvasNode, CanvasSnapshot } from '../graph/canvas.ts'
import { canvasNode } from '../testing/canvas-fixture.ts'
import { planCommand } from './plan-command.ts'

const node = canvasNode

const canvas = (...nodes: CanvasNode[]): CanvasSnapshot => ({ nodes, edges: [] })

/** The single setting a message comes to, or the problem it asks about. */
const setting = (text: string, on: CanvasSnapshot) => {
  const plan = planCommand(text, on)
  const step = plan.steps.find((candidate) => candidate.kind === 'set')
  return step?.kind === 'set' ? { [step.parameter]: step.value } : { problems: plan.problems }
}

/** Every setting a message comes to, parameter by parameter. */
const settings = (text: string, on: CanvasSnapshot) =>
  Object.fromEntries(
    planCommand(text, on).steps.flatMap((step) =>
      step.kind === 'set' ? [[step.parameter, step.value]] : [],
    ),
  )

describe('changes said against the current value', () => {
  it('moves by the amount said, in the unit said, from the value the canvas holds', () => {
    expect(setting('bring the EQ highs down 6 dB', canvas(node('eq-1', 'eq', { high: 2 })))).toEqual({
      high: -4,
    })
    expect(setting('move the low crossover down 100 Hz', canvas(node('eq-1', 'eq')))).toEqual({
      lowFrequency: 300,
    })
    expect(setting('raise the reverb decay by 1 second', canvas(node('reverb-1', 'reverb')))).toEqual({
      decay: 3,
    })
    expect(setting('延迟时间加 50 毫秒', canvas(node('delay-1', 'delay')))).toEqual({ delayTime: 0.3 })
  })

  it('multiplies by a factor and takes a small step when no amount is said', () => {
    expect(setting('double the delay time', canvas(node('delay-1', 'delay', { delayTime: 0.3 })))).toEqual({
      delayTime: 0.6,
    })
    expect(setting('混响再湿一点', canvas(node('reverb-1', 'reverb')))).toEqual({ wet: 0.6 })
    expect(setting('turn the speaker down a bit', canvas(node('speaker-1', 'speaker')))).toEqual({
      level: -15,
    })
    // Envelope times are log-scaled: a small step is half again, not a tenth of five seconds.
    expect(setting('a bit more attack', canvas(node('advancedoscillator-1', 'advancedoscillator')))).toEqual({
      attack: 0.3,
    })
  })

  it('stays within the range', () => {
    expect(
      setting(
        'make the oscillator louder',
        canvas(node('simpleoscillator-1', 'simpleoscillator', { gain: 1.95 })),
      ),
    ).toEqual({
      gain: 2,
    })
  })

  it('sets outright when the value follows "to", and asks when the module is not clear', () => {
    expect(setting('lower the delay feedback to 0.2', canvas(node('delay-1', 'delay')))).toEqual({
      feedback: 0.2,
    })
    // Several volumes: the output's level is the patch's volume (module-amounts.json volumeOwner).
    expect(
      setting('louder', canvas(node('simpleoscillator-1', 'simpleoscillator'), node('speaker-1', 'speaker'))),
    ).toEqual({ level: -9 })
    expect(
      setting(
        'louder',
        canvas(
          node('simpleoscillator-1', 'simpleoscillator'),
          node('simpleoscillator-2', 'simpleoscillator'),
        ),
      ),
    ).toEqual({ problems: ['Which module do you mean?'] })
  })

  it('reads a speed or length said of no module as the one module that holds such a parameter', () => {
    const sequencer = canvas(node('sequencer-1', 'sequencer'), node('reverb-1', 'reverb'))
    expect(setting('a touch zippier please', sequencer)).toEqual({ problems: expect.anything() })
    expect(setting('a touch quicker please', sequencer)).toEqual({ bpm: 140 })
    expect(setting('a bit faster', sequencer)).toEqual({ bpm: 140 })
    expect(setting('慢一点', canvas(node('lfo-1', 'lfo')))).toEqual({ rate: 0.9 })
    // The delay's time runs against speed: "faster" alone never moves it.
    expect(setting('faster', canvas(node('delay-1', 'delay')))).toEqual({ problems: expect.anything() })
    // Two modules with a length: which one is asked.
    expect(setting('a little longer', canvas(node('delay-1', 'delay'), node('reverb-1', 'reverb')))).toEqual({
      problems: ['Which module do you mean?'],
    })
  })

  it('reads one amount per parameter in one clause, each with its own direction', () => {
    expect(
      settings("lower the eq's mid by 2 dB and boost the highs 4 dB", canvas(node('eq-1', 'eq'))),
    ).toEqual({
      mid: -2,
      high: 4,
    })
    expect(settings('中频减2分贝，高频加4分贝', canvas(node('eq-1', 'eq')))).toEqual({ mid: -2, high: 4 })
    expect(setting('more reverb', canvas(node('reverb-1', 'reverb')))).toEqual({ wet: 0.6 })
    expect(setting('give me more reverb', canvas(node('reverb-1', 'reverb')))).toEqual({ wet: 0.6 })
    expect(setting('a longer delay', canvas(node('delay-1', 'delay')))).toEqual({ delayTime: 0.35 })
  })
})

describe('musical words for amounts: intervals, a delay that is slower, panning', () => {
  const twoOscillators = canvas(
    node('simpleoscillator-1', 'simpleoscillator', { freq: 200 }),
    node('simpleoscillator-2', 'simpleoscillator', { freq: 300 }),
  )

  it('reads an interval as a pitch shift in semitones', () => {
    // A perfect fourth is 5 semitones: 300 Hz × 2^(5/12) ≈ 400 Hz.
    expect(setting('take the second oscillator up a fourth', twoOscillators)).toEqual({ freq: 400 })
    // A perfect fifth is 7 semitones: 200 Hz × 2^(7/12) ≈ 300 Hz.
    expect(setting('把第一个振荡器升高纯五度', twoOscillators)).toEqual({ freq: 300 })
    expect(setting('drop the first oscillator down a minor third', twoOscillators)).toEqual({ freq: 168 })
  })

  it('keeps ordinals as ordinals where no interval closes the clause', () => {
    expect(planCommand('remove the fifth oscillator', twoOscillators).steps).toEqual([])
    const added = planCommand('add a third oscillator', twoOscillators).steps
    expect(added).toEqual([{ kind: 'add', index: 0, type: 'simpleoscillator' }])
  })

  it('makes a delay slower by lengthening its time, and faster by shortening it', () => {
    const echo = canvas(node('delay-1', 'delay', { delayTime: 0.5 }))
    const time = (text: string) => settings(text, echo).delayTime
    expect(time('slow down the delay')).toBeGreaterThan(0.5)
    expect(time('回声慢一点')).toBeGreaterThan(0.5)
    expect(time('a faster delay please')).toBeLessThan(0.5)
  })

  it('pans by words to the speaker balance', () => {
    const out = canvas(node('speaker-1', 'speaker', { balance: 0.4 }))
    expect(setting('pan the speaker all the way left', out)).toEqual({ balance: -1 })
    expect(setting('balance a touch to the right', out)).toEqual({ balance: 0.25 })
    expect(setting('声像稍微偏左', out)).toEqual({ balance: -0.25 })
    expect(setting('扬声器声像居中', out)).toEqual({ balance: 0 })
  })
})

describe('complaints: an excess taken back, a lack made up', () => {
  const chain = canvas(
    node('simpleoscillator-1', 'simpleoscillator'),
    node('delay-1', 'delay'),
    node('reverb-1', 'reverb'),
    node('speaker-1', 'speaker'),
  )

  it('moves the parameter the other way from the word said with "too" or 太', () => {
    expect(setting('the reverb is too wet', chain)).toEqual({ wet: 0.4 })
    expect(setting('混响太干了', chain)).toEqual({ wet: 0.6 })
    expect(setting('the delay time is a bit too long', chain)).toEqual({ delayTime: 0.15 })
    expect(setting('振荡器太吵了', chain)).toEqual({ gain: 0.8 })
    expect(setting('声音太小了', chain)).toEqual({ level: -9 })
  })

  it('reads an effect’s loudness as its amount, since it has no volume of its own', () => {
    expect(setting('the delay is too loud', chain)).toEqual({ wet: 0.4 })
    expect(setting('把混响尾巴拉长一点', chain)).toEqual({ decay: 3 })
  })
})
