import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { platformSessionId } from './dialog-session.ts'

const V8_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('the platform session id behind an NLC session id', () => {
  it('is a version 8 UUID over SHA-256 of the tenant and the client’s id, the same on every request', () => {
    const id = platformSessionId('tenant-a', 'nlc-1')
    expect(id).toMatch(V8_UUID)
    expect(platformSessionId('tenant-a', 'nlc-1')).toBe(id)
    const digest = createHash('sha256').update('mindwire-nlc-session\ntenant-a\nnlc-1').digest('hex')
    // The version and variant bits replace the digest's there; the rest is the digest's first 16 bytes.
    expect(id.replaceAll('-', '').slice(16)).toBe(
      `${((Number.parseInt(digest[16]!, 16) & 3) | 8).toString(16)}${digest.slice(17, 32)}`,
    )
    expect(id.replaceAll('-', '').slice(0, 12)).toBe(digest.slice(0, 12))
  })

  it('keeps tenants apart: one client id names a different session in each', () => {
    expect(platformSessionId('tenant-a', 'nlc-1')).not.toBe(platformSessionId('tenant-b', 'nlc-1'))
  })

  it('derives the same id after more sessions than it keeps', () => {
    const first = platformSessionId('tenant-c', 'early')
    for (let i = 0; i < 25_000; i++) platformSessionId('tenant-c', `s-${i}`)
    expect(platformSessionId('tenant-c', 'early')).toBe(first)
  })
})
