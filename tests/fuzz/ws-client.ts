import { request } from 'node:http'
import { REQUEST_TIMEOUT_MS } from './response-checks.ts'

export interface WsMessage {
  event: string
  data: Record<string, unknown> | undefined
}

/** A real WebSocket to the cockpit gateway that records every message and can trade a ping for its pong. */
export class WsClient {
  readonly received: WsMessage[] = []
  #closed: string | undefined
  #wake: Array<() => void> = []
  #pings = 0

  readonly socket: WebSocket

  private constructor(socket: WebSocket) {
    this.socket = socket
    socket.addEventListener('message', (message) => {
      this.received.push(JSON.parse(String(message.data)))
      this.#notify()
    })
    socket.addEventListener('close', (event) => {
      this.#closed = `closed by the server (${event.code} ${event.reason})`
      this.#notify()
    })
  }

  /** Opens `/api/v1/ws` as the HMI of `vehicleId`. */
  static async open(url: string, key: string, vehicleId: string): Promise<WsClient> {
    const socket = new WebSocket(
      `${url.replace('http', 'ws')}/api/v1/ws?vehicleId=${vehicleId}&role=client`,
      {
        headers: { authorization: `Bearer ${key}` },
      } as unknown as string[],
    )
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true })
      socket.addEventListener('error', () => reject(new Error('the WebSocket did not open')), { once: true })
    })
    return new WsClient(socket)
  }

  get closed(): string | undefined {
    return this.#closed
  }

  /**
   * Sends `text`, then a ping, and returns what arrived up to its pong and a short quiet after it: the
   * answer to the fuzzed message, and proof that the socket still serves.
   */
  async exchange(text: string): Promise<{ messages: WsMessage[]; problem?: string }> {
    const mark = this.received.length
    const timestamp = ++this.#pings
    this.socket.send(text)
    this.socket.send(JSON.stringify({ event: 'ping', data: { timestamp } }))
    const deadline = Date.now() + REQUEST_TIMEOUT_MS
    const isPong = (m: WsMessage) => m.event === 'pong' && m.data?.timestamp === timestamp
    while (!this.received.slice(mark).some(isPong)) {
      if (this.#closed) return { messages: this.received.slice(mark), problem: this.#closed }
      if (Date.now() > deadline)
        return { messages: this.received.slice(mark), problem: `no pong within ${REQUEST_TIMEOUT_MS} ms` }
      await this.#next(deadline - Date.now())
    }
    await quiet(this, 30)
    return { messages: this.received.slice(mark).filter((m) => !isPong(m)) }
  }

  close(): void {
    this.socket.close()
  }

  #next(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms)
      this.#wake.push(() => {
        clearTimeout(timer)
        resolve()
      })
    })
  }

  #notify(): void {
    for (const wake of this.#wake.splice(0)) wake()
  }
}

/** Waits until `ms` pass without a new message (a dialog reply may still be streaming after the pong). */
async function quiet(client: WsClient, ms: number): Promise<void> {
  for (let seen = -1; seen !== client.received.length; ) {
    seen = client.received.length
    await new Promise((resolve) => setTimeout(resolve, ms))
  }
}

/**
 * A WebSocket handshake over a raw HTTP request, so that a refusal's status and body can be read (a
 * browser-style WebSocket only reports "error"). Resolves with 101 when the server upgrades.
 */
export function handshake(
  url: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64'),
        ...headers,
      },
      timeout: REQUEST_TIMEOUT_MS,
    })
    req.on('upgrade', (_response, socket) => {
      socket.destroy()
      resolve({ status: 101, text: '' })
    })
    req.on('response', (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
    })
    req.on('timeout', () => {
      req.destroy()
      reject(new Error(`hung: the handshake had no answer within ${REQUEST_TIMEOUT_MS} ms`))
    })
    req.on('error', reject)
    req.end()
  })
}
