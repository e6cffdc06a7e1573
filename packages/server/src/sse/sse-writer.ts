import type { ServerResponse } from 'node:http'

/**
 * Writes Server-Sent Events to one HTTP response: `id:` and `data:` lines per event, a comment line as
 * heartbeat so proxies keep the stream open, and `drain` waiting so a slow reader slows the producer
 * instead of growing the buffer.
 *
 * The first event of a burst is written at once; the events sent after it in the same turn of the event
 * loop (a model chunk holding many tokens, or a zero-delay stream) join one write at the end of
 * it. One `res.write` per event cost a chunk header, the chunk and its CRLF as three buffered writes
 * with their callbacks, and under load those waited for the socket long enough to be promoted: about a
 * quarter of what the server left to die in the old generation (`server/load`, sampled).
 */
export class SseWriter {
  readonly #res: ServerResponse
  readonly #heartbeat: NodeJS.Timeout
  #closed = false
  #wrote = false
  /** Events sent after this burst's first write, for one write at the end of the burst. */
  #batch: string | undefined

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
    // Events only queued by then leave with the headers, in that one write.
    setImmediate(() => {
      if (this.#wrote || res.destroyed) return
      if (this.#batch) this.#flush()
      else res.flushHeaders()
    })
    this.#heartbeat = setInterval(() => this.#write(': ping\n\n'), heartbeatMs)
    this.#heartbeat.unref()
    res.on('close', () => this.close())
  }

  get closed(): boolean {
    return this.#closed || this.#res.destroyed
  }

  /**
   * Writes one event, or queues it behind this burst's first write; resolves when the socket can take
   * more (immediately unless its buffer is full). `now` writes it, and what is queued, at once (the first
   * token, whose latency counts).
   */
  send(id: number | undefined, data: unknown, now = false): Promise<void> {
    const text = frame(id, data)
    if (this.#batch === undefined) {
      this.#write(text)
      this.#startBurst()
    } else {
      this.#batch += text
      if (now) this.#flush()
    }
    if (!this.#res.writableNeedDrain || this.closed) return Promise.resolve()
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

  /**
   * Queues one event without writing anything yet: it leaves with the next event sent `now`, or at the end
   * of this turn of the event loop. For the events that open a stream before its first token (AG-UI's
   * RUN_STARTED and first STATE_SNAPSHOT): written at once, they cost that token a socket write of its own
   * (and its reader a wake-up), while a run that has nothing to say in this turn still sends them right after it.
   */
  queue(id: number | undefined, data: unknown): void {
    if (this.#batch === undefined) this.#startBurst()
    this.#batch += frame(id, data)
  }

  /** Ends the response after the last event. */
  end(): void {
    this.#flush()
    if (!this.closed) this.#res.end()
    this.close()
  }

  close(): void {
    this.#closed = true
    clearInterval(this.#heartbeat)
  }

  #startBurst(): void {
    this.#batch = ''
    // After this turn of the event loop: what the producer had at hand (promise chains and ticks
    // included) is the burst. A tick would fire before the promise chain that sends the rest.
    setImmediate(() => {
      this.#flush()
      this.#batch = undefined
    })
  }

  /** Writes the queued events; the burst goes on (what follows in this turn joins its end-of-turn write). */
  #flush(): void {
    const batch = this.#batch
    if (!batch) return
    this.#batch = ''
    this.#write(batch)
  }

  #write(text: string): boolean {
    if (this.closed) return true
    this.#wrote = true
    return this.#res.write(text)
  }
}

/** One event as SSE lines: its `id:` when it has one, then its JSON as `data:`. */
function frame(id: number | undefined, data: unknown): string {
  return `${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`
}
