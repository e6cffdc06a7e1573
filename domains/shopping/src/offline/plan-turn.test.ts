import { describe, expect, it } from 'vitest'
import type { Cart, Product } from '../ecommerce-api.ts'
import { planTurn } from './plan-turn.ts'
import type { ShopTurn } from './read-shop-turn.ts'
import { readShopRequest } from './shop-understanding.ts'
import { shopTurn } from './test-turn.ts'

const plan = (text: string, extra: Partial<ShopTurn> = {}) => {
  const turn = shopTurn(text, extra)
  return planTurn(turn, readShopRequest(turn.text, turn.shown, turn.lastTouched ?? turn.shown[0]?.id))
}
const product = (id: string, name: string, price: number, rating = 4.5): Product =>
  ({ id, name, brand: 'x', category: '耳机', price, rating, sales: 10, stock: 9 }) as Product
const shown = [
  product('p1', '甲 降噪耳机', 999, 4.9),
  product('p2', '乙 蓝牙耳机', 199, 4.2),
  product('p3', '丙 运动耳机', 399),
]
const cart: Cart = {
  items: [
    {
      productId: 'p9',
      name: '纯牛奶 250ml×16',
      category: '食品',
      price: 69,
      quantity: 3,
    } as Cart['items'][number],
  ],
  totalAmount: 207,
}
const shoes = { query: '跑鞋', category: '运动', sort: 'relevance', offset: 5 }
const calls = (steps: ReturnType<typeof plan>) => steps.map((s) => (s.kind === 'call' ? s.args : s.kind))

