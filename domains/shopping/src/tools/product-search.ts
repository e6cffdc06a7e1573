import { defineTool } from '@mindwire/agent'
import { z } from 'zod'
import { CATEGORIES } from '../catalogue/categories.ts'
import { rememberShown, type ShopState } from '../shop-state.ts'
import { shopCall } from './shop-tool-error.ts'

const parameters = z.object({
  query: z
    .string()
    .max(100)
    .default('')
    .describe('关键词，如 "iPhone 15"、"蓝牙耳机"；只按品类或价格筛选时留空'),
  category: z
    .string()
    .max(20)
    .optional()
    .describe(`品类，如 ${CATEGORIES.join('、')}`),
  minPrice: z.number().nonnegative().optional().describe('最低价（元）'),
  maxPrice: z.number().positive().optional().describe('最高价（元），如“两千以内”为 2000'),
  sort: z
    .enum(['relevance', 'price_asc', 'price_desc', 'sales', 'rating'])
    .default('relevance')
    .describe('relevance 相关度；price_asc 最便宜在前；price_desc 最贵在前；sales 销量；rating 评分'),
  limit: z.number().int().min(1).max(10).default(5),
  offset: z.number().int().min(0).max(500).default(0).describe('翻页：跳过前面多少个'),
})

/** Seed 004's ProductSearchTool over EcommerceApi.searchProducts; the page becomes "what was shown". */
export const productSearch = defineTool<typeof parameters, ShopState>({
  name: 'product_search',
  description:
    '搜索商品：按关键词、品类、价格区间筛选，按相关度、价格、销量或评分排序。价格和库存以结果为准。',
  parameters,
  execute: async (args, { state }) => {
    const page = await shopCall(() => state.api.searchProducts(args))
    rememberShown(state, page.products)
    return page
  },
})
