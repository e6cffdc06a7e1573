import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { moduleDefinition } from '../catalogue/catalogue.ts'
import { enumLabel, moduleDisplayName, paramLabel } from '../catalogue/display-names.ts'
import type { DocumentChanges } from '../project/document-changes.ts'
import type { StudioTurn } from './studio-turn.ts'

const said = z.object({
  none: z.string(),
  nothing: z.string(),
  refused: z.string(),
  done: z.string(),
  doneBare: z.string(),
  removed: z.string(),
  restored: z.string(),
  after: z.string(),
})
const bilingual = z.object({ zh: said, en: said })
const changeWords = z.object({
  setting: z.string(),
  bypassOn: z.string(),
  bypassOff: z.string(),
  rewired: z.string(),
  join: z.string(),
  on: z.string(),
  off: z.string(),
  default: z.string(),
})
const file = new URL('./vocabulary/undo-replies.json', import.meta.url)
const UNDO_REDO_WORDS = z
  .object({
    source: z.string(),
    undo: bilingual,
    redo: bilingual,
    words: z.object({ zh: changeWords, en: changeWords }),
  })
  .parse(JSON.parse(readFileSync(file, 'utf8')))

type Module = { id: string; type: string; name?: string }

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
  const named = (modules: unknown) =>
    ((modules ?? []) as Module[])
      .map((module) => `「${moduleDisplayName(module, [], zh)}」`)
      .join(zh ? '、' : ', ')
  const removed = named(output.removedModules)
  const restored = named(output.restoredModules)
  const what = changesSaid(output as Partial<DocumentChanges>, zh)
  const lines = [what ? fill(words.done, { what }) : words.doneBare]
  if (removed) lines.push(fill(words.removed, { modules: removed }))
  if (restored) lines.push(fill(words.restored, { modules: restored }))
  lines.push(words.after)
  return lines.join(zh ? '' : ' ')
}

/** The settings, bypasses and connections a change moved, in words: modules and parameters as cards name them. */
function changesSaid(changes: Partial<DocumentChanges>, zh: boolean): string {
  const words = UNDO_REDO_WORDS.words[zh ? 'zh' : 'en']
  const card = (module: Module) => `「${moduleDisplayName(module, [], zh)}」`
  const parts = [
    ...(changes.settings ?? []).map(({ module, key, from, to }) =>
      fill(words.setting, {
        module: card(module),
        param: paramLabel(key, zh),
        from: valueSaid(module, key, from, zh),
        to: valueSaid(module, key, to, zh),
      }),
    ),
    ...(changes.bypass ?? []).map(({ module, bypass }) =>
      fill(bypass ? words.bypassOn : words.bypassOff, { module: card(module) }),
    ),
    ...(changes.rewired ? [fill(words.rewired, { count: String(changes.rewired) })] : []),
  ]
  return parts.join(words.join)
}

/** A parameter's value as a card shows it: a number with its unit, a choice by its label, a switch on/off. */
function valueSaid(module: Module, key: string, value: unknown, zh: boolean): string {
  const words = UNDO_REDO_WORDS.words[zh ? 'zh' : 'en']
  if (value === undefined) return words.default
  if (typeof value === 'boolean') return value ? words.on : words.off
  if (typeof value === 'string') return enumLabel(value, zh)
  if (typeof value !== 'number') return JSON.stringify(value)
  const spec = moduleDefinition(module.type)?.params.find((param) => param.key === key)
  return spec?.type === 'number' && spec.unit ? `${value} ${spec.unit}` : String(value)
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
