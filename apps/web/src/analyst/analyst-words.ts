import { createPageLanguage, fill } from '@mindwire/client'
import { usePageWords } from '@mindwire/react'
import EN from './words/en.json' with { type: 'json' }
import ZH from './words/zh.json' with { type: 'json' }

/** Everything the analyst page says, in one language (the data files in ./words, one per language). */
export type AnalystWords = typeof ZH

/** The analyst page's language: the origin's shared choice, switched from the header as in the other apps. */
export const analystPage = createPageLanguage<AnalystWords>({ zh: ZH, en: EN satisfies AnalystWords })
export const useAnalystWords = (): AnalystWords => usePageWords(analystPage)
export { fill }

/** "1 experiment" / "3 experiments" in the page's language. */
export const experimentCount = (say: AnalystWords, count: number) =>
  count === 1 ? say.oneExperiment : fill(say.experiments, { count })

/** A defect label ("clipping") as the page's language names it; a label the words do not know as it is. */
export const defectText = (say: AnalystWords, label: string) =>
  (say.defects as Record<string, string>)[label] ?? label

/** A round's mode ("initial_analysis") in the page's language. */
export const modeText = (say: AnalystWords, mode: string) =>
  (say.modes as Record<string, string>)[mode] ?? mode

/**
 * An experiment's pipeline line (`clipping-detector(threshold=0.99)`) by its module's name; the whole line stays
 * for the tooltip.
 */
export const moduleText = (say: AnalystWords, line: string) => {
  const id = line.split('(')[0]!
  return (say.modules as Record<string, string>)[id] ?? id
}

/**
 * The conclusion in a sentence or two of the page's language, from its findings (the API's `summary` is an
 * English line with code names, for programs): what was found, then what is possible at even odds.
 */
export const conclusionText = (
  say: AnalystWords,
  findings: readonly { label: string; confidence: number }[],
  reportedFrom = 0.5,
) => {
  const named = (list: readonly { label: string; confidence: number }[]) =>
    list
      .map((f) => `${defectText(say, f.label)} (${Math.round(f.confidence * 100)} %)`)
      .join(say.listSeparator)
  const found = findings.filter((f) => f.confidence >= reportedFrom)
  const possible = findings.filter((f) => f.confidence < reportedFrom && f.confidence > 0)
  return [
    found.length > 0 ? fill(say.summaryFound, { defects: named(found) }) : say.summaryNone,
    ...(possible.length > 0 ? [fill(say.summaryPossible, { defects: named(possible) })] : []),
  ].join(' ')
}
