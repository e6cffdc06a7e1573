import { ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { createSynthOfflineModel } from '../offline/offline-model.ts'
import { checkpointTitle, clampTitle, derivedTitle, MAX_TITLE_CHARS } from './checkpoint-title.ts'

const canvas = (...names: string[]): CanvasSnapshot => ({
  nodes: names.map((name, i) => ({
    id: `n${i}`,
    type: 'eq',
    name,
    position: { x: 0, y: 0 },
    params: {},
    enabled: true,
  })),
  edges: [],
})

describe('checkpoint titles (≤ 12 characters)', () => {
  it('are written by the model through structured output', async () => {
    const model = new ScriptedModel([{ text: '{"title":"温暖铺底音色"}' }])
    const title = await checkpointTitle({
      canvas: canvas('振荡器', '混响效果器'),
      messages: [{ role: 'user', content: '做一个温暖的铺底音色' }],
      model,
    })
    expect(title).toBe('温暖铺底音色')
    expect(JSON.stringify(model.calls[0]!.prompt)).toContain('做一个温暖的铺底音色')
  })

  it('fall back to the canvas when the model answers too long twice, fails, or is the offline engine', async () => {
    const tooLong = new ScriptedModel([
      { text: '{"title":"A very long title for a patch"}' },
      { text: '{"title":"Still far too long, sorry"}' },
    ])
    const failing = new ScriptedModel([{ error: new Error('boom') }])
    for (const model of [tooLong, failing, createSynthOfflineModel()]) {
      const title = await checkpointTitle({
        canvas: canvas('振荡器', '均衡器', '扬声器'),
        messages: [],
        model,
      })
      expect(title).toBe('振荡器+均衡器+扬声器')
    }
  })

  it('derived titles never exceed 12 characters nor end on a cut name', () => {
    expect(derivedTitle(canvas('振荡器', '振荡器 2', '回声延迟', '混响效果器'), [])).toBe('振荡器+回声延迟')
    expect(derivedTitle(canvas(), [{ role: 'user', content: 'build me a fat bass patch please' }])).toBe(
      'build me a f',
    )
    expect(derivedTitle(canvas(), [])).toBe('空白画布')
    for (const names of [
      ['Oscillator', 'Reverb'],
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      ['复音振荡器复音振荡器复音振荡器'],
    ]) {
      expect([...derivedTitle(canvas(...names), [])].length).toBeLessThanOrEqual(MAX_TITLE_CHARS)
    }
    expect(clampTitle('  一二三四五六七八九十十一十二  ')).toBe('一二三四五六七八九十十一')
  })
})
