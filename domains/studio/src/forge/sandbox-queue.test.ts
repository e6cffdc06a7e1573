import { describe, expect, it } from 'vitest'
import { SandboxBusyError, SandboxQueue } from './sandbox-queue.ts'

/** A job that finishes when `release` is called, recording when it started. */
function gate(started: string[], name: string) {
  let release = () => {}
  const done = new Promise<string>((resolve) => {
    release = () => resolve(name)
  })
  return {
    job: () => {
      started.push(name)
      return done
    },
    release: () => release(),
  }
}

describe('the sandbox queue', () => {
  it('lets a second tenant in before the first tenant’s backlog', async () => {
    const queue = new SandboxQueue({ concurrency: 1, perTenant: 1, waitingPerTenant: 4 })
    const started: string[] = []
    const a1 = gate(started, 'a1')
    const a2 = gate(started, 'a2')
    const a3 = gate(started, 'a3')
    const b1 = gate(started, 'b1')
    const runs = [
      queue.run('a', a1.job),
      queue.run('a', a2.job),
      queue.run('a', a3.job),
      queue.run('b', b1.job),
    ]
    expect(started).toEqual(['a1'])
    a1.release()
    await runs[0]
    expect(started).toEqual(['a1', 'b1'])
    b1.release()
    a2.release()
    a3.release()
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'a3', 'b1'])
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3'])
    expect(queue.running).toBe(0)
  })

  it('refuses a tenant whose backlog is full, and frees the slot of a job that failed', async () => {
    const queue = new SandboxQueue({ concurrency: 1, perTenant: 1, waitingPerTenant: 1 })
    const started: string[] = []
    const first = gate(started, 'first')
    const running = queue.run('a', first.job)
    const waiting = queue.run('a', () => Promise.reject(new Error('guest failed')))
    await expect(queue.run('a', async () => 'more')).rejects.toBeInstanceOf(SandboxBusyError)
    first.release()
    await running
    await expect(waiting).rejects.toThrow('guest failed')
    expect(await queue.run('a', async () => 'after')).toBe('after')
  })
})
