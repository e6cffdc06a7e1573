import type { JsonPatchOperation } from '@ag-ui/core'

/**
 * An RFC 6902 patch turning `before` into `after`: objects are compared key by key, anything else
 * (arrays included) is replaced whole when it differs — a longer patch than the shortest, never a wrong one.
 */
export function jsonPatchDiff(before: unknown, after: unknown, path = ''): JsonPatchOperation[] {
  if (isRecord(before) && isRecord(after)) {
    const ops: JsonPatchOperation[] = []
    for (const key of Object.keys(before))
      if (!(key in after) || after[key] === undefined) {
        if (before[key] !== undefined) ops.push({ op: 'remove', path: `${path}/${pointerToken(key)}` })
      }
    for (const [key, value] of Object.entries(after)) {
      if (value === undefined) continue
      const at = `${path}/${pointerToken(key)}`
      if (!(key in before) || before[key] === undefined) ops.push({ op: 'add', path: at, value })
      else ops.push(...jsonPatchDiff(before[key], value, at))
    }
    return ops
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return []
  return [{ op: 'replace', path, value: after }]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A key as a JSON Pointer token (RFC 6901): `~` and `/` escaped. */
function pointerToken(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1')
}
