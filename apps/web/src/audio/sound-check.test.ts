import { type CanvasSnapshot, createNode } from '@mindwire/synth/graph'
import { describe, expect, it } from 'vitest'
import type { StudioWords } from '../app/studio-words.ts'
import EN from '../app/words/en.json' with { type: 'json' }
import ZH from '../app/words/zh.json' with { type: 'json' }
import { soundCheck, soundCheckText } from './sound-check.ts'

/** A canvas from modules (id = type-1) and connections written `from.port>to.port`. */
function canvas(types: string[], wires: string[], params: Record<string, Record<string, unknown>> = {}) {
  const nodes = types.map((type) => {
    const node = createNode({ nodes: [], edges: [] }, type)!
    return {
      ...node,
      id: `${type}-1`,
      name: type,
      enabled: true,
      params: { ...node.params, ...params[type] },
    }
  })
  const edges = wires.map((wire) => {
    const [from, to] = wire.split('>') as [string, string]
    const [source, sourceHandle] = from.split('.') as [string, string]
    const [target, targetHandle] = to.split('.') as [string, string]
    return { id: wire, source, sourceHandle, target, targetHandle }
  })
  return { nodes, edges } as CanvasSnapshot
}

const STEPS = JSON.stringify([{ note: 'A1', velocity: 0.8, duration: '8n' }])

describe('what ▶ will do with a canvas', () => {
  it('plays a free-running oscillator through an effect, and a sequencer with steps', () => {
    expect(
      soundCheck(
        canvas(
          ['simpleoscillator', 'reverb', 'speaker'],
          ['simpleoscillator-1.audioout>reverb-1.input', 'reverb-1.output>speaker-1.audioInLeft'],
        ),
      ),
    ).toEqual({ kind: 'plays' })
    const bass = canvas(
      ['sequencer', 'advancedoscillator', 'speaker'],
      [
        'sequencer-1.activeNotes>advancedoscillator-1.notes',
        'advancedoscillator-1.audioout>speaker-1.audioInLeft',
      ],
      { sequencer: { sequence: STEPS } },
    )
    expect(soundCheck(bass)).toEqual({ kind: 'plays' })
  })

  it('names what is missing: the speaker, a source into it, notes, steps; a keyboard waits for keys', () => {
    expect(soundCheck(canvas(['simpleoscillator'], []))).toMatchObject({ reason: 'no_speaker' })
    expect(soundCheck(canvas(['simpleoscillator', 'speaker'], []))).toMatchObject({ reason: 'no_source' })
    const silent = ['advancedoscillator-1.audioout>speaker-1.audioInLeft']
    expect(soundCheck(canvas(['advancedoscillator', 'speaker'], silent))).toEqual({
      kind: 'missing',
      reason: 'no_notes',
      module: 'advancedoscillator',
    })
    const empty = canvas(
      ['sequencer', 'advancedoscillator', 'speaker'],
      ['sequencer-1.activeNotes>advancedoscillator-1.notes', ...silent],
    )
    expect(soundCheck(empty)).toMatchObject({ reason: 'empty_sequence', module: 'sequencer' })
    const pad = canvas(
      ['keyboardinput', 'advancedoscillator', 'speaker'],
      ['keyboardinput-1.activeNotes>advancedoscillator-1.notes', ...silent],
    )
    expect(soundCheck(pad)).toEqual({ kind: 'keys', module: 'keyboardinput' })
    expect(soundCheckText(soundCheck(pad), ZH as StudioWords)).toMatch(/键盘/)
    expect(soundCheckText(soundCheck(empty), ZH as StudioWords)).toMatch(/没有音符/)
    expect(soundCheckText(soundCheck(empty), EN as StudioWords)).toBe(
      'The sequencer “sequencer” has no notes: add a few steps in its control panel',
    )
  })
})
