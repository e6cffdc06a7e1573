import {
  ApiError,
  errorBody,
  type ServerContext,
  tenantOf,
  USER_HEADER,
  userIdFromHeader,
} from '@mindwire/server'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { EcommerceApi } from '../ecommerce-api.ts'
import { ShopError } from '../shop-error.ts'
import type { Shopper } from '../store-api/store-ecommerce-api.ts'
import { cartSchema, orderSchema, productPageSchema, productSchema } from './shop-schemas.ts'

const errors = { '4xx': errorBody, '5xx': errorBody }
const page = { 200: productPageSchema, ...errors }
const one = { 200: productSchema, ...errors }
const cart = { 200: cartSchema, ...errors }
const orders = { 200: z.object({ orders: z.array(orderSchema) }), ...errors }
const placed = { 201: orderSchema, ...errors }
const SORTS = ['relevance', 'price_asc', 'price_desc', 'sales', 'rating'] as const
const STATUSES = ['pending_payment', 'pending_shipment', 'shipped', 'completed', 'cancelled'] as const

const productQuery = z.object({
  query: z.string().max(100).optional(),
  category: z.string().max(20).optional(),
  minPrice: z.coerce.number().nonnegative().optional(),
  maxPrice: z.coerce.number().nonnegative().optional(),
  sort: z.enum(SORTS).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
})
const orderQuery = z.object({
  status: z.enum(STATUSES).optional(),
  since: z.coerce.date().optional(),
  until: z.coerce.date().optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})
const productParams = z.object({ productId: z.string().min(1).max(40) })
const quantityBody = z.object({ quantity: z.number() })

type OpenShop = (shopper: Shopper, context: ServerContext) => Promise<EcommerceApi>

/**
 * The shop for the page beside the assistant (product cards, the cart, orders): the same EcommerceApi
 * the tools use, for the shopper named by the tenant's key and `x-user-id`. A person's own clicks need no
 * confirmation; the assistant's cart changes go through the rules.
 */
export function shopRoutes(app: FastifyInstance, context: ServerContext, openShop: OpenShop): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const shop = (request: FastifyRequest) => openShop(shopperOf(request), context)
  const tags = ['shop']
  api.get(
    '/api/shop/products',
    { schema: { tags, querystring: productQuery, response: page } },
    async (request) => (await shop(request)).searchProducts(request.query),
  )
  api.get(
    '/api/shop/products/:productId',
    { schema: { tags, params: productParams, response: one } },
    async (request) => {
      const product = await (await shop(request)).getProduct(request.params.productId)
      if (!product) throw new ApiError(404, 'not_found', `product ${request.params.productId} not found`)
      return product
    },
  )
  api.get('/api/shop/cart', { schema: { tags, response: cart } }, async (request) =>
    (await shop(request)).getCart(),
  )
  api.post(
    '/api/shop/cart/items',
    { schema: { tags, body: productParams.extend(quantityBody.shape), response: cart } },
    async (request) =>
      refused(async () => (await shop(request)).addToCart(request.body.productId, request.body.quantity)),
  )
  api.patch(
    '/api/shop/cart/items/:productId',
    { schema: { tags, params: productParams, body: quantityBody, response: cart } },
    async (request) =>
      refused(async () =>
        (await shop(request)).updateCartItem(request.params.productId, request.body.quantity),
      ),
  )
  api.delete(
    '/api/shop/cart/items/:productId',
    { schema: { tags, params: productParams, response: cart } },
    async (request) => refused(async () => (await shop(request)).removeFromCart(request.params.productId)),
  )
  api.get(
    '/api/shop/orders',
    { schema: { tags, querystring: orderQuery, response: orders } },
    async (request) => ({
      orders: await (await shop(request)).queryOrders(request.query),
    }),
  )
  // Checkout: the order is the cart at the shop's prices; nothing the client sends says what it costs.
  api.post('/api/shop/orders', { schema: { tags, response: placed } }, async (request, reply) => {
    const open = await shop(request)
    if (!open.checkout) throw new ApiError(404, 'not_found', 'this shop takes orders elsewhere')
    const order = await refused(() => open.checkout!())
    return reply.code(201).send(order)
  })
}

function shopperOf(request: FastifyRequest): Shopper {
  const userId = userIdFromHeader(request)
  if (!userId)
    throw new ApiError(400, 'invalid_request', `say whose shop this is: send the ${USER_HEADER} header`)
  return { tenantId: tenantOf(request).id, userId }
}

const STATUS_OF_REFUSAL = {
  unknown_product: 404,
  not_in_cart: 404,
  out_of_stock: 409,
  invalid_quantity: 400,
  empty_cart: 409,
} as const
const CODE_OF_REFUSAL = {
  unknown_product: 'not_found',
  not_in_cart: 'not_found',
  out_of_stock: 'conflict',
  invalid_quantity: 'invalid_request',
  empty_cart: 'conflict',
} as const

/** A shop refusal as an HTTP error: its own code and detail in `details`. */
async function refused<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof ShopError)) throw error
    throw new ApiError(STATUS_OF_REFUSAL[error.code], CODE_OF_REFUSAL[error.code], error.message, {
      details: { code: error.code, ...error.detail },
    })
  }
}
