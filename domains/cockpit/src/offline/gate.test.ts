import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gateOf } from './gate.ts'
import { MATCHERS } from './matchers/index.ts'
import { normalize } from './normalize.ts'
import { Scan } from './scan.ts'

describe('a gate built from patterns', () => {
  it('matches wherever a pattern could, lookarounds and anchors aside', () => {
    const gate = gateOf(/(?<!天)窗(?!帘)/, /^播放$/, /\bseat\b/)
    for (const text of ['天窗帘', '打开播放器', 'seats']) expect(gate.test(text)).toBe(true)
    expect(gate.test('空调')).toBe(false)
  })

  it('widens a negated class, which could match used text where an excluded character stood', () => {
    const gate = gateOf(/调成[^,]{0,2}色/)
    expect(gate.test('调成,,色')).toBe(true)
  })

  it('keeps escapes and classes whole', () => {
    const gate = gateOf(/a\/c|[(]x[)]/)
    expect(gate.test('a/c')).toBe(true)
    expect(gate.test('(x)')).toBe(true)
    expect(gate.test('ac')).toBe(false)
  })
})

// Words of every device, verbs, values and fillers: random clauses made of them exercise the gates.
const WORDS = `
  座椅 加热 通风 按摩 靠背 往前 往后 空调 冷气 温度 度 二十 22 3 挡 风 风速 吹得 头疼 除霜 起雾了 内循环
  外循环 自动 模式 制冷 暖风 车窗 窗户 天窗 遮阳帘 副驾 主驾 左后 后排 全部 打开 关掉 关闭 开 关 调高 调低
  一点 大 小 有点 太 冷 热 了 吧 把 再 和 也 都 音乐 播放 灯 氛围灯 蓝色 调成 后视镜 方向盘 雨刮 导航 去
  附近 加油站 吃 火锅 怎么 取消 高速 天安门 没电了 屁股 凉 汗 饿 累 路线 最快 避开 拥堵 找 我要 回家`
  .trim()
  .split(/\s+/)

describe('a matcher and its gate', () => {
  it('reads nothing alone in a clause its gate does not match', () => {
    const clause = fc
      .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 })
      .map((w) => normalize(w.join('')))
    fc.assert(
      fc.property(clause, (text) => {
        for (const matcher of MATCHERS) {
          if (!matcher.gate || matcher.gate.test(text)) continue
          expect(matcher.match(new Scan(text), { state: {} }), `${matcher.name}: ${text}`).toBeNull()
        }
      }),
      { numRuns: 3000 },
    )
  })

  it.each([
    ['control_seat', ['座椅加热打开', '靠背往后调', '往前挪一点', '打开按摩', '通风开到2挡']],
    ['control_ac', ['调到22度', '风大一点', '吹得头疼', '前挡除霜', '打开内循环', '切换到制冷模式']],
    ['control_window', ['车窗打开', '窗户关上一点', 'open the window']],
    [
      'control_navigation',
      ['导航去天安门', '附近的加油站', '取消导航', '不走高速', '首都机场导航', '我想吃火锅', '怎么去西湖'],
    ],
    ['colloquial', ['屁股底下冷冰冰的', '该加油了', '快没电了']],
  ])('lets %s read its own commands', (name, texts) => {
    const matcher = MATCHERS.find((m) => m.name === name)!
    for (const text of texts) {
      expect(matcher.gate!.test(normalize(text)), text).toBe(true)
      expect(matcher.match(new Scan(normalize(text)), { state: {} }), text).not.toBeNull()
    }
  })
})
