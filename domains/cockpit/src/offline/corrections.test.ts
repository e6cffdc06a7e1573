import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

// Our own wording: two values for one setting in one request.
describe('a value taken back in the same request', () => {
  it('sets only the later value when the speaker corrects it', () => {
    expect(parseUtterance('空调二十二度，不对，二十四度').calls).toEqual([
      { name: 'control_ac', params: { action: 'set_temperature', temperature: 24 } },
    ])
  })

  it('asks which when two values are said with no correction', () => {
    const parse = parseUtterance('温度调到二十二度二十四度')
    expect(parse.calls).toEqual([])
    expect(parse.needsClarification).toBe(true)
  })

  it('keeps the same change on two targets: no conflict', () => {
    expect(parseUtterance('主驾和副驾的座椅加热都开到最高').calls).toHaveLength(2)
  })
})
