/**
 * JSON as the fuzzer writes it: real JSON values, plus what `JSON.stringify` cannot produce but a client can
 * send: raw tokens (NaN, 1e309, 10,000 levels of nesting) and objects whose keys repeat or are `__proto__`.
 */

/** Text put into the JSON as is, e.g. `NaN` or `1e309`. */
export class RawJson {
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
  toString(): string {
    return this.text.length > 80 ? `RawJson(${this.text.slice(0, 40)}…${this.text.length} chars)` : this.text
  }
}

/** An object as a list of entries, so keys may repeat and `__proto__` stays a plain key. */
export class JsonEntries {
  readonly entries: ReadonlyArray<readonly [string, unknown]>
  constructor(entries: ReadonlyArray<readonly [string, unknown]>) {
    this.entries = entries
  }
}

/** Serialises a fuzz value: strings keep their lone surrogates and NULs as `\u` escapes, like any JSON writer. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text
  if (value instanceof JsonEntries) return objectText(value.entries)
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`
  if (value !== null && typeof value === 'object') return objectText(Object.entries(value))
  return JSON.stringify(value) ?? 'null'
}

function objectText(entries: ReadonlyArray<readonly [string, unknown]>): string {
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`
}

/** Percent-encodes a path or query part, lone surrogates included (as their WTF-8 bytes, which no decoder accepts). */
export function encodePart(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    } else out += encodeURIComponent(char)
  }
  return out
}
