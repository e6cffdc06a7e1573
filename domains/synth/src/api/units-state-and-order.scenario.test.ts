import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCanvas } from '../eval/build-canvas.ts'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { chain } from '../testing/run-request.ts'
import { sayOverHttp } from '../testing/say-over-http.ts'
import { type SynthTestServer, startSynthServer } from '../testing/synth-test-server.ts'

// Issue 41, synth: musical units, values bound by ordinals alone, questions about pitch answered from the
// state, "I don't want X anymore" and swapping two modules of a chain, each over real HTTP with the offline
// engine (our own wording).
let t: SynthTestServer
beforeAll(async () => {
  t = await startSynthServer()
}, 120_000)
afterAll(() => t?.close())

const say = (state: CanvasSnapshot, message: string) => sayOverHttp(t, state, message)
const value = (canvas: CanvasSnapshot, id: string, parameter: string) =>
  canvas.nodes.find((candidate) => candidate.id === id)?.params[parameter]
const wires = (canvas: CanvasSnapshot) =>
  canvas.edges.map((e) => `${e.source}.${e.sourceHandle}->${e.target}.${e.targetHandle}`).sort()

/** Two simple oscillators (440 and 330 Hz) into a reverb and the speaker. */
const twoOscillators = buildCanvas({
  modules: [
    { id: 'simpleoscillator-1', type: 'simpleoscillator' },
    { id: 'simpleoscillator-2', type: 'simpleoscillator', params: { freq: 330 } },
    { id: 'reverb-1', type: 'reverb' },
    { id: 'speaker-1', type: 'speaker' },
  ],
  connections: [
    'simpleoscillator-1.audioout->reverb-1.input',
    'simpleoscillator-2.audioout->reverb-1.input',
    'reverb-1.output->speaker-1.audioInLeft',
    'reverb-1.output->speaker-1.audioInRight',
  ],
})

describe('musical units, state questions, unwanted modules and swapped order, over HTTP', () => {
  it('reads 低八度/高八度 as an octave shift and 每分钟…拍 as a tempo', async () => {
    const poly = buildCanvas(chain('advancedoscillator', 'speaker'))
    expect(value((await say(poly, '复音振荡器来个低八度')).canvas, 'advancedoscillator-1', 'octave')).toBe(-1)
    const osc = buildCanvas(chain('simpleoscillator', 'speaker'))
    expect(value((await say(osc, '振荡器高八度')).canvas, 'simpleoscillator-1', 'freq')).toBe(880)
    const sequencer = buildCanvas(chain('sequencer', 'simpleoscillator', 'speaker'))
    expect(value((await say(sequencer, '把音序器设成每分钟96拍')).canvas, 'sequencer-1', 'bpm')).toBe(96)
  })

  it('binds values to ordinals said alone among the modules that hold them; two in one clause are asked', async () => {
    const bound = await say(twoOscillators, 'first one 110 hz, second one 160')
    expect(value(bound.canvas, 'simpleoscillator-1', 'freq')).toBe(110)
    expect(value(bound.canvas, 'simpleoscillator-2', 'freq')).toBe(160)
    const mixed = await say(twoOscillators, 'set the first one to 110 hz and the second one to 160')
    expect(mixed.calls).toEqual([])
    expect(mixed.canvas).toEqual(twoOscillators)
  })

  it('answers how high a module is from the state and changes nothing', async () => {
    const asked = await say(twoOscillators, 'how high is the second oscillator right now?')
    expect(asked.calls).toEqual([])
    expect(asked.text).toContain('330')
    expect(asked.text).not.toContain('440')
    const zh = await say(twoOscillators, '第一个振荡器现在多少赫兹？')
    expect(zh.calls).toEqual([])
    expect(zh.text).toContain('440')
  })

  it('removes a module the person no longer wants, and keeps one they say not to remove', async () => {
    const crushed = buildCanvas(chain('simpleoscillator', 'bitcrusher', 'speaker'))
    const gone = await say(crushed, "we don't need the bitcrusher anymore")
    expect(gone.canvas.nodes.map((node) => node.id)).toEqual(['simpleoscillator-1', 'speaker-1'])
    const zh = await say(crushed, '不再需要那个复古破碎了')
    expect(zh.canvas.nodes.some((node) => node.type === 'bitcrusher')).toBe(false)
    const kept = await say(crushed, "don't delete the bitcrusher")
    expect(kept.canvas).toEqual(crushed)
  })

  it('swaps two neighbours of a chain on the same ports; modules not wired next to each other are asked', async () => {
    const effects = buildCanvas(chain('simpleoscillator', 'delay', 'reverb', 'speaker'))
    const swapped = await say(effects, '把混响和延迟的位置对调')
    expect(wires(swapped.canvas)).toEqual([
      'delay-1.output->speaker-1.audioInLeft',
      'delay-1.output->speaker-1.audioInRight',
      'reverb-1.output->delay-1.input',
      'simpleoscillator-1.audioout->reverb-1.input',
    ])
    const far = await say(effects, 'swap the order of the oscillator and the reverb')
    expect(far.calls).toEqual([])
    expect(far.canvas).toEqual(effects)
    // Without "order" or "places", a swap of two modules already there is asked, never a replacement.
    const bare = await say(effects, 'swap the delay and the reverb')
    expect(bare.calls).toEqual([])
    expect(bare.canvas).toEqual(effects)
    expect(bare.text).toMatch(/swap places/)
  })
})
