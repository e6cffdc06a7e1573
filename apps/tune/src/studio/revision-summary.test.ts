import { describe, expect, it } from 'vitest'
import type { CatalogueModule, ChainModule } from '../api/studio-types.ts'
import EN from '../words/en.json' with { type: 'json' }
import ZH from '../words/zh.json' with { type: 'json' }
import { chainNames } from './chain-names.ts'
import { revisionSummaryIn } from './revision-summary.ts'

// A chain of two shelves and a limiter, with a catalogue shaped as GET /api/studio/catalogue answers it.
const CATALOGUE: CatalogueModule[] = [
  {
    id: 'eq-shelf-v2',
    title: 'Low / high shelf EQ',
    titleZh: '低架 / 高架均衡',
    category: 'eq',
    params: [{ key: 'gainDb', type: 'number', label: 'gain', labelZh: '增益' }],
  },
  {
    id: 'limiter-lookahead-v2',
    title: 'Look-ahead limiter',
    titleZh: '前瞻限幅器',
    category: 'dyn',
    params: [],
  },
  { id: 'compressor-v3', title: 'Compressor', titleZh: '压缩器', category: 'dyn', params: [] },
]
const MODULES = [
  { id: 'lowShelf', type: 'eq-shelf-v2', params: {} },
  { id: 'highShelf', type: 'eq-shelf-v2', params: {} },
  { id: 'limiter', type: 'limiter-lookahead-v2', params: {} },
] as ChainModule[]
const ENVIRONMENT = {
  vehicles: [],
  seats: [{ id: 'driver', name: 'Driver', nameZh: '主驾' }],
  targetCurves: [],
  suites: [],
}
const namesIn = (english: boolean) =>
  chainNames({ modules: MODULES, catalogue: CATALOGUE, environment: ENVIRONMENT, english })
const zh = (summary: string) =>
  revisionSummaryIn(summary, ZH.studio.summaries, ZH.studio.modes, namesIn(false))
const en = (summary: string) =>
  revisionSummaryIn(summary, EN.studio.summaries, EN.studio.modes, namesIn(true))

// Issue 43: revision summaries were English inside the Chinese tuning studio, and named modules by id.
describe('revision summaries follow the page language and name things as the page does', () => {
  it('says each chain edit of the server grammar in Chinese, modules and parameters by name', () => {
    expect(zh('lowShelf.gainDb: 4 → 1')).toBe('低架 / 高架均衡（第 1 个）的增益：4 → 1')
    expect(zh('added limiter (limiter-lookahead-v2); moved limiter after highShelf')).toBe(
      '添加前瞻限幅器；把前瞻限幅器移到低架 / 高架均衡（第 2 个）之后',
    )
    // A module no longer in the chain is named by its type.
    expect(zh('removed notch (compressor-v3)')).toBe('删除压缩器')
    expect(zh('replaced limiter: limiter-lookahead-v2 → compressor-v3')).toBe('把前瞻限幅器换成压缩器')
    expect(zh('bound lowShelf.gainDb to vehicle.speed (offset)')).toBe(
      '把低架 / 高架均衡（第 1 个）的增益绑定到 vehicle.speed（偏移）',
    )
    expect(zh('disconnected lowShelf.out → limiter')).toBe('断开低架 / 高架均衡（第 1 个） → 前瞻限幅器')
    expect(zh('limiter.bypass: false → true')).toBe('前瞻限幅器的旁通：false → true')
    expect(zh('Created')).toBe('新建')
  })

  it('reads undo and redo lines with the edits inside them', () => {
    expect(zh('Undid revision 3: lowShelf.gainDb: 4 → 1; highShelf.gainDb: 0 → 2')).toBe(
      '撤销修订 3：低架 / 高架均衡（第 1 个）的增益：4 → 1；低架 / 高架均衡（第 2 个）的增益：0 → 2',
    )
    expect(zh('redo: added limiter (limiter-lookahead-v2)')).toBe('重做：添加前瞻限幅器')
    expect(zh('auto-tune driver: max deviation 6.2 → 2.1 dB (3 rounds)')).toBe(
      '主驾 自动调音：最大偏差 6.2 → 2.1 dB（3 轮）',
    )
  })

  it('says the same in English, and leaves anything outside the grammar as written', () => {
    expect(en('Undid revisions 3–5: added limiter (limiter-lookahead-v2)')).toBe(
      'Undid revisions 3–5: added Look-ahead limiter',
    )
    expect(en('lowShelf.gainDb: 4 → 1; moved limiter after start')).toBe(
      'gain of Low / high shelf EQ (no. 1): 4 → 1; moved Look-ahead limiter after the start',
    )
    expect(zh('imported from XiTune')).toBe('imported from XiTune')
  })
})
