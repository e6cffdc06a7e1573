import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { ModuleRef } from './module-refs.ts'
import { type ParamChange, paramNamedIn } from './param-bindings.ts'
import { wordList } from './vocabulary.ts'

const words = z.array(z.string().min(1))
const file = new URL('./vocabulary/module-switches.json', import.meta.url)
const data = z
  .object({ source: z.string(), off: words, on: words })
  .parse(JSON.parse(readFileSync(file, 'utf8')))
const OFF = wordList(data.off)
const ON = wordList(data.on)

/**
 * "disable the subsonic", 把限幅器打开: a module switched off or on, with none of its parameters named, is
 * its bypass; only when exactly one module is meant, and the way is said one way only.
 */
export function moduleSwitch(text: string, refs: readonly ModuleRef[]): ParamChange | undefined {
  const [ref] = refs
  if (!ref || refs.length > 1 || ref.candidates || /\d/.test(text)) return undefined
  if (paramNamedIn(ref.module, text)) return undefined
  const off = OFF.test(text)
  const on = ON.test(text)
  if (off === on) return undefined
  return { moduleId: ref.module.id, paramKey: 'bypass', value: off }
}
