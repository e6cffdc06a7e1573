import type { ShopTurn } from './read-shop-turn.ts'

/** A first-step shop turn for tests: an empty cart and nothing shown unless `extra` says otherwise. */
export const shopTurn = (text: string, extra: Partial<ShopTurn> = {}): ShopTurn => ({
  text,
  cart: { items: [], totalAmount: 0 },
  shown: [],
  lastTouched: undefined,
  lastSearch: undefined,
  calls: [],
  continuing: false,
  ...extra,
})
