import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'
import type { ParsedCall } from './types.ts'
import { alternationOf } from './word-pattern.ts'

/**
 * Two numbers for one setting in one request (二十二度，不对，二十四度; 音量三十五十): a correction when
 * the speaker says so (config/understanding/corrections.json), and then only the later value is set;
 * otherwise the car cannot tell which is meant. Different targets (two windows, two seats) are no
 * conflict: only calls that differ in one numeric value are.
 */
const Corrections = z.object({
  source: z.string().min(1),
  why: z.string(),
  words: z.array(z.string().min(1)),
})
const { words } = loadDataFile(configFile('understanding/corrections.json'), Corrections)
const CORRECTION = new RegExp(alternationOf(words))

/** The calls with corrected values settled (the later kept), or null when values conflict with no correction said. */
export function settleCorrections(calls: ParsedCall[], said: string): ParsedCall[] | null {
  const replaced = new Set<number>()
  for (let i = 0; i < calls.length; i++)
    for (let j = i + 1; j < calls.length; j++) if (conflict(calls[i]!, calls[j]!)) replaced.add(i)
  if (replaced.size === 0) return calls
  return CORRECTION.test(said) ? calls.filter((_, index) => !replaced.has(index)) : null
}

// Same function, same keys, one key different and both of its values numbers.
function conflict(a: ParsedCall, b: ParsedCall): boolean {
  if (a.name !== b.name) return false
  const keys = Object.keys(a.params)
  if (keys.length !== Object.keys(b.params).length) return false
  const differing = keys.filter((key) => JSON.stringify(a.params[key]) !== JSON.stringify(b.params[key]))
  return (
    differing.length === 1 &&
    typeof a.params[differing[0]!] === 'number' &&
    typeof b.params[differing[0]!] === 'number'
  )
}
