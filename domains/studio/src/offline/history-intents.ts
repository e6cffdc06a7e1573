import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { type Seat, VEHICLE_MODELS } from '../cabin/vehicle-models.ts'
import { LEARNED_COLLECTIONS } from '../memory/learned-knowledge.ts'
import type { StudioIntent } from './detect-intent.ts'
import { keyIn, wordList } from './vocabulary.ts'

const words = z.array(z.string().min(1))
const file = new URL('./vocabulary/history-words.json', import.meta.url)
const data = z
  .object({
    source: z.string(),
    past: words,
    topic: words,
    presets: words,
    measurements: words,
    driverSeat: words,
  })
  .parse(JSON.parse(readFileSync(file, 'utf8')))
const PAST = wordList(data.past)
const TOPIC = wordList(data.topic)
const PRESETS = wordList(data.presets)
const MEASUREMENTS = wordList(data.measurements)
const DRIVER = wordList(data.driverSeat)
/** A model is named by its id, its names, or its id with a space ("suv-b", "SUV B", "轿车 A", "suv b"). */
const MODELS = VEHICLE_MODELS.map((model) => ({
  id: model.id,
  list: wordList([model.id, model.name, model.nameZh, model.id.replace('-', ' ')]),
}))

/**
 * "上次 SUV-B 后排怎么调的？": a question about earlier work is answered from the tenant's learned knowledge
 * (a search, never an edit), narrowed to the car and seat it names.
 */
export function historyIntent(raw: string): StudioIntent | undefined {
  if (!PAST.test(raw) || !TOPIC.test(raw)) return undefined
  const vehicleModel = MODELS.find((model) => model.list.test(raw))?.id
  const named = keyIn('positions', raw) as Seat | undefined
  const seat = named ?? (DRIVER.test(raw) ? 'driver' : undefined)
  const collections = PRESETS.test(raw)
    ? [LEARNED_COLLECTIONS.presets, LEARNED_COLLECTIONS.projects]
    : MEASUREMENTS.test(raw)
      ? [LEARNED_COLLECTIONS.vehicles]
      : Object.values(LEARNED_COLLECTIONS)
  return {
    kind: 'recall-history',
    query: raw,
    collections,
    ...(vehicleModel ? { vehicleModel } : {}),
    ...(seat ? { seat } : {}),
  }
}
