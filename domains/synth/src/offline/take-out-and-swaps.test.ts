import { describe, expect, it } from 'vitest'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { canvasEdge, canvasNode } from '../testing/canvas-fixture.ts'
import { planCommand } from './plan-command.ts'

/** keyboard → poly synth → EQ → reverb → speaker (both channels), every module at its defaults. */
const patch: CanvasSnapshot = {
  nodes: [
    canvasNode('keyboardinput-1', 'keyboardinput'),
    canvasNode('advancedoscillator-1', 'advancedoscillator'),
    canvasNode('eq-1', 'eq'),
    canvasNode('reverb-1', 'reverb'),
    canvasNode('speaker-1', 'speaker'),
  ],
  edges: [
    canvasEdge('keyboardinput-1', 'activeNotes', 'advancedoscillator-1', 'notes'),
    canvasEdge('advancedoscillator-1', 'audioout', 'eq-1', 'input'),
    canvasEdge('eq-1', 'output', 'reverb-1', 'input'),
    canvasEdge('reverb-1', 'output', 'speaker-1', 'audioInLeft'),
    canvasEdge('reverb-1', 'output', 'speaker-1', 'audioInRight'),
  ],
}

/** Each step in a few words (kind, module, parameter = value, a link's ends), or the question asked. */
function plan(text: string, on: CanvasSnapshot = patch): string {
  const read = planCommand(text, on)
  if (read.steps.length === 0) return read.answer ?? `ask: ${read.problems.join(' / ')}`
  const name = (ref: { kind: string; id?: string; type: string }) =>
    ref.kind === 'existing' ? ref.id : `new ${ref.type}`
  return read.steps
    .map((step) => {
      if (step.kind === 'set')
        return `set ${name(step.target)}.${step.parameter}=${JSON.stringify(step.value)}`
      if (step.kind === 'delete') return `delete ${name(step.target)}`
      if (step.kind === 'add') return `add ${step.type}`
      if (step.kind === 'connect') return `link ${name(step.from)}→${name(step.to)}`
      return step.kind
    })
    .join(', ')
}

describe('taking a module out, swapping one for another', () => {
  it('"take X out" deletes it and joins what fed it to what it fed', () => {
    expect(plan('take the reverb out')).toBe('link eq-1→speaker-1, link eq-1→speaker-1, delete reverb-1')
  })

  it('"out" elsewhere in a sentence deletes nothing', () => {
    expect(plan('check out the reverb')).not.toContain('delete')
  })

  it('a deletion followed by its own step deletes only what the deletion named', () => {
    expect(plan('rip the EQ out of the chain and set the reverb wet to 0.2')).toBe(
      'link advancedoscillator-1→reverb-1, delete eq-1, set reverb-1.wet=0.2',
    )
  })

  it('"use X instead of Y" puts the new module in the old one\'s place', () => {
    expect(plan('use a delay instead of the reverb')).toBe(
      'add delay, delete reverb-1, link eq-1→new delay, link new delay→speaker-1, link new delay→speaker-1',
    )
    expect(plan('用延迟代替混响')).toMatch(/^add delay, delete reverb-1/)
  })

  it('换成 with a value after it is a setting, and a later clause keeps its own module', () => {
    expect(plan('把复音振荡器换成方波，然后把混响湿度调到0.4')).toBe(
      'set advancedoscillator-1.waveform="square", set reverb-1.wet=0.4',
    )
  })
})

describe('amounts in the unit said, factors on a volume', () => {
  it('a pitch amount in cents moves the detune, whatever the direction word', () => {
    expect(plan('tune the poly down 9 cents')).toBe('set advancedoscillator-1.detune=-9')
  })

  it('doubling or halving a level in dB moves it by 6 dB, never past the other way', () => {
    expect(plan('double the speaker level')).toBe('set speaker-1.level=-6')
    expect(plan('halve the speaker level')).toBe('set speaker-1.level=-18')
  })

  it('a half step is one semitone, "twice as fast" a factor on the speed', () => {
    expect(plan('bring the poly synth up a half step')).toBe('set advancedoscillator-1.semi=1')
    const lfo: CanvasSnapshot = { nodes: [canvasNode('lfo-1', 'lfo')], edges: [] }
    expect(plan('make the lfo twice as fast', lfo)).toBe('set lfo-1.rate=2')
  })

  it('an integer after its parameter word is its value even when a module word follows', () => {
    const crusher: CanvasSnapshot = { nodes: [canvasNode('bitcrusher-1', 'bitcrusher')], edges: [] }
    expect(plan('bits 3 on the crusher', crusher)).toBe('set bitcrusher-1.bits=3')
  })

  it('a parameter word that names its module (混响时间) resolves on that module', () => {
    expect(plan('混响时间减半')).toBe('set reverb-1.decay=1')
  })
})

describe('building on an empty canvas, more of a module there', () => {
  const empty: CanvasSnapshot = { nodes: [], edges: [] }

  it('a connect word naming a module not said before builds that module too', () => {
    expect(plan('放一个振荡器，再连到扬声器', empty)).toBe(
      'add simpleoscillator, add speaker, link new simpleoscillator→new speaker, link new simpleoscillator→new speaker',
    )
    expect(plan('create an oscillator and route it to the output', empty)).toBe(
      'add simpleoscillator, add speaker, link new simpleoscillator→new speaker, link new simpleoscillator→new speaker',
    )
  })

  it('a small amount right after an add verb, of a module there, is more of it', () => {
    expect(plan('再加一点混响')).toBe('set reverb-1.wet=0.6')
    expect(plan('add a little delay')).toBe('add delay')
  })
})
