import { describe, expect, it } from 'vitest'
import { offlineAnswer } from '../offline-model/offline-model.ts'
import { parseUtterance } from './parse-utterance.ts'

describe('the cockpit coverage gate', () => {
  it('runs nothing when a command clause leaves words of its own unexplained, and names them', () => {
    const parse = parseUtterance('座椅加热开到蛋挞模式')
    expect(parse.calls).toEqual([])
    expect(parse.unexplained).toEqual(['蛋挞模式'])
    const gated = parseUtterance('空调照奶奶的习惯调到二十二度')
    expect(gated.calls).toEqual([])
    expect(gated.unexplained?.join('')).toContain('奶奶')
  })

  it('runs no step of a request whose later step nothing reads, and asks about that step', () => {
    const parse = parseUtterance('音量调到二十然后跳芭蕾')
    expect(parse.calls).toEqual([])
    expect(parse.unexplained).toEqual(['跳芭蕾'])
    // A reason said beside a command is no step of it.
    expect(parseUtterance('后备箱开一下，我拿个东西').calls).toEqual([
      { name: 'control_trunk', params: { action: 'open' } },
    ])
  })

  it('asks about one or two characters left over too: every word of a command must be accounted for', () => {
    expect(parseUtterance('座椅加热开到二挡给奶奶').unexplained).toEqual(['奶奶'])
    expect(parseUtterance('打开天窗看星星').calls).toEqual([])
  })

  it('lets words that only restate the change pass (accounted-words.json), and a word said twice', () => {
    expect(parseUtterance('空调温度给我往上提一提').calls).toEqual([
      { name: 'control_ac', params: { action: 'adjust_temperature', direction: 'up' } },
    ])
    expect(parseUtterance('空调空调，打开').calls).toEqual([
      { name: 'control_ac', params: { action: 'turn_on' } },
    ])
  })

  it('still runs a command whose every word is understood', () => {
    expect(parseUtterance('打开空调').calls).toEqual([{ name: 'control_ac', params: { action: 'turn_on' } }])
  })

  it('lets a status query through: it changes nothing', () => {
    expect(parseUtterance('胎压有没有问题').calls.map((call) => call.name)).toEqual(['query_vehicle_status'])
  })

  it('says which words it did not understand, and that nothing changed', () => {
    const prompt = [
      { role: 'system' as const, content: 'vehicle state: {}' },
      { role: 'user' as const, content: [{ type: 'text' as const, text: '座椅加热开到蛋挞模式' }] },
    ]
    const answer = offlineAnswer({ prompt })
    expect(answer.calls).toEqual([])
    expect(answer.text).toContain('蛋挞模式')
  })
})
