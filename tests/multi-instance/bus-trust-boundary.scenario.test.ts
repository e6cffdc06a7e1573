import { randomUUID } from 'node:crypto'
import { type ServeCluster, startServeCluster } from '@mindwire/cli/testing'
import { openNatsBus } from '@mindwire/server'
import { servicesRequired } from '@mindwire/server/testing/nats'
import { type NatsServerProcess, startNatsServer } from '@mindwire/server/testing/nats-server'
import { createTestDatabase, probePostgres, TEST_DATABASE_URL } from '@mindwire/store/testing'
import { VehicleAgent } from '@mindwire/vehicle-agent'
import { connect, type NatsConnection } from '@nats-io/transport-node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

// Real processes: a nats-server of this file's own with auth on, deployment A (two `mindwire serve`) and
// deployment B (one) on it, each with its NATS user scoped to its prefix and its own bus secret, and an
// intruder holding valid NATS credentials (leaked ones) but not A's secret.
const scoped = (name: string) =>
  `{ user: ${name}, password: ${name}-pw, permissions: { ` +
  `publish: ["${name}.>", "_INBOX_${name}.>", "$JS.API.>", "$JS.ACK.>"], subscribe: ["${name}.>", "_INBOX_${name}.>"] } }`
const AUTH = `authorization { users = [ ${scoped('acme')}, ${scoped('beta')}, { user: intruder, password: intruder-pw } ] }`
const SECRET_A = 'deployment-a-secret-0123456789abcdef-0123'
const deployment = (name: string, secret: string) => ({
  NATS_USER: name,
  NATS_PASSWORD: `${name}-pw`,
  MINDWIRE_BUS_PREFIX: name,
  MINDWIRE_BUS_SECRET: secret,
})
const token = (text: string) => Buffer.from(text).toString('base64url')

const postgres = await probePostgres()
if (!postgres.reachable && !servicesRequired)
  console.warn(
    `[bus trust boundary] PostgreSQL at ${TEST_DATABASE_URL} unreachable (${postgres.error}): skipping`,
  )

