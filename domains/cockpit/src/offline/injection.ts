/**
 * Instructions about the assistant itself (ignore your rules, developer mode, you are now…).
 * The engine never acts on them: they are read as noise around whatever literal request remains,
 * and the safety rules judge that request as if the noise were not there.
 */
export const INJECTION =
  /(?:忽略|无视|忘记|忘掉|不要管|别管|跳过|绕过|覆盖|解除|取消|关闭|关掉|停用|禁用)(?:掉)?(?:你)?(?:之前|以前|先前|上面|以上|前面|所有|全部|一切)?(?:的|所有的)?(?:所有)?(?:指令|指示|规则|限制|设定|提示词?|约束|安全(?:规则|限制|策略|检查|模式|措施)?|系统(?:提示|设定|规则)?|prompt)|\[?系统(?:指令|消息|通知|提示|设定)\]?|(?:以下是)?新的(?:系统)?设定|(?:安全)?(?:检查|规则|限制|策略|模式)(?:已经?|都)?(?:被)?(?:关闭|解除|失效|取消|禁用)(?:了)?|(?:对我)?无效|开发者模式|开发模式|调试模式|上帝模式|管理员(?:模式|身份|权限)?|最高权限|root权限|越狱|jailbreak|\bdan\b|你现在是|从现在(?:开始|起)你|扮演|假装(?:你)?是?|不受(?:任何)?限制|没有(?:任何)?限制|system prompt|(?:ignore|disregard|forget) (?:all )?(?:the |your )?(?:previous|prior|above|earlier) instructions|ignore (?:your|the) rules|developer mode|override|\bsudo\b|以(?:管理员|最高)?(?:身份|权限)|我是(?:你的)?(?:开发者|工程师|管理员|车主授权)|(?:安全)?(?:规则|限制)(?:已经?|都)?(?:关闭|解除|失效|取消)(?:了)?|(?:现在|接下来)?(?:请)?(?:直接)?(?:执行|照做|服从)(?:我的)?(?:命令|指令)?/g

/** Whether the text holds an instruction about the assistant's rules or identity. */
export function hasInjection(text: string): boolean {
  INJECTION.lastIndex = 0
  return INJECTION.test(text)
}
