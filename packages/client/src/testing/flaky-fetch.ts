import type { FetchLike } from '../http.ts'

export interface FlakyFetch {
  fetch: FetchLike
  /** Every request made, as `METHOD path` with its Last-Event-ID when one was sent. */
  log: { method: string; path: string; lastEventId: string | null }[]
}

/**
 * A real fetch that breaks SSE responses like a dropped network would: `dropAfter(request index)`
 * says after how many events the n-th streamed response dies (undefined: let it finish). The
 * underlying body is cancelled, so the server really sees its client go away.
 */
export function flakyFetch(dropAfter: (index: number, path: string) => number | undefined): FlakyFetch {
  const log: FlakyFetch['log'] = []
  let streams = 0
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input)
    const headers = new Headers(init?.headers)
    log.push({ method: init?.method ?? 'GET', path: url.pathname, lastEventId: headers.get('last-event-id') })
    const response = await globalThis.fetch(input, init)
    if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream'))
      return response
    const limit = dropAfter(streams++, url.pathname)
    if (limit === undefined) return response
    return new Response(cutAfterEvents(response.body, limit), {
      status: response.status,
      headers: response.headers,
    })
  }
  return { fetch, log }
}

function cutAfterEvents(body: ReadableStream<Uint8Array>, events: number): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  let pending = ''
  let passed = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (passed >= events) {
        await reader.cancel()
        controller.error(new TypeError('network error (dropped by the test)'))
        return
      }
      const { done, value } = await reader.read()
      if (done) return controller.close()
      pending += decoder.decode(value, { stream: true })
      // Pass whole events only, so the cut falls between two events like a real drop after a flush.
      let end = pending.indexOf('\n\n')
      while (end >= 0 && passed < events) {
        const block = pending.slice(0, end + 2)
        pending = pending.slice(end + 2)
        if (!block.startsWith(':')) passed++
        controller.enqueue(encoder.encode(block))
        end = pending.indexOf('\n\n')
      }
    },
    cancel: () => reader.cancel(),
  })
}
