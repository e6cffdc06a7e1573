import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

const win = (position: string, action: string, open_percentage?: number) => ({
  name: 'control_window',
  params: open_percentage === undefined ? { position, action } : { position, action, open_percentage },
})
const seat = (who: string, action: string, extra: Record<string, unknown> = {}) => ({
  name: 'control_seat',
  params: { seat: who, action, ...extra },
})

function expectCalls(cases: ReadonlyArray<readonly [string, unknown[]]>) {
  for (const [text, calls] of cases) expect(parseUtterance(text).calls, text).toEqual(calls)
}

describe('places in the cabin said any way', () => {
  it('reads pairs of windows by row or side, with any count word', () => {
    expectCalls([
      ['后边俩窗户关上', [win('rear_left', 'close'), win('rear_right', 'close')]],
      ['前面两扇窗打开', [win('front_left', 'open'), win('front_right', 'open')]],
      ['后座那两个窗户开条缝', [win('rear_left', 'set_position', 20), win('rear_right', 'set_position', 20)]],
      ['两个前窗都降一半', [win('front_left', 'set_position', 50), win('front_right', 'set_position', 50)]],
      ['左边两个窗户关了', [win('front_left', 'close'), win('rear_left', 'close')]],
    ])
  })

  it('reads 全 before a window verb as every window, and 全开 as fully open', () => {
    expectCalls([
      ['窗户全降下来', [win('all', 'open')]],
      ['车窗全升上去', [win('all', 'close')]],
      ['窗子全关了', [win('all', 'close')]],
      ['副驾车窗全开', [win('front_right', 'open')]],
    ])
  })

  it('reads a seat named in a clause of its own', () => {
    expectCalls([
      ['右后边那个座位，加热打开', [seat('rear_right', 'heating_on')]],
      [
        '副驾那个位置，往后挪一点',
        [
          seat('passenger', 'adjust_position', {
            position_adjustment: { direction: 'backward', amount: 'small' },
          }),
        ],
      ],
      ['后面俩座椅通风开一下', [seat('rear_left', 'ventilation_on'), seat('rear_right', 'ventilation_on')]],
      ['后排两个座位的加热都打开', [seat('rear_left', 'heating_on'), seat('rear_right', 'heating_on')]],
    ])
  })

  it('does not read a direction as a place', () => {
    expectCalls([
      [
        '座椅往后面挪一点',
        [
          seat('driver', 'adjust_position', {
            position_adjustment: { direction: 'backward', amount: 'small' },
          }),
        ],
      ],
      [
        '座椅往前面推一些',
        [
          seat('driver', 'adjust_position', {
            position_adjustment: { direction: 'forward', amount: 'medium' },
          }),
        ],
      ],
    ])
  })
})

describe('a small opening said any way is a crack (20 %)', () => {
  it.each([
    '窗户往下摇一点点',
    '副驾窗户降一丁点',
    '主驾的窗稍微放下来点',
    '车窗摇下来一咪咪',
    '窗户落下一点',
  ])('%s', (text) => {
    const position = text.startsWith('副驾') ? 'front_right' : 'front_left'
    expect(parseUtterance(text).calls).toEqual([win(position, 'set_position', 20)])
  })
})
