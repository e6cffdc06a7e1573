import { CATALOGUE, type Product } from './data/catalogue.ts'

export interface OrderItem {
  productId: string
  name: string
  quantity: number
  price: number
}

/** An order (seed 004 §6.2). */
export interface Order {
  id: string
  status: '待付款' | '待发货' | '已发货' | '已完成' | '已取消'
  totalAmount: number
  createTime: string
  items: OrderItem[]
}

export interface CartItem {
  productId: string
  name: string
  price: number
  quantity: number
}

/** One shopper's view of the shop: the catalogue, their orders and their cart. */
export interface ShopState {
  catalogue: readonly Product[]
  orders: Order[]
  cart: CartItem[]
}

/** A fresh shopper with two past orders and an empty cart. */
export function initialShopState(): ShopState {
  return {
    catalogue: CATALOGUE,
    orders: [
      {
        id: 'SO20261101001',
        status: '已发货',
        totalAmount: 6098,
        createTime: '2026-11-01 10:12',
        items: [
          { productId: 'p-iphone15', name: 'iPhone 15 128GB', quantity: 1, price: 5999 },
          { productId: 'p-case15', name: 'iPhone 15 硅胶保护壳', quantity: 1, price: 99 },
        ],
      },
      {
        id: 'SO20261115007',
        status: '待发货',
        totalAmount: 238,
        createTime: '2026-11-15 21:40',
        items: [
          { productId: 'p-anker65w', name: 'Anker 65W 氮化镓充电器', quantity: 1, price: 199 },
          { productId: 'p-usbc2m', name: 'USB-C 编织数据线 2 米', quantity: 1, price: 39 },
        ],
      },
    ],
    cart: [],
  }
}

/** The cart's total, in yuan. */
export function cartTotal(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.price * item.quantity, 0)
}
