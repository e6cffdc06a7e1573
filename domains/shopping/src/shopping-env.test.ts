import { describe, expect, it } from 'vitest'
import { shoppingOptionsFromEnv } from './shopping-env.ts'

describe('shopping settings from the environment', () => {
  it('reads the budget, keeps the default when unset, refuses what is not a positive amount', () => {
    expect(shoppingOptionsFromEnv({ MINDWIRE_SHOP_BUDGET: '8000' })).toEqual({ budget: 8000 })
    expect(shoppingOptionsFromEnv({ MINDWIRE_SHOP_BUDGET: ' ' })).toEqual({})
    expect(shoppingOptionsFromEnv({})).toEqual({})
    for (const bad of ['0', '-5', 'lots', 'Infinity'])
      expect(() => shoppingOptionsFromEnv({ MINDWIRE_SHOP_BUDGET: bad })).toThrow(/MINDWIRE_SHOP_BUDGET/)
  })
})
