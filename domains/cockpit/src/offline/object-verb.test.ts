import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

const ac = (action: string) => ({ name: 'control_ac', params: { action } })
const window = (action: string, position = 'front_left') => ({
  name: 'control_window',
  params: { position, action },
})

describe('commands said object first keep each verb on its own object', () => {
  it('opens the window and switches the AC off, not the other way round', () => {
    expect(parseUtterance('空调关掉车窗打开').calls).toEqual([ac('turn_off'), window('open')])
    expect(parseUtterance('把空调关了窗户打开').calls).toEqual([ac('turn_off'), window('open')])
    expect(parseUtterance('主驾车窗打开副驾车窗关上').calls).toEqual([
      window('open'),
      window('close', 'front_right'),
    ])
  })

  it('leaves a verb-first sentence and a shared verb as they were', () => {
    expect(parseUtterance('关闭空调打开车窗').calls).toEqual([ac('turn_off'), window('open')])
    expect(parseUtterance('空调和车窗都关了').calls).toEqual([ac('turn_off'), window('close')])
  })
})

describe('a feature word belongs to the thing named right before it', () => {
  it('heats the mirror in 倒后镜加热, and reads no seat ventilation in 开窗通风', () => {
    expect(parseUtterance('打开倒后镜加热').calls).toEqual([
      { name: 'control_mirror', params: { side: 'all', action: 'heating_on' } },
    ])
    expect(parseUtterance('开窗通风关闭空调').calls.map((c) => c.name)).not.toContain('control_seat')
  })

  it('reads no destination in a feature that holds 回 or a setting that holds 到', () => {
    expect(parseUtterance('打开回家照明延时').calls).toEqual([])
    // The navigation step it cannot do is asked about, not dropped while the volume changes (issue 41).
    expect(parseUtterance('音量调到百分之三十导航调到百分之五十').calls).toEqual([])
  })
})

describe('a verb on a thing the catalogue lacks stays there', () => {
  it('打开座椅加热关闭行人提示音 switches the heating on and leaves the unknown sound alone', () => {
    const result = parseUtterance('打开座椅加热关闭行人提示音')
    expect(result.calls).toEqual([{ name: 'control_seat', params: { seat: 'driver', action: 'heating_on' } }])
    // 提示音 is a thing the catalogue lacks (unsupported-objects.json); 行人 is what is left unread.
    expect(result.unmatched.join('')).toContain('行人')
  })

  it('the window a wiper sits on is not opened', () => {
    // The coverage gate asks about 前车窗 (the wiper matcher consults it without taking it): a question, no window.
    const calls = parseUtterance('前车窗雨刷器打开').calls
    expect(calls.some((call) => call.name === 'control_window')).toBe(false)
  })
})
