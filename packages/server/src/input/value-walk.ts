/**
 * Whether any value in `value` — itself, every array element and own enumerable property, keys given to
 * `key` — meets `bad`, or it is nested deeper than `maxDepth` (objects and arrays, the root at depth 0).
 * The input policies run on every request and name the place of what they find; nearly every request
 * holds nothing to find, so this walk first builds no paths and no entries: two plain stacks, values
 * and depths. It visits every value the named walks visit (holes of an array as undefined), so `false`
 * means theirs would find nothing, and they run only when this finds something.
 */
export function anyValue(
  value: unknown,
  bad: (value: unknown) => boolean,
  key: (key: string) => boolean,
  maxDepth = Number.POSITIVE_INFINITY,
): boolean {
  const values: unknown[] = [value]
  const depths: number[] = [0]
  while (values.length > 0) {
    const item = values.pop()
    const depth = depths.pop()!
    if (depth > maxDepth) return true
    if (bad(item)) return true
    if (typeof item !== 'object' || item === null) continue
    if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) {
        values.push(item[i])
        depths.push(depth + 1)
      }
      // Properties besides the elements (rare): the named walk sees them through Object.entries.
      if (Object.keys(item).length === item.length) continue
    }
    for (const name of Object.keys(item)) {
      if (key(name)) return true
      values.push((item as Record<string, unknown>)[name])
      depths.push(depth + 1)
    }
  }
  return false
}
