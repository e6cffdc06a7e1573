import { existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { boundGuestText, parseGuestOutput, spawnGuest } from './sandbox-process.ts'

const mark = join(tmpdir(), `mindwire-process-escape-${process.pid}`)
afterEach(() => rmSync(mark, { force: true }))

/** Runs `program` as a sandbox process would (as if the guest had escaped its vm context) and reads its stdout. */
function runEscaped(program: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnGuest(program, 64)
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk
    })
    child.on('error', reject)
    child.on('close', () => resolve(out))
    child.stdin.end()
  })
}

describe('a sandbox process, even with the vm layer gone', () => {
  it('can read no file, write none, start no process or worker, and sees no environment', async () => {
    process.env.MINDWIRE_PROCESS_PROBE = 'visible'
    const out = await runEscaped(`
      const tries = {}
      const attempt = (name, f) => { try { f(); tries[name] = 'done' } catch (e) { tries[name] = e.code || e.name } }
      attempt('read', () => require('node:fs').readFileSync('/etc/hostname'))
      attempt('write', () => require('node:fs').writeFileSync(${JSON.stringify(mark)}, 'x'))
      attempt('spawn', () => require('node:child_process').execSync('id > ${mark}'))
      attempt('worker', () => new (require('node:worker_threads').Worker)('1', { eval: true }))
      attempt('eval', () => Function('return 1')())
      tries.env = Object.keys(process.env).length
      tries.uid = process.getuid()
      console.log(JSON.stringify(tries))`)
    const tries = JSON.parse(out)
    expect(tries).toMatchObject({
      read: 'ERR_ACCESS_DENIED',
      write: 'ERR_ACCESS_DENIED',
      spawn: 'ERR_ACCESS_DENIED',
      worker: 'ERR_ACCESS_DENIED',
      eval: 'EvalError',
      env: 0,
    })
    if (process.getuid?.() === 0) expect(tries.uid).not.toBe(0)
    expect(existsSync(mark)).toBe(false)
  })
})

describe('reading what a sandbox gave back', () => {
  it('takes only the expected shape', () => {
    expect(parseGuestOutput('not json')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no readable/),
    })
    expect(parseGuestOutput('{"ok":true,"cases":"all"}')).toMatchObject({ ok: false })
    const claimed = parseGuestOutput('{"ok":true,"cases":[]}')
    expect(claimed.ok).toBe(false)
  })

  it('bounds and cleans text', () => {
    expect(boundGuestText('a\u0000b\ud800')).toBe('a\uFFFDb\uFFFD')
    expect(boundGuestText('x'.repeat(5000), 10)).toMatch(/^x{10}… \(4990 more characters\)$/)
  })
})
