import { describe, expect, it } from 'vitest'
import EN from '../words/en.json' with { type: 'json' }
import ZH from '../words/zh.json' with { type: 'json' }
import { revisionSummaryIn } from './revision-summary.ts'

const zh = (summary: string) => revisionSummaryIn(summary, ZH.studio.summaries, ZH.studio.modes)
const en = (summary: string) => revisionSummaryIn(summary, EN.studio.summaries, EN.studio.modes)

// Issue 43's leftover: revision summaries were English inside the Chinese tuning studio.
describe('revision summaries follow the page language', () => {
  it('says each chain edit of the server grammar in Chinese, keeping ids and values', () => {
    expect(zh('lowShelf.gainDb: 4 → 1')).toBe('lowShelf.gainDb：4 → 1')
    expect(zh('added notch (notch-v1); moved notch after lowShelf')).toBe(
      '添加 notch（notch-v1）；把 notch 移到 lowShelf 之后',
    )
    expect(zh('removed limiter (limiter-lookahead-v2)')).toBe('删除 limiter（limiter-lookahead-v2）')
    expect(zh('replaced limiter: limiter-lookahead-v2 → compressor-v3')).toBe(
      '把 limiter 从 limiter-lookahead-v2 换成 compressor-v3',
    )
    expect(zh('bound lowShelf.gainDb to vehicle.speed (offset)')).toBe(
      '把 lowShelf.gainDb 绑定到 vehicle.speed（偏移）',
    )
    expect(zh('disconnected lowShelf → highShelf')).toBe('断开 lowShelf → highShelf')
    expect(zh('Created')).toBe('新建')
  })

  it('reads undo and redo lines with the edits inside them', () => {
    expect(zh('Undid revision 3: lowShelf.gainDb: 4 → 1; highShelf.fc: 8000 → 6000')).toBe(
      '撤销修订 3：lowShelf.gainDb：4 → 1；highShelf.fc：8000 → 6000',
    )
    expect(zh('redo: added notch (notch-v1)')).toBe('重做：添加 notch（notch-v1）')
    expect(zh('auto-tune driver: max deviation 6.2 → 2.1 dB (3 rounds)')).toBe(
      'driver 自动调音：最大偏差 6.2 → 2.1 dB（3 轮）',
    )
  })

  it('leaves the English page and anything outside the grammar as written', () => {
    for (const summary of [
      'Undid revisions 3–5: added notch (notch-v1)',
      'lowShelf.gainDb: 4 → 1; limiter.bypass: false → true',
    ])
      expect(en(summary)).toBe(summary)
    expect(zh('imported from XiTune')).toBe('imported from XiTune')
  })
})
