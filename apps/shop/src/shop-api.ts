import type { Cart, Order, Product } from '@mindwire/shopping/agent'

export type { Cart, Order, Product }

/** A refusal of the shop's routes: the shop's own reason (`out_of_stock`, `empty_cart`…) or the HTTP one. */
export class ShopRequestError extends Error {
  readonly code: string
  readonly details: Record<string, unknown>

  constructor(code: string, details: Record<string, unknown>) {
    super(code)
    this.name = 'ShopRequestError'
    this.code = code
    this.details = details
  }
}

/**
 * The shop's own routes (`/api/shop/*`) for what the page shows and what a person does by hand. The
 * shopper is named by `x-user-id`, the same user the assistant's session carries; the tenant comes from
 * the key. Prices are never sent: the server reads them from its catalogue.
 */
export function shopApi(options: { endpoint: string; apiKey?: string; userId: string }) {
  const headers: Record<string, string> = {
    'x-user-id': options.userId,
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
  }
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${options.endpoint}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw await refusalOf(response)
    return (await response.json()) as T
  }
  const item = (productId: string) => `/api/shop/cart/items/${encodeURIComponent(productId)}`
  return {
    search: (query: string) =>
      call<{ total: number; products: Product[] }>(
        'GET',
        `/api/shop/products?${new URLSearchParams({ query, limit: '12' })}`,
      ),
    cart: () => call<Cart>('GET', '/api/shop/cart'),
    orders: async () => (await call<{ orders: Order[] }>('GET', '/api/shop/orders')).orders,
    add: (productId: string) => call<Cart>('POST', '/api/shop/cart/items', { productId, quantity: 1 }),
    setQuantity: (productId: string, quantity: number) => call<Cart>('PATCH', item(productId), { quantity }),
    remove: (productId: string) => call<Cart>('DELETE', item(productId)),
    checkout: () => call<Order>('POST', '/api/shop/orders'),
  }
}

async function refusalOf(response: Response): Promise<ShopRequestError> {
  const body = (await response.json().catch(() => undefined)) as
    | { error?: { code?: string; details?: Record<string, unknown> } }
    | undefined
  const details = body?.error?.details ?? {}
  const code =
    typeof details.code === 'string' ? details.code : (body?.error?.code ?? `http_${response.status}`)
  return new ShopRequestError(code, details)
}

export type ShopApi = ReturnType<typeof shopApi>
