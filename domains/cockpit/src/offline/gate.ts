/**
 * A matcher's gate: the words without which it cannot read a clause on its own (no previous call).
 * Every clause goes through every matcher, and the clause splitter tries several candidate parts of
 * each: letting a matcher skip a clause that names none of its words keeps the engine's cost near
 * the work that can succeed.
 *
 * The gate is built from the very patterns a matcher needs, with lookarounds, word boundaries and
 * anchors taken out: what is left matches wherever the original could, also after other words of
 * the clause were used (used text is hidden, never added; a negated class is widened to any
 * character for that reason), so skipping changes no reading.
 */
export function gateOf(...patterns: ReadonlyArray<RegExp | string>): RegExp {
  const sources = patterns.map((p) => loosen(typeof p === 'string' ? p : p.source))
  return new RegExp(sources.map((s) => `(?:${s})`).join('|'))
}

// Removes (?=…), (?!…), (?<=…), (?<!…) groups (balanced), \b, ^ and $ from a pattern's source.
function loosen(source: string): string {
  let out = ''
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    if (ch === '\\') {
      const next = source[i + 1]
      if (next !== 'b') out += ch + (next ?? '')
      i++
    } else if (ch === '[') {
      // A negated class may match a hidden character where the original text had an excluded one.
      const end = classEnd(source, i)
      out += source[i + 1] === '^' ? '[^]' : source.slice(i, end + 1)
      i = end
    } else if (
      source.startsWith('(?=', i) ||
      source.startsWith('(?!', i) ||
      source.startsWith('(?<=', i) ||
      source.startsWith('(?<!', i)
    ) {
      i = groupEnd(source, i)
    } else if (ch !== '^' && ch !== '$') out += ch
  }
  return out
}

function classEnd(source: string, start: number): number {
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++
    else if (source[i] === ']' && i > start + 1) return i
  }
  return source.length - 1
}

function groupEnd(source: string, start: number): number {
  let depth = 0
  for (let i = start; i < source.length; i++) {
    const ch = source[i]
    if (ch === '\\') i++
    else if (ch === '[') i = classEnd(source, i)
    else if (ch === '(') depth++
    else if (ch === ')' && --depth === 0) return i
  }
  return source.length - 1
}
