/** Regex sources of the verbs that switch things on and off, shared by the device matchers. */
export const OPEN = '(?:打开|开启|启动|开开|开一下|开下|turn on|switch on|open|\\bon\\b|开)'
export const CLOSE =
  '(?:关闭|关掉|关上|关了|关一下|关下|停掉|熄灭|灭掉|turn off|switch off|close|shut|\\boff\\b|关)'

/** Any verb that makes a clause a command; a clause without one may borrow its neighbour's. */
export const COMMAND_VERB = new RegExp(
  `${OPEN}|${CLOSE}|调|设|切换|换|改|变|升|降|加|减|摇|放|播|来|听|导航|去|到|暂停|继续|停|取消|避开|走|提高|增大|减小`,
)

/** The first on/off verb of a clause, to lend to a neighbour that names a device without one. */
export const SWITCH_VERB = new RegExp(`${OPEN}|${CLOSE}`)

/** Whether the clause holds a command verb of its own. */
export function hasCommandVerb(text: string): boolean {
  // 空调 holds 调 but names a device.
  return COMMAND_VERB.test(text.replace(/空调/g, ''))
}
