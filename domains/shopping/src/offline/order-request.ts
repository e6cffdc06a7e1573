import { parseChineseNumber } from '@mindwire/understanding'
import { readShopRequest } from './shop-understanding.ts'

const STATUS = 'status:'
const ORDER_ID = /SO\d{6,}/i
const LATEST = /最近(?:的|一个|一笔|那个)?订单|最新(?:的|一个|一笔)?订单|上一个订单|刚买|刚下|最近买|上次买/
const PARCEL = /快递|物流|包裹|到哪/
const WITHIN = /(?:最近|近|这|过去)\s*(\d+|[一二两三四五六七八九十半]+)?\s*(天|周|星期|个月|月)/

/** The order_query arguments of a clause: an order number, a status, a period, the latest one. */
export function readOrderQuery(clause: string): Record<string, unknown> {
  const id = ORDER_ID.exec(clause)
  if (id) return { orderId: id[0].toUpperCase() }
  const args: Record<string, unknown> = {}
  const mentions = readShopRequest(clause, [], undefined).clauses.flatMap((c) => c.mentions)
  const status = mentions.find((m) => m.id.startsWith(STATUS))?.id.slice(STATUS.length)
  if (status) args.status = status
  const days = withinDays(clause)
  if (days) args.sinceDays = days
  if (LATEST.test(clause) && !days) args.limit = 1
  // "Where is my parcel" without an order in mind: the ones on their way.
  else if (!status && PARCEL.test(clause) && !/订单/.test(clause)) args.status = 'shipped'
  return args
}

function withinDays(clause: string): number | undefined {
  const match = WITHIN.exec(clause)
  if (!match) return undefined
  const count =
    match[1] === undefined ? 1 : match[1] === '半' ? 0.5 : Number(match[1]) || parseChineseNumber(match[1])
  if (!count) return undefined
  const unit = match[2] === '天' ? 1 : match[2] === '周' || match[2] === '星期' ? 7 : 30
  return Math.max(1, Math.round(count * unit))
}
