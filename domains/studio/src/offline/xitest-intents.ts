import type { StudioIntent } from './detect-intent.ts'
import { suiteIn } from './request-words.ts'
import { INTENT_WORDS as W } from './vocabulary.ts'

/**
 * XiTest's 失败根因 (seed 000 §6.4): "这批用例为什么挂了" with a log pasted below it explains the log's
 * failing lines; without a log, the suite (the one named, else regression) is run and its failures explained.
 */
export function xitestIntent(raw: string): StudioIntent | undefined {
  const text = raw.toLowerCase()
  if (!W.whyFailed.test(text)) return undefined
  const newline = raw.indexOf('\n')
  const log = newline >= 0 ? raw.slice(newline + 1).trim() : ''
  return { kind: 'why-failed', suiteId: suiteIn(text) ?? 'regression', ...(log ? { log } : {}) }
}
