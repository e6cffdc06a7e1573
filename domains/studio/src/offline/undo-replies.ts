import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { moduleDisplayName } from '../catalogue/display-names.ts'
import type { StudioTurn } from './studio-turn.ts'

const said = z.object({
  none: z.string(),
  nothing: z.string(),
  refused: z.string(),
  done: z.string(),
  removed: z.string(),
  restored: z.string(),
  after: z.string(),
})
const bilingual = z.object({ zh: said, en: said })
const file = new URL('./vocabulary/undo-replies.json', import.meta.url)
const UNDO_REDO_WORDS = z
  .object({ source: z.string(), undo: bilingual, redo: bilingual })
  .parse(JSON.parse(readFileSync(file, 'utf8')))

/** What an undo or a redo did, from its result: the change taken back or brought back, and its modules. */
export function undoRedoReply(kind: 'undo' | 'redo', turn: StudioTurn, zh: boolean): string {
  const words = UNDO_REDO_WORDS[kind][zh ? 'zh' : 'en']
  const call = turn.calls.find((candidate) => candidate.name === `${kind}-change`)
  if (!call?.result) return words.none
  const output = call.result.output as Record<string, any>
  if (call.result.isError) {
    const code = output?.data?.error ?? output?.error
    if (code === `nothing_to_${kind}`) return words.nothing
    return `${words.refused}${output?.message ?? ''}`
  }
  const what = (((kind === 'undo' ? output.undone : output.redone)?.summaries ?? []) as string[]).join('; ')
  const named = (modules: unknown) =>
    ((modules ?? []) as Array<{ id: string; type: string; name?: string }>)
      .map((module) => `「${moduleDisplayName(module, [], zh)}」`)
      .join(zh ? '、' : ', ')
  const removed = named(output.removedModules)
  const restored = named(output.restoredModules)
  const lines = [fill(words.done, { what })]
  if (removed) lines.push(fill(words.removed, { modules: removed }))
  if (restored) lines.push(fill(words.restored, { modules: restored }))
  lines.push(words.after)
  return lines.join(zh ? '' : ' ')
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
