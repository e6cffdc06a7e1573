import { fill, type TuneWords } from '../tune-words.ts'
import type { ChainNames } from './chain-names.ts'

type SummaryWords = TuneWords['studio']['summaries']
type Modes = TuneWords['studio']['modes']

/**
 * The server writes each revision's summary in one closed grammar (the chain edits' `summary` in
 * domains/studio/src/chain, the store's undo and redo lines, the auto-tune line). This reads that grammar
 * back and says it in the page's language, so a Chinese page never shows "added notch (notch-v1)": modules,
 * parameters and types by the names the page gives them (`names`). Values and anything not of the grammar
 * are kept as written.
 */
export function revisionSummaryIn(
  summary: string,
  say: SummaryWords,
  modes: Modes,
  names: ChainNames,
): string {
  const undid = /^Undid (revisions?) ([\d–, ]+): (.*)$/s.exec(summary)
  if (undid)
    return fill(say.undid, {
      which: fill(undid[1] === 'revision' ? say.revision : say.revisions, { n: undid[2]! }),
      what: revisionSummaryIn(undid[3]!, say, modes, names),
    })
  const redo = /^redo: (.*)$/s.exec(summary)
  if (redo) return fill(say.redo, { what: revisionSummaryIn(redo[1]!, say, modes, names) })
  return summary
    .split('; ')
    .map((part) => partIn(part, say, modes, names))
    .join(say.separator)
}

/** One change of a summary: the first pattern that reads it whole, else the part as written. */
function partIn(part: string, say: SummaryWords, modes: Modes, names: ChainNames): string {
  for (const [pattern, say_] of patterns(say, modes, names)) {
    const match = pattern.exec(part)
    if (match) return say_(match)
  }
  return part
}

function patterns(
  say: SummaryWords,
  modes: Modes,
  names: ChainNames,
): Array<[RegExp, (match: RegExpExecArray) => string]> {
  const mode = (name: string) => modes[name as keyof Modes] ?? name
  const module = names.module
  // "a.port → b": the port is the module's own business; people read which module feeds which.
  const link = (text: string) =>
    text.replace(
      /^(\S+?)(?:\.\S+)? → (\S+)$/,
      (_, from: string, to: string) => `${module(from)} → ${module(to)}`,
    )
  const param = (id: string, key: string) =>
    fill(say.paramOf, {
      module: module(id),
      param: key === 'bypass' ? say.bypassParam : names.param(key, { id }),
    })
  return [
    [/^Created$/, () => say.created],
    [/^added (\S+) \((\S+)\)$/, (m) => fill(say.added, { module: module(m[1]!, m[2]) })],
    [/^removed (\S+) \((\S+)\)$/, (m) => fill(say.removed, { module: module(m[1]!, m[2]) })],
    [
      /^moved (\S+) after (\S+)$/,
      (m) => fill(say.moved, { module: module(m[1]!), after: m[2] === 'start' ? say.start : module(m[2]!) }),
    ],
    [
      /^replaced (\S+): (\S+) → (\S+)$/,
      (m) => fill(say.replaced, { from: names.type(m[2]!), to: names.type(m[3]!) }),
    ],
    [/^connected (.+)$/, (m) => fill(say.connected, { link: link(m[1]!) })],
    [/^disconnected (.+)$/, (m) => fill(say.disconnected, { link: link(m[1]!) })],
    [
      /^bound (\S+)\.(\S+) to (\S+) \((\w+)\)$/,
      (m) => fill(say.bound, { param: param(m[1]!, m[2]!), signal: m[3]!, mode: mode(m[4]!) }),
    ],
    [
      /^auto-tune (\S+): max deviation (\S+) → (\S+) dB \((\d+) rounds\)$/,
      (m) => fill(say.autoTune, { position: names.seat(m[1]!), from: m[2]!, to: m[3]!, rounds: m[4]! }),
    ],
    [
      /^(\S+)\.(\S+): (.+) → (.+)$/,
      (m) => fill(say.param, { param: param(m[1]!, m[2]!), from: m[3]!, to: m[4]! }),
    ],
  ]
}
