import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { canvasEdge, canvasNode } from '../testing/canvas-fixture.ts'
import { sayOverHttp } from '../testing/say-over-http.ts'
import { type SynthTestServer, startSynthServer } from '../testing/synth-test-server.ts'

// Requests as a newcomer types them (issue 41, outside-style-4): chat spellings, "make" as the verb,
// a switch said after its module in a later step, ordinals written 1st / 一号, and a deletion that
// keeps the signal whole said in other words. Our own wording, over real HTTP with the offline engine.
let t: SynthTestServer
// PGlite and the server start slowly on a shared machine.
beforeAll(async () => {
  t = await startSynthServer()
}, 120_000)
afterAll(() => t?.close())

const say = (state: CanvasSnapshot, message: string) => sayOverHttp(t, state, message)
const edge = canvasEdge
const toSpeaker = (source: string) => [
  edge(source, 'output', 'speaker-1', 'audioInLeft'),
  edge(source, 'output', 'speaker-1', 'audioInRight'),
]
const nodeOf = (canvas: CanvasSnapshot, id: string) => canvas.nodes.find((node) => node.id === id)
const wiresOf = (canvas: CanvasSnapshot) =>
  canvas.edges.map((e) => `${e.source}.${e.sourceHandle}->${e.target}.${e.targetHandle}`)

const oscDelayReverb = (): CanvasSnapshot => ({
  nodes: [
    canvasNode('simpleoscillator-1', 'simpleoscillator'),
    canvasNode('delay-1', 'delay'),
    canvasNode('reverb-1', 'reverb'),
    canvasNode('speaker-1', 'speaker'),
  ],
  edges: [
    edge('simpleoscillator-1', 'audioout', 'delay-1', 'input'),
    edge('delay-1', 'output', 'reverb-1', 'input'),
    ...toSpeaker('reverb-1'),
  ],
})

