/** Reads an async iterable to the end; for tests that assert on a whole event sequence. */
export async function collectEvents<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const events: T[] = []
  for await (const event of iterable) events.push(event)
  return events
}
