import { describe, expect, it } from 'vitest'
import { planTurn } from './plan-turn.ts'
import { readShopRequest } from './shop-understanding.ts'
import { shopTurn } from './test-turn.ts'

const turn = shopTurn
const planUnderstood = (t: ReturnType<typeof shopTurn>) =>
  planTurn(t, readShopRequest(t.text, t.shown, t.lastTouched))

describe('what the shop cannot do', () => {
  it('answers shipping fees and coupons plainly instead of searching products for them', () => {
    for (const text of ['运费多少', '包邮吗', '有没有优惠券', 'is shipping free?', 'do you have any coupons'])
      expect(planUnderstood(turn(text))).toEqual([{ kind: 'say', text: expect.any(String) }])
    expect(planUnderstood(turn('is shipping free?'))?.[0]).toMatchObject({
      text: expect.stringMatching(/checkout/),
    })
  })

  it('still searches for products that are on offer', () => {
    expect(planUnderstood(turn('搜一下蓝牙耳机'))?.[0]).not.toMatchObject({ kind: 'say' })
  })
})
