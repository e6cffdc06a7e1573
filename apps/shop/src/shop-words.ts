import { ShopRequestError } from './shop-api.ts'

// What the shop page says to a person when the shop refuses something: the shop's reason in plain words,
// never the server's text or an HTTP status.
const REFUSALS: Record<string, (details: Record<string, unknown>) => string> = {
  out_of_stock: (d) => `库存不够：这件商品只剩 ${d.stock ?? 0} 件`,
  invalid_quantity: () => '数量要在 1 到 99 之间',
  unknown_product: () => '这件商品已经下架了',
  not_in_cart: () => '这件商品已经不在购物车里了',
  empty_cart: () => '购物车是空的，先挑点东西吧',
  unauthorized: () => '需要先登录（API 密钥无效或缺失）',
  rate_limited: () => '操作太频繁了，请稍后再试',
}

/** A failed shop request as one sentence a shopper understands. */
export function refusalText(failure: unknown): string {
  if (failure instanceof ShopRequestError) {
    const say = REFUSALS[failure.code]
    if (say) return say(failure.details)
  }
  return '商店暂时无法访问，请稍后再试'
}

/** Money as the shop shows it. */
export const yuan = (value: number) => `¥${value.toLocaleString('zh-CN')}`
