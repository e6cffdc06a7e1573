import { describe, expect, it } from 'vitest'
import { productsNamed } from './pick-target.ts'

const named = (...names: string[]) => names.map((name) => ({ name }))

describe('the products a name said means', () => {
  it('is every product that carries the name when several do and none is exactly it', () => {
    const shown = named('iPhone 15 Pro 128GB', 'iPhone 15 128GB', 'Galaxy S24')
    expect(productsNamed(shown, 'iphone 15')).toEqual(shown.slice(0, 2))
  })

  it('is the one product whose whole name is the words said', () => {
    const shown = named('iPhone 15 Pro', 'iPhone 15', 'iPhone 15 Plus')
    expect(productsNamed(shown, 'iPhone15')).toEqual([{ name: 'iPhone 15' }])
  })

  it('is the one product whose whole name the request holds', () => {
    const shown = named('iPhone 15 Pro 128GB', 'iPhone 15 128GB')
    expect(productsNamed(shown, 'iPhone 15', '把 iPhone 15 128GB 加入购物车')).toEqual([shown[1]])
  })
})

describe('a name several variants of one model carry', () => {
  it('is the first of them, as the search ranked them', () => {
    const shown = named('小米 Redmi Buds 5 真无线耳机 白色', '小米 Redmi Buds 5 真无线耳机 黑色')
    expect(productsNamed(shown, 'Redmi Buds 5')).toEqual([shown[0]])
    const phones = named('Apple iPhone 15 128GB 黑色', 'Apple iPhone 15 256GB 蓝色')
    expect(productsNamed(phones, 'iphone 15')).toEqual([phones[0]])
  })

  it('is all of them when another model carries the name too', () => {
    const shown = named('Apple iPhone 15 Pro 128GB 粉色', 'Apple iPhone 15 128GB 黑色', 'AirPods 3')
    expect(productsNamed(shown, 'iPhone 15')).toEqual(shown.slice(0, 2))
  })
})
