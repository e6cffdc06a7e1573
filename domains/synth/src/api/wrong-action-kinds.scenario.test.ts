import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { canvasEdge as edge, canvasNode as node } from '../testing/canvas-fixture.ts'
import { sayOverHttp } from '../testing/say-over-http.ts'
import { type SynthTestServer, startSynthServer } from '../testing/synth-test-server.ts'

// Kinds of wrong action found with our own outside-style requests (issue 41, third round), each over real
// HTTP with the offline engine: every one acted before; now each acts right or asks and changes nothing.
let t: SynthTestServer
beforeAll(async () => {
  t = await startSynthServer()
}, 120_000)
afterAll(() => t?.close())

const say = (state: CanvasSnapshot, message: string, sessionId?: string) =>
  sayOverHttp(t, state, message, sessionId)

/** The types in order along a chain, ending in both speaker channels. */
function chain(...types: string[]): CanvasSnapshot {
  const ids = types.map((type) => `${type}-1`)
  const out = (type: string) => (type.endsWith('oscillator') ? 'audioout' : 'output')
  const edges = ids.slice(0, -1).flatMap((id, index) => {
    const next = ids[index + 1]!
    return next === 'speaker-1'
      ? [
          edge(id, out(types[index]!), next, 'audioInLeft'),
          edge(id, out(types[index]!), next, 'audioInRight'),
        ]
      : [edge(id, out(types[index]!), next, 'input')]
  })
  return { nodes: ids.map((id, index) => node(id, types[index]!)), edges }
}
const value = (canvas: CanvasSnapshot, id: string, parameter: string) =>
  canvas.nodes.find((candidate) => candidate.id === id)?.params[parameter]
const wires = (canvas: CanvasSnapshot) =>
  canvas.edges.map((e) => `${e.source}.${e.sourceHandle}->${e.target}.${e.targetHandle}`).sort()

