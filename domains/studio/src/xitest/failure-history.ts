import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { type WordList, wordList } from '../offline/vocabulary.ts'

const bilingual = z.object({ zh: z.string().min(1), en: z.string().min(1) })
const patternSchema = z.object({
  id: z.string().min(1),
  caseIds: z.array(z.string()),
  logWords: z.array(z.string().min(1)).min(1),
  cause: bilingual,
  fix: bilingual,
  history: z.array(z.object({ where: z.string(), note: z.string() })),
})
export type FailurePattern = z.infer<typeof patternSchema>

/** knowledge/xitest/failure-history.json, validated at load (an error names the file). */
function load(): Array<FailurePattern & { words: WordList }> {
  const file = new URL('../../knowledge/xitest/failure-history.json', import.meta.url)
  const parsed = z
    .object({ $source: z.string(), patterns: z.array(patternSchema).min(1) })
    .safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${file.pathname}: ${parsed.error.message}`)
  return parsed.data.patterns.map((pattern) => ({ ...pattern, words: wordList(pattern.logWords) }))
}

const PATTERNS = load()

/** One failure to explain: a failing XiTest case (its id and detail) or a line of a log. */
export interface Failure {
  caseId?: string
  name: string
  detail?: string
}

export interface RootCause {
  failure: Failure
  patternId: string
  cause: { zh: string; en: string }
  fix: { zh: string; en: string }
  /** Where this failure mode was seen before. */
  seenBefore: FailurePattern['history']
}

/**
 * The known failure mode of each failure: by its XiTest case id first (exact), else by the words of its
 * name and detail. A failure no pattern explains is returned as unexplained, never given a guessed cause.
 */
export function rootCauses(failures: readonly Failure[]): { explained: RootCause[]; unexplained: Failure[] } {
  const explained: RootCause[] = []
  const unexplained: Failure[] = []
  for (const failure of failures) {
    const text = `${failure.name} ${failure.detail ?? ''}`
    const pattern =
      PATTERNS.find(
        (candidate) => failure.caseId !== undefined && candidate.caseIds.includes(failure.caseId),
      ) ?? PATTERNS.find((candidate) => candidate.words.test(text))
    if (!pattern) unexplained.push(failure)
    else
      explained.push({
        failure,
        patternId: pattern.id,
        cause: pattern.cause,
        fix: pattern.fix,
        seenBefore: pattern.history,
      })
  }
  return { explained, unexplained }
}

const FAILING_LINE = /\b(fail(?:ed|ure)?|error|✗|×|assert)|失败|报错|挂了/i

/** The failing lines of a pasted log: each line that says it failed, as a failure named by its text. */
export function failuresInLog(log: string): Failure[] {
  return log
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && FAILING_LINE.test(line))
    .slice(0, 50)
    .map((line) => ({ name: line.slice(0, 300) }))
}
