import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openStore, type Store } from '@mindwire/store'
import { createTestDatabase } from '@mindwire/store/testing'
import { describe, expect, it } from 'vitest'
import { compareShownWithStored } from '../testing/shown-vs-stored.ts'
import {
  type SeenSession,
  startStudioProcess,
  streamTurn,
  talkUntilKilled,
} from '../testing/streaming-turns.ts'

const SESSIONS = 50
// Each turn changes a gain with a fast offline step; some answer in words, one leaves a client call
// waiting that the next turn cancels.
const UTTERANCES = ['把低架增益调到-6dB', '高频太刺耳', '低频太闷', '把低架增益调到4dB']

/** Talks until SIGKILL, then holds the store to what the clients saw; the restarted server goes on. */
async function crashAndCompare(where: string, open: () => Promise<Store>): Promise<void> {
  const first = await startStudioProcess(where)
  const sessions = await talkUntilKilled(first, {
    sessions: SESSIONS,
    utterances: UTTERANCES,
    answeredBeforeKill: SESSIONS * 2,
  })
  // The kill landed mid-turn for some sessions: they saw part of a turn that never ended.
  const cut = sessions.filter((s) => s.turns.at(-1)?.events.some((e) => e.type === 'done') === false)
  expect(cut.length).toBeGreaterThan(0)
  const store = await open()
  let report: Awaited<ReturnType<typeof compareShownWithStored>>
  try {
    report = await compareShownWithStored(store, 'tuner', sessions)
  } finally {
    await store.close()
  }
  expect(report.resultsSeen).toBeGreaterThan(SESSIONS * 2)
  expect(report.answersSeen).toBeGreaterThan(SESSIONS)
  expect(report.lost).toEqual([])
  expect(report.halfApplied).toEqual([])
  await expectRestartContinues(where, first.key, sessions)
}

/** The restarted server takes a session's next turn on what the store kept. */
async function expectRestartContinues(where: string, key: string, sessions: SeenSession[]): Promise<void> {
  const second = await startStudioProcess(where, key)
  try {
    const session = sessions.find((s) => s.sessionId)!
    await streamTurn(second.url, second.key, session, '把低架增益调到-6dB')
    const events = session.turns.at(-1)!.events
    expect(events.at(-1)).toMatchObject({ type: 'done', text: expect.stringContaining('-6 dB') })
  } finally {
    second.child.kill('SIGKILL')
  }
}

describe('a studio server killed with SIGKILL during 50 streaming turns', () => {
  it('shows nothing it has not stored, and history and project agree, on embedded PGlite', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mindwire-shown-'))
    try {
      await crashAndCompare(dataDir, () => openStore({ dataDir }))
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 300_000)

  it('shows nothing it has not stored, and history and project agree, on PostgreSQL', async () => {
    const db = await createTestDatabase()
    try {
      await crashAndCompare(db.url, () => openStore({ databaseUrl: db.url }))
    } finally {
      await db.drop()
    }
  }, 300_000)
})
