import { describe, expect, it } from 'vitest'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { canvasNode } from '../testing/canvas-fixture.ts'
import { planCommand } from './plan-command.ts'
import table from './reading-confidence.json' with { type: 'json' }
import { kindConfidence, readingConfidence, readingKind } from './reading-confidence.ts'

const canvas: CanvasSnapshot = {
  nodes: [canvasNode('simpleoscillator-1', 'simpleoscillator'), canvasNode('reverb-1', 'reverb')],
  edges: [],
}
const kind = (text: string, on: CanvasSnapshot = canvas) => readingKind(planCommand(text, on))

describe('the offline engine’s reading confidence', () => {
  it('sorts readings into the kinds it was measured in', () => {
    expect(kind('set the reverb wet to 0.3')).toBe('set')
    expect(kind('turn the reverb off')).toBe('switch')
    expect(kind('how many modules are there?')).toBe('answer')
    expect(kind('add a compressor')).toBe('asked')
    expect(kind('build a pad', { nodes: [], edges: [] })).toBe('timbre')
    expect(kind('switch the reverb off and set the oscillator to 220 Hz')).toBe('several')
  })

  it('states each kind’s measured exact share, smoothed so that a few cases never make it certain', () => {
    const set = table.kinds.set
    expect(kindConfidence('set')).toBeCloseTo((set.exact + 1) / (set.cases + 2))
    expect(kindConfidence('set')).toBeLessThan(1)
    expect(readingConfidence('set the reverb wet to 0.3', canvas)).toBe(kindConfidence('set'))
  })
})
