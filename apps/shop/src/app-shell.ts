import { createRemoteJimi } from '@mindwire/jimi/remote'
import { defineComponent, h, onMounted, onScopeDispose, shallowRef } from 'vue'
import { AssistantView } from './assistant-view.ts'
import { CartView } from './cart-view.ts'
import { type Cart, type Order, type Product, shopApi } from './shop-api.ts'
import { OrdersView, ProductGrid } from './shop-views.ts'
import { fill, language, refusalText, switchLanguage, words } from './shop-words.ts'
import { useAssistant } from './use-assistant.ts'

/** Where the page keeps the id of the shopper's conversation; the conversation itself lives on the server. */
const SESSION_STORAGE = 'mindwire.shop.session'

/**
 * The shopping page: search and product cards, the cart and orders from the shop's routes, and the
 * assistant — the Jimi engine of seed 004 over this server (`@mindwire/jimi/remote`) — whose searches
 * fill the cards and whose cart changes show in the cart. Everything the assistant does a person can also
 * do by clicking; after a reload the server's session brings back the conversation and its results.
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
    const placed = shallowRef<string | null>(null)
    const query = shallowRef('')
    const problem = shallowRef<string | null>(null)
    const working = shallowRef(false)

    async function load<T>(work: () => Promise<T>, into: (value: T) => void): Promise<void> {
      try {
        into(await work())
        problem.value = null
      } catch (failure) {
        problem.value = refusalText(failure)
      }
    }
    /** A person's own change, one at a time; the shop answers with the cart as it now is. */
    async function act<T>(work: () => Promise<T>, into: (value: T) => void): Promise<void> {
      if (working.value) return
      working.value = true
      await load(work, into)
      working.value = false
    }
    const refreshCart = () => load(shop.cart, (value) => (cart.value = value))
    const refreshOrders = () => load(shop.orders, (value) => (orders.value = value))
    const saved = localStorage.getItem(SESSION_STORAGE)
    const engine = jimi.createEngine({ name: '购物助手' }, saved ? { sessionId: saved, resume: true } : {})
    const assistant = useAssistant(engine, {
      onProducts: (found) => (products.value = found),
      onCartChanged: () => void refreshCart(),
      onRunEnded: () => void remember(),
    })
    async function remember(): Promise<void> {
      // A run ended by the page closing has nothing new to keep: its engine is gone (engine_shut_down).
      const session = await jimi.sessionOf(engine).catch(() => undefined)
      if (session) localStorage.setItem(SESSION_STORAGE, session.id)
    }
    onMounted(() => {
      void refreshCart()
      void refreshOrders()
      if (saved)
        void jimi
          .sessionOf(engine)
          .then((session) => {
            assistant.restore(session.getHistory(), session.pending)
            return remember()
          })
          .catch(() => (assistant.problem.value = words().historyLost))
    })
    onScopeDispose(() => void jimi.shutdown())

    const search = (event: Event) => {
      event.preventDefault()
      void load(
        () => shop.search(query.value),
        (page) => (products.value = page.products),
      )
    }
    const cartActions = {
      setQuantity: (productId: string, quantity: number) =>
        void act(
          () => shop.setQuantity(productId, quantity),
          (value) => (cart.value = value),
        ),
      remove: (productId: string) =>
        void act(
          () => shop.remove(productId),
          (value) => (cart.value = value),
        ),
      checkout: () =>
        void act(shop.checkout, (order) => {
          placed.value = order.id
          cart.value = { items: [], totalAmount: 0 }
          void refreshOrders()
        }),
    }
    const addToCart = (product: Product) =>
      void act(
        () => shop.add(product.id),
        (value) => (cart.value = value),
      )

    return () => {
      const say = words()
      return h('div', { class: 'shop', lang: say.locale, 'data-lang': language.value }, [
        h('header', { class: 'shop__bar' }, [
          h('strong', say.title),
          h('form', { class: 'search', onSubmit: search }, [
            h('input', {
              class: 'search__input',
              value: query.value,
              placeholder: say.searchPlaceholder,
              'aria-label': say.searchPlaceholder,
              onInput: (event: Event) => (query.value = (event.target as HTMLInputElement).value),
            }),
            h('button', { type: 'submit' }, say.search),
          ]),
          h('a', { class: 'shop__app-link', href: '/analyst.html' }, say.analyst),
          h('button', { type: 'button', class: 'shop__language', onClick: switchLanguage }, say.switchTo),
        ]),
        h('main', { class: 'shop__main' }, [
          problem.value && h('p', { class: 'shop__problem', role: 'alert' }, problem.value),
          h(ProductGrid, { products: products.value, onAdd: addToCart, busy: working.value }),
        ]),
        h('aside', { class: 'shop__side' }, [
          h(CartView, { cart: cart.value, actions: cartActions, busy: working.value }),
          placed.value &&
            h('p', { class: 'shop__placed', role: 'status' }, fill(say.placed, { id: placed.value })),
          h(OrdersView, { orders: orders.value, placed: placed.value }),
        ]),
        h('aside', { class: 'shop__assistant' }, [h(AssistantView, { assistant })]),
      ])
    }
  },
})
