import type { Notice } from '../app/notice.ts'

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
    Number.isFinite(before) && Number.isFinite(after) ? `（最大偏差 ${before} → ${after} dB）` : ''
  return { kind: 'info', text: `XiTune 已完成自动调音${figures}，结果已写入工程。` }
}
