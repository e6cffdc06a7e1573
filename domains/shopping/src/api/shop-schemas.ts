import { z } from 'zod'
import type { Cart, Order, Product, ProductPage } from '../ecommerce-api.ts'

// The EcommerceApi's shapes for OpenAPI and response validation; typed against the interfaces, so the two
// cannot drift apart without a compile error.
export const productSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    brand: z.string(),
    category: z.string(),
    price: z.number(),
    rating: z.number(),
    sales: z.number(),
    stock: z.number(),
  })
  .meta({ id: 'ShopProduct' }) satisfies z.ZodType<Product>

export const productPageSchema = z
  .object({ total: z.number(), products: z.array(productSchema) })
  .meta({ id: 'ShopProductPage' }) satisfies z.ZodType<ProductPage>

export const cartSchema = z
  .object({
    items: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        category: z.string(),
        price: z.number(),
        quantity: z.number(),
      }),
    ),
    totalAmount: z.number(),
  })
  .meta({ id: 'ShopCart' }) satisfies z.ZodType<Cart>

export const orderSchema = z
  .object({
    id: z.string(),
    status: z.enum(['pending_payment', 'pending_shipment', 'shipped', 'completed', 'cancelled']),
    totalAmount: z.number(),
    createTime: z.string(),
    items: z.array(
      z.object({ productId: z.string(), name: z.string(), price: z.number(), quantity: z.number() }),
    ),
    tracking: z
      .object({ carrier: z.string(), trackingNumber: z.string(), latest: z.string(), updatedAt: z.string() })
      .optional(),
  })
  .meta({ id: 'ShopOrder' }) satisfies z.ZodType<Order>
