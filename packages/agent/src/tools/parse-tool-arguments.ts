import type { z } from 'zod'

export type ParsedArguments = { ok: true; args: unknown } | { ok: false; error: string }

/** Parses the JSON text a model produced for a call; empty text means no arguments. */
export function parseArgumentsText(text: string): ParsedArguments {
  if (text.trim() === '') return { ok: true, args: {} }
  try {
    return { ok: true, args: JSON.parse(text) }
  } catch (error) {
    return {
      ok: false,
      error: `arguments are not valid JSON (${(error as Error).message}): ${truncate(text, 200)}`,
    }
  }
}

/** Validates arguments against a tool's schema; the error lists every issue with its path. */
export function validateArguments(schema: z.ZodType, args: unknown): ParsedArguments {
  const result = schema.safeParse(args)
  if (result.success) return { ok: true, args: result.data }
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
  return { ok: false, error: `invalid arguments: ${issues.join('; ')}` }
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}
