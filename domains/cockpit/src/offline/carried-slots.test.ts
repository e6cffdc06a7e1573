import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

const seat = (seat: string, params: Record<string, unknown>) => ({
  name: 'control_seat',
  params: { seat, ...params },
})
const win = (position: string, params: Record<string, unknown>) => ({
  name: 'control_window',
  params: { position, ...params },
})

// A second clause that only says "the same there" carries everything the first one set, and a side
// said alone stays in the row the first one named (issue 41: carried slots).
describe('what a later clause of the same request carries over', () => {
  it.each([
    ['副驾座椅通风开到二挡，后排左边也一样', 'rear_left'],
    ['副驾座椅通风开到二挡后排左边也是', 'rear_left'],
    ['副驾座椅通风二挡主驾也要', 'driver'],
  ])('%s repeats the level, not a bare switch-on', (text, other) => {
    expect(parseUtterance(text).calls).toEqual([
      seat('passenger', { action: 'set_ventilation_level', level: 2 }),
      seat(other, { action: 'set_ventilation_level', level: 2 }),
    ])
  })

  it('another climate zone said with "the same" gets the same setting', () => {
    expect(parseUtterance('副驾那边温度设到二十一度，后排也一样').calls).toEqual([
      { name: 'control_ac', params: { action: 'set_temperature', temperature: 21, zone: 'passenger' } },
      { name: 'control_ac', params: { action: 'set_temperature', temperature: 21, zone: 'rear' } },
    ])
  })

  it('a new verb on the second seat is its own request', () => {
    expect(parseUtterance('主驾座椅加热开到二挡副驾也打开').calls).toEqual([
      seat('driver', { action: 'set_heating_level', level: 2 }),
      seat('passenger', { action: 'heating_on' }),
    ])
  })

  it('a side said alone after a rear window is the other rear window only', () => {
    expect(parseUtterance('后排右边的车窗关上，左边也关上').calls).toEqual([
      win('rear_right', { action: 'close' }),
      win('rear_left', { action: 'close' }),
    ])
  })

  it('a side after windows of both rows keeps both rows', () => {
    expect(parseUtterance('左边车窗开一半右边也开一半').calls).toEqual(
      ['front_left', 'rear_left', 'front_right', 'rear_right'].map((p) =>
        win(p, { action: 'set_position', open_percentage: 50 }),
      ),
    )
  })
})

describe('a reason joined by 所以 or 因此', () => {
  it.each([
    ['车里闷得慌所以把空调打开', { name: 'control_ac', params: { action: 'turn_on' } }],
    ['外头太晒了因此把遮阳帘拉上', { name: 'control_sunroof', params: { part: 'shade', action: 'close' } }],
  ])('%s does what follows and nothing for the reason', (text, expected) => {
    expect(parseUtterance(text).calls).toEqual([expected])
  })

  it('a closing 好不好 asks leave: the request runs', () => {
    expect(parseUtterance('把后备箱打开好不好').calls).toEqual([
      { name: 'control_trunk', params: { action: 'open' } },
    ])
  })

  it('好不好 inside a question about quality is still no request', () => {
    expect(parseUtterance('座椅加热好不好用').calls).toEqual([])
  })

  it.each(['拜托把阅读灯关了', '有劳把车窗升上去'])(
    'politeness before a request is no question: %s',
    (text) => {
      expect(parseUtterance(text).calls.length).toBe(1)
    },
  )
})

describe('causes and conditions beside a command', () => {
  it.each([
    ['把空调打开吧太热了', 'turn_on'],
    ['空调关掉吧好冷啊', 'turn_off'],
  ])('%s switches the AC and takes the complaint as the reason', (text, action) => {
    expect(parseUtterance(text).calls).toEqual([{ name: 'control_ac', params: { action } }])
  })

  it('a condition after a finished command holds the whole request back', () => {
    const parse = parseUtterance('温度设成二十三度要是还冷就再调高点')
    expect(parse.calls).toEqual([])
    expect(parse.act).toBe('conditional')
  })

  it('a little more after opening the rear windows opens both further, not to a crack', () => {
    const first = parseUtterance('后排的窗户打开一半').calls
    expect(parseUtterance('再开一点', { previousCalls: first }).calls).toEqual(
      ['rear_left', 'rear_right'].map((position) => ({
        name: 'control_window',
        params: { position, action: 'set_position', open_percentage: 70 },
      })),
    )
  })
})

describe('也 carries the place named before it', () => {
  it('a seat said with 也 after the passenger window is the passenger seat', () => {
    expect(parseUtterance('右前车窗降下来，座椅加热也开一下').calls).toEqual([
      win('front_right', { action: 'open' }),
      seat('passenger', { action: 'heating_on' }),
    ])
  })

  it('windows said with 也 after the rear zone are both rear windows', () => {
    expect(parseUtterance('后排空调打开，窗户也关上').calls).toEqual([
      { name: 'control_ac', params: { action: 'turn_on', zone: 'rear' } },
      win('rear_left', { action: 'close' }),
      win('rear_right', { action: 'close' }),
    ])
  })

  it('without 也 the row is not guessed: the car asks', () => {
    const parse = parseUtterance('右前车窗降下来，座椅加热开一下')
    expect(parse.calls).toEqual([])
    expect(parse.unexplained?.length).toBeGreaterThan(0)
  })
})

describe('a row that holds the driver', () => {
  it('leaves the next device with no place of its own to the driver', () => {
    expect(parseUtterance('前排的窗户都关上，座椅通风开一下').calls).toEqual([
      win('front_left', { action: 'close' }),
      win('front_right', { action: 'close' }),
      seat('driver', { action: 'ventilation_on' }),
    ])
  })

  it('but the same device said again without a place is asked about', () => {
    expect(parseUtterance('前排座椅通风打开，加热开到二挡').unexplained?.length).toBeGreaterThan(0)
  })
})

describe('所以, 因此 and 于是 inside a name', () => {
  it.each([
    ['播放所以爱会消失', { action: 'search_and_play', song: '所以爱会消失' }],
    ['我想听因此我爱你', { action: 'search_and_play', song: '因此我爱你' }],
  ])('%s keeps the title whole', (text, params) => {
    expect(parseUtterance(text).calls).toEqual([{ name: 'control_music', params }])
  })

  it('a place holding 于是 is the destination', () => {
    expect(parseUtterance('导航去于是镇').calls).toEqual([
      { name: 'control_navigation', params: { action: 'set_destination', destination: '于是镇' } },
    ])
  })
})