describe('wrong actions found with outside-style requests, over HTTP', () => {
  it('reads amounts as said: 加 after a parameter, half a second, a minus sign, a slower attack', async () => {
    const keys: CanvasSnapshot = { nodes: [node('keyboardinput-1', 'keyboardinput')], edges: [] }
    const transposed = await say(keys, '键盘移调加12')
    expect(transposed.canvas.nodes).toHaveLength(1)
    expect(value(transposed.canvas, 'keyboardinput-1', 'transpose')).toBe(12)
    const delay: CanvasSnapshot = { nodes: [node('delay-1', 'delay')], edges: [] }
    expect(value((await say(delay, 'delay time half a second')).canvas, 'delay-1', 'delayTime')).toBe(0.5)
    const speaker: CanvasSnapshot = { nodes: [node('speaker-1', 'speaker')], edges: [] }
    expect(value((await say(speaker, 'speaker level minus 20')).canvas, 'speaker-1', 'level')).toBe(-20)
    const poly: CanvasSnapshot = { nodes: [node('advancedoscillator-1', 'advancedoscillator')], edges: [] }
    const slower = await say(poly, 'slower attack on the synth')
    expect(value(slower.canvas, 'advancedoscillator-1', 'attack')).toBeGreaterThan(0.2)
  })

  it('changes the module there when a wish names it, and reads "X to 0.7" as a setting, not a link', async () => {
    const wished = await say(
      chain('simpleoscillator', 'speaker'),
      "I'd like the oscillator a bit louder please",
    )
    expect(wished.canvas.nodes).toHaveLength(2)
    expect(value(wished.canvas, 'simpleoscillator-1', 'gain')).toBeGreaterThan(1)
    const effects: CanvasSnapshot = {
      nodes: [node('delay-1', 'delay'), node('reverb-1', 'reverb')],
      edges: [],
    }
    const both = await say(effects, "the delay's feedback to 0.7 and the reverb's decay to 6")
    expect(both.canvas.edges).toEqual([])
    expect([value(both.canvas, 'delay-1', 'feedback'), value(both.canvas, 'reverb-1', 'decay')]).toEqual([
      0.7, 6,
    ])
  })

  it('asks instead of a guess: a unit that does not fit, a bound, a chain left half-said', async () => {
    const start = chain('simpleoscillator', 'delay', 'speaker')
    for (const text of ['set the frequency to 300 ms', 'push the feedback above 0.9', '反馈调到0.9以上']) {
      const asked = await say(start, text)
      expect(asked.calls, text).toEqual([])
      expect(asked.canvas, text).toEqual(start)
      expect(asked.text, text).toMatch(/[?？]/)
    }
    const half = await say({ nodes: [], edges: [] }, '搭一个振荡器加混响再到扬声器')
    expect(half.canvas.nodes).toEqual([])
    expect(half.text).toMatch(/要接到哪里/)
  })

  it('moves by an amount only a parameter measured in its unit, and asks between equal candidates', async () => {
    const eq: CanvasSnapshot = { nodes: [node('eq-1', 'eq')], edges: [] }
    const shelf = await say(eq, 'lower the low shelf by 50 Hz')
    expect(value(shelf.canvas, 'eq-1', 'low') ?? 0).toBe(0)
    expect(value(shelf.canvas, 'eq-1', 'lowFrequency')).toBe(350)
    const either = await say(eq, 'move the shelf frequency down 20 Hz')
    expect(either.calls).toEqual([])
    expect(either.text).toMatch(/lowFrequency or the highFrequency/)
  })

  it('never sets the value said as not wanted (频率改成330，不是440)', async () => {
    const osc: CanvasSnapshot = { nodes: [node('simpleoscillator-1', 'simpleoscillator')], edges: [] }
    const corrected = await say(osc, '频率改成330，不是440')
    expect(corrected.calls).toEqual(['update_module_parameter'])
    expect(value(corrected.canvas, 'simpleoscillator-1', 'freq')).toBe(330)
  })

  it('spares a module kept after it is named (把延迟去掉，混响保留)', async () => {
    const { canvas } = await say(
      chain('simpleoscillator', 'delay', 'reverb', 'speaker'),
      '把延迟去掉，混响保留',
    )
    expect(canvas.nodes.map((kept) => kept.id)).toEqual(['simpleoscillator-1', 'reverb-1', 'speaker-1'])
  })

  it('moves a wired module to its new place in the chain, closing the old one', async () => {
    const { canvas } = await say(
      chain('simpleoscillator', 'delay', 'reverb', 'speaker'),
      'put the reverb before the delay',
    )
    expect(wires(canvas)).toEqual(
      [
        'simpleoscillator-1.audioout->reverb-1.input',
        'reverb-1.output->delay-1.input',
        'delay-1.output->speaker-1.audioInLeft',
        'delay-1.output->speaker-1.audioInRight',
      ].sort(),
    )
  })

  it('resolves a follow-up "it" to the module the turn before changed, and "osc 2" to the second', async () => {
    const start = chain('simpleoscillator', 'delay', 'speaker')
    const off = await say(start, 'turn off the delay')
    const on = await say(off.canvas, 'turn it back on', off.sessionId)
    expect(on.canvas.nodes.find((candidate) => candidate.id === 'delay-1')?.enabled).toBe(true)
    const two: CanvasSnapshot = {
      nodes: [node('simpleoscillator-1', 'simpleoscillator'), node('simpleoscillator-2', 'simpleoscillator')],
      edges: [],
    }
    const { canvas } = await say(two, '振荡器1 110，振荡器2 220')
    expect([
      value(canvas, 'simpleoscillator-1', 'freq'),
      value(canvas, 'simpleoscillator-2', 'freq'),
    ]).toEqual([110, 220])
  })
})

describe('names of the modules the engine adds, over HTTP', () => {
  it('follow the language of the request, numbered like the catalogue names', async () => {
    const english = await say({ nodes: [], edges: [] }, 'add two oscillators and a reverb')
    expect(english.canvas.nodes.map((added) => added.name)).toEqual(['Oscillator', 'Oscillator 2', 'Reverb'])
    const more = await say(english.canvas, 'add another oscillator', english.sessionId)
    expect(more.canvas.nodes.at(-1)?.name).toBe('Oscillator 3')
    const chinese = await say({ nodes: [], edges: [] }, '加一个振荡器和一个混响')
    expect(chinese.canvas.nodes.map((added) => added.name)).toEqual(['振荡器', '混响效果器'])
  })
})
