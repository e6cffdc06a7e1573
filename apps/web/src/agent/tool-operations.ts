import type { ClientOperation } from '@mindwire/synth/graph'
import { type StudioWords, studioWords } from '../app/studio-words.ts'

const TYPES = new Set([
  'ADD_MODULE',
  'DELETE_MODULE',
  'UPDATE_MODULE_PARAM',
  'CONNECT_MODULES',
  'DISCONNECT_MODULES',
  'ERROR',
])

/**
 * The client operations in a tool result: `output.operations` when the tool succeeded, or
 * `output.data.operations` (an ERROR operation) when it failed. Anything that is not an operation is
 * dropped. A failed synth tool without operations still becomes an ERROR, so nothing fails silently.
 * An ERROR says in the page's language what did not work, by the tool that tried (`toolFailures` in the
 * studio's words); the tool's own message is written for the model and stays out of the page.
 */
export function operationsOf(
  output: unknown,
  status: string,
  tool: string,
  say: StudioWords = studioWords(),
): ClientOperation[] {
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
  const top = record(output)
  const list = top?.operations ?? record(top?.data)?.operations
  const operations = Array.isArray(list)
    ? list.filter(
        (op): op is ClientOperation =>
          typeof record(op)?.type === 'string' && TYPES.has(record(op)!.type as string),
      )
    : []
  if (operations.length === 0 && status !== 'ok' && status !== 'rejected' && typeof top?.error === 'string')
    return [{ type: 'ERROR', message: failureText(say, tool), tool }]
  return operations.map((op) =>
    op.type === 'ERROR' ? { ...op, message: failureText(say, op.tool ?? tool) } : op,
  )
}

function failureText(say: StudioWords, tool: string): string {
  const words = say.toolFailures as Record<string, string>
  return words[tool] ?? words['*']!
}
