import { defineComponent, h, type PropType } from 'vue'
import type { Cart, Order, Product } from './shop-api.ts'

const yuan = (value: number) => `¥${value.toLocaleString('zh-CN')}`

const STATUS: Record<string, string> = {
  pending_payment: '待付款',
  pending_shipment: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
}

/** Search results as cards: what the shop says, prices and stock included. */
export const ProductGrid = defineComponent({
  name: 'ProductGrid',
  props: { products: { type: Array as PropType<Product[]>, required: true } },
  setup(props) {
    return () =>
      props.products.length === 0
        ? h('p', { class: 'empty' }, '搜索商品，或者问问右边的助手')
        : h(
            'ul',
            { class: 'products' },
            props.products.map((product) =>
              h('li', { class: 'product', key: product.id, 'data-product': product.id }, [
                h('span', { class: 'product__category' }, `${product.category} · ${product.brand}`),
                h('strong', { class: 'product__name' }, product.name),
                h('span', { class: 'product__price' }, yuan(product.price)),
                h(
                  'span',
                  { class: 'product__meta' },
                  `评分 ${product.rating} · 销量 ${product.sales.toLocaleString('zh-CN')} · ${product.stock > 0 ? `库存 ${product.stock}` : '缺货'}`,
                ),
              ]),
            ),
          )
  },
})

/** The shopper's cart as the shop has it now. */
export const CartView = defineComponent({
  name: 'CartView',
  props: { cart: { type: Object as PropType<Cart | null>, default: null } },
  setup(props) {
    return () =>
      h('section', { class: 'cart', 'aria-label': '购物车' }, [
        h('h2', '购物车'),
        !props.cart?.items.length
          ? h('p', { class: 'empty' }, '购物车是空的')
          : h(
              'ul',
              props.cart.items.map((item) =>
                h('li', { key: item.productId, 'data-cart-item': item.productId }, [
                  h('span', item.name),
                  h('span', { class: 'cart__quantity' }, `× ${item.quantity}`),
                  h('span', yuan(item.price * item.quantity)),
                ]),
              ),
            ),
        props.cart &&
          h(
            'p',
            { class: 'cart__total', 'data-total': props.cart.totalAmount },
            `合计 ${yuan(props.cart.totalAmount)}`,
          ),
      ])
  },
})

/** The shopper's orders, newest first, with where the parcel is. */
export const OrdersView = defineComponent({
  name: 'OrdersView',
  props: { orders: { type: Array as PropType<Order[]>, required: true } },
  setup(props) {
    return () =>
      h('section', { class: 'orders', 'aria-label': '订单' }, [
        h('h2', '我的订单'),
        props.orders.length === 0
          ? h('p', { class: 'empty' }, '还没有订单')
          : h(
              'ul',
              props.orders.map((order) =>
                h('li', { key: order.id, 'data-order': order.id }, [
                  h('span', { class: 'order__status' }, STATUS[order.status] ?? order.status),
                  h('span', order.items.map((item) => `${item.name} × ${item.quantity}`).join('，')),
                  h('span', yuan(order.totalAmount)),
                  order.tracking && h('small', order.tracking.latest),
                ]),
              ),
            ),
      ])
  },
})
