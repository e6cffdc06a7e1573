import { gateOf } from './gate.ts'

/** Rewrite rules applied in order, each a pattern and its replacement. */
export type RewriteTable = ReadonlyArray<readonly [RegExp, string]>

/**
 * The table as one function. Most texts match none of its rules: one test of every rule's words first
 * (gate.ts) spares the passes, and changes no result, since a text no rule matches is left as it is.
 */
export function rewriter(table: RewriteTable): (text: string) => string {
  const any = gateOf(...table.map(([form]) => form))
  return (text) => {
    if (!any.test(text)) return text
    let out = text
    for (const [form, plain] of table) out = out.replace(form, plain)
    return out
  }
}
