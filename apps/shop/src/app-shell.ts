import { createRemoteJimi } from '@mindwire/jimi/remote'
import { defineComponent, h, onMounted, onScopeDispose, shallowRef } from 'vue'
import { AssistantView } from './assistant-view.ts'
import { type Cart, type Order, type Product, shopApi } from './shop-api.ts'
import { CartView, OrdersView, ProductGrid } from './shop-views.ts'
import { useAssistant } from './use-assistant.ts'

/**
 * The shopping page: search and product cards, the cart and orders from the shop's routes, and the
 * assistant — the Jimi engine of seed 004 over this server (`@mindwire/jimi/remote`) — whose searches
 * fill the cards and whose cart changes show in the cart.
 */
export const AppShell = defineComponent({
  name: 'AppShell',
  props: {
    userId: { type: String, required: true },
    apiKey: { type: String, default: '' },
    endpoint: { type: String, default: '' },
  },
  setup(props) {
    const credentials = { endpoint: props.endpoint, apiKey: props.apiKey || undefined, userId: props.userId }
    const shop = shopApi(credentials)
    const jimi = createRemoteJimi({ ...credentials, app: 'shopping' })
    const products = shallowRef<Product[]>([])
    const cart = shallowRef<Cart | null>(null)
    const orders = shallowRef<Order[]>([])
    const query = shallowRef('')
    const problem = shallowRef<string | null>(null)

    async function load<T>(work: () => Promise<T>, into: (value: T) => void): Promise<void> {
      try {
        into(await work())
      } catch (failure) {
        problem.value = `商店暂时无法访问：${(failure as Error).message}`
      }
    }
    const refreshCart = () => load(shop.cart, (value) => (cart.value = value))
    const assistant = useAssistant(jimi.createEngine({ name: '购物助手' }), {
      onProducts: (found) => (products.value = found),
      onCartChanged: () => void refreshCart(),
    })
    onMounted(() => {
      void refreshCart()
      void load(shop.orders, (value) => (orders.value = value))
    })
    onScopeDispose(() => void jimi.shutdown())

    const search = (event: Event) => {
      event.preventDefault()
      void load(
        () => shop.search(query.value),
        (page) => (products.value = page.products),
      )
    }

    return () =>
      h('div', { class: 'shop' }, [
        h('header', { class: 'shop__bar' }, [
          h('strong', 'Mindwire 商城'),
          h('form', { class: 'search', onSubmit: search }, [
            h('input', {
              class: 'search__input',
              value: query.value,
              placeholder: '搜索商品',
              'aria-label': '搜索商品',
              onInput: (event: Event) => (query.value = (event.target as HTMLInputElement).value),
            }),
            h('button', { type: 'submit' }, '搜索'),
          ]),
        ]),
        h('main', { class: 'shop__main' }, [
          problem.value && h('p', { class: 'shop__problem', role: 'alert' }, problem.value),
          h(ProductGrid, { products: products.value }),
        ]),
        h('aside', { class: 'shop__side' }, [
          h(CartView, { cart: cart.value }),
          h(OrdersView, { orders: orders.value }),
        ]),
        h('aside', { class: 'shop__assistant' }, [h(AssistantView, { assistant })]),
      ])
  },
})