describe('casual requests over real HTTP with the offline engine (issue 41)', () => {
  it('deletes only the module of the first step when a later step switches another off', async () => {
    const { canvas } = await say(oscDelayReverb(), 'remove the delay, then switch the reverb off')
    expect(nodeOf(canvas, 'delay-1')).toBeUndefined()
    expect(nodeOf(canvas, 'reverb-1')?.enabled).toBe(false)
  })

  it('switches one module off and moves another when the second step says "make … longer"', async () => {
    const { canvas } = await say(oscDelayReverb(), 'switch off the reverb and make the echo longer')
    expect(nodeOf(canvas, 'reverb-1')?.enabled).toBe(false)
    expect(nodeOf(canvas, 'delay-1')?.enabled).toBe(true)
    expect(nodeOf(canvas, 'delay-1')?.params.delayTime).toBeGreaterThan(0.25)
  })

  it('reads chat spellings as the words they stand for', async () => {
    const { canvas } = await say(oscDelayReverb(), 'can u bring the reverb decay to 3 pls')
    expect(nodeOf(canvas, 'reverb-1')?.params.decay).toBe(3)
  })

  it('binds a value to the oscillator an ordinal written as 2nd or 二号 names', async () => {
    const two: CanvasSnapshot = {
      nodes: [
        canvasNode('simpleoscillator-1', 'simpleoscillator'),
        canvasNode('simpleoscillator-2', 'simpleoscillator'),
      ],
      edges: [],
    }
    const en = await say(two, 'the 2nd osc to 660')
    expect(nodeOf(en.canvas, 'simpleoscillator-2')?.params.freq).toBe(660)
    expect(nodeOf(en.canvas, 'simpleoscillator-1')?.params.freq).not.toBe(660)
    const zh = await say(two, '二号振荡器换成方波')
    expect(nodeOf(zh.canvas, 'simpleoscillator-2')?.params.waveform).toBe('square')
    expect(nodeOf(zh.canvas, 'simpleoscillator-1')?.params.waveform).not.toBe('square')
  })

  it('keeps the signal whole when the deletion says so in other words', async () => {
    const { canvas } = await say(oscDelayReverb(), '把延迟去掉，信号不要断')
    expect(nodeOf(canvas, 'delay-1')).toBeUndefined()
    expect(wiresOf(canvas)).toContain('simpleoscillator-1.audioout->reverb-1.input')
    const en = await say(oscDelayReverb(), 'lose the delay, keep the oscillator feeding into the reverb')
    expect(nodeOf(en.canvas, 'delay-1')).toBeUndefined()
    expect(nodeOf(en.canvas, 'reverb-1')).toBeDefined()
    expect(wiresOf(en.canvas)).toContain('simpleoscillator-1.audioout->reverb-1.input')
  })

  it('shortens an attack said to be snappier', async () => {
    const poly: CanvasSnapshot = {
      nodes: [canvasNode('advancedoscillator-1', 'advancedoscillator')],
      edges: [],
    }
    const { canvas } = await say(poly, 'a snappier attack on the poly synth')
    expect(nodeOf(canvas, 'advancedoscillator-1')?.params.attack).toBeLessThan(0.2)
  })

  it('takes the setting just made further: a new value, a factor, a direction', async () => {
    const first = await say(oscDelayReverb(), 'set the delay feedback to 0.4')
    const corrected = await sayOverHttp(t, first.canvas, 'hmm no, 0.7', first.sessionId)
    expect(nodeOf(corrected.canvas, 'delay-1')?.params.feedback).toBe(0.7)
    const decay = await say(oscDelayReverb(), 'reverb decay to 1.5 seconds')
    const doubled = await sayOverHttp(t, decay.canvas, 'now double it', decay.sessionId)
    expect(nodeOf(doubled.canvas, 'reverb-1')?.params.decay).toBe(3)
    const lower = await sayOverHttp(t, doubled.canvas, 'a bit lower again', doubled.sessionId)
    expect(nodeOf(lower.canvas, 'reverb-1')?.params.decay).toBeLessThan(3)
  })

  it('repeats the change just made on the module named with a repeat word, and only then', async () => {
    const first = await say(oscDelayReverb(), 'bypass the delay')
    const also = await sayOverHttp(t, first.canvas, 'the reverb too', first.sessionId)
    expect(nodeOf(also.canvas, 'reverb-1')?.enabled).toBe(false)
    const wet = await say(oscDelayReverb(), 'delay wet 0.15')
    const same = await sayOverHttp(t, wet.canvas, '混响也一样', wet.sessionId)
    expect(nodeOf(same.canvas, 'reverb-1')?.params.wet).toBe(0.15)
    // Without a repeat word a module named alone is only looked at.
    const bare = await sayOverHttp(t, wet.canvas, 'the reverb', wet.sessionId)
    expect(nodeOf(bare.canvas, 'reverb-1')?.params.wet).not.toBe(0.15)
  })

  it('builds from an empty canvas what a chain in free words names', async () => {
    const empty: CanvasSnapshot = { nodes: [], edges: [] }
    const zh = await say(empty, '从头搭：三角波振荡器接扬声器')
    expect(zh.canvas.nodes.map((node) => node.type).sort()).toEqual(['simpleoscillator', 'speaker'])
    expect(zh.canvas.edges).toHaveLength(2)
    const en = await say(empty, 'a saw wave at 220 hz going into a speaker')
    const source = en.canvas.nodes.find((node) => node.type === 'simpleoscillator')
    expect([source?.params.waveform, source?.params.freq]).toEqual(['sawtooth', 220])
    expect(en.canvas.edges.every((e) => e.source === source?.id && e.target.startsWith('speaker'))).toBe(true)
    // A wave said before the module it describes is that module's, not one more.
    const lfo = await say(empty, 'add a square wave lfo please')
    expect(lfo.canvas.nodes.map((node) => node.type)).toEqual(['lfo'])
  })
})
