import { done, type Handler } from './handler-result.ts'

type Value = string | number | boolean

/**
 * The generic handler of configured functions: a simple device whose state is the values it was last
 * set to (a fragrance on with a scent). The call is already validated by the function's schema, so the
 * values are recorded as they are; the reply is the file's, for the call's action, with `{param}` filled.
 */
export function setStateHandler(name: string, replies: Readonly<Record<string, string>>): Handler {
  return (params: Record<string, Value>, state) => {
    const previous = state.custom?.[name] ?? {}
    const custom = { ...state.custom, [name]: { ...previous, ...flat(params) } }
    const template = replies[String(params.action)] ?? replies.default ?? '好的'
    return done({ ...state, custom }, fill(template, params))
  }
}

// Nested objects have no place in a flat device record; configured devices use plain values.
function flat(params: Record<string, unknown>): Record<string, Value> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)),
  ) as Record<string, Value>
}

function fill(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    params[key] === undefined ? whole : String(params[key]),
  )
}
