import type { Clause } from '@mindwire/understanding'
import { saidValue, says } from './clause-words.ts'

// An order number as the shop prints it.
const ORDER_ID = /so\d{6,}/i
const DAY_SECONDS = 86_400

/** Whether a clause is about the shopper's orders: an order number, order or parcel words, the latest one, a status. */
export function aboutOrders(clause: Clause): boolean {
  return (
    ORDER_ID.test(clause.text) ||
    says(clause, 'order') ||
    says(clause, 'order:') ||
    says(clause, 'parcel') ||
    says(clause, 'status:')
  )
}

/**
 * The order_query arguments of a clause: an order number; else a status, a period (最近三天, this week)
 * and "the latest one"; a parcel asked after with no order in mind means the ones on their way.
 */
export function orderQueryOf(clause: Clause): Record<string, unknown> {
  const id = ORDER_ID.exec(clause.text)
  if (id) return { orderId: id[0].toUpperCase() }
  const args: Record<string, unknown> = {}
  const status = saidValue(clause, 'status:')
  if (status) args.status = status
  const days = daysOf(clause)
  if (days) args.sinceDays = days
  else if (says(clause, 'order:latest')) args.limit = 1
  else if (!status && says(clause, 'parcel') && !says(clause, 'order')) args.status = 'shipped'
  return args
}

function daysOf(clause: Clause): number | undefined {
  const said = saidValue(clause, 'since:')
  if (said) return Number(said)
  const period = clause.amounts.find((a) => a.kind === 'absolute' && a.dimension === 'time')
  return period?.kind === 'absolute' ? Math.max(1, Math.round(period.base / DAY_SECONDS)) : undefined
}
