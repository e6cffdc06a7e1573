import type { ContractEvent } from '@mindwire/server'
import { describe, expect, it } from 'vitest'
import { claimsAction, driverWarnings, truthfulText, withWarnings } from './truthful-reply.ts'

const blocked: ContractEvent = {
  type: 'tool_result',
  id: 'c1',
  name: 'control_trunk',
  status: 'blocked',
  decision: 'block',
  output: { error: 'blocked_by_safety_rule', message: '行驶中不能打开后备箱' },
}
const opened: ContractEvent = {
  type: 'tool_result',
  id: 'c2',
  name: 'control_ac',
  status: 'ok',
  decision: 'allow',
  output: { reply: '空调已打开' },
}

describe('truthful replies', () => {
  it('tells claims from questions and small talk', () => {
    for (const claim of [
      '好的，已为您打开后备箱。',
      '好的，已经完成。',
      '已经关闭车窗',
      '搞定',
      '已调到24度',
    ])
      expect(claimsAction(claim), claim).toBe(true)
    for (const plain of ['您想打开后备箱吗？', '不客气，随时叫我。', '行驶中不能打开后备箱', '你好'])
      expect(claimsAction(plain), plain).toBe(false)
  })

  it('replaces a claim that contradicts a blocked call with what the outcomes say', () => {
    expect(truthfulText([blocked], '好的，已为您打开后备箱。')).toEqual({
      text: '行驶中不能打开后备箱',
      replaced: true,
    })
    expect(truthfulText([opened, blocked], '已打开空调和后备箱').text).toBe(
      '空调已打开；行驶中不能打开后备箱',
    )
  })

  it('replaces a claim naming a device whose function did not run, by the catalogue’s own words', () => {
    const functions = [
      { name: 'control_ac', lexicon: { objects: ['空调'], values: {} } },
      { name: 'control_trunk', lexicon: { objects: ['后备箱', '尾门'], values: {} } },
    ]
    expect(truthfulText([opened], '已为您打开空调和尾门', functions)).toEqual({
      text: '空调已打开',
      replaced: true,
    })
    expect(truthfulText([opened], '已为您打开空调', functions).replaced).toBe(false)
  })

  it('keeps a claim every outcome backs, and any reply that claims nothing', () => {
    expect(truthfulText([opened], '好的，已为您打开空调')).toEqual({
      text: '好的，已为您打开空调',
      replaced: false,
    })
    expect(truthfulText([blocked], '抱歉，行驶中不能开后备箱')).toMatchObject({ replaced: false })
  })

  it('says a waiting confirmation instead of a claimed action', () => {
    const asking: ContractEvent = {
      type: 'confirm_required',
      id: 'c3',
      name: 'control_window',
      arguments: '{}',
      message: '车速较高，确认打开车窗吗？',
      ruleIds: ['r'],
    }
    expect(truthfulText([asking], '已为您打开车窗').text).toBe('车速较高，确认打开车窗吗？')
  })

  it('says each warning once, after the reply', () => {
    const warning: ContractEvent = { type: 'warning', message: '温度较极端', id: 'c2', ruleId: 'extreme' }
    const internal: ContractEvent = { type: 'warning', message: 'history compacted' }
    const warnings = driverWarnings([warning, warning, internal])
    expect(warnings).toEqual([{ message: '温度较极端', ruleId: 'extreme', callId: 'c2' }])
    expect(withWarnings('空调已调到16度', warnings)).toBe('空调已调到16度。温度较极端')
    expect(withWarnings('好的。', warnings)).toBe('好的。温度较极端')
    expect(withWarnings('温度较极端', warnings)).toBe('温度较极端')
  })
})
