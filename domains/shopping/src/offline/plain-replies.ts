import type { Reading } from '@mindwire/understanding'

// What the shop answers without any call: small talk, and requests it cannot carry out. The words are
// ours; each names what the shopper can do instead, so a "cannot" is never a dead end.
const SOCIAL: Record<string, readonly [string, string]> = {
  thanks: ['不客气！还需要什么随时告诉我。', "You're welcome! Tell me whenever you need something else."],
  done: ['好的，有需要再叫我。', 'All right. Just ask when you need anything.'],
  greeting: [
    '你好！我可以帮你找商品、管理购物车、查订单。',
    'Hi! I can find products, manage your cart and look up your orders.',
  ],
  chitchat: [
    '这个我不太在行，我是购物助手：找商品、管购物车、查订单都可以交给我。',
    "That's not my strong suit; I'm the shop's assistant: products, your cart and your orders.",
  ],
  yes: ['好的。想买什么？', 'OK. What would you like to shop for?'],
  no: ['好的，不做改动。', "OK, I won't change anything."],
}

const CANNOT: Record<string, readonly [string, string]> = {
  after_sales: [
    '退货、退款和换货我这里办不了，请在订单详情里申请售后。我可以帮你查订单状态。',
    "I can't handle returns, refunds or exchanges here; please start one from the order's page. I can look up the order's status for you.",
  ],
  complaint: [
    '我转不了人工客服，请在“我的-客服”里联系。',
    "I can't put you through to a person; please use Help in your account.",
  ],
  invoice: [
    '发票我这里开不了，请在订单详情里申请。',
    "I can't issue invoices; you can request one from the order's page.",
  ],
  address: [
    '收货地址我改不了，请在订单详情里修改。',
    "I can't change delivery addresses; please edit it on the order's page.",
  ],
  cancel_order: [
    '取消订单我这里办不了，请在订单详情里操作。',
    "I can't cancel orders; please do it from the order's page.",
  ],
  payment: [
    '付款需要你在结算页自己完成，我只能帮你把商品放进购物车。',
    'Paying is done by you at checkout; I can fill the cart for you.',
  ],
  shipping_fee: [
    '运费在结算页按地址计算，我这里查不到。我可以帮你找商品、管购物车、查订单。',
    'Shipping is worked out at checkout for your address; I cannot look it up here.',
  ],
  coupon: [
    '优惠券和满减我这里查不了，结算页会显示能用的优惠。',
    'I cannot look up coupons or discounts; checkout shows the ones you can use.',
  ],
  delivery_time: [
    '发货和送达时间以商品页和结算页显示为准；下单后我可以帮你查物流。',
    'Delivery times are shown on the product page and at checkout; once you have ordered, I can track the parcel for you.',
  ],
  help: [
    '我可以帮你找商品（如“两千以内的蓝牙耳机”）、管理购物车（“把第一个加入购物车”）、查订单（“最近的订单到哪了”）。',
    'I can find products ("headphones under 500"), manage your cart ("add the first one") and look up your orders ("where is my last order").',
  ],
  off_topic: [
    '这个我帮不上，我只管找商品、购物车和订单。',
    'I can only help with products, your cart and your orders.',
  ],
}

const NOT_UNDERSTOOD: readonly [string, string] = [
  '没太明白。我可以帮你找商品（如“两千以内的蓝牙耳机”）、管购物车（“把第一个加入购物车”）、查订单（“最近的订单到哪了”）。',
  'I didn\'t quite get that. I can find products ("headphones under 500"), manage your cart ("add the first one") and look up orders ("where is my last order").',
]

/** Whether a request is written in English (no Chinese characters, some Latin letters). */
export function isEnglish(text: string): boolean {
  return /[a-z]/i.test(text) && !/\p{Script=Han}/u.test(text)
}

/** The plain answer to small talk. */
export function socialReply(kind: string, english: boolean): string {
  const pair = SOCIAL[kind] ?? SOCIAL.greeting!
  return english ? pair[1] : pair[0]
}

/** The plain "cannot" for what the shop does not do, or a help line when nothing was understood. */
export function cannotReply(reading: Reading, english: boolean): string {
  const mention = reading.clauses.flatMap((c) => c.mentions).find((m) => m.kind === 'outOfScope')
  const pair = (mention && CANNOT[mention.id]) || NOT_UNDERSTOOD
  return english ? pair[1] : pair[0]
}