describe.runIf(postgres.reachable || servicesRequired)(
  'the bus as a trust boundary, over real processes',
  () => {
    let nats: NatsServerProcess
    let a: ServeCluster
    let b: ServeCluster
    let intruder: NatsConnection
    let databaseA = ''
    const drops: Array<() => Promise<void>> = []
    const agents: VehicleAgent[] = []

    beforeAll(async () => {
      nats = await startNatsServer(AUTH)
      const [dbA, dbB] = await Promise.all([createTestDatabase(), createTestDatabase()])
      drops.push(dbA.drop, dbB.drop)
      databaseA = dbA.url
      ;[a, b] = await Promise.all([
        startServeCluster({
          count: 2,
          databaseUrl: dbA.url,
          natsUrl: nats.url,
          env: deployment('acme', SECRET_A),
        }),
        startServeCluster({
          count: 1,
          databaseUrl: dbB.url,
          natsUrl: nats.url,
          env: deployment('beta', 'deployment-b-secret-0123456789abcdef-0123'),
        }),
      ])
      intruder = await connect({ servers: nats.url, user: 'intruder', pass: 'intruder-pw' })
    }, 240_000)
    afterEach(() => {
      for (const agent of agents.splice(0)) agent.stop()
    })
    afterAll(async () => {
      await intruder?.close()
      await Promise.all([a?.stop(), b?.stop()])
      await Promise.all(drops.map((drop) => drop()))
      await nats?.stop()
    }, 60_000)

    async function call(cluster: ServeCluster, instance: number, path: string, body?: unknown) {
      const response = await fetch(`${cluster.instances[instance]!.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${cluster.apiKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, json: text.startsWith('{') ? JSON.parse(text) : undefined, text }
    }

    /** A car on A's first instance driving at 110 km/h, known at that speed on A's second. */
    async function movingCar(vehicleId: string) {
      const executed: string[] = []
      const agent = new VehicleAgent({
        serverUrl: a.instances[0]!.url,
        vehicleId,
        apiKey: (await a.vehicleKeys([vehicleId])).get(vehicleId),
        reconnectMs: 100,
        onExecute: (id) => executed.push(id),
      })
      agents.push(agent)
      agent.start()
      await expect.poll(() => agent.connected).toBe(true)
      agent.registry.patch(vehicleId, { speed: 110 })
      await expect
        .poll(async () => (await call(a, 1, `/api/v1/vehicle/${vehicleId}/state`)).json?.data.speed)
        .toBe(110)
      return { agent, executed, key: `${a.tenantId}/${vehicleId}` }
    }

    const start = (env: NodeJS.ProcessEnv) =>
      startServeCluster({ count: 1, databaseUrl: databaseA, natsUrl: nats.url, env })

    it('refuses to start an instance that has a bus but no secret, in one line', async () => {
      await expect(start({ ...deployment('acme', SECRET_A), MINDWIRE_BUS_SECRET: '' })).rejects.toThrow(
        /exited with 2: .*needs MINDWIRE_BUS_SECRET/s,
      )
    }, 60_000)

    it('refuses a client without NATS credentials, and an instance with wrong ones does not start', async () => {
      await expect(connect({ servers: nats.url, reconnect: false })).rejects.toThrow(/Authorization/)
      await expect(start({ ...deployment('acme', SECRET_A), NATS_PASSWORD: 'guess' })).rejects.toThrow(
        /exited with 1: .*Authorization/s,
      )
    }, 60_000)

    it('a forged "speed 0" state changes nothing: the next dialog still may not open the trunk', async () => {
      const { agent, executed, key } = await movingCar(`car-state-${randomUUID().slice(0, 8)}`)
      const forged = { origin: randomUUID(), vehicleKey: key, state: { ...agent.state, speed: 0 } }
      intruder.publish('acme.mw.vehicle.state', JSON.stringify(forged))
      await intruder.flush()
      await new Promise((resolve) => setTimeout(resolve, 300))
      const vehicleId = key.split('/')[1]!
      expect((await call(a, 1, `/api/v1/vehicle/${vehicleId}/state`)).json.data.speed).toBe(110)
      const { json } = await call(a, 1, '/api/v1/dialog', {
        sessionId: randomUUID(),
        vehicleId,
        text: '打开后备箱',
      })
      expect(json.data.commands).toMatchObject([{ status: 'rejected', decision: 'block' }])
      expect(executed).toEqual([])
      expect(agent.state.trunk).not.toBe('open')
    })

    it('a forged command gets no answer and the car executes nothing', async () => {
      const { executed, key } = await movingCar(`car-cmd-${randomUUID().slice(0, 8)}`)
      const command = {
        id: randomUUID(),
        vehicleId: key,
        name: 'control_ac',
        params: { temperature: 18 },
        timestamp: Date.now(),
      }
      const answer = await intruder
        .request(`acme.mw.vehicle.${token(key)}.command`, JSON.stringify(command), { timeout: 500 })
        .then(() => 'answered')
        .catch(() => 'no answer')
      expect(answer).toBe('no answer')
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(executed).toEqual([])
    })

    it('a command sealed by the deployment is still judged where the car is: unsafe at 110 km/h, it is refused there', async () => {
      const { executed, key } = await movingCar(`car-rule-${randomUUID().slice(0, 8)}`)
      // An instance of A whose copy of the state is stale (it believes the car stands still) sends the command.
      const stale = await openNatsBus({
        servers: [nats.url],
        prefix: 'acme',
        secret: SECRET_A,
        insecure: false,
        auth: { kind: 'password', user: 'acme', password: 'acme-pw' },
      })
      try {
        const command = {
          id: randomUUID(),
          vehicleId: key,
          name: 'control_trunk',
          params: { action: 'open' },
          timestamp: Date.now(),
        }
        const answer = await stale.request(`mw.vehicle.${token(key)}.command`, command, z.unknown(), 2000)
        expect(answer).toMatchObject({ refused: { ruleIds: ['trunk-while-moving'] } })
      } finally {
        await stale.close()
      }
      expect(executed).toEqual([])
    })

    it('a forged report does not make a command executed', async () => {
      const vehicleId = `car-report-${randomUUID().slice(0, 8)}`
      const key = `${a.tenantId}/${vehicleId}`
      // A car that takes commands and never reports: only the forger answers.
      const socket = new WebSocket(
        `${a.instances[0]!.url.replace('http', 'ws')}/api/v1/ws?vehicleId=${vehicleId}&role=agent&token=${(await a.vehicleKeys([vehicleId])).get(vehicleId)}`,
      )
      socket.addEventListener('message', (message) => {
        const { event, data } = JSON.parse(String(message.data))
        if (event !== 'command:execute') return
        const report = { vehicleKey: key, report: { success: true, message: '已执行' } }
        intruder.publish(`acme.mw.command.${token(data.id)}.report`, JSON.stringify(report))
      })
      await new Promise((resolve) => socket.addEventListener('open', resolve))
      await new Promise((resolve) => setTimeout(resolve, 300))
      try {
        const { json } = await call(a, 1, '/api/v1/dialog', {
          sessionId: randomUUID(),
          vehicleId,
          text: '打开座椅加热',
        })
        expect(json.data.commands).toHaveLength(1)
        expect(json.data.commands[0].status).not.toBe('executed')
      } finally {
        socket.close()
      }
    })

    it('a second deployment on the same NATS, with the same tenant and vehicle ids, neither sees nor drives the first one’s car', async () => {
      const { agent, executed, key } = await movingCar(`car-shared-${randomUUID().slice(0, 8)}`)
      const vehicleId = key.split('/')[1]!
      expect(b.tenantId).toBe(a.tenantId)
      // B has no agent for the car: its simulator answers, and it knows nothing of A's car.
      expect((await call(b, 0, `/api/v1/vehicle/${vehicleId}/state`)).json?.data?.speed ?? 0).toBe(0)
      const { json } = await call(b, 0, '/api/v1/dialog', {
        sessionId: randomUUID(),
        vehicleId,
        text: '把空调调到19度',
      })
      expect(json.data.commands).toMatchObject([{ status: 'executed' }])
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(executed).toEqual([])
      expect(agent.state.ac.temperature).not.toBe(19)
      expect((await call(a, 1, `/api/v1/vehicle/${vehicleId}/state`)).json.data.speed).toBe(110)
    })

    it('counts what it dropped in its metrics', async () => {
      const metrics = await call(a, 1, '/metrics')
      const unsealed = /mindwire_bus_messages_dropped_total\{reason="unsealed"\} (\d+)/.exec(metrics.text)
      expect(Number(unsealed?.[1])).toBeGreaterThan(0)
    })
  },
)
