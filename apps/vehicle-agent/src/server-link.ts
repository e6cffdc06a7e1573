/** Messages the server sends the agent. */
export interface ServerMessage {
  event: string
  data: any
}

export interface ServerLinkOptions {
  /** The server's WebSocket URLs: one load balancer, or every instance (tried in turn after a drop). */
  urls: readonly string[]
  onMessage: (message: ServerMessage) => void
  onOpen: () => void
  onClose: () => void
  /** First reconnect delay; it doubles up to 30 s, each wait jittered by ±50 %. */
  reconnectMs?: number
}

/**
 * The agent's WebSocket to the server, kept open: when it drops (or was never up), it reconnects with
 * growing, jittered delays, to the next URL of its list. Jitter spreads the agents of an instance that
 * died over time, so the survivors are not hit by all of them in the same millisecond. `send` reports
 * whether the message went out, so callers can queue instead.
 */
export class ServerLink {
  readonly #options: ServerLinkOptions
  #socket: WebSocket | undefined
  #delay: number
  #timer: NodeJS.Timeout | undefined
  #stopped = false
  #next = 0
  /** The URL of the current (or last) connection. */
  url: string | undefined

  constructor(options: ServerLinkOptions) {
    this.#options = options
    this.#delay = options.reconnectMs ?? 500
  }

  get connected(): boolean {
    return this.#socket?.readyState === WebSocket.OPEN
  }

  start(): void {
    this.#stopped = false
    this.#connect()
  }

  stop(): void {
    this.#stopped = true
    clearTimeout(this.#timer)
    this.#socket?.close()
  }

  send(event: string, data: unknown): boolean {
    if (!this.connected) return false
    this.#socket!.send(JSON.stringify({ event, data }))
    return true
  }

  #connect(): void {
    const urls = this.#options.urls
    // After a drop, the next URL first: the instance that dropped the link may be the one that died.
    this.url = urls[this.#next++ % urls.length]!
    const socket = new WebSocket(this.url)
    this.#socket = socket
    socket.addEventListener('open', () => {
      this.#delay = this.#options.reconnectMs ?? 500
      this.#options.onOpen()
    })
    socket.addEventListener('message', (message) => {
      try {
        this.#options.onMessage(JSON.parse(String(message.data)))
      } catch {
        // A message that is not JSON is not from our server: ignore it.
      }
    })
    socket.addEventListener('close', () => {
      if (this.#socket === socket) this.#options.onClose()
      this.#scheduleReconnect()
    })
    socket.addEventListener('error', () => socket.close())
  }

  #scheduleReconnect(): void {
    if (this.#stopped) return
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => this.#connect(), this.#delay * (0.5 + Math.random()))
    this.#delay = Math.min(30_000, this.#delay * 2)
  }
}
