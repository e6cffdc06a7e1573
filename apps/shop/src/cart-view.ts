import { defineComponent, h, type PropType } from 'vue'
import type { Cart } from './shop-api.ts'
import { fill, words, yuan } from './shop-words.ts'

/** What a person can do to the cart by hand; each goes to the shop's routes, which own prices and stock. */
export interface CartActions {
  setQuantity(productId: string, quantity: number): void
  remove(productId: string): void
  checkout(): void
}

/** The shopper's cart as the shop has it now, with quantity steppers, remove and checkout. */
export const CartView = defineComponent({
  name: 'CartView',
  props: {
    cart: { type: Object as PropType<Cart | null>, default: null },
    actions: { type: Object as PropType<CartActions>, required: true },
    busy: { type: Boolean, default: false },
  },
  setup(props) {
    return () => {
      const items = props.cart?.items ?? []
      const { actions, busy } = props
      const say = words()
      return h('section', { class: 'cart', 'aria-label': say.cart }, [
        h('h2', say.cart),
        items.length === 0
          ? h('p', { class: 'empty' }, say.cartEmpty)
          : h(
              'ul',
              items.map((item) =>
                h('li', { key: item.productId, 'data-cart-item': item.productId }, [
                  h('span', { class: 'cart__name' }, item.name),
                  h('span', { class: 'stepper' }, [
                    h(
                      'button',
                      {
                        type: 'button',
                        class: 'stepper__less',
                        'aria-label': fill(say.less, { name: item.name }),
                        disabled: busy || item.quantity <= 1,
                        onClick: () => actions.setQuantity(item.productId, item.quantity - 1),
                      },
                      '−',
                    ),
                    h('span', { class: 'cart__quantity', 'data-quantity': item.quantity }, item.quantity),
                    h(
                      'button',
                      {
                        type: 'button',
                        class: 'stepper__more',
                        'aria-label': fill(say.more, { name: item.name }),
                        disabled: busy,
                        onClick: () => actions.setQuantity(item.productId, item.quantity + 1),
                      },
                      '+',
                    ),
                  ]),
                  h('span', { class: 'cart__amount' }, yuan(item.price * item.quantity)),
                  h(
                    'button',
                    {
                      type: 'button',
                      class: 'cart__remove',
                      'aria-label': fill(say.removeLabel, { name: item.name }),
                      disabled: busy,
                      onClick: () => actions.remove(item.productId),
                    },
                    say.remove,
                  ),
                ]),
              ),
            ),
        props.cart &&
          h(
            'p',
            { class: 'cart__total', 'data-total': props.cart.totalAmount },
            fill(say.total, { amount: yuan(props.cart.totalAmount) }),
          ),
        items.length > 0 &&
          h(
            'button',
            { type: 'button', class: 'cart__checkout', disabled: busy, onClick: () => actions.checkout() },
            say.checkout,
          ),
      ])
    }
  },
})
