/** A WebSocket client of `/api/v1/ws` that records messages and can wait for one (tests only). */
export interface WsTestClient {
  socket: WebSocket
  received: Array<{ event: string; data: any }>
  send(event: string, data: unknown): void
  /** The first message of that event at or after index `from`, waiting for it if need be. */
  next(event: string, from?: number): Promise<{ event: string; data: any }>
}

/** Connects to the server's vehicle WebSocket as an HMI (`client`) or as the car itself (`agent`). */
export async function connectWs(
  serverUrl: string,
  key: string,
  vehicleId: string,
  role: 'client' | 'agent' = 'client',
): Promise<WsTestClient> {
  const socket = new WebSocket(
    `${serverUrl.replace('http', 'ws')}/api/v1/ws?vehicleId=${vehicleId}&role=${role}&token=${key}`,
  )
  const received: Array<{ event: string; data: any }> = []
  const waiters: Array<() => void> = []
  socket.addEventListener('message', (message) => {
    received.push(JSON.parse(String(message.data)))
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve)
    socket.addEventListener('error', reject)
  })
  const send = (event: string, data: unknown) => socket.send(JSON.stringify({ event, data }))
  async function next(event: string, from = 0): Promise<{ event: string; data: any }> {
    for (;;) {
      const found = received.slice(from).find((m) => m.event === event)
      if (found) return found
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }
  return { socket, received, send, next }
}
