import type { ParsedCall } from './types.ts'

/**
 * Titles in 《…》 are the person's words exactly: they are neither normalised nor split, and any
 * instruction inside them is a title, not an instruction. They are replaced by numbered
 * placeholders before parsing and restored in the calls afterwards.
 */
const QUOTED = /《([^《》]*)》/g
const PLACEHOLDER = /§(\d+)/g

/** The text with each 《title》 replaced by 《§n》, and the titles in order. */
export function protectQuotes(text: string): { text: string; quotes: string[] } {
  const quotes: string[] = []
  const protectedText = text.replace(QUOTED, (_, title: string) => {
    quotes.push(title.trim())
    return `《§${quotes.length - 1}》`
  })
  return { text: protectedText, quotes }
}

/** Puts the titles back into a string. */
export function restoreQuotes(value: string, quotes: readonly string[]): string {
  if (quotes.length === 0) return value
  return value.replace(PLACEHOLDER, (whole, index: string) => quotes[Number(index)] ?? whole)
}

/** Puts the titles back into a call's string parameters. */
export function restoreCall(call: ParsedCall, quotes: readonly string[]): ParsedCall {
  if (quotes.length === 0) return call
  const params: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(call.params)) {
    params[key] = typeof value === 'string' ? restoreQuotes(value, quotes) : value
  }
  return { name: call.name, params }
}
