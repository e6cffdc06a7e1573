import { describe, expect, it } from 'vitest'
import type { CanvasNode, CanvasSnapshot } from '../graph/canvas.ts'
import { removalQuestion } from './confirmation-words.ts'

const node = (id: string, name: string): CanvasNode => ({
  id,
  type: 'reverb',
  name,
  position: { x: 0, y: 0 },
  params: {},
  enabled: true,
})
const canvasOf = (...nodes: CanvasNode[]): CanvasSnapshot => ({ nodes, edges: [] })

describe('what the synth asks before modules go', () => {
  it('names them as the canvas does, in Chinese when the canvas speaks Chinese', () => {
    const canvas = canvasOf(node('reverb-1', '混响'), node('lfo-1', 'LFO'))
    const question = removalQuestion('undoRemoval', canvas, ['reverb-1', 'lfo-1'])
    expect(question).toBe('撤销上一步会删除模块「混响」、「LFO」，确定吗？它们的连接也会一起删除。')
  })

  it('asks in English on a canvas an English session named, still without ids', () => {
    const canvas = canvasOf(node('reverb-1', 'Reverb'), node('simpleoscillator-1', 'Oscillator'))
    expect(removalQuestion('deleteModule', canvas, ['reverb-1'])).toBe(
      'Delete “Reverb”? Its connections go with it.',
    )
    expect(removalQuestion('undoRemoval', canvas, ['reverb-1'])).not.toMatch(/reverb-1|[\u4e00-\u9fff]/)
  })
})
