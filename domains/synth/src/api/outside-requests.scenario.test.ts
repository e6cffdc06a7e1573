import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { canvasEdge, canvasNode } from '../testing/canvas-fixture.ts'
import { sayOverHttp } from '../testing/say-over-http.ts'
import { type SynthTestServer, startSynthServer } from '../testing/synth-test-server.ts'

let t: SynthTestServer
// PGlite and the server start slowly on a shared machine.
beforeAll(async () => {
  t = await startSynthServer()
}, 120_000)
afterAll(() => t?.close())

/** One message over HTTP on a canvas, every confirmation accepted: the session's final canvas and the reply. */
const say = (state: CanvasSnapshot, message: string) => sayOverHttp(t, state, message)

const edge = canvasEdge
const toSpeaker = (source: string, handle: string) => [
  edge(source, handle, 'speaker-1', 'audioInLeft'),
  edge(source, handle, 'speaker-1', 'audioInRight'),
]
const wiresOf = (canvas: CanvasSnapshot) =>
  canvas.edges.map((e) => `${e.source}.${e.sourceHandle}->${e.target}.${e.targetHandle}`)
const paramOf = (canvas: CanvasSnapshot, id: string, parameter: string) =>
  canvas.nodes.find((node) => node.id === id)?.params[parameter]

const oscReverbSpeaker = (): CanvasSnapshot => ({
  nodes: [
    canvasNode('simpleoscillator-1', 'simpleoscillator'),
    canvasNode('reverb-1', 'reverb'),
    canvasNode('speaker-1', 'speaker'),
  ],
  edges: [edge('simpleoscillator-1', 'audioout', 'reverb-1', 'input'), ...toSpeaker('reverb-1', 'output')],
})
const twoOscillators = (): CanvasSnapshot => ({
  nodes: [
    canvasNode('simpleoscillator-1', 'simpleoscillator'),
    canvasNode('simpleoscillator-2', 'simpleoscillator'),
  ],
  edges: [],
})

