import type { ServerResponse } from 'node:http'

/**
 * Writes Server-Sent Events to one HTTP response: `id:` and `data:` lines per event, a comment line as
 * heartbeat so proxies keep the stream open, and `drain` waiting so a slow reader slows the producer
 * instead of growing the buffer.
 */
export class SseWriter {
  readonly #res: ServerResponse
  readonly #heartbeat: NodeJS.Timeout
  #closed = false
  #wrote = false

  constructor(res: ServerResponse, heartbeatMs: number, headers: Record<string, string> = {}) {
    this.#res = res
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      ...headers,
    })
    // The headers leave with the first event, in one write: a separate flush costs the first token a
    // second socket write (and the reader a wake-up). A run that has nothing to say within this turn of
    // the event loop still gets its headers right after it.
    // (`headersSent` is true from writeHead on, sent or not: the writer keeps its own flag.)
    setImmediate(() => {
      if (!this.#wrote && !res.destroyed) res.flushHeaders()
    })
    this.#heartbeat = setInterval(() => this.#write(': ping\n\n'), heartbeatMs)
    this.#heartbeat.unref()
    res.on('close', () => this.close())
  }

  get closed(): boolean {
    return this.#closed || this.#res.destroyed
  }

  /** Writes one event; resolves when the socket can take more (immediately unless its buffer is full). */
  send(id: number | undefined, data: unknown): Promise<void> {
    const idLine = id === undefined ? '' : `id: ${id}\n`
    const ok = this.#write(`${idLine}data: ${JSON.stringify(data)}\n\n`)
    if (ok || this.closed) return Promise.resolve()
    return new Promise((resolve) => {
      const done = () => {
        this.#res.off('drain', done)
        this.#res.off('close', done)
        resolve()
      }
      this.#res.once('drain', done)
      this.#res.once('close', done)
    })
  }

  /** Ends the response after the last event. */
  end(): void {
    if (!this.closed) this.#res.end()
    this.close()
  }

  close(): void {
    this.#closed = true
    clearInterval(this.#heartbeat)
  }

  #write(text: string): boolean {
    if (this.closed) return true
    this.#wrote = true
    return this.#res.write(text)
  }
}
