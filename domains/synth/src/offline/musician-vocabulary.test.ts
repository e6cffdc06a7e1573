import { describe, expect, it } from 'vitest'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { canvasEdge, canvasNode } from '../testing/canvas-fixture.ts'
import { planCommand } from './plan-command.ts'

/** A chain oscillator → EQ → delay → reverb → speaker, every module at its defaults. */
const chain: CanvasSnapshot = {
  nodes: [
    canvasNode('simpleoscillator-1', 'simpleoscillator'),
    canvasNode('eq-1', 'eq'),
    canvasNode('delay-1', 'delay'),
    canvasNode('reverb-1', 'reverb'),
    canvasNode('speaker-1', 'speaker'),
  ],
  edges: [
    canvasEdge('simpleoscillator-1', 'audioout', 'eq-1', 'input'),
    canvasEdge('eq-1', 'output', 'delay-1', 'input'),
    canvasEdge('delay-1', 'output', 'reverb-1', 'input'),
    canvasEdge('reverb-1', 'output', 'speaker-1', 'audioInLeft'),
  ],
}

const poly: CanvasSnapshot = {
  nodes: [canvasNode('advancedoscillator-1', 'advancedoscillator'), canvasNode('lfo-1', 'lfo')],
  edges: [],
}

/** The plan as short text: each step (kind, module, parameter = value), or the question it asks. */
function plan(text: string, on: CanvasSnapshot): string {
  const read = planCommand(text, on)
  if (read.steps.length === 0) return read.answer ?? `ask: ${read.problems.join(' / ')}`
  return read.steps
    .map((step) => {
      if (step.kind === 'set') {
        const target = step.target.kind === 'existing' ? step.target.id : step.target.type
        return `set ${target}.${step.parameter}=${JSON.stringify(step.value)}`
      }
      if (step.kind === 'delete' && step.target.kind === 'existing') return `delete ${step.target.id}`
      if (step.kind === 'add') return `add ${step.type}`
      return step.kind
    })
    .join(', ')
}

describe("musicians' words, read from the vocabulary files", () => {
  it.each([
    // Jargon for parameters, units and values.
    ['bring the filter cutoff up to 3k', 'set eq-1.highFrequency=3000'],
    ['set the room size to 5 seconds', 'set reverb-1.decay=5'],
    ['set the echo repeats to 0.7', 'set delay-1.feedback=0.7'],
    ['change the wave shape to square', 'set simpleoscillator-1.waveform="square"'],
    ['master volume -6 dB', 'set speaker-1.level=-6'],
    ['截止频率降到800', 'set eq-1.lowFrequency=800'],
    // A change said against a module itself: its amount, its length.
    ['more reverb please', 'set reverb-1.wet=0.6'],
    ['less delay', 'set delay-1.wet=0.4'],
    ['longer reverb', 'set reverb-1.decay=3'],
    ['把混响调大一点', 'set reverb-1.wet=0.6'],
    ['roll off some highs', 'set eq-1.high=-3'],
    // Notes by name are their frequency; note lengths are seconds at the canvas's tempo (120 without a sequencer).
    ['tune the oscillator to A2', 'set simpleoscillator-1.freq=110'],
    ['振荡器调到中央C', 'set simpleoscillator-1.freq=261.63'],
    ['sync the delay to dotted eighths', 'set delay-1.delayTime=0.375'],
    ['延迟时间改成一个四分音符', 'set delay-1.delayTime=0.5'],
    // Arrows and 进 chain modules already on the canvas.
    ['oscillator > eq', 'connect'],
    // Values bound to the module they are said with; several steps in order.
    [
      'set the oscillator to 220 Hz and the reverb wet to 0.3',
      'set simpleoscillator-1.freq=220, set reverb-1.wet=0.3',
    ],
    [
      '把振荡器频率提高一个八度，然后把混响湿度调到百分之三十',
      'set simpleoscillator-1.freq=880, set reverb-1.wet=0.3',
    ],
    // Bulk changes only with a word for "all".
    ['remove all the effects', 'delete eq-1, delete delay-1, delete reverb-1'],
    ['断开所有连接', 'disconnect, disconnect, disconnect, disconnect'],
    ['scrap the delay', 'delete delay-1'],
    ['make the oscillator a bit higher', 'set simpleoscillator-1.freq=490'],
    [
      'turn everything off',
      'set simpleoscillator-1.enabled=false, set eq-1.enabled=false, set delay-1.enabled=false, set reverb-1.enabled=false, set speaker-1.enabled=false',
    ],
  ])('%s', (text, expected) => {
    expect(plan(text, chain)).toBe(expected)
  })

  it('asks instead of guessing: a kind of module without "all", two changes with one amount', () => {
    const twoEffects: CanvasSnapshot = { nodes: chain.nodes.slice(1, 4), edges: [] }
    expect(plan('remove the effects', twoEffects)).toMatch(/^ask: .*All of them, or which one\?/)
    expect(plan('octave up and a bit of detune', poly)).toMatch(/^ask: /)
  })

  it("the envelope is the oscillator's own; max and min are the range's ends", () => {
    expect(plan('envelope attack 0.5 seconds', poly)).toBe('set advancedoscillator-1.attack=0.5')
    expect(plan('lfo depth to max', poly)).toBe('set lfo-1.depth=1')
    expect(plan('add an envelope', poly)).toMatch(/^ask: /)
  })

  it('answers whether a module is on from the canvas, and builds a titled list from empty', () => {
    expect(plan('is the delay on?', chain)).toBe('delay-1 (delay-1) is on.')
    expect(plan('build a simple synth: oscillator into a speaker', { nodes: [], edges: [] })).toBe(
      'add simpleoscillator, add speaker, connect, connect',
    )
  })
})

describe('note lengths follow the canvas’s tempo', () => {
  it('reads an eighth note at the sequencer’s bpm', () => {
    const slow: CanvasSnapshot = {
      nodes: [canvasNode('sequencer-1', 'sequencer', { bpm: 100 }), canvasNode('delay-1', 'delay')],
      edges: [],
    }
    expect(plan('set the delay to an eighth note', slow)).toBe('set delay-1.delayTime=0.3')
  })
})
