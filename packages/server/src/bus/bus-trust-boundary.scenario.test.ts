import { randomUUID } from 'node:crypto'
import { connect, headers, type NatsConnection } from '@nats-io/transport-node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type NatsServerProcess, startNatsServer } from '../testing/nats-server-process.ts'
import type { NatsBusConfig } from './bus-config.ts'
import { SEAL_HEADER } from './bus-seal.ts'
import { type NatsBus, openNatsBus } from './nats-bus.ts'

// Two deployments, each with a NATS user scoped to its prefix, and an intruder: valid NATS credentials
// with no restriction, standing for leaked bus credentials.
const scoped = (name: string) =>
  `{ user: ${name}, password: ${name}-pw, permissions: { ` +
  `publish: ["${name}.>", "_INBOX_${name}.>", "$JS.API.>", "$JS.ACK.>"], subscribe: ["${name}.>", "_INBOX_${name}.>"] } }`
const AUTH = `authorization { users = [ ${scoped('acme')}, ${scoped('beta')}, { user: intruder, password: intruder-pw } ] }`
const ACME_SECRET = 'acme-deployment-secret-0123456789abcdef'
const state = z.object({ speed: z.number() })

let server: NatsServerProcess
const opened: NatsBus[] = []
const raw: NatsConnection[] = []

function config(prefix: string, user: string, secret = ACME_SECRET): NatsBusConfig {
  return {
    servers: [server.url],
    prefix,
    secret,
    insecure: false,
    auth: { kind: 'password', user, password: `${user}-pw` },
  }
}
async function bus(busConfig: NatsBusConfig): Promise<NatsBus> {
  const made = await openNatsBus(busConfig)
  opened.push(made)
  return made
}
async function intruder(user = 'intruder'): Promise<NatsConnection> {
  const connection = await connect({ servers: server.url, user, pass: `${user}-pw` })
  raw.push(connection)
  return connection
}
/** What the handler received, once a sealed marker published after everything else has arrived. */
async function receivedBefore(sender: NatsBus, subject: string, got: unknown[]): Promise<unknown[]> {
  sender.publish(subject, { speed: -1 })
  await expect.poll(() => got.at(-1)).toEqual({ speed: -1 })
  return got.slice(0, -1)
}

beforeAll(async () => {
  server = await startNatsServer(AUTH)
})
afterAll(async () => {
  await Promise.all([...opened.map((made) => made.close()), ...raw.map((connection) => connection.close())])
  await server.stop()
})

