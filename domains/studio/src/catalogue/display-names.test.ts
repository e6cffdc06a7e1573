import { describe, expect, it } from 'vitest'
import { MODULES } from './catalogue.ts'
import { enumLabel, moduleDisplayName, paramLabel } from './display-names.ts'

describe('names for people of catalogue modules and parameters', () => {
  it('every catalogue parameter has its own label in both languages, not its code name', () => {
    for (const definition of MODULES)
      for (const { key } of definition.params)
        for (const zh of [false, true]) {
          const label = paramLabel(key, zh)
          expect(label.length, `${definition.id}.${key}`).toBeGreaterThan(0)
          // In Chinese, Chinese words (or a term such as "Q 值", "FFT 长度"), never the English fallback.
          if (zh) expect(label, `${definition.id}.${key}`).toMatch(/[\u4e00-\u9fff]/)
          // A camelCase key ("lookaheadMs") read out as it is would be a code name.
          if (/[a-z][A-Z]/.test(key)) expect(label, `${definition.id}.${key}`).not.toBe(key)
        }
  })

  it('every choice of an enum parameter has words of its own in both languages (enum-labels.json)', () => {
    const unnamed = MODULES.flatMap((definition) =>
      definition.params.flatMap((param) =>
        param.type !== 'enum'
          ? []
          : param.values
              .filter(
                (value) =>
                  enumLabel(value, false) === value || !/[\u4e00-\u9fff]/.test(enumLabel(value, true)),
              )
              .map((value) => `${definition.id}.${param.key}=${value}`),
      ),
    )
    expect(unnamed).toEqual([])
    expect([enumLabel('highpass', true), enumLabel('lowShelf', false)]).toEqual(['高通', 'Low shelf'])
    expect(enumLabel('notInTheCatalogue', true)).toBe('notInTheCatalogue')
  })

  it('a listed key has its own words; a key nobody described stays as it is', () => {
    expect(paramLabel('lookaheadMs', true)).toBe('预读时间')
    expect(paramLabel('lookaheadMs', false)).toBe('look-ahead')
    expect(paramLabel('hrtfSet', true)).toBe('HRTF 数据集')
    expect(paramLabel('newKey', false)).toBe('newKey')
  })

  it('a module by its given name, else its title, with its position only when its type repeats', () => {
    const chain = [
      { id: 'peq1', type: 'eq-parametric-v2' },
      { id: 'limiter', type: 'limiter-lookahead-v2' },
      { id: 'peq2', type: 'eq-parametric-v2' },
    ]
    expect(moduleDisplayName(chain[1]!, chain, true)).toBe('前瞻限幅器')
    expect(moduleDisplayName(chain[2]!, chain, true)).toBe('参数均衡（第 3 个）')
    expect(moduleDisplayName(chain[0]!, chain, false)).toBe('Parametric EQ (Peaking) (no. 1)')
    expect(moduleDisplayName({ ...chain[0]!, name: '人声均衡' }, chain, false)).toBe('人声均衡')
  })
})
