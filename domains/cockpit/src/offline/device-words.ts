import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'

/**
 * The everyday names of the car's devices (config/understanding/device-words.json), for telling a
 * clause about the car that nothing read from one that only gives a reason (我拿个东西).
 */
const DeviceWords = z.object({
  source: z.string().min(1),
  words: z.array(z.string().min(1)),
  reasonLeads: z.array(z.string().min(1)),
})
const { words, reasonLeads } = loadDataFile(configFile('understanding/device-words.json'), DeviceWords)

/** The device names, for the shared understanding layer's lexicon (understood-act.ts). */
export const DEVICE_WORDS: readonly string[] = words

function anyOf(list: readonly string[], english: string): string {
  return [...list]
    .sort((a, b) => b.length - a.length)
    .map((w) => (/^[a-z]/.test(w) ? `\\b${w}${english}\\b` : w))
    .join('|')
}

const DEVICE = new RegExp(anyOf(words, 's?'))
const REASON = new RegExp(`^(?:${anyOf(reasonLeads, '')})`)

/** Whether the text names one of the car's devices or settings. */
export function namesDevice(text: string): boolean {
  return DEVICE.test(text)
}

/** Whether the clause gives a reason (不然空调白开了) rather than a request. */
export function givesReason(text: string): boolean {
  return REASON.test(text)
}
