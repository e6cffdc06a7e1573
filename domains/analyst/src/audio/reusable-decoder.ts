/** A WASM decoder that can be reset between files. */
export interface Resettable {
  ready: Promise<void>
  reset: () => Promise<void>
}

/**
 * Instantiating a WASM decoder costs tens of ms, more than decoding a short file; one instance per
 * format is kept and reset between files, and uses are queued because an instance holds one stream.
 */
export function reusable<D extends Resettable>(create: () => D) {
  let decoder: D | undefined
  let queue: Promise<unknown> = Promise.resolve()
  return <T>(use: (d: D) => Promise<T>): Promise<T> => {
    const next = queue.then(async () => {
      decoder ??= create()
      await decoder.ready
      try {
        return await use(decoder)
      } finally {
        await decoder.reset()
      }
    })
    queue = next.catch(() => undefined)
    return next
  }
}
