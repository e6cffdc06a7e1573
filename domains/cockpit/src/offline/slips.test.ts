import { describe, expect, it } from 'vitest'
import { fixSlips } from './slips.ts'

describe('fixSlips (recogniser slips of cockpit nouns)', () => {
  it('maps mis-heard device names to the device', () => {
    expect(fixSlips('把空掉关了')).toBe('把空调关了')
    expect(fixSlips('控调开到二十')).toBe('空调开到二十')
    expect(fixSlips('打开雨刷器')).toBe('打开雨刮')
    expect(fixSlips('月读灯打开')).toBe('阅读灯打开')
    expect(fixSlips('做椅往后')).toBe('座椅往后')
  })

  it('folds every name of the trunk into 后备箱', () => {
    expect(fixSlips('尾箱开一下')).toBe('后备箱开一下')
    expect(fixSlips('后尾箱关上')).toBe('后备箱关上')
    expect(fixSlips('后备厢打开')).toBe('后备箱打开')
    expect(fixSlips('把后盖掀开')).toBe('把后备箱掀开')
  })

  it('restores the swallowed syllable of 导航', () => {
    expect(fixSlips('导到人民广场')).toBe('导航到人民广场')
    expect(fixSlips('导去机场')).toBe('导航去机场')
    expect(fixSlips('帮我导个航去公司')).toBe('帮我导航去公司')
    expect(fixSlips('导航到公司')).toBe('导航到公司')
  })

  it('leaves words that merely share a character alone', () => {
    expect(fixSlips('清空掉列表')).toBe('清空掉列表')
    expect(fixSlips('导演是谁')).toBe('导演是谁')
  })
})
