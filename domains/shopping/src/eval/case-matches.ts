import type { Product, ProductPage } from '../ecommerce-api.ts'
import type { ExpectedCall, ResultCheck } from './shop-eval-case.ts'

/** What the placeholders of a case's arguments stand for, read before the measured turn. */
export interface CaseContext {
  shown: readonly Product[]
  cartIds: readonly string[]
}

export interface MadeCall {
  name: string
  args: Record<string, unknown>
}

/** Why the calls differ from the expected ones; undefined when they match. */
export function callsMismatch(
  made: readonly MadeCall[],
  expected: readonly ExpectedCall[],
  context: CaseContext,
): string | undefined {
  if (made.length !== expected.length)
    return `expected ${expected.map((c) => c.name).join(', ') || 'no call'}, made ${made.map((c) => c.name).join(', ') || 'no call'}`
  for (const [i, want] of expected.entries()) {
    const call = made[i]!
    if (call.name !== want.name) return `call ${i + 1}: expected ${want.name}, made ${call.name}`
    for (const [key, value] of Object.entries(want.args ?? {})) {
      const wanted = resolve(value, context)
      if (!same(call.args[key], wanted))
        return `call ${i + 1} ${key}: expected ${JSON.stringify(wanted)}, got ${JSON.stringify(call.args[key])}`
    }
  }
  return undefined
}

/** Why a search page fails the case's checks; undefined when it passes. */
export function resultsMismatch(
  page: ProductPage | undefined,
  check: ResultCheck | undefined,
): string | undefined {
  if (!check) return undefined
  if (!page || page.products.length === 0) return 'the search found nothing'
  const top = page.products[0]!
  if (check.topIncludes && !top.name.toLowerCase().includes(check.topIncludes.toLowerCase()))
    return `top result "${top.name}" lacks "${check.topIncludes}"`
  if (check.topCategory && top.category !== check.topCategory) return `top result is a ${top.category}`
  const off = page.products.find(
    (p) =>
      (check.category && p.category !== check.category) ||
      (check.minPrice !== undefined && p.price < check.minPrice) ||
      (check.maxPrice !== undefined && p.price > check.maxPrice),
  )
  return off ? `"${off.name}" (${off.category}, ¥${off.price}) is outside the request` : undefined
}

function resolve(value: unknown, { shown, cartIds }: CaseContext): unknown {
  if (typeof value !== 'string' || !value.startsWith('$')) return value
  const shownAt = /^\$shown(\d+)$/.exec(value)
  if (shownAt) return shown[Number(shownAt[1]) - 1]?.id
  const cartAt = /^\$cart(\d+)$/.exec(value)
  if (cartAt) return cartIds[Number(cartAt[1]) - 1]
  const by = (score: (p: Product) => number) => [...shown].sort((a, b) => score(b) - score(a))[0]?.id
  if (value === '$cheapest') return by((p) => -p.price)
  if (value === '$priciest') return by((p) => p.price)
  if (value === '$bestRated') return by((p) => p.rating)
  return value
}

const squash = (value: unknown) =>
  typeof value === 'string' ? value.toLowerCase().replace(/\s+/g, '') : value

function same(actual: unknown, wanted: unknown): boolean {
  return squash(actual) === squash(wanted)
}
