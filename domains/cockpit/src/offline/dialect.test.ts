import { describe, expect, it } from 'vitest'
import { standardize } from './dialect.ts'

describe('standardize (regional and spoken Mandarin)', () => {
  it('reads regional intensifiers as 很 and 忒 as 太', () => {
    expect(standardize('后排贼拉冷')).toBe('后排很冷')
    expect(standardize('嘎嘎热')).toBe('很热')
    expect(standardize('今天老闷了')).toBe('今天很闷了')
    expect(standardize('音乐忒吵')).toBe('音乐太吵')
    expect(standardize('外头巨晒')).toBe('外头很晒')
  })

  it('leaves the same characters alone where they are words', () => {
    expect(standardize('导航去超市')).toBe('导航去超市')
    expect(standardize('来点老歌')).toBe('来点老歌')
    expect(standardize('导航去最近的酒吧')).toBe('导航去最近的酒吧')
    expect(standardize('放点嘻哈')).toBe('放点嘻哈')
    expect(standardize('播放儿歌')).toBe('播放儿歌')
  })

  it('drops 儿化 and reads 一哈 as 一下, 咋 as 怎么', () => {
    expect(standardize('声儿小点儿')).toBe('声小点')
    expect(standardize('座椅放平一哈')).toBe('座椅放平一下')
    expect(standardize('咋回事')).toBe('怎么回事')
    expect(standardize('附近哪儿能停车')).toBe('附近哪里能停车')
  })

  it('reads reduplicated descriptions as an intensified state', () => {
    expect(standardize('腿上凉嗖嗖的')).toBe('腿上很凉')
    expect(standardize('车里黑漆漆的')).toBe('车里很黑')
    expect(standardize('热烘烘的')).toBe('很热')
    expect(standardize('冰凉冰凉的')).toBe('冰凉的')
  })

  it('reads colloquial verbs by what follows them', () => {
    expect(standardize('温度整低点')).toBe('温度调低点')
    expect(standardize('灯弄成红的')).toBe('灯调成红的')
    expect(standardize('空调整成暖风')).toBe('空调调成暖风')
    expect(standardize('搞几首歌')).toBe('来几首歌')
    expect(standardize('给整点音乐')).toBe('来点音乐')
  })

  it('drops sentence-final particles and the speaker as beneficiary', () => {
    expect(standardize('把灯关喽')).toBe('把灯关了')
    expect(standardize('开空调呗,快点哈')).toBe('开空调,快点')
    expect(standardize('风速给我调低')).toBe('风速调低')
    expect(standardize('帮咱们导航去机场')).toBe('导航去机场')
    expect(standardize('车窗再给关上')).toBe('车窗再关上')
  })

  it('reads 俩 as 两个 and tiny amounts as 一点点', () => {
    expect(standardize('俩后窗')).toBe('两个后窗')
    expect(standardize('往前一咪咪')).toBe('往前一点点')
    expect(standardize('开一丁点')).toBe('开一点点')
  })
})
