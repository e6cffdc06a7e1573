import { fill, words } from '../cockpit-words.ts'
import type { DialogCommand } from './use-dialog.ts'

/** An outcome in the page's language. */
const outcomeWord = (outcome: string): string =>
  (words().outcomes as Record<string, string>)[outcome] ?? words().outcomes.other

/** A command's outcome: a rule's block is told apart from the driver's no (both are `rejected`). */
export const outcomeOf = (command: DialogCommand) =>
  command.status === 'rejected' && command.decision === 'block' ? 'blocked' : command.status

/** What the command worked on, as a driver says it ("空调"), from its function's name. */
export function commandSubject(command: DialogCommand): string {
  const name = command.intent.split('.')[0] ?? ''
  return (words().functions as Record<string, string>)[name] ?? words().otherFunction
}

/** One command in words: "空调 已执行", with a safety rule's reason when one blocked it. */
export function commandText(command: DialogCommand): string {
  const outcome = outcomeOf(command)
  // Only a safety rule's message is written for drivers (config/safety-rules.json); other messages are the
  // engine's notes and stay out of the car's screen.
  const why =
    outcome === 'blocked' && command.message ? fill(words().blockedBecause, { why: command.message }) : ''
  return fill(words().commandLine, { subject: commandSubject(command), outcome: outcomeWord(outcome) }) + why
}

/** A reply's commands in one line, e.g. "空调 已执行" or "3 项操作 · 2 项已执行 · 1 项已拦截". */
export function activityLine(commands: readonly DialogCommand[]): string {
  const say = words()
  if (commands.length === 1) {
    const command = commands[0]!
    return fill(say.commandLine, {
      subject: commandSubject(command),
      outcome: outcomeWord(outcomeOf(command)),
    })
  }
  const counts = new Map<string, number>()
  for (const command of commands) {
    const outcome = outcomeWord(outcomeOf(command))
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1)
  }
  return [
    fill(say.commandCount, { n: commands.length }),
    ...[...counts].map(([outcome, n]) => fill(say.outcomeCount, { n, outcome })),
  ].join(' · ')
}
