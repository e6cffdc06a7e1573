import { describe, expect, it } from 'vitest'
import type { Product } from '../ecommerce-api.ts'
import { readShopRequest } from './shop-understanding.ts'
import { answerShownList } from './shown-state-answer.ts'
import { withTopics } from './topic-question.ts'

const product = (id: string, brand: string, price: number, rating: number, sales: number): Product => ({
  id,
  name: `${brand} 耳机 ${id}`,
  brand,
  category: '耳机',
  price,
  rating,
  sales,
  stock: 5,
})
const shown = [
  product('a1', '华为', 399, 4.6, 900),
  product('b2', '小米', 129, 4.8, 3000),
  product('c3', '华为', 899, 4.6, 200),
]

/** The clause a question is read into, asking about the page shown. */
const asked = (text: string) => {
  const reading = readShopRequest(text, shown, 'a1')
  const [clause] = withTopics(reading.clauses)
  expect(clause?.asks).toBe('shown')
  return (english: boolean) => answerShownList(clause!, shown, english, reading.unknown.length > 0)
}

describe('questions about the page shown, answered from it', () => {
  it('counts and lists the whole page when nothing narrows it', () => {
    const reply = asked('how many results did you show me')(true)
    expect(reply).toContain('I showed you 3')
    for (const p of shown) expect(reply).toContain(p.name)
  })

  it('names the one extreme asked for, and every one tied there', () => {
    expect(asked('what was the cheapest one you found')(true)).toContain('b2')
    expect(asked('上面这些哪个卖得最好')(false)).toContain('小米 耳机 b2')
    const tied = asked('刚才搜到的哪个评分最低')(false)
    expect(tied).not.toContain('b2')
    expect(tied).toContain('并列')
  })

  it('lists the whole page rather than pick an extreme from a question it read only in part', () => {
    const reply = asked('which of the results is the most meh')(true)
    expect(reply).toContain('I showed you 3')
  })

  it('lists only what carries a brand or fits a price, and says when none does', () => {
    const brand = asked('搜到的结果里有华为的吗')(false)
    expect(brand).toContain('有 2 个符合')
    expect(brand).not.toContain('b2')
    expect(asked('were any of those under 100')(true)).toContain('None of the 3')
  })

  it('reads a pointer said before its question as the question’s topic', () => {
    expect(asked('第三个，评分怎么样')(false)).toContain('第 3 个「华为 耳机 c3」')
  })
})
