import { expect, it } from 'vitest'
import type { CommandRecord, CommandRepository } from '../store.ts'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

type NewCommand = Parameters<CommandRepository['create']>[0]

describeEachDriver('commands', (fixture) => {
  const command = (tenantId: string, fields: Partial<NewCommand> = {}): NewCommand => ({
    tenantId,
    sessionId: null,
    target: 'vehicle-1',
    callId: uid('call'),
    name: 'control_window',
    params: { position: 'all', open: true },
    decision: 'confirm',
    status: 'pending',
    idempotencyKey: null,
    expiresAt: null,
    ...fields,
  })

  it('creates a command and reads it back', async () => {
    const tenantId = uid('tenant')
    const session = await fixture.store.sessions.create({ tenantId, app: 'cockpit' })
    const input = command(tenantId, { sessionId: session.id, expiresAt: new Date(Date.now() + 60_000) })
    const { command: created, created: isNew } = await fixture.store.commands.create(input)
    expect(isNew).toBe(true)
    expect(created).toMatchObject({ ...input, result: null })
    expect(await fixture.store.commands.get(tenantId, created.id)).toEqual(created)
  })

  it('an idempotency key already used by the tenant returns the first command', async () => {
    const tenantId = uid('tenant')
    const first = await fixture.store.commands.create(command(tenantId, { idempotencyKey: 'k1' }))
    const again = await fixture.store.commands.create(
      command(tenantId, { idempotencyKey: 'k1', name: 'other' }),
    )
    expect(again).toEqual({ command: first.command, created: false })
    const otherTenant = await fixture.store.commands.create(command(uid('tenant'), { idempotencyKey: 'k1' }))
    expect(otherTenant.created).toBe(true)
  })

  it('concurrent creates with one key make exactly one command', async () => {
    const tenantId = uid('tenant')
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        fixture.store.commands.create(command(tenantId, { idempotencyKey: 'race' })),
      ),
    )
    expect(results.filter((r) => r.created)).toHaveLength(1)
    expect(new Set(results.map((r) => r.command.id)).size).toBe(1)
  })

  it('commands without a key never collide', async () => {
    const tenantId = uid('tenant')
    const a = await fixture.store.commands.create(command(tenantId))
    const b = await fixture.store.commands.create(command(tenantId))
    expect(a.created && b.created).toBe(true)
    expect(a.command.id).not.toBe(b.command.id)
  })

  it('hides a command from other tenants and answers undefined for ids that are not uuids', async () => {
    const tenantId = uid('tenant')
    const { command: created } = await fixture.store.commands.create(command(tenantId))
    expect(await fixture.store.commands.get(uid('tenant'), created.id)).toBeUndefined()
    expect(
      await fixture.store.commands.transition(uid('tenant'), created.id, ['pending'], 'confirmed'),
    ).toBeUndefined()
    expect(await fixture.store.commands.get(tenantId, 'nope')).toBeUndefined()
    expect(await fixture.store.commands.get(tenantId, created.id)).toMatchObject({ status: 'pending' })
  })

  it('records a new decision with a transition when one is given', async () => {
    const tenantId = uid('tenant')
    const { command: created } = await fixture.store.commands.create({
      ...command(tenantId),
      decision: 'confirm',
    })
    const blocked = await fixture.store.commands.transition(
      tenantId,
      created.id,
      ['pending'],
      'rejected',
      { error: 'blocked' },
      'block',
    )
    expect(blocked).toMatchObject({ status: 'rejected', decision: 'block', result: { error: 'blocked' } })
  })

  it('moves a command only from one of the expected statuses', async () => {
    const tenantId = uid('tenant')
    const { command: created } = await fixture.store.commands.create(command(tenantId))
    const confirmed = await fixture.store.commands.transition(tenantId, created.id, ['pending'], 'confirmed')
    expect(confirmed).toMatchObject({ status: 'confirmed', result: null })
    expect(confirmed!.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime())
    expect(
      await fixture.store.commands.transition(tenantId, created.id, ['pending'], 'rejected'),
    ).toBeUndefined()
    expect(await fixture.store.commands.transition(tenantId, created.id, [], 'rejected')).toBeUndefined()
    const executed = await fixture.store.commands.transition(
      tenantId,
      created.id,
      ['pending', 'confirmed'],
      'executed',
      { ok: true },
    )
    expect(executed).toMatchObject({ status: 'executed', result: { ok: true } })
    expect(await fixture.store.commands.get(tenantId, created.id)).toEqual(executed)
  })

  it('of two concurrent decisions exactly one wins', async () => {
    const tenantId = uid('tenant')
    const { command: created } = await fixture.store.commands.create(command(tenantId))
    const outcomes = await Promise.all([
      fixture.store.commands.transition(tenantId, created.id, ['pending'], 'confirmed'),
      fixture.store.commands.transition(tenantId, created.id, ['pending'], 'rejected'),
    ])
    expect(outcomes.filter(Boolean)).toHaveLength(1)
  })

  it('lists the commands of a session oldest first, for its tenant only', async () => {
    const tenantId = uid('tenant')
    const session = await fixture.store.sessions.create({ tenantId, app: 'cockpit' })
    // Created back to back, so several share a millisecond: the order must not depend on the clock.
    const created: string[] = []
    for (let i = 0; i < 12; i++) {
      created.push(
        (await fixture.store.commands.create(command(tenantId, { sessionId: session.id }))).command.id,
      )
    }
    await fixture.store.commands.create(command(tenantId))
    const ids = (list: CommandRecord[]) => list.map((c) => c.id)
    expect(ids(await fixture.store.commands.listBySession(tenantId, session.id))).toEqual(created)
    expect(await fixture.store.commands.listBySession(uid('tenant'), session.id)).toEqual([])
  })

  it('expires pending commands past their expiry and nothing else', async () => {
    const tenantId = uid('tenant')
    const now = new Date('2030-01-01T00:00:00Z')
    const past = new Date(now.getTime() - 1000)
    const future = new Date(now.getTime() + 1000)
    const due = await fixture.store.commands.create(command(tenantId, { expiresAt: past }))
    const notYet = await fixture.store.commands.create(command(tenantId, { expiresAt: future }))
    const never = await fixture.store.commands.create(command(tenantId))
    const decided = await fixture.store.commands.create(
      command(tenantId, { expiresAt: past, status: 'confirmed' }),
    )
    expect(await fixture.store.commands.expirePending(now)).toBeGreaterThanOrEqual(1)
    const status = async (id: string) => (await fixture.store.commands.get(tenantId, id))!.status
    expect(await status(due.command.id)).toBe('expired')
    expect(await status(notYet.command.id)).toBe('pending')
    expect(await status(never.command.id)).toBe('pending')
    expect(await status(decided.command.id)).toBe('confirmed')
    expect(await fixture.store.commands.expirePending(now)).toBe(0)
  })

  it('refuses a command for a session that does not exist', async () => {
    const create = fixture.store.commands.create(command(uid('tenant'), { sessionId: uid('missing') }))
    await expect(create).rejects.toMatchObject({ code: 'session_not_found' })
  })
})
