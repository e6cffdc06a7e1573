import { describe, expect, it } from 'vitest'
import { buildCanvas } from './build-canvas.ts'
import { compareCanvas } from './compare-canvas.ts'
import type { CaseCanvas } from './eval-case.ts'
import { unchangedExpectation } from './expected-values.ts'
import { unwantedChanges } from './unwanted-changes.ts'

const start: CaseCanvas = {
  modules: [
    { id: 'simpleoscillator-1', type: 'simpleoscillator' },
    { id: 'speaker-1', type: 'speaker' },
  ],
  connections: ['simpleoscillator-1.audioout->speaker-1.audioInLeft'],
}

const withReverb: CaseCanvas = {
  modules: [...start.modules, { id: 'new-rev', type: 'reverb', params: { wet: 0.3 } }],
  connections: ['simpleoscillator-1.audioout->new-rev.input', 'new-rev.output->speaker-1.audioInLeft'],
}

/** The start with a reverb inserted, its id whatever the agent chose. */
function inserted(id: string, wet: number) {
  return buildCanvas({
    modules: [...start.modules, { id, type: 'reverb', params: { wet } }],
    connections: [`simpleoscillator-1.audioout->${id}.input`, `${id}.output->speaker-1.audioInLeft`],
  })
}

describe('comparing a final canvas with the expected one', () => {
  it('matches an added module by type and values whatever its id', () => {
    expect(compareCanvas(buildCanvas(start), inserted('reverb-7', 0.3), withReverb)).toEqual({
      exact: true,
      problems: [],
    })
  })

  it('names the value that differs and the connections that are missing', () => {
    expect(compareCanvas(buildCanvas(start), inserted('reverb-7', 0.5), withReverb).problems).toEqual([
      'new-rev.wet = 0.5, expected 0.3',
    ])
    const unwired = buildCanvas({ ...start, modules: withReverb.modules })
    expect(compareCanvas(buildCanvas(start), unwired, withReverb).problems[0]).toMatch(/^connections differ/)
  })

  it('takes ranges and options for timbre requests and ignores unlisted values of a loose module', () => {
    const loose: CaseCanvas = {
      ...start,
      modules: [
        {
          id: 'simpleoscillator-1',
          type: 'simpleoscillator',
          loose: true,
          params: { freq: { min: 40, max: 110 } },
        },
        start.modules[1]!,
      ],
    }
    const final = buildCanvas({
      ...start,
      modules: [{ ...start.modules[0]!, params: { freq: 60, gain: 0.5 } }, start.modules[1]!],
    })
    expect(compareCanvas(buildCanvas(start), final, loose).exact).toBe(true)
  })

  it('lists what changed although the case wanted the canvas unchanged', () => {
    const begin = buildCanvas(start)
    const final = buildCanvas({
      modules: [
        { id: 'simpleoscillator-1', type: 'simpleoscillator', params: { freq: 300 } },
        start.modules[1]!,
        { id: 'x', type: 'lfo' },
      ],
      connections: [],
    })
    expect(unwantedChanges(begin, final, unchangedExpectation(begin))).toEqual([
      'changed simpleoscillator-1.freq 440 → 300',
      'added 1 lfo too many',
      'disconnected simpleoscillator-1.audioout->speaker-1.audioInLeft',
    ])
  })
})
