import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CatalogueIssue } from './catalogue-error.ts'

/** Where the live vehicle state goes in the system prompt (the offline engine reads it back from there). */
export const VEHICLE_STATE_SLOT = '{{vehicle_state}}'

/** The prompt texts, by file name without `.md`; `system` is always there. */
export interface Prompts {
  system: string
  [name: string]: string
}

/**
 * Reads `*.md` from the prompts folder. `system.md` must exist and hold the vehicle-state slot once:
 * without it the model would not see the car, and the offline engine could not read its state.
 */
export function loadPrompts(dir: string, issues: CatalogueIssue[]): Prompts | undefined {
  const texts = readTexts(dir, issues)
  if (!texts) return undefined
  const system = texts.system
  const file = join(dir, 'system.md')
  if (system === undefined) {
    issues.push({ file, field: '', message: 'the system prompt is missing' })
    return undefined
  }
  if (system.split(VEHICLE_STATE_SLOT).length !== 2) {
    issues.push({ file, field: VEHICLE_STATE_SLOT, message: 'must appear exactly once' })
    return undefined
  }
  return { ...texts, system }
}

function readTexts(dir: string, issues: CatalogueIssue[]): Record<string, string> | undefined {
  const texts: Record<string, string> = {}
  const problems = issues.length
  try {
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.md'))) {
      try {
        texts[name.slice(0, -3)] = readFileSync(join(dir, name), 'utf8').trimEnd()
      } catch (error) {
        // Removed or unreadable between the listing and the read: a reason to refuse, not to crash.
        issues.push({ file: join(dir, name), field: '', message: (error as Error).message })
      }
    }
  } catch (error) {
    issues.push({ file: dir, field: '', message: (error as Error).message })
  }
  return issues.length > problems ? undefined : texts
}
