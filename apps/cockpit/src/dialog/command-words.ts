import FUNCTION_NAMES from './function-names.json' with { type: 'json' }
import type { DialogCommand } from './use-dialog.ts'

const OUTCOMES: Record<string, string> = {
  executed: '已执行',
  blocked: '已拦截',
  pending: '待确认',
  confirmed: '已确认',
  rejected: '已取消',
  failed: '没有成功',
  expired: '已过期',
}

/** A command's outcome: a rule's block is told apart from the driver's no (both are `rejected`). */
export const outcomeOf = (command: DialogCommand) =>
  command.status === 'rejected' && command.decision === 'block' ? 'blocked' : command.status

/** What the command worked on, as a driver says it ("空调"), from its function's name. */
export function commandSubject(command: DialogCommand): string {
  const name = command.intent.split('.')[0] ?? ''
  return (FUNCTION_NAMES as Record<string, string>)[name] ?? '车辆设置'
}

/** One command in words: "空调 已执行", with a safety rule's reason when one blocked it. */
export function commandText(command: DialogCommand): string {
  const outcome = outcomeOf(command)
  // Only a safety rule's message is written for drivers (config/safety-rules.json); other messages are the
  // engine's notes and stay out of the car's screen.
  const why = outcome === 'blocked' && command.message ? `：${command.message}` : ''
  return `${commandSubject(command)} ${OUTCOMES[outcome] ?? '已处理'}${why}`
}

/** A reply's commands in one line, e.g. "空调 已执行" or "3 项操作 · 2 项已执行 · 1 项已拦截". */
export function activityLine(commands: readonly DialogCommand[]): string {
  if (commands.length === 1) return commandText(commands[0]!).split('：')[0]!
  const counts = new Map<string, number>()
  for (const command of commands) {
    const outcome = OUTCOMES[outcomeOf(command)] ?? '已处理'
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1)
  }
  return [`${commands.length} 项操作`, ...[...counts].map(([outcome, n]) => `${n} 项${outcome}`)].join(' · ')
}
