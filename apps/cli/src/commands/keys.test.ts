import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { openStore } from '@mindwire/store'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const bin = fileURLToPath(new URL('../../bin/mindwire.js', import.meta.url))
const run = promisify(execFile)
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mindwire-keys-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

/** Runs `mindwire keys …` on the test's data folder; resolves with its output and exit code. */
async function keys(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, 'keys', ...args, '--data-dir', dataDir])
    return { stdout, stderr, code: 0 }
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number }
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code }
  }
}

async function isValid(key: string): Promise<boolean> {
  const store = await openStore({ dataDir })
  try {
    return (await store.apiKeys.verify(key)) !== undefined
  } finally {
    await store.close()
  }
}

describe('mindwire keys revoke', () => {
  it('revokes a key given the key itself, or its id with the tenant', async () => {
    const first = await keys('create', '--tenant', 'acme')
    const key = first.stdout.trim()
    expect(await isValid(key)).toBe(true)
    expect((await keys('revoke', key)).code).toBe(0)
    expect(await isValid(key)).toBe(false)
    expect((await keys('revoke', key)).code).toBe(1)

    const second = await keys('create', '--tenant', 'acme')
    const id = /created key ([\w-]+)/.exec(second.stderr)?.[1] ?? ''
    expect((await keys('revoke', id)).code).toBe(1)
    expect((await keys('revoke', id, '--tenant', 'acme')).code).toBe(0)
    expect(await isValid(second.stdout.trim())).toBe(false)
  }, 60_000)
})

describe('mindwire keys create with a scope', () => {
  it('prints one key per vehicle, each scoped to its vehicle, and binds a key to a user', async () => {
    const cars = await keys('create', '--tenant', 'fleet', '--vehicle', 'car-1', 'car-2')
    expect(cars.code).toBe(0)
    const lines = cars.stdout
      .trim()
      .split('\n')
      .map((line) => line.split(' '))
    expect(lines.map(([vehicleId]) => vehicleId)).toEqual(['car-1', 'car-2'])
    const user = await keys('create', '--tenant', 'fleet', '--user', 'ann')
    const store = await openStore({ dataDir })
    try {
      expect(await store.apiKeys.verify(lines[1]![1]!)).toMatchObject({
        tenantId: 'fleet',
        vehicleId: 'car-2',
        userId: null,
      })
      expect(await store.apiKeys.verify(user.stdout.trim())).toMatchObject({ vehicleId: null, userId: 'ann' })
    } finally {
      await store.close()
    }
    expect((await keys('create', '--tenant', 'fleet', '--vehicle', 'car-3', '--user', 'ann')).code).toBe(1)
  }, 120_000)
})
