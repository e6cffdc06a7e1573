import { describe, expect, it } from 'vitest'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { canvasSummary, readCanvasSummary, SUMMARY_MODULE_LIMIT } from './canvas-summary.ts'
import { synthSystemPrompt } from './system-prompt.ts'

const canvas: CanvasSnapshot = {
  nodes: [
    {
      id: 'simpleoscillator-1',
      type: 'simpleoscillator',
      name: '振荡器',
      position: { x: 0, y: 0 },
      params: { freq: 220, gain: 1 },
      enabled: true,
    },
    {
      id: 'speaker-1',
      type: 'speaker',
      name: 'Main "out"',
      position: { x: 300, y: 0 },
      params: {},
      enabled: false,
    },
  ],
  edges: [
    {
      id: 'simpleoscillator-1:audioout->speaker-1:audioInLeft',
      source: 'simpleoscillator-1',
      sourceHandle: 'audioout',
      target: 'speaker-1',
      targetHandle: 'audioInLeft',
    },
    {
      id: 'xy-edge__custom',
      source: 'simpleoscillator-1',
      sourceHandle: 'audioout',
      target: 'speaker-1',
      targetHandle: 'audioInRight',
    },
  ],
}

describe('the system prompt', () => {
  it('states the rules of seed 001 §4.2.4', () => {
    const prompt = synthSystemPrompt(canvas)
    expect(prompt).toMatch(/stateless/)
    expect(prompt).toMatch(/Never claim/)
    expect(prompt).toMatch(/real module ids/)
    expect(prompt).toMatch(/exact parameter names from get_module_details/)
    expect(prompt).toMatch(/check the ports/)
    expect(prompt).toMatch(/## Standard workflows/)
    expect(prompt).toContain(
      '- simpleoscillator (简单振荡器, 信号源): in freqMod:number, gainMod:number; out output:number, audioout:audio',
    )
  })

  it('summarises the live canvas compactly: changed values only, disabled flags, foreign edge ids', () => {
    expect(canvasSummary(canvas)).toBe(
      [
        '<canvas>',
        'modules (2):',
        '- simpleoscillator-1 [simpleoscillator] "振荡器" freq=220',
        '- speaker-1 [speaker] "Main \\"out\\"" (disabled)',
        'connections (2):',
        '- simpleoscillator-1.audioout -> speaker-1.audioInLeft',
        '- simpleoscillator-1.audioout -> speaker-1.audioInRight (id "xy-edge__custom")',
        '</canvas>',
      ].join('\n'),
    )
  })

  it('is read back by the offline engine: ids, types, names and connections', () => {
    const read = readCanvasSummary(synthSystemPrompt(canvas))!
    expect(read.nodes.map((node) => [node.id, node.type, node.name, node.enabled])).toEqual([
      ['simpleoscillator-1', 'simpleoscillator', '振荡器', true],
      ['speaker-1', 'speaker', 'Main "out"', false],
    ])
    expect(read.nodes[0]!.params).toMatchObject({ freq: 220, waveform: 'sine' })
    expect(read.edges).toEqual(canvas.edges)
  })

  it('tells the model to call get_canvas beyond the modules it lists', () => {
    const big: CanvasSnapshot = {
      nodes: Array.from({ length: SUMMARY_MODULE_LIMIT + 5 }, (_, i) => ({
        id: `lfo-${i + 1}`,
        type: 'lfo',
        name: `LFO ${i + 1}`,
        position: { x: 0, y: 0 },
        params: {},
        enabled: true,
      })),
      edges: [],
    }
    expect(canvasSummary(big)).toContain('… 5 more; call get_canvas for all of them')
    expect(synthSystemPrompt({} as CanvasSnapshot)).toContain('modules (0):')
  })
})
