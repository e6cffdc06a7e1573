import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'

/**
 * Answers a question about the car from its state (空调开着吗 → 空调关着，设定24度). Which part is asked
 * about and how its fields are said live in config/understanding/state-answers.json; this reads them.
 */
const StateAnswers = z.object({
  values: z.record(z.string(), z.string()),
  valuesEn: z.record(z.string(), z.string()),
  topics: z.array(
    z.object({ words: z.array(z.string().min(1)), answer: z.string().min(1), answerEn: z.string().min(1) }),
  ),
})
type StateAnswers = z.infer<typeof StateAnswers>
let answers: StateAnswers | undefined

function loaded(): StateAnswers {
  answers ??= loadDataFile(configFile('understanding/state-answers.json'), StateAnswers)
  return answers
}

function valueAt(state: Readonly<Record<string, unknown>>, path: string): unknown {
  let value: unknown = state
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

// {path} or {path|when true|when false}; undefined when the state lacks a field the answer needs.
function render(template: string, state: Readonly<Record<string, unknown>>, values: Record<string, string>) {
  let missing = false
  const text = template.replace(
    /\{([\w.]+)(?:\|([^|}]*)\|([^}]*))?\}/g,
    (_, path: string, yes?: string, no?: string) => {
      const value = valueAt(state, path)
      if (value === undefined || value === null) missing = true
      if (yes !== undefined)
        return value === true || (typeof value === 'number' && value > 0) ? yes : (no ?? '')
      return values[String(value)] ?? String(value)
    },
  )
  return missing ? undefined : text
}

/**
 * The answer to a question about the car, read from its state, in the session's language; undefined when it
 * names no part the state holds.
 */
export function answerFromState(
  text: string,
  state: Readonly<Record<string, unknown>> | undefined,
  language: 'zh' | 'en' = 'zh',
): string | undefined {
  if (!state) return undefined
  const said = text.toLowerCase()
  const { topics, values, valuesEn } = loaded()
  const english = language === 'en'
  // The most specific part named wins: 座椅加热 over 加热, 后备箱 over 锁.
  let best: { answer: string; length: number } | undefined
  for (const topic of topics) {
    for (const word of topic.words) {
      if (said.includes(word) && word.length > (best?.length ?? 0))
        best = { answer: english ? topic.answerEn : topic.answer, length: word.length }
    }
  }
  return best && render(best.answer, state, english ? valuesEn : values)
}
