import { describe, expect, it } from 'vitest'
import { ReplayGuard } from './replay-guard.ts'

describe('replay guard', () => {
  it('takes a fresh nonce once, refuses its repeat and anything sealed outside the window', () => {
    const guard = new ReplayGuard(1000)
    expect(guard.admit('a', 10_000, 10_000)).toBe('ok')
    expect(guard.admit('a', 10_000, 10_500)).toBe('replay')
    expect(guard.admit('b', 8_999, 10_000)).toBe('stale')
    expect(guard.admit('c', 11_001, 10_000)).toBe('stale')
  })

  it('forgets nonces once a repeat would be stale anyway, so it stays small', () => {
    const guard = new ReplayGuard(1000)
    for (let i = 0; i < 100; i++) guard.admit(`n${i}`, 10_000 + i, 10_000 + i)
    expect(guard.size).toBe(100)
    expect(guard.admit('late', 12_200, 12_200)).toBe('ok')
    expect(guard.size).toBe(1)
    // A repeat of a forgotten nonce is refused by its time.
    expect(guard.admit('n0', 10_000, 12_200)).toBe('stale')
  })
})