describe('outside requests over real HTTP with the offline engine (issue 41)', () => {
  it('removes one module and closes the chain when told to keep the rest connected', async () => {
    const { canvas } = await say(
      oscReverbSpeaker(),
      'get rid of the reverb but keep everything else hooked up',
    )
    expect(canvas.nodes.map((node) => node.id)).toEqual(['simpleoscillator-1', 'speaker-1'])
    expect(wiresOf(canvas)).toEqual([
      'simpleoscillator-1.audioout->speaker-1.audioInLeft',
      'simpleoscillator-1.audioout->speaker-1.audioInRight',
    ])
  })

  it('deletes several modules only when told "all"', async () => {
    const plural = await say(twoOscillators(), 'delete the oscillators')
    expect(plural.calls).toEqual([])
    expect(plural.text).toMatch(/simpleoscillator-1.*simpleoscillator-2/)
    const all = await say(twoOscillators(), '把所有振荡器都删掉')
    expect(all.canvas.nodes).toEqual([])
  })

  it('binds each value to the module its ordinal names', async () => {
    const { canvas } = await say(twoOscillators(), 'first oscillator 110, the second 165')
    expect([
      paramOf(canvas, 'simpleoscillator-1', 'freq'),
      paramOf(canvas, 'simpleoscillator-2', 'freq'),
    ]).toEqual([110, 170])
  })

  it('moves a value against what the canvas holds: an amount with its unit, a factor, a small step', async () => {
    const eq: CanvasSnapshot = { nodes: [canvasNode('eq-1', 'eq', { high: 3 })], edges: [] }
    expect(paramOf((await say(eq, '高频再减 4 dB')).canvas, 'eq-1', 'high')).toBe(-1)
    const delay: CanvasSnapshot = { nodes: [canvasNode('delay-1', 'delay', { delayTime: 0.2 })], edges: [] }
    expect(
      paramOf((await say(delay, 'twice as much delay time please')).canvas, 'delay-1', 'delayTime'),
    ).toBe(0.4)
    const reverb: CanvasSnapshot = { nodes: [canvasNode('reverb-1', 'reverb')], edges: [] }
    expect(paramOf((await say(reverb, 'the reverb slightly drier')).canvas, 'reverb-1', 'wet')).toBe(0.4)
  })

  it('builds from an empty canvas in words other than "add"', async () => {
    const { canvas } = await say(
      { nodes: [], edges: [] },
      'I need a keyboard driving a trumpet out to the speaker',
    )
    expect(canvas.nodes.map((node) => node.type)).toEqual(['keyboardinput', 'trumpet', 'speaker'])
    expect(wiresOf(canvas)).toEqual([
      'keyboardinput-1.activeNotes->trumpet-1.notes',
      'keyboardinput-1.activeVelocities->trumpet-1.velocities',
      'trumpet-1.audioout->speaker-1.audioInLeft',
      'trumpet-1.audioout->speaker-1.audioInRight',
    ])
  })

  it('wires a chain said with "via"', async () => {
    const state: CanvasSnapshot = {
      nodes: [
        canvasNode('simpleoscillator-1', 'simpleoscillator'),
        canvasNode('eq-1', 'eq'),
        canvasNode('speaker-1', 'speaker'),
      ],
      edges: [],
    }
    const { canvas } = await say(state, 'send the oscillator via the EQ into the speaker')
    expect(wiresOf(canvas)).toEqual([
      'simpleoscillator-1.audioout->eq-1.input',
      'eq-1.output->speaker-1.audioInLeft',
      'eq-1.output->speaker-1.audioInRight',
    ])
  })

  it('reads units, and says plainly what the filter cannot do', async () => {
    const delay: CanvasSnapshot = { nodes: [canvasNode('delay-1', 'delay')], edges: [] }
    expect(paramOf((await say(delay, 'delay time 120 ms')).canvas, 'delay-1', 'delayTime')).toBe(0.12)
    const eq: CanvasSnapshot = { nodes: [canvasNode('eq-1', 'eq')], edges: [] }
    const slope = await say(eq, 'give the filter a 12 dB/oct slope')
    expect(slope.calls).toEqual([])
    expect(slope.canvas.nodes[0]!.params).toEqual(eq.nodes[0]!.params)
    expect(slope.text).toMatch(/no/)
  })

  it('does every step of a request, in order', async () => {
    const { canvas } = await say(
      oscReverbSpeaker(),
      'switch the reverb off, then set the speaker level to -20 dB',
    )
    expect(canvas.nodes.find((node) => node.id === 'reverb-1')?.enabled).toBe(false)
    expect(paramOf(canvas, 'speaker-1', 'level')).toBe(-20)
  })

  it('answers questions about the canvas from the canvas and never edits on a question', async () => {
    const count = await say(oscReverbSpeaker(), 'how many modules do I have?')
    expect(count.calls).toEqual([])
    expect(count.text).toContain('3 modules')
    const value = await say(
      { nodes: [canvasNode('reverb-1', 'reverb', { decay: 4.5 })], edges: [] },
      '混响衰减现在是多少？',
    )
    expect(value.text).toContain('4.5')
    const loud = await say(oscReverbSpeaker(), 'how loud is the speaker?')
    expect([loud.calls, loud.text]).toEqual([[], expect.stringContaining('level is -12 dB')])
    const hypothetical = await say(oscReverbSpeaker(), 'what would happen if I set the reverb wet to 1?')
    expect(hypothetical.canvas).toEqual(oscReverbSpeaker())
  })

  it('leaves the canvas alone on chit-chat and on what it is told not to do', async () => {
    for (const message of ['cool, thanks!', '哈哈，挺好听的', "don't touch the reverb"]) {
      const { canvas, calls } = await say(oscReverbSpeaker(), message)
      expect(
        calls.filter((name) => name !== 'get_module_details'),
        message,
      ).toEqual([])
      expect(canvas, message).toEqual(oscReverbSpeaker())
    }
    const { canvas } = await say(oscReverbSpeaker(), '别删混响，把它关掉就行')
    expect(canvas.nodes.map((node) => [node.id, node.enabled])).toEqual([
      ['simpleoscillator-1', true],
      ['reverb-1', false],
      ['speaker-1', true],
    ])
  })

  it('builds a patch from an empty canvas out of the words that describe the sound', async () => {
    const drone = await say({ nodes: [], edges: [] }, 'I want something slow and ambient that keeps evolving')
    expect(drone.canvas.nodes.map((node) => node.type)).toEqual([
      'simpleoscillator',
      'simpleoscillator',
      'simpleoscillator',
      'reverb',
      'speaker',
    ])
    expect(wiresOf(drone.canvas)).toContain('reverb-1.output->speaker-1.audioInLeft')
    expect(drone.text).toContain('patch-drone')
    const brass = await say({ nodes: [], edges: [] }, '做一个铜管音色')
    expect(wiresOf(brass.canvas)).toEqual([
      'keyboardinput-1.activeNotes->trumpet-1.notes',
      'keyboardinput-1.activeVelocities->trumpet-1.velocities',
      'trumpet-1.audioout->speaker-1.audioInLeft',
      'trumpet-1.audioout->speaker-1.audioInRight',
    ])
  })

  it('reads 开/关 opening a clause, an interval beside another step, and "leave it on" as no change', async () => {
    const switched = await say(oscReverbSpeaker(), '关混响，然后把振荡器频率调到330')
    expect(switched.canvas.nodes.find((node) => node.id === 'reverb-1')?.enabled).toBe(false)
    expect(paramOf(switched.canvas, 'simpleoscillator-1', 'freq')).toBe(330)
    const interval = await say(oscReverbSpeaker(), 'drop the oscillator an octave and switch the reverb off')
    expect(paramOf(interval.canvas, 'simpleoscillator-1', 'freq')).toBe(220)
    expect(interval.canvas.nodes.find((node) => node.id === 'reverb-1')?.enabled).toBe(false)
    const kept = await say(oscReverbSpeaker(), 'leave everything switched on')
    expect(kept.calls).toEqual([])
    expect(kept.canvas).toEqual(oscReverbSpeaker())
  })

  it('takes back what a complaint says is too much', async () => {
    const wet = await say(oscReverbSpeaker(), 'the reverb is way too wet')
    expect(paramOf(wet.canvas, 'reverb-1', 'wet')).toBe(0.4)
    const loud = await say(oscReverbSpeaker(), '振荡器太吵了')
    expect(paramOf(loud.canvas, 'simpleoscillator-1', 'gain')).toBe(0.8)
  })

  it('reads notes by name and note lengths as values', async () => {
    const note = await say(oscReverbSpeaker(), 'tune the oscillator to A2')
    expect(paramOf(note.canvas, 'simpleoscillator-1', 'freq')).toBe(110)
    const delay: CanvasSnapshot = { nodes: [canvasNode('delay-1', 'delay')], edges: [] }
    const synced = await say(delay, '延迟时间设成附点八分音符')
    expect(paramOf(synced.canvas, 'delay-1', 'delayTime')).toBe(0.38)
  })

  it('asks instead of guessing what an unnamed complaint, a bare 都 or a sound beside a stray module means', async () => {
    const loud = await say(oscReverbSpeaker(), '有点太吵了')
    expect(loud.calls).toEqual([])
    expect(loud.canvas).toEqual(oscReverbSpeaker())
    expect(loud.text).toMatch(/reverb-1 的 wet/)
    const all = await say(oscReverbSpeaker(), '都关了吧')
    expect(all.calls).toEqual([])
    expect(all.canvas).toEqual(oscReverbSpeaker())
    expect(all.text).toMatch(/包括扬声器/)
    const brassPad = await say({ nodes: [], edges: [] }, 'a brass pad')
    expect(brassPad.calls).toEqual([])
    expect(brassPad.canvas.nodes).toEqual([])
  })
})
