import { defineTool } from '@mindwire/agent'
import { z } from 'zod'
import type { ShopState } from '../shop-state.ts'

export const productSearch = defineTool<z.ZodType<ProductSearchArgs>, ShopState>({
  name: 'product_search',
  description: '搜索商品：按关键词、品类和价格上限筛选，按价格、评分或销量排序。',
  parameters: z.object({
    query: z.string().max(100).describe('关键词，如 "iPhone 15" 或 "降噪耳机"；留空表示不限'),
    category: z.string().max(20).optional().describe('品类，如 手机、耳机、电脑、配件'),
    maxPrice: z.number().positive().optional().describe('价格上限（元）'),
    sortBy: z.enum(['relevance', 'price', 'rating', 'sales']).default('relevance'),
    limit: z.number().int().min(1).max(10).default(5),
  }),
  execute: (args, { state }) => {
    const terms = args.query.toLowerCase().split(/\s+/).filter(Boolean)
    const scored = state.catalogue
      .filter((p) => !args.category || p.category === args.category)
      .filter((p) => args.maxPrice === undefined || p.price <= args.maxPrice)
      .map((p) => {
        const haystack = `${p.name} ${p.category}`.toLowerCase()
        return { product: p, hits: terms.filter((term) => haystack.includes(term)).length }
      })
      .filter(({ hits }) => terms.length === 0 || hits > 0)
    const order: Record<string, (a: (typeof scored)[number], b: (typeof scored)[number]) => number> = {
      relevance: (a, b) => b.hits - a.hits || b.product.sales - a.product.sales,
      price: (a, b) => a.product.price - b.product.price,
      rating: (a, b) => b.product.rating - a.product.rating,
      sales: (a, b) => b.product.sales - a.product.sales,
    }
    const products = scored
      .sort(order[args.sortBy])
      .slice(0, args.limit)
      .map(({ product }) => product)
    return { count: products.length, products }
  },
})

interface ProductSearchArgs {
  query: string
  category?: string
  maxPrice?: number
  sortBy: 'relevance' | 'price' | 'rating' | 'sales'
  limit: number
}
