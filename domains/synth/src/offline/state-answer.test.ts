import { describe, expect, it } from 'vitest'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { canvasNode } from '../testing/canvas-fixture.ts'
import { planCommand } from './plan-command.ts'

const node = canvasNode

const canvas: CanvasSnapshot = {
  nodes: [
    node('simpleoscillator-1', 'simpleoscillator', { freq: 330 }),
    node('reverb-1', 'reverb', { wet: 0.4 }),
    node('speaker-1', 'speaker'),
  ],
  edges: [
    {
      id: 'e',
      source: 'simpleoscillator-1',
      sourceHandle: 'audioout',
      target: 'reverb-1',
      targetHandle: 'input',
    },
  ],
}

describe('questions about the canvas', () => {
  it('are answered from the canvas, with no step', () => {
    const cases: Array<[string, string]> = [
      ['how many modules are there?', '3 modules'],
      ['画布上有几个模块', '3 个模块'],
      ["what's the reverb wet set to?", '0.4'],
      ['振荡器的频率现在是多少', '330'],
      ['is the reverb connected to anything?', 'simpleoscillator-1.audioout → reverb-1.input'],
      // Loudness is the module's volume; the settings of a module are all of them; on/off of every module.
      ['how loud is the speaker?', 'level is -12 dB'],
      ['what is the reverb set to?', 'wet is 0.4'],
      ['混响的参数是多少？', 'decay 现在是 2 s'],
      ['which modules are switched off?', 'speaker-1 (speaker-1) is on'],
    ]
    for (const [text, part] of cases) {
      const plan = planCommand(text, canvas)
      expect(plan.steps, text).toEqual([])
      expect(plan.answer, text).toContain(part)
    }
  })

  it('send a question about what would happen to the knowledge base, never to the canvas', () => {
    expect(planCommand('what happens if I push the reverb wet above 0.9?', canvas).steps).toEqual([
      { kind: 'search', query: 'what happens if I push the reverb wet above 0.9?' },
    ])
  })

  it('leave polite requests with a question mark as commands, and small talk without a call', () => {
    expect(planCommand('can you add a delay?', canvas).steps).toEqual([
      { kind: 'add', index: 0, type: 'delay' },
    ])
    for (const text of ['thanks, sounds great', '哈哈 不错不错', 'hmm, not sure yet']) {
      const plan = planCommand(text, canvas)
      expect(plan.steps, text).toEqual([])
      expect(plan.answer, text).toBeDefined()
    }
  })
})
