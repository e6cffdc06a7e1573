/** A Markdown file split into its YAML front matter (as plain values) and the rest. */
export interface FrontMatter {
  data: Record<string, unknown>
  body: string
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/**
 * Reads simple YAML front matter: `key: value` lines whose values are strings, numbers, booleans, null,
 * inline lists `[a, b]` or block lists of `- item` lines. Anything richer stays a string, never an error:
 * the text is still worth indexing.
 */
export function parseFrontMatter(text: string): FrontMatter {
  const match = FENCE.exec(text.replace(/^\uFEFF/, ''))
  if (!match) return { data: {}, body: text }
  const data: Record<string, unknown> = {}
  let listKey: string | undefined
  for (const line of match[1]!.split(/\r?\n/)) {
    if (/^\s*(#|$)/.test(line)) continue
    const item = /^\s+-\s+(.*)$|^-\s+(.*)$/.exec(line)
    if (item && listKey) {
      ;(data[listKey] as unknown[]).push(scalar(item[1] ?? item[2] ?? ''))
      continue
    }
    const pair = /^([A-Za-z_][\w.-]*)\s*:\s*(.*)$/.exec(line)
    if (!pair) continue
    const [, key, raw] = pair as unknown as [string, string, string]
    listKey = undefined
    if (raw.trim() === '') {
      data[key] = []
      listKey = key
    } else {
      data[key] = value(raw.trim())
    }
  }
  // A key with no value and no list items under it is empty, not an empty list.
  for (const [key, entry] of Object.entries(data))
    if (Array.isArray(entry) && entry.length === 0) data[key] = null
  return { data, body: text.slice(match[0].length + (text.startsWith('\uFEFF') ? 1 : 0)) }
}

function value(raw: string): unknown {
  if (raw.startsWith('[') && raw.endsWith(']')) {
    const inner = raw.slice(1, -1).trim()
    return inner === '' ? [] : splitList(inner).map(scalar)
  }
  return scalar(raw)
}

/** Splits `a, "b, c", d` on commas outside quotes. */
function splitList(inner: string): string[] {
  const items: string[] = []
  let current = ''
  let quote: string | undefined
  for (const char of inner) {
    if (quote) {
      if (char === quote) quote = undefined
      current += char
    } else if (char === '"' || char === "'") {
      quote = char
      current += char
    } else if (char === ',') {
      items.push(current)
      current = ''
    } else {
      current += char
    }
  }
  items.push(current)
  return items.map((item) => item.trim())
}

function scalar(raw: string): unknown {
  const text = raw.replace(/\s+#.*$/, '').trim()
  if (/^"(.*)"$/.test(text)) return text.slice(1, -1).replace(/\\"/g, '"')
  if (/^'(.*)'$/.test(text)) return text.slice(1, -1).replace(/''/g, "'")
  if (text === 'true' || text === 'false') return text === 'true'
  if (text === 'null' || text === '~') return null
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text)
  return text
}
