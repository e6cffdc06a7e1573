import { randomUUID } from 'node:crypto'
import type { Checkpoint, Message } from '@mindwire/agent'
import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'
import type { TurnEffect } from '../turn-types.ts'

const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 }
const said: Message[] = [
  { role: 'user', content: 'gain -6 dB' },
  { role: 'assistant', content: 'done' },
]

describeEachDriver('turn effects', (fixture) => {
  const setUp = async () => {
    const tenantId = uid('tenant')
    const { id: sessionId } = await fixture.store.sessions.create({ tenantId, app: 'studio' })
    const project = await fixture.store.projects.create(tenantId, {
      app: 'studio',
      name: 'Sedan',
      document: { gainDb: 4 },
    })
    const checkpoint: Checkpoint = {
      sessionId,
      runId: uid('run'),
      step: 1,
      savedAt: 1_700_000_000_000,
      snapshot: { id: sessionId, messages: said, pending: [], usage },
    }
    const revise =
      (gainDb: number): TurnEffect =>
      async ({ projects }) => {
        await projects.commit(tenantId, project.id, {
          document: { gainDb },
          actor: 'agent',
          batchId: randomUUID(),
          sessionId,
          summary: 'agent edit',
          expectedRevision: 1,
        })
      }
    return { tenantId, sessionId, projectId: project.id, checkpoint, revise }
  }

  it("commits a domain's rows in the turn's own transaction", async () => {
    const { tenantId, sessionId, projectId, checkpoint, revise } = await setUp()
    await fixture.store.turns.write({ checkpoint, effects: [revise(-6)] })
    expect((await fixture.store.projects.get(tenantId, projectId))?.document).toEqual({ gainDb: -6 })
    expect((await fixture.store.checkpointer.load(sessionId))?.snapshot.messages).toEqual(said)
  })

  it("rolls the domain's rows back with the turn when a later part of it fails", async () => {
    const { tenantId, sessionId, projectId, checkpoint, revise } = await setUp()
    const broken: TurnEffect = async () => {
      throw new Error('the disk filled up')
    }
    await expect(fixture.store.turns.write({ checkpoint, effects: [revise(-6), broken] })).rejects.toThrow(
      'the disk filled up',
    )
    expect((await fixture.store.projects.get(tenantId, projectId))?.document).toEqual({ gainDb: 4 })
    expect(await fixture.store.checkpointer.load(sessionId)).toBeUndefined()
  })

  it('stores nothing of a turn whose effect fails, and the turns grouped with it commit', async () => {
    const bad = await setUp()
    const good = await setUp()
    // Someone else moved the project on: the bad turn's expected revision no longer holds.
    await bad.revise(0)({
      projects: fixture.store.projects,
      projectArtifacts: fixture.store.projectArtifacts,
    })
    const results = await Promise.allSettled([
      fixture.store.turns.write({ checkpoint: bad.checkpoint, effects: [bad.revise(-6)] }),
      fixture.store.turns.write({ checkpoint: good.checkpoint, effects: [good.revise(-6)] }),
    ])
    expect(results[0]).toMatchObject({ status: 'rejected', reason: { code: 'conflict' } })
    expect(results[1].status).toBe('fulfilled')
    expect(await fixture.store.checkpointer.load(bad.sessionId)).toBeUndefined()
    expect((await fixture.store.projects.get(bad.tenantId, bad.projectId))?.document).toEqual({ gainDb: 0 })
    expect((await fixture.store.checkpointer.load(good.sessionId))?.snapshot.messages).toEqual(said)
  })
})