describe('planning a request from its one reading', () => {
  it('pages on from the last search, and starts a refinement again from the first page', () => {
    expect(calls(plan('换一批', { lastSearch: shoes }))).toEqual([{ ...shoes, offset: 10 }])
    expect(calls(plan('next page', { lastSearch: shoes }))).toEqual([{ ...shoes, offset: 10 }])
    expect(calls(plan('按评分排序', { lastSearch: shoes }))).toEqual([
      { query: '跑鞋', category: '运动', sort: 'rating' },
    ])
    expect(calls(plan('only the ones under 600', { lastSearch: shoes }))).toEqual([
      { query: '跑鞋', category: '运动', sort: 'relevance', maxPrice: 600 },
    ])
  })

  it('orders what was shown by the direction said, over a bare "by price" or "sort them"', () => {
    const byPrice = (sort: string) => [{ query: '跑鞋', category: '运动', sort }]
    expect(calls(plan('按价格从高到低排', { lastSearch: shoes }))).toEqual(byPrice('price_desc'))
    expect(calls(plan('贵的排前面', { lastSearch: shoes }))).toEqual(byPrice('price_desc'))
    expect(calls(plan('按价格排', { lastSearch: shoes }))).toEqual(byPrice('price_asc'))
    expect(calls(plan('sort by price, highest first', { lastSearch: shoes }))).toEqual(byPrice('price_desc'))
    expect(calls(plan('sort these by price, lowest first', { lastSearch: shoes }))).toEqual(
      byPrice('price_asc'),
    )
    expect(calls(plan('order them from cheapest to most expensive', { lastSearch: shoes }))).toEqual(
      byPrice('price_asc'),
    )
  })

  it('answers a question about what was added, or the cart in a new user’s words, from the cart', () => {
    const list = [{ action: 'list' }]
    expect(calls(plan('耳机我加了几个', { shown, cart }))).toEqual(list)
    expect(calls(plan('我的车是空的吗', { cart }))).toEqual(list)
    expect(calls(plan('how many things are in my cart?', { cart }))).toEqual(list)
    // Asking to add is still never acted on, nor read as a question about the cart.
    expect(calls(plan('能帮我加一个耳机吗', { shown, cart }))).toEqual(['say'])
  })

  it('swaps a cart line for a shown product: remove, then add, in order, or only asks', () => {
    const milk = { cart, lastTouched: 'p9', shown }
    const swap = [
      { action: 'remove', productId: 'p9' },
      { action: 'add', productId: 'p2', quantity: 1 },
    ]
    expect(calls(plan('那个不要了，换成第二个', milk))).toEqual(swap)
    expect(calls(plan('把它换成第二个', milk))).toEqual(swap)
    expect(calls(plan('swap it for the second one', milk))).toEqual(swap)
    expect(calls(plan("I don't want that one, give me the second instead", milk))).toEqual(swap)
    // 换成三个 is a quantity; with nothing shown to swap in, nothing is removed.
    expect(calls(plan('换成三个', milk))).toEqual([{ action: 'update', productId: 'p9', quantity: 3 }])
    expect(calls(plan('把它换成第二个', { cart, lastTouched: 'p9' }))).toEqual(['say'])
  })

  it('reads the total of an order from the orders, and the total alone from the cart', () => {
    expect(plan('what was the total of my last order')).toMatchObject([{ name: 'order_query' }])
    expect(calls(plan('一共多少钱', { cart }))).toEqual([{ action: 'list' }])
  })

  it('keeps one search per turn with every filter, in either language', () => {
    expect(calls(plan('搜一下蓝牙耳机，两千以内，按销量排序'))).toEqual([
      { query: '蓝牙', category: '耳机', sort: 'sales', maxPrice: 2000 },
    ])
    expect(calls(plan('best rated sunscreen under 200'))).toEqual([
      { query: '防晒', category: '美妆', sort: 'rating', maxPrice: 200 },
    ])
  })

  it('reads a count said in its own step as the quantity of the add before it', () => {
    expect(calls(plan('这个加入购物车，要两包', { shown }))).toEqual([
      { action: 'add', productId: 'p1', quantity: 2 },
    ])
    expect(calls(plan('add two of the second one', { shown }))).toEqual([
      { action: 'add', productId: 'p2', quantity: 2 },
    ])
  })

  it('adds the product a superlative picks from what was shown, and sorts when a product is named', () => {
    expect(calls(plan('add the cheapest one', { shown }))).toEqual([
      { action: 'add', productId: 'p2', quantity: 1 },
    ])
    expect(calls(plan('最便宜的扫地机器人是哪款', { shown }))).toEqual([
      { query: '扫地机器人', category: '家电', sort: 'price_asc' },
    ])
  })

  it('answers a question about a shown product from what was shown, changing nothing', () => {
    const [answer] = plan('第二个多少钱', { shown })
    expect(answer).toEqual({ kind: 'say', text: expect.stringContaining('¥199') })
    expect(plan('is the first one noise cancelling?', { shown })).toEqual([
      { kind: 'say', text: expect.any(String) },
    ])
    expect(plan('did I already buy a charger', { shown })).toEqual([
      { kind: 'say', text: expect.any(String) },
    ])
  })

  it('takes less of a line by the count said, and removes it when nothing would be left', () => {
    expect(calls(plan('少要两箱', { cart }))).toEqual([{ action: 'update', productId: 'p9', quantity: 1 }])
    expect(calls(plan('牛奶减三箱', { cart }))).toEqual([{ action: 'remove', productId: 'p9' }])
    expect(calls(plan('make it 5', { cart, lastTouched: 'p9' }))).toEqual([
      { action: 'update', productId: 'p9', quantity: 5 },
    ])
  })

  it('answers small talk, after-sales and what it does not follow with no call at all', () => {
    for (const text of [
      'thanks, that is all',
      '这个耳机我想退掉',
      'can I swap these for a bigger size',
      '这家店靠谱吗',
    ])
      expect(plan(text, { shown, cart })).toEqual([{ kind: 'say', text: expect.any(String) }])
  })

  it('reads orders: the latest one, a period, a status, a parcel', () => {
    expect(calls(plan('where is my last order'))).toEqual([{ limit: 1 }])
    expect(calls(plan('这周下的单'))).toEqual([{ sinceDays: 7 }])
    expect(calls(plan('show me my unpaid orders'))).toEqual([{ status: 'pending_payment' }])
    expect(calls(plan('我的快递到哪了'))).toEqual([{ status: 'shipped' }])
  })

  it('adds more of a line said with 多 and a count, and counts a cart line by its position', () => {
    expect(calls(plan('牛奶多要一箱', { cart }))).toEqual([{ action: 'add', productId: 'p9', quantity: 1 }])
    expect(calls(plan('牛奶要一箱', { cart }))).toEqual([{ action: 'update', productId: 'p9', quantity: 1 }])
    expect(calls(plan('把第一个的数量改成5', { cart }))).toEqual([
      { action: 'update', productId: 'p9', quantity: 5 },
    ])
  })

  it('narrows the last list to a brand that sells in it, and searches a brand alone anew', () => {
    const earphones = { query: '', category: '耳机', sort: 'relevance' }
    expect(calls(plan('只看华为的', { lastSearch: earphones }))).toEqual([
      { query: '华为', category: '耳机', sort: 'relevance' },
    ])
    expect(calls(plan('看看戴森', { lastSearch: earphones }))).toEqual([{ query: '戴森', sort: 'relevance' }])
  })

  it('answers what the cart costs and what was bought from the state, and a shipping-time question plainly', () => {
    expect(calls(plan('我一共要付多少', { cart }))).toEqual([{ action: 'list' }])
    expect(plan('我买的那个手机什么时候到')[0]).toMatchObject({ kind: 'call', name: 'order_query' })
    expect(calls(plan('上个月我在这买了多少钱的东西'))).toEqual([{ sinceDays: 30 }])
    expect(calls(plan('any orders waiting for payment?'))).toEqual([{ status: 'pending_payment' }])
    for (const text of ['你们几点发货', '不买了'])
      expect(plan(text, { cart })).toEqual([{ kind: 'say', text: expect.any(String) }])
    expect(calls(plan('购物车里的东西都清掉', { cart }))).toEqual([{ action: 'clear' }])
  })

  it('reads the cart when asked what was added, and the latest order when asked what it cost', () => {
    expect(calls(plan('我刚才加了什么', { cart }))).toEqual([{ action: 'list' }])
    expect(calls(plan('what have I added so far', { cart }))).toEqual([{ action: 'list' }])
    expect(calls(plan('最近一笔订单多少钱'))).toEqual([{ limit: 1 }])
    expect(calls(plan('我下过几单'))).toEqual([{}])
  })

  it('takes the category from what is asked for, not from what it is for, in English', () => {
    expect(calls(plan('I need a charger for my iPhone'))).toEqual([
      expect.objectContaining({ category: '配件' }),
    ])
    expect(calls(plan('iPhone 15的手机壳'))).toEqual([expect.objectContaining({ category: '配件' })])
  })

  it('searches words no vocabulary knows only when they name something a search can match', () => {
    expect(calls(plan('帮我搜一下竹制牙刷'))).toEqual([
      expect.objectContaining({ query: expect.stringContaining('牙刷') }),
    ])
    // 还, 吧, 那个啥: words so common the search drops them would list the whole catalogue.
    for (const text of ['帮我搜一下吧', '我要买还', '我加进去的那个还在不在'])
      expect(calls(plan(text)).filter((c) => typeof c === 'object' && 'query' in c)).toEqual([])
  })
})
