import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { JSONValueLike } from '../store-types.ts'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

describeEachDriver('projects', (fixture) => {
  const projects = () => fixture.store.projects
  const chain = (...modules: string[]) => ({ modules })
  const agentCommit = (
    tenantId: string,
    id: string,
    document: JSONValueLike,
    batchId: string = randomUUID(),
  ) => projects().commit(tenantId, id, { document, actor: 'agent', batchId, summary: 'agent edit' })

  it('creates a project at revision 1 in a batch of its own; another tenant does not find it', async () => {
    const [tenantId, other] = [uid('tenant'), uid('tenant')]
    const sessionId = randomUUID()
    const created = await projects().create(tenantId, {
      app: 'studio',
      name: 'Sedan',
      document: chain('eq'),
      sessionId,
    })
    expect(created).toMatchObject({ tenantId, app: 'studio', name: 'Sedan', revision: 1 })
    expect(created.document).toEqual(chain('eq'))
    expect(await projects().get(tenantId, created.id)).toEqual(created)
    expect(await projects().get(other, created.id)).toBeUndefined()
    expect(await projects().get(tenantId, 'not-a-uuid')).toBeUndefined()
    const [first, ...rest] = await projects().revisions(tenantId, created.id)
    expect(rest).toEqual([])
    expect(first).toMatchObject({
      revision: 1,
      actor: 'person',
      sessionId,
      summary: 'Created',
      undoneBy: null,
    })
    expect(first?.document).toBeUndefined()
    expect(await projects().revisions(other, created.id)).toEqual([])
  })

  it('lists a tenant’s projects most recently changed first, by app, without their documents', async () => {
    const [tenantId, other] = [uid('tenant'), uid('tenant')]
    const older = await projects().create(tenantId, { app: 'studio', name: 'A', document: chain() })
    const newer = await projects().create(tenantId, { app: 'studio', name: 'B', document: chain() })
    await projects().create(tenantId, { app: 'synth', name: 'C', document: chain() })
    await projects().create(other, { app: 'studio', name: 'D', document: chain() })
    // PGlite's clock has millisecond resolution: step past it so the commit is strictly newer.
    await new Promise((resolve) => setTimeout(resolve, 5))
    await agentCommit(tenantId, older.id, chain('eq'))

    const listed = await projects().list(tenantId, { app: 'studio' })
    expect(listed.map((p) => p.name)).toEqual(['A', 'B'])
    expect(listed[0]).toMatchObject({ id: older.id, revision: 2 })
    expect(listed[0]).not.toHaveProperty('document')
    expect(listed[1]?.id).toBe(newer.id)
    expect((await projects().list(tenantId)).map((p) => p.name).sort()).toEqual(['A', 'B', 'C'])
    expect(await projects().list(tenantId, { limit: 1 })).toHaveLength(1)
    expect((await projects().list(other)).map((p) => p.name)).toEqual(['D'])
  })

  it('commits revisions one after another, each with its batch, actor, session and summary', async () => {
    const tenantId = uid('tenant')
    const project = await projects().create(tenantId, { app: 'studio', name: 'P', document: chain() })
    const [batchId, sessionId] = [randomUUID(), randomUUID()]
    const second = await projects().commit(tenantId, project.id, {
      document: chain('eq'),
      actor: 'agent',
      batchId,
      sessionId,
      summary: 'added an EQ',
      expectedRevision: 1,
    })
    expect(second).toMatchObject({ revision: 2, document: chain('eq') })
    expect(second.updatedAt.getTime()).toBeGreaterThanOrEqual(project.updatedAt.getTime())
    const third = await projects().commit(tenantId, project.id, {
      document: chain('eq', 'delay'),
      actor: 'person',
      batchId: randomUUID(),
      summary: 'added a delay',
    })
    expect(third.revision).toBe(3)
    expect(await projects().get(tenantId, project.id)).toEqual(third)

    const history = await projects().revisions(tenantId, project.id, { withDocuments: true })
    expect(history.map((r) => [r.revision, r.actor, r.summary, r.document])).toEqual([
      [3, 'person', 'added a delay', chain('eq', 'delay')],
      [2, 'agent', 'added an EQ', chain('eq')],
      [1, 'person', 'Created', chain()],
    ])
    expect(history[1]).toMatchObject({ batchId, sessionId, undoneBy: null })
    const page = await projects().revisions(tenantId, project.id, { before: 3, limit: 1 })
    expect(page.map((r) => r.revision)).toEqual([2])
  })

  it('refuses a stale expected revision and changes nothing', async () => {
    const tenantId = uid('tenant')
    const project = await projects().create(tenantId, { app: 'studio', name: 'P', document: chain() })
    const current = await agentCommit(tenantId, project.id, chain('eq'))
    const stale = projects().commit(tenantId, project.id, {
      document: chain('overwrite'),
      actor: 'person',
      batchId: randomUUID(),
      summary: 'edit from an old tab',
      expectedRevision: 1,
    })
    await expect(stale).rejects.toMatchObject({
      name: 'StoreError',
      code: 'conflict',
      message: expect.stringContaining('is at revision 2, not 1'),
    })
    expect(await projects().get(tenantId, project.id)).toEqual(current)
    expect(await projects().revisions(tenantId, project.id)).toHaveLength(2)
  })

  it('serialises concurrent commits on one project: none is lost', async () => {
    const tenantId = uid('tenant')
    const project = await projects().create(tenantId, { app: 'studio', name: 'P', document: chain() })
    const landed = await Promise.all(
      Array.from({ length: 10 }, (_, i) => agentCommit(tenantId, project.id, chain(`m${i}`))),
    )
    expect(landed.map((p) => p.revision).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    const history = await projects().revisions(tenantId, project.id, { withDocuments: true })
    expect(history.map((r) => r.revision)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    // Each commit's document is stored under the revision it was given.
    for (const record of landed) {
      expect(history.find((r) => r.revision === record.revision)?.document).toEqual(record.document)
    }
    const final = await projects().get(tenantId, project.id)
    expect(final).toMatchObject({ revision: 11, document: history[0]?.document })
  })

  it('lets exactly one of several commits expecting the same revision through', async () => {
    const tenantId = uid('tenant')
    const project = await projects().create(tenantId, { app: 'studio', name: 'P', document: chain() })
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        projects().commit(tenantId, project.id, {
          document: chain(`m${i}`),
          actor: 'person',
          batchId: randomUUID(),
          summary: `edit ${i}`,
          expectedRevision: 1,
        }),
      ),
    )
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    const refused = attempts.filter((a) => a.status === 'rejected').map((a) => a.reason.code)
    expect(refused).toEqual(['conflict', 'conflict', 'conflict', 'conflict'])
    expect((await projects().get(tenantId, project.id))?.revision).toBe(2)
  })

  it('keeps another tenant from committing to or deleting a project', async () => {
    const [tenantId, other] = [uid('tenant'), uid('tenant')]
    const project = await projects().create(tenantId, { app: 'studio', name: 'P', document: chain() })
    await expect(agentCommit(other, project.id, chain('x'))).rejects.toMatchObject({ code: 'not_found' })
    await expect(agentCommit(tenantId, randomUUID(), chain('x'))).rejects.toMatchObject({ code: 'not_found' })
    await expect(agentCommit(tenantId, 'nope', chain('x'))).rejects.toMatchObject({ code: 'not_found' })
    expect(await projects().delete(other, project.id)).toBe(false)
    expect(await projects().get(tenantId, project.id)).toEqual(project)
  })

  it('refuses batch and session ids that are not uuids, and an actor claiming to be an undo', async () => {
    const tenantId = uid('tenant')
    const project = await projects().create(tenantId, { app: 'studio', name: 'P', document: chain() })
    await expect(agentCommit(tenantId, project.id, chain('x'), 'turn-1')).rejects.toMatchObject({
      code: 'invalid_input',
    })
    const withSession = projects().commit(tenantId, project.id, {
      document: chain('x'),
      actor: 'agent',
      batchId: randomUUID(),
      sessionId: 'session-1',
      summary: 's',
    })
    await expect(withSession).rejects.toMatchObject({ code: 'invalid_input' })
    const created = projects().create(tenantId, { app: 'a', name: 'n', document: {}, sessionId: 'x' })
    await expect(created).rejects.toMatchObject({ code: 'invalid_input' })
    const posingAsUndo = projects().commit(tenantId, project.id, {
      document: chain('x'),
      actor: 'undo' as 'agent',
      batchId: randomUUID(),
      summary: 's',
    })
    await expect(posingAsUndo).rejects.toMatchObject({ code: 'invalid_input' })
    expect((await projects().get(tenantId, project.id))?.revision).toBe(1)
  })

  it('deletes a project with its revisions', async () => {
    const tenantId = uid('tenant')
    const project = await projects().create(tenantId, { app: 'studio', name: 'P', document: chain() })
    await agentCommit(tenantId, project.id, chain('eq'))
    expect(await projects().delete(tenantId, project.id)).toBe(true)
    expect(await projects().get(tenantId, project.id)).toBeUndefined()
    const left = await fixture.query<{ n: number }>(
      'select count(*)::int as n from project_revisions where project_id = $1',
      [project.id],
    )
    expect(left[0]?.n).toBe(0)
    expect(await projects().delete(tenantId, project.id)).toBe(false)
  })
})