describe('the bus as a trust boundary', () => {
  it('refuses a client without credentials, or with wrong ones', async () => {
    await expect(connect({ servers: server.url, reconnect: false })).rejects.toThrow(/Authorization/)
    await expect(
      openNatsBus({ ...config('acme', 'acme'), auth: { kind: 'password', user: 'acme', password: 'guess' } }),
    ).rejects.toThrow(/Authorization/)
  })

  it('drops and counts a message published with valid bus credentials but without the deployment seal', async () => {
    const [sender, receiver] = [await bus(config('acme', 'acme')), await bus(config('acme', 'acme'))]
    const subject = `mw.vehicle.state.${randomUUID()}`
    const got: unknown[] = []
    receiver.subscribe(subject, state, (message) => got.push(message))
    await receiver.flush()
    const forger = await intruder()
    forger.publish(`acme.${subject}`, JSON.stringify({ speed: 0 }))
    // A seal header copied from nowhere, or made up, does not open either.
    const fake = headers()
    fake.set(SEAL_HEADER, `v1 someone ${Date.now()} AAAAAAAAAAAAAAAA`)
    forger.publish(`acme.${subject}`, JSON.stringify({ speed: 0 }), { headers: fake })
    await forger.flush()
    expect(await receivedBefore(sender, subject, got)).toEqual([])
    expect(receiver.drops().unsealed).toBe(2)
  })

  it('drops a replayed sealed message, and a sealed one of the wrong shape', async () => {
    const [sender, receiver] = [await bus(config('acme', 'acme')), await bus(config('acme', 'acme'))]
    const subject = `mw.vehicle.state.${randomUUID()}`
    const got: unknown[] = []
    receiver.subscribe(subject, state, (message) => got.push(message))
    await receiver.flush()
    const listener = await intruder()
    const captured = new Promise<{ data: Uint8Array; headers?: ReturnType<typeof headers> }>((resolve) =>
      listener.subscribe(`acme.${subject}`, { max: 1, callback: (_, message) => resolve(message) }),
    )
    await listener.flush()
    sender.publish(subject, { speed: 110 })
    const copy = await captured
    // What the intruder can read is sealed: no state in it.
    expect(new TextDecoder().decode(copy.data)).not.toContain('speed')
    await expect.poll(() => got).toEqual([{ speed: 110 }])
    listener.publish(`acme.${subject}`, copy.data, { headers: copy.headers })
    sender.publish(subject, { speed: 'fast' })
    await listener.flush()
    expect(await receivedBefore(sender, subject, got)).toEqual([{ speed: 110 }])
    expect(receiver.drops()).toMatchObject({ replay: 1, schema: 1 })
  })

  it('takes only an answer sealed for its own request: a forged answer neither claims nor hides a responder', async () => {
    const [asker, holder] = [await bus(config('acme', 'acme')), await bus(config('acme', 'acme'))]
    const subject = `mw.owner.run.${randomUUID()}`
    const owner = z.object({ runId: z.string() })
    const forger = await intruder()
    // Answers every request at once with a made-up owner (it sees the reply inbox on the subject).
    forger.subscribe(`acme.${subject}`, {
      callback: (_, message) => {
        message.respond(JSON.stringify({ runId: 'forged' }))
      },
    })
    await forger.flush()
    expect(await asker.request(subject, {}, owner, 300)).toBeUndefined()
    holder.respond(subject, z.object({}), () => ({ runId: 'real' }))
    await holder.flush()
    expect(await asker.request(subject, {}, owner, 2000)).toEqual({ runId: 'real' })
    expect(asker.drops().unsealed).toBeGreaterThanOrEqual(1)
  })

  it('a second deployment on the same NATS sees nothing of the first and cannot act on it', async () => {
    const acme = await bus(config('acme', 'acme'))
    const beta = await bus(config('beta', 'beta', 'beta-deployment-secret-0123456789abcdef'))
    const subject = `mw.vehicle.state.${randomUUID()}`
    const atAcme: unknown[] = []
    const atBeta: unknown[] = []
    acme.subscribe(subject, state, (message) => atAcme.push(message))
    beta.subscribe(subject, state, (message) => atBeta.push(message))
    await Promise.all([acme.flush(), beta.flush()])
    beta.publish(subject, { speed: 0 })
    acme.publish(subject, { speed: 50 })
    await beta.flush()
    expect(await receivedBefore(acme, subject, atAcme)).toEqual([{ speed: 50 }])
    expect(await receivedBefore(beta, subject, atBeta)).toEqual([{ speed: 0 }])
    // Its retained stream is its own.
    const run = `mw.run.${randomUUID()}`
    await acme.publishRetained(run, { speed: 1 })
    expect(await acme.retained(run, state)).toEqual([{ speed: 1 }])
    expect(await beta.retained(run, state)).toEqual([])
    // Its NATS user cannot even subscribe to the first deployment's subjects.
    const betaRaw = await intruder('beta')
    const refused = new Promise<unknown>((resolve) =>
      betaRaw.subscribe('acme.>', { callback: (error) => resolve(error) }),
    )
    await betaRaw.flush().catch(() => {})
    expect(String(await refused)).toMatch(/[Pp]ermission/)
  })

  it('a deployment with the same prefix but another secret is dropped as unsealed', async () => {
    const acme = await bus(config('acme', 'acme'))
    const impostor = await bus(config('acme', 'acme', 'impostor-secret-0123456789abcdef-xyz'))
    const subject = `mw.vehicle.state.${randomUUID()}`
    const got: unknown[] = []
    acme.subscribe(subject, state, (message) => got.push(message))
    await acme.flush()
    impostor.publish(subject, { speed: 0 })
    await impostor.flush()
    expect(await receivedBefore(acme, subject, got)).toEqual([])
    expect(acme.drops().unsealed).toBe(1)
  })
})
