import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openStore, type Store } from '@mindwire/store'
import { createTestDatabase, probePostgres } from '@mindwire/store/testing'
import { startAnnouncingProcess } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { platformSessionId } from './dialog-session.ts'

const serverProcess = fileURLToPath(new URL('../testing/cockpit-server-process.ts', import.meta.url))
const VEHICLES = 24
const UTTERANCES = ['打开车窗', '空调调到22度', '打开座椅加热', '关闭车窗', '播放音乐']
const postgres = await probePostgres()

interface Answered {
  sessionId: string
  text: string
  commandIds: string[]
}

/** Starts the server process and resolves once it listens. */
function start(where: string, key?: string): Promise<{ child: ChildProcess; url: string; key: string }> {
  return startAnnouncingProcess<{ url: string; key: string }>(serverProcess, [where, ...(key ? [key] : [])])
}

/** Vehicles talking until the server dies; every answer that arrived is kept. */
async function talkUntilKilled(url: string, key: string, child: ChildProcess): Promise<Answered[]> {
  const answered: Answered[] = []
  let alive = true
  child.on('exit', () => (alive = false))
  const vehicle = async (index: number) => {
    const sessionId = randomUUID()
    for (let turn = 0; alive; turn++) {
      const text = UTTERANCES[(index + turn) % UTTERANCES.length]!
      try {
        const response = await fetch(`${url}/api/v1/dialog`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId, vehicleId: `crash-${index}`, text }),
        })
        const body = await response.json()
        if (body.success)
          answered.push({ sessionId, text, commandIds: body.data.commands.map((c: { id: string }) => c.id) })
      } catch {
        return // the server is gone
      }
    }
  }
  const talking = Promise.all(Array.from({ length: VEHICLES }, (_, i) => vehicle(i)))
  // Kill it once the fleet is in full flow: answers arrived and more requests are in flight.
  while (answered.length < VEHICLES * 3) await new Promise((resolve) => setTimeout(resolve, 20))
  child.kill('SIGKILL')
  await talking
  return answered
}

/** Every answered turn is in the store whole: its words in the history, each command it reported. */
async function expectAnsweredTurnsStored(store: Store, answered: readonly Answered[]): Promise<void> {
  const tenantId = 'fleet'
  for (const turn of answered) {
    const id = platformSessionId(tenantId, turn.sessionId)
    const checkpoint = await store.checkpointer.load(id)
    const said = (checkpoint?.snapshot.messages ?? []).filter((m) => m.role === 'user')
    expect(JSON.stringify(said)).toContain(turn.text)
    for (const commandId of turn.commandIds)
      expect(await store.commands.get(tenantId, commandId)).toBeDefined()
  }
}

/** No half turn survived either: every stored command belongs to a call the stored history holds. */
async function expectNoHalfTurns(store: Store, answered: readonly Answered[]): Promise<void> {
  const sessions = new Set(answered.map((turn) => platformSessionId('fleet', turn.sessionId)))
  for (const id of sessions) {
    const history = JSON.stringify((await store.checkpointer.load(id))?.snapshot.messages ?? [])
    for (const command of await store.commands.listBySession('fleet', id))
      expect(history).toContain(command.callId)
  }
}

describe('a cockpit server killed with SIGKILL under load', () => {
  it('keeps every turn it answered, whole, on embedded PGlite', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mindwire-crash-'))
    try {
      const first = await start(dataDir)
      const answered = await talkUntilKilled(first.url, first.key, first.child)
      expect(answered.length).toBeGreaterThanOrEqual(VEHICLES * 3)
      const store = await openStore({ dataDir })
      try {
        await expectAnsweredTurnsStored(store, answered)
        await expectNoHalfTurns(store, answered)
      } finally {
        await store.close()
      }
      // The restarted server takes the same fleet's next turn on the same session.
      const second = await start(dataDir, first.key)
      try {
        const next = await fetch(`${second.url}/api/v1/dialog`, {
          method: 'POST',
          headers: { authorization: `Bearer ${first.key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId: answered[0]!.sessionId, vehicleId: 'crash-0', text: '关闭车窗' }),
        })
        expect((await next.json()).success).toBe(true)
      } finally {
        second.child.kill('SIGKILL')
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it.skipIf(!postgres.reachable)(
    'keeps every turn it answered, whole, on PostgreSQL',
    async () => {
      const db = await createTestDatabase()
      try {
        const first = await start(db.url)
        const answered = await talkUntilKilled(first.url, first.key, first.child)
        const store = await openStore({ databaseUrl: db.url })
        try {
          await expectAnsweredTurnsStored(store, answered)
          await expectNoHalfTurns(store, answered)
        } finally {
          await store.close()
        }
      } finally {
        await db.drop()
      }
    },
    120_000,
  )
})
