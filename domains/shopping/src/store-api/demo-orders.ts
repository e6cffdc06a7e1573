import type { ShopOrderRecord, ShopOrderStatus, ShopProductInput } from '@mindwire/store'
import { hashString, seededRandom } from '../catalogue/seeded-random.ts'
import type { OrderItem, Tracking } from '../ecommerce-api.ts'

const DAY_MS = 86_400_000
const CARRIERS = ['顺丰速运', '京东物流', '中通快递']
const CITIES = ['上海', '杭州', '广州', '北京', '成都']

interface Plan {
  status: ShopOrderStatus
  daysAgo: number
}

// The latest order is on its way, one waits for shipment, and most shoppers have an older finished one.
const PLANS: readonly Plan[] = [
  { status: 'shipped', daysAgo: 2 },
  { status: 'pending_shipment', daysAgo: 5 },
  { status: 'completed', daysAgo: 41 },
]

/**
 * Two or three past orders for a new shopper, drawn from the catalogue by a seed made of the shopper's
 * tenant and id: the same shopper always gets the same orders, placed relative to `now`.
 */
export function demoOrders(
  { tenantId, userId }: { tenantId: string; userId: string },
  catalogue: readonly ShopProductInput[],
  now: Date,
): ShopOrderRecord[] {
  // Another tenant's shopper of the same name is another person: their orders differ.
  const seed = hashString(`${tenantId}/${userId}`)
  const random = seededRandom(seed)
  const count = seed % 3 === 0 ? 2 : 3
  return PLANS.slice(0, count).map((plan, index) => {
    const createdAt = new Date(now.getTime() - plan.daysAgo * DAY_MS - Math.floor(random() * 8) * 3_600_000)
    const items = pickItems(catalogue, random)
    const totalFen = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0)
    return {
      id: orderId(createdAt, seed, index),
      userId,
      status: plan.status,
      totalFen,
      items: items as never,
      tracking: plan.status === 'shipped' ? (tracking(createdAt, random) as never) : null,
      createdAt,
    }
  })
}

function pickItems(catalogue: readonly ShopProductInput[], random: () => number): OrderItem[] {
  const items: OrderItem[] = []
  const lines = 1 + Math.floor(random() * 2)
  for (let i = 0; i < lines; i++) {
    const product = catalogue[Math.floor(random() * catalogue.length)]!
    if (items.some((item) => item.productId === product.id)) continue
    // Cheap things come in twos now and then, as they do.
    const quantity = product.priceFen < 10_000 && random() < 0.5 ? 2 : 1
    items.push({ productId: product.id, name: product.name, price: product.priceFen / 100, quantity })
  }
  return items
}

function tracking(createdAt: Date, random: () => number): Tracking {
  const carrier = CARRIERS[Math.floor(random() * CARRIERS.length)]!
  const city = CITIES[Math.floor(random() * CITIES.length)]!
  const number = String(Math.floor(random() * 1e12)).padStart(12, '0')
  return {
    carrier,
    trackingNumber: `${carrier === '顺丰速运' ? 'SF' : carrier === '京东物流' ? 'JD' : 'ZT'}${number}`,
    latest: `快件已到达【${city}转运中心】，正在发往派送站`,
    updatedAt: new Date(createdAt.getTime() + DAY_MS).toISOString(),
  }
}

/** SO, the order's date, then the shopper's seed and the order's place: unique within a tenant. */
function orderId(createdAt: Date, seed: number, index: number): string {
  const date = createdAt.toISOString().slice(0, 10).replaceAll('-', '')
  return `SO${date}${String(seed % 1_000_000).padStart(6, '0')}${index}`
}
