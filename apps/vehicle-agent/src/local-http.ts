import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { VehicleAgent } from './vehicle-agent.ts'

/**
 * The agent's local port for the car's own apps: POST /dialog {"text"} answers (online or offline),
 * POST /confirm {"commandId", "confirmed"} answers an offline confirmation,
 * GET /state shows the car's state, GET /health the link and the queued reports.
 */
export async function startLocalHttp(
  agent: VehicleAgent,
  port: number,
): Promise<{ server: Server; port: number }> {
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
    try {
      if (req.method === 'GET' && req.url === '/state') return reply(200, agent.state)
      if (req.method === 'GET' && req.url === '/health')
        return reply(200, { connected: agent.connected, queuedReports: agent.queue.size })
      if (req.method === 'POST' && req.url === '/dialog') {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
        if (typeof body.text !== 'string' || body.text.length > 500)
          return reply(400, {
            error: { code: 'invalid_request', message: 'text: a string of at most 500 characters' },
          })
        return reply(200, await agent.dialog(body.text))
      }
      if (req.method === 'POST' && req.url === '/confirm') {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
        if (typeof body.commandId !== 'string' || typeof body.confirmed !== 'boolean')
          return reply(400, {
            error: { code: 'invalid_request', message: 'commandId: a string; confirmed: a boolean' },
          })
        return reply(200, await agent.confirm(body.commandId, body.confirmed))
      }
      reply(404, { error: { code: 'not_found', message: `no route ${req.method} ${req.url}` } })
    } catch (error) {
      reply(400, { error: { code: 'invalid_request', message: (error as Error).message } })
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}
