import { describe, expect, it } from 'vitest'
import { normalize, toHalfWidth } from './normalize.ts'

describe('normalize', () => {
  it('turns full-width forms into half-width and lowers case', () => {
    expect(toHalfWidth('ＡＣ２４％，')).toBe('AC24%,')
    expect(normalize('打开ＡＣ')).toBe('打开ac')
  })

  it('unifies punctuation and drops spaces between Chinese words', () => {
    expect(normalize('打开 空调。 放首歌！')).toBe('打开空调.放首歌!')
    expect(normalize('turn  on the AC')).toBe('turn on the ac')
  })

  it('fixes recogniser slips that can only mean a cockpit word', () => {
    expect(normalize('把空凋打开')).toBe('把空调打开')
    expect(normalize('空条调到24度')).toBe('空调调到24度')
    expect(normalize('后被箱关上')).toBe('后备箱关上')
    expect(normalize('打开雨刷')).toBe('打开雨刮')
    expect(normalize('付驾车窗')).toBe('副驾车窗')
    expect(normalize('风速三档')).toBe('风速三挡')
    expect(normalize('24℃')).toBe('24度')
  })

  it('strips hesitations everywhere and politeness at the start', () => {
    expect(normalize('呃那个帮我把空调开一下')).toBe('把空调开一下')
    expect(normalize('请打开车窗')).toBe('打开车窗')
    expect(normalize('嗯，麻烦你，打开后备箱')).toBe(',打开后备箱')
  })

  it('keeps words that only look like fillers inside content', () => {
    expect(normalize('导航去最近的酒吧')).toBe('导航去最近的酒吧')
  })
})
