import type { Notice } from '../app/notice.ts'
import { fill, words } from '../tune-words.ts'

/**
 * What the app says when a session comes back with a result (`tuning-completed` from XiTune with the
 * deviation before and after); undefined for an intent that needs no word.
 */
export function handbackNotice(
  intent: string,
  context: Readonly<Record<string, unknown>> = {},
): Notice | undefined {
  if (intent !== 'tuning-completed') return undefined
  const before = Number(context.maxDeviationBeforeDb)
  const after = Number(context.maxDeviationAfterDb)
  const figures =
    Number.isFinite(before) && Number.isFinite(after) ? fill(words().handoff.figures, { before, after }) : ''
  return { kind: 'info', text: fill(words().handoff.tuned, { figures }) }
}
