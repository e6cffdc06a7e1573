import { shallowRef } from 'vue'

/** The vehicle's state as the server reports it: a plain object drawn by the dashboard's panels. */
export type VehicleState = Record<string, any>

/** A message of the gateway (seed 002 §5.2): always `{ event, data }`. */
export interface Envelope {
  event: string
  data: any
}

export type LinkStatus = 'connecting' | 'online' | 'reconnecting'

const MAX_BACKOFF_MS = 8000

/**
 * The page's connection to its vehicle: `/api/v1/ws?vehicleId=…&role=client` (the key, if the origin
 * stores one, as `token`), reconnecting with backoff; the state comes from `GET /api/v1/vehicle/:id/state`
 * at start and every `vehicle:state` after.
 */
export function createVehicleLink(options: {
  vehicleId: string
  token?: string
  endpoint?: string
  /** The car is this page's simulator: register it (an existing one is left as it is) before reading it. */
  simulator?: boolean
}) {
  const state = shallowRef<VehicleState | null>(null)
  const status = shallowRef<LinkStatus>('connecting')
  const handlers = new Set<(message: Envelope) => void>()
  const origin = options.endpoint || location.origin
  let socket: WebSocket | undefined
  let attempt = 0
  let closed = false

  const auth: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {}
  async function loadState(): Promise<void> {
    if (options.simulator)
      await fetch(`${origin}/api/v1/vehicles`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ id: options.vehicleId, simulator: true }),
      })
    const response = await fetch(`${origin}/api/v1/vehicle/${encodeURIComponent(options.vehicleId)}/state`, {
      headers: auth,
    })
    if (response.ok) state.value = ((await response.json()) as { data: VehicleState }).data
  }

  function open(): void {
    const url = new URL('/api/v1/ws', origin.replace(/^http/, 'ws'))
    url.search = new URLSearchParams({
      vehicleId: options.vehicleId,
      role: 'client',
      ...(options.token ? { token: options.token } : {}),
    }).toString()
    socket = new WebSocket(url)
    socket.addEventListener('open', () => {
      attempt = 0
      status.value = 'online'
      void loadState()
    })
    socket.addEventListener('message', (message) => receive(String(message.data)))
    socket.addEventListener('close', () => {
      if (closed) return
      status.value = 'reconnecting'
      // Jittered exponential backoff: many cars coming back at once do not arrive together.
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt++) * (0.5 + Math.random() / 2)
      setTimeout(open, delay)
    })
  }

  function receive(text: string): void {
    const message = JSON.parse(text) as Envelope
    if (message.event === 'vehicle:state') state.value = message.data
    for (const handler of handlers) handler(message)
  }

  open()
  return {
    state,
    status,
    vehicleId: options.vehicleId,
    /** Sends a message; false when the link is down (the caller says so rather than losing it silently). */
    send(event: string, data: unknown): boolean {
      if (socket?.readyState !== WebSocket.OPEN) return false
      socket.send(JSON.stringify({ event, data }))
      return true
    },
    /** A dialog session's stored messages (after a reload); empty when the server has no such session. */
    async history(sessionId: string): Promise<unknown[]> {
      const response = await fetch(`${origin}/api/v1/sessions/${encodeURIComponent(sessionId)}`, {
        headers: auth,
      })
      if (!response.ok) return []
      return ((await response.json()) as { data: { messages: unknown[] } }).data.messages
    },
    onMessage(handler: (message: Envelope) => void): () => void {
      handlers.add(handler)
      return () => handlers.delete(handler)
    },
    close(): void {
      closed = true
      socket?.close()
    },
  }
}

export type VehicleLink = ReturnType<typeof createVehicleLink>
