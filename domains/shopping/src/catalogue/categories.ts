/** The demo shop's categories, as the product_search tool offers them to the model. */
export const CATEGORIES = [
  '手机',
  '耳机',
  '电脑',
  '平板',
  '手表',
  '配件',
  '家电',
  '美妆',
  '食品',
  '运动',
] as const

export type Category = (typeof CATEGORIES)[number]
