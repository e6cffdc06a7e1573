import { fill, type TuneWords } from '../tune-words.ts'

type SummaryWords = TuneWords['studio']['summaries']
type Modes = TuneWords['studio']['modes']

/**
 * The server writes each revision's summary in one closed grammar (the chain edits' `summary` in
 * domains/studio/src/chain, the store's undo and redo lines, the auto-tune line). This reads that grammar
 * back and says it in the page's language, so a Chinese page never shows "added notch (notch-v1)". Ids,
 * values and anything not of the grammar are kept as written.
 */
export function revisionSummaryIn(summary: string, say: SummaryWords, modes: Modes): string {
  const undid = /^Undid (revisions?) ([\d–, ]+): (.*)$/s.exec(summary)
  if (undid)
    return fill(say.undid, {
      which: fill(undid[1] === 'revision' ? say.revision : say.revisions, { n: undid[2]! }),
      what: revisionSummaryIn(undid[3]!, say, modes),
    })
  const redo = /^redo: (.*)$/s.exec(summary)
  if (redo) return fill(say.redo, { what: revisionSummaryIn(redo[1]!, say, modes) })
  return summary
    .split('; ')
    .map((part) => partIn(part, say, modes))
    .join(say.separator)
}

/** One change of a summary: the first pattern that reads it whole, else the part as written. */
function partIn(part: string, say: SummaryWords, modes: Modes): string {
  for (const [pattern, say_] of patterns(say, modes)) {
    const match = pattern.exec(part)
    if (match) return say_(match)
  }
  return part
}

function patterns(say: SummaryWords, modes: Modes): Array<[RegExp, (match: RegExpExecArray) => string]> {
  const mode = (name: string) => modes[name as keyof Modes] ?? name
  return [
    [/^Created$/, () => say.created],
    [/^added (\S+) \((\S+)\)$/, (m) => fill(say.added, { id: m[1]!, type: m[2]! })],
    [/^removed (\S+) \((\S+)\)$/, (m) => fill(say.removed, { id: m[1]!, type: m[2]! })],
    [/^moved (\S+) after (\S+)$/, (m) => fill(say.moved, { id: m[1]!, after: m[2]! })],
    [/^replaced (\S+): (\S+) → (\S+)$/, (m) => fill(say.replaced, { id: m[1]!, from: m[2]!, to: m[3]! })],
    [/^connected (.+)$/, (m) => fill(say.connected, { link: m[1]! })],
    [/^disconnected (.+)$/, (m) => fill(say.disconnected, { link: m[1]! })],
    [
      /^bound (\S+) to (\S+) \((\w+)\)$/,
      (m) => fill(say.bound, { param: m[1]!, signal: m[2]!, mode: mode(m[3]!) }),
    ],
    [
      /^auto-tune (\S+): max deviation (\S+) → (\S+) dB \((\d+) rounds\)$/,
      (m) => fill(say.autoTune, { position: m[1]!, from: m[2]!, to: m[3]!, rounds: m[4]! }),
    ],
    [/^(\S+\.\S+): (.+) → (.+)$/, (m) => fill(say.param, { param: m[1]!, from: m[2]!, to: m[3]! })],
  ]
}
