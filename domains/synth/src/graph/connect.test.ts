import { describe, expect, it } from 'vitest'
import { applyOperation } from './apply-operation.ts'
import type { CanvasSnapshot } from './canvas.ts'
import { canConnect, inferHandles } from './connect.ts'
import { createNode } from './create-node.ts'

function canvasWith(...types: string[]): CanvasSnapshot {
  let canvas: CanvasSnapshot = { nodes: [], edges: [] }
  for (const type of types)
    canvas = applyOperation(canvas, { type: 'ADD_MODULE', node: createNode(canvas, type)! })
  return canvas
}

function connect(canvas: CanvasSnapshot, from: string, to: string, targetHandle?: string): CanvasSnapshot {
  const planned = canConnect(canvas, { moduleId: from }, { moduleId: to, handle: targetHandle })
  if (!planned.ok) throw new Error(planned.reason)
  return applyOperation(canvas, {
    type: 'CONNECT_MODULES',
    edge: planned.edge,
    ...(planned.replaces ? { replacedEdgeId: planned.replaces.id } : {}),
  })
}

const handles = (canvas: CanvasSnapshot, from: string, to: string) => {
  const inferred = inferHandles(canvas, { moduleId: from }, { moduleId: to })
  return inferred.ok ? `${inferred.sourceHandle}->${inferred.targetHandle}` : inferred.code
}

describe('handle inference by port type', () => {
  it('audio out → audio in, never a same-named port of another type', () => {
    const canvas = canvasWith('simpleoscillator', 'reverb', 'speaker', 'oscilloscope')
    // simpleoscillator has a number output called "output"; the reverb's audio input must get audioout.
    expect(handles(canvas, 'simpleoscillator-1', 'reverb-1')).toBe('audioout->input')
    expect(handles(canvas, 'reverb-1', 'speaker-1')).toBe('output->audioInLeft')
    // The oscilloscope takes a number: the oscillator's gain mirror, not its sound.
    expect(handles(canvas, 'simpleoscillator-1', 'oscilloscope-1')).toBe('output->input')
  })

  it('notes go to notes and velocities to velocities', () => {
    let canvas = canvasWith('keyboardinput', 'advancedoscillator')
    expect(handles(canvas, 'keyboardinput-1', 'advancedoscillator-1')).toBe('activeNotes->notes')
    canvas = connect(canvas, 'keyboardinput-1', 'advancedoscillator-1')
    expect(handles(canvas, 'keyboardinput-1', 'advancedoscillator-1')).toBe('activeVelocities->velocities')
  })

  it('a control source takes the first free number input, then the next', () => {
    let canvas = canvasWith('lfo', 'simpleoscillator', 'lfo')
    expect(handles(canvas, 'lfo-1', 'simpleoscillator-1')).toBe('signal->freqMod')
    canvas = connect(canvas, 'lfo-1', 'simpleoscillator-1')
    expect(handles(canvas, 'lfo-2', 'simpleoscillator-1')).toBe('signal->gainMod')
  })

  it('a free speaker channel is preferred, and audio inputs still mix when both are taken', () => {
    let canvas = canvasWith('simpleoscillator', 'simpleoscillator', 'simpleoscillator', 'speaker')
    canvas = connect(canvas, 'simpleoscillator-1', 'speaker-1')
    expect(handles(canvas, 'simpleoscillator-2', 'speaker-1')).toBe('audioout->audioInRight')
    canvas = connect(canvas, 'simpleoscillator-2', 'speaker-1')
    expect(handles(canvas, 'simpleoscillator-3', 'speaker-1')).toBe('audioout->audioInLeft')
  })

  it('reports every refusal with a code', () => {
    const canvas = canvasWith('simpleoscillator', 'speaker', 'lfo')
    expect(handles(canvas, 'speaker-1', 'simpleoscillator-1')).toBe('no_compatible_port')
    expect(handles(canvas, 'lfo-1', 'lfo-1')).toBe('self_connection')
    expect(handles(canvas, 'x', 'lfo-1')).toBe('unknown_module')
    expect(
      inferHandles(canvas, { moduleId: 'simpleoscillator-1', handle: 'freqMod' }, { moduleId: 'speaker-1' }),
    ).toMatchObject({
      code: 'wrong_direction',
    })
    expect(
      inferHandles(canvas, { moduleId: 'lfo-1' }, { moduleId: 'speaker-1', handle: 'center' }),
    ).toMatchObject({
      code: 'unknown_port',
    })
  })
})

describe('connection rules', () => {
  it('a number input takes one source: a named connection replaces the old one', () => {
    let canvas = canvasWith('lfo', 'numberinput', 'sequencer')
    canvas = connect(canvas, 'lfo-1', 'sequencer-1', 'bpm')
    const planned = canConnect(
      canvas,
      { moduleId: 'numberinput-1' },
      { moduleId: 'sequencer-1', handle: 'bpm' },
    )
    expect(planned).toMatchObject({ ok: true, replaces: { source: 'lfo-1', targetHandle: 'bpm' } })
    canvas = connect(canvas, 'numberinput-1', 'sequencer-1', 'bpm')
    expect(canvas.edges.map((edge) => edge.source)).toEqual(['numberinput-1'])
  })

  it('array inputs concatenate: two note sources into one oscillator', () => {
    let canvas = canvasWith('keyboardinput', 'sequencer', 'advancedoscillator')
    canvas = connect(canvas, 'keyboardinput-1', 'advancedoscillator-1', 'notes')
    const planned = canConnect(
      canvas,
      { moduleId: 'sequencer-1' },
      { moduleId: 'advancedoscillator-1', handle: 'notes' },
    )
    expect(planned).toMatchObject({ ok: true })
    expect(planned.ok && planned.replaces).toBeUndefined()
  })

  it('type equality is required', () => {
    const canvas = canvasWith('sequencer', 'reverb')
    expect(
      canConnect(
        canvas,
        { moduleId: 'sequencer-1', handle: 'gate' },
        { moduleId: 'reverb-1', handle: 'input' },
      ),
    ).toMatchObject({
      ok: false,
      code: 'type_mismatch',
    })
  })
})
