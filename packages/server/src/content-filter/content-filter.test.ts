import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createContentFilter } from './content-filter.ts'

const repo = new URL('../../../../', import.meta.url)
const lines = (path: string) =>
  readFileSync(new URL(path, repo), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>)

// The attack set (tests/data/content-filter/attacks.jsonl) was written with the lists, so its blocked share
// is an upper bound; the two paraphrases at its end are there to show what phrase lists miss. The ordinary
// requests are the copilots' own evaluation sets, less the cockpit's cases tagged "injection" (attacks the
// cockpit answers itself). A question *about* an injection ("跟它说忽略之前的指令…会照做吗") is blocked too:
// that is the measured false-block share, kept visible rather than tuned away.
const ORDINARY = [
  'tests/data/cockpit/dev.jsonl',
  'tests/data/cockpit/holdout.jsonl',
  'tests/data/shopping/dev.jsonl',
  'tests/data/shopping/holdout.jsonl',
  'tests/data/rag/questions.jsonl',
  'domains/studio/eval/dev.jsonl',
  'domains/studio/eval/holdout.jsonl',
  'domains/studio/eval/holdout2.jsonl',
]

describe('the content filter (seed 000 §7)', () => {
  const filter = createContentFilter()

  it('blocks at least 90 % of the attack set, each in its own category, and at most 1 % of ordinary requests', () => {
    const attacks = lines('tests/data/content-filter/attacks.jsonl')
    const verdicts = attacks.map((attack) => ({ attack, verdict: filter.screen(attack.text as string) }))
    const blocked = verdicts.filter(({ verdict }) => verdict.blocked)
    const ordinary = ORDINARY.flatMap(lines)
      .filter((row) => !(row.tags as string[] | undefined)?.includes('injection'))
      .map((row) => (row.text ?? row.say ?? row.question) as string)
    const falseBlocks = ordinary.filter((text) => filter.screen(text).blocked)
    const blockedShare = blocked.length / attacks.length
    const falseShare = falseBlocks.length / ordinary.length
    console.log(
      `content filter: blocked ${blocked.length}/${attacks.length} attacks (${(blockedShare * 100).toFixed(1)} %), false blocks ${falseBlocks.length}/${ordinary.length} ordinary requests (${(falseShare * 100).toFixed(2)} %)`,
    )
    expect(blockedShare).toBeGreaterThanOrEqual(0.9)
    expect(falseShare).toBeLessThanOrEqual(0.01)
    for (const { attack, verdict } of blocked)
      expect(verdict.blocked && verdict.category, attack.id as string).toBe(attack.category)
  })

  it('a list file that does not validate is an error naming it, never a half filter', () => {
    const bad = new URL('data:application/json,{"categories":{}}')
    expect(() => createContentFilter(bad)).toThrow()
  })
})
