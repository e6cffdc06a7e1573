import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** Where a parameter belongs on a tuning panel: in front, folded under "advanced", or not on it at all. */
export type ExposureTier = 'expose' | 'advanced' | 'fixed'

/** The kinds of parameter value the catalogue and XiForge know. */
export type ParamValueType = 'number' | 'boolean' | 'enum' | 'curve' | 'numberList' | 'text'

export interface Exposure {
  tier: ExposureTier
  reason: { zh: string; en: string }
}

const tier = z.enum(['expose', 'advanced', 'fixed'])
const reason = { zh: z.string().min(1), en: z.string().min(1) }
const fileSchema = z.object({
  $source: z.string(),
  groups: z.array(z.object({ tier, keys: z.array(z.string().min(1)).min(1), ...reason })),
  byType: z.record(
    z.enum(['number', 'boolean', 'enum', 'curve', 'numberList', 'text']),
    z.object({ tier, ...reason }),
  ),
})

/** Reads knowledge/forge/param-exposure.json; a key in two groups is an error in the file, named so. */
function load(): { byKey: Map<string, Exposure>; byType: Record<ParamValueType, Exposure> } {
  const file = new URL('../../knowledge/forge/param-exposure.json', import.meta.url)
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${file.pathname}: ${parsed.error.message}`)
  const byKey = new Map<string, Exposure>()
  for (const group of parsed.data.groups)
    for (const key of group.keys) {
      if (byKey.has(key)) throw new Error(`${file.pathname}: "${key}" is in two groups`)
      byKey.set(key, { tier: group.tier, reason: { zh: group.zh, en: group.en } })
    }
  const byType = Object.fromEntries(
    Object.entries(parsed.data.byType).map(([type, entry]) => [
      type,
      { tier: entry.tier, reason: { zh: entry.zh, en: entry.en } },
    ]),
  ) as Record<ParamValueType, Exposure>
  return { byKey, byType }
}

const EXPOSURE = load()

/** Where a parameter belongs and why: by its key when the data names it, else by the kind of its value. */
export function paramExposure(key: string, type: ParamValueType): Exposure {
  return EXPOSURE.byKey.get(key) ?? EXPOSURE.byType[type]
}
