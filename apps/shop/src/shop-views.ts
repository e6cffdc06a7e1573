import { defineComponent, h, type PropType } from 'vue'
import type { Order, Product } from './shop-api.ts'
import { count, fill, words, yuan } from './shop-words.ts'

/** Search results as cards: what the shop says, prices and stock included, each with its add-to-cart. */
export const ProductGrid = defineComponent({
  name: 'ProductGrid',
  props: {
    products: { type: Array as PropType<Product[]>, required: true },
    onAdd: { type: Function as PropType<(product: Product) => void>, required: true },
    busy: { type: Boolean, default: false },
  },
  setup(props) {
    return () =>
      props.products.length === 0
        ? h('p', { class: 'empty' }, words().emptyGrid)
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
                  fill(words().productMeta, {
                    rating: product.rating,
                    sales: count(product.sales),
                    stock:
                      product.stock > 0
                        ? fill(words().inStock, { stock: product.stock })
                        : words().outOfStock,
                  }),
                ),
                h(
                  'button',
                  {
                    type: 'button',
                    class: 'product__add',
                    disabled: props.busy || product.stock === 0,
                    'aria-label': fill(words().addLabel, { name: product.name }),
                    onClick: () => props.onAdd(product),
                  },
                  product.stock === 0 ? words().outOfStock : words().addToCart,
                ),
              ]),
            ),
          )
  },
})

/** The shopper's orders, newest first, with where the parcel is; the one just placed is marked. */
export const OrdersView = defineComponent({
  name: 'OrdersView',
  props: {
    orders: { type: Array as PropType<Order[]>, required: true },
    placed: { type: String as PropType<string | null>, default: null },
  },
  setup(props) {
    return () =>
      h('section', { class: 'orders', 'aria-label': words().orders }, [
        h('h2', words().orders),
        props.orders.length === 0
          ? h('p', { class: 'empty' }, words().noOrders)
          : h(
              'ul',
              props.orders.map((order) =>
                h(
                  'li',
                  {
                    key: order.id,
                    'data-order': order.id,
                    class: { order: true, 'order--new': order.id === props.placed },
                  },
                  [
                    h(
                      'span',
                      { class: 'order__status' },
                      (words().status as Record<string, string>)[order.status] ?? order.status,
                    ),
                    h('span', order.items.map((item) => `${item.name} × ${item.quantity}`).join(' · ')),
                    h('span', yuan(order.totalAmount)),
                    order.tracking && h('small', order.tracking.latest),
                  ],
                ),
              ),
            ),
      ])
  },
})
