/**
 * What PostgreSQL cannot store, as JSON.stringify writes it: `\u0000` (NUL, refused by both `text` and
 * `jsonb`) and `\udXXX` for a lone surrogate (no UTF-8 form; a paired one is written as itself, never
 * escaped). The backslashes before it must be even in number, or the escape is itself escaped text.
 */
const UNSTORABLE_ESCAPE = /(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/g

/** The replacement character: text that could not be kept stays visibly damaged, not silently dropped. */
const REPLACEMENT = '\ufffd'

/**
 * JSON text for a `jsonb` parameter, with NUL and lone surrogates replaced by U+FFFD. Requests are
 * refused such text at the door (a 400); what reaches the store from a tool, a model or user code (an
 * error message, an output) is not the client's fault and must not fail the write, so every writer of
 * JSON to the database goes through here.
 */
export function storableJson(value: unknown): string {
  return storableJsonText(JSON.stringify(value))
}

/** `storableJson` of a value whose JSON.stringify text the caller has already. */
export function storableJsonText(text: string): string {
  return text?.includes('\\u') ? text.replace(UNSTORABLE_ESCAPE, '$1\\ufffd') : text
}

/** A string for a `text` column, with NUL and lone surrogates replaced by U+FFFD (see storableJson). */
export function storableText(text: string): string {
  return text.includes('\u0000') || !text.isWellFormed()
    ? text.replaceAll('\u0000', REPLACEMENT).toWellFormed()
    : text
}
