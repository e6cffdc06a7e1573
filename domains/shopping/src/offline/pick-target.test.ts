import { describe, expect, it } from 'vitest'
import { productsNamed } from './pick-target.ts'

const named = (...names: string[]) => names.map((name) => ({ name, brand: name.split(' ')[0] }))

describe('the products a name said means', () => {
  it('is every product that carries the name when several do and none is exactly it', () => {
    const shown = named('iPhone 15 Pro 128GB', 'iPhone 15 128GB', 'Galaxy S24')
    expect(productsNamed(shown, 'iphone 15')).toEqual(shown.slice(0, 2))
  })

  it('is the one product whose whole name is the words said', () => {
    const shown = named('iPhone 15 Pro', 'iPhone 15', 'iPhone 15 Plus')
    expect(productsNamed(shown, 'iPhone15')).toEqual([shown[1]])
  })

  it('is the one product whose whole name the request holds', () => {
    const shown = named('iPhone 15 Pro 128GB', 'iPhone 15 128GB')
    expect(productsNamed(shown, 'iPhone 15', '把 iPhone 15 128GB 加入购物车')).toEqual([shown[1]])
  })
})

describe('a name several variants of one model carry', () => {
  it('is all of them, for the shopper to pick: never the first as the search ranked them', () => {
    const shown = named('小米 Redmi Buds 5 真无线耳机 白色', '小米 Redmi Buds 5 真无线耳机 黑色')
    expect(productsNamed(shown, 'Redmi Buds 5')).toEqual(shown)
    const phones = named('Apple iPhone 15 128GB 黑色', 'Apple iPhone 15 256GB 蓝色')
    expect(productsNamed(phones, 'iphone 15')).toEqual(phones)
  })

  it('is all of them when another model carries the name too', () => {
    const shown = named('Apple iPhone 15 Pro 128GB 粉色', 'Apple iPhone 15 128GB 黑色', 'AirPods 3')
    expect(productsNamed(shown, 'iPhone 15')).toEqual(shown.slice(0, 2))
  })
})

describe('a kind several brands’ products carry in their names', () => {
  it('is the first as the search ranked them (the milk, not the milk chocolate)', () => {
    const shown = named('特仑苏 纯牛奶 250ml×16 牛奶', '德芙 丝滑牛奶 252g 巧克力')
    expect(productsNamed(shown, '牛奶')).toEqual([shown[0]])
  })
})

describe('a name that fits a product already in the cart', () => {
  const shown = named(
    'Apple iPhone 15 Pro 128GB 粉色',
    'Apple iPhone 15 128GB 黑色',
    'Apple iPhone 15 256GB 蓝色',
  )

  it('is the cart’s product, over the other models and variants that carry it', () => {
    expect(productsNamed(shown, 'iPhone 15', 'iPhone 15', ['Apple iPhone 15 128GB 黑色'])).toEqual([shown[1]])
  })

  it('is still a question when two of the products carrying it are in the cart, or none is', () => {
    const held = ['Apple iPhone 15 128GB 黑色', 'Apple iPhone 15 256GB 蓝色']
    expect(productsNamed(shown, 'iPhone 15', 'iPhone 15', held)).toEqual(shown)
    expect(productsNamed(shown, 'iPhone 15', 'iPhone 15', ['某品牌 咖啡豆'])).toEqual(shown)
  })
})
