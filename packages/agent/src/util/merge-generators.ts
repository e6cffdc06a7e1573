/**
 * Runs several async generators at once and yields their values as they come. Each generator is pulled
 * again only after its last value was consumed, so backpressure still holds.
 */
export async function* mergeGenerators<T>(generators: AsyncGenerator<T, void>[]): AsyncGenerator<T, void> {
  const inFlight = new Map<number, Promise<{ index: number; result: IteratorResult<T, void> }>>()
  const pull = (index: number) => {
    inFlight.set(
      index,
      generators[index]!.next().then((result) => ({ index, result })),
    )
  }
  for (let index = 0; index < generators.length; index++) pull(index)
  while (inFlight.size > 0) {
    const { index, result } = await Promise.race(inFlight.values())
    if (result.done) {
      inFlight.delete(index)
      continue
    }
    pull(index)
    yield result.value
  }
}
