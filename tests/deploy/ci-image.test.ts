import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The image's CI job (.ci/image) decides by the Docker daemon alone: where one answers it builds the image,
// where none does it says SKIPPED and passes. A stand-in `docker` on the PATH plays either runner, so this
// runs in milliseconds without Docker; what it records shows which road the job took.
const JOB = join(import.meta.dirname, '../../.ci/image')

function runWithDocker(daemon: boolean) {
  const bin = mkdtempSync(join(tmpdir(), 'ci-image-'))
  const calls = join(bin, 'calls.log')
  writeFileSync(calls, '')
  // `info` answers as the daemon would; `build` fails, so a run that got that far stops there.
  writeFileSync(
    join(bin, 'docker'),
    `#!/bin/sh\necho "$*" >> "${calls}"\n[ "$1" = info ] && exit ${daemon ? 0 : 1}\nexit 1\n`,
  )
  chmodSync(join(bin, 'docker'), 0o755)
  const run = spawnSync(JOB, {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
  })
  return { status: run.status, out: run.stdout, calls: readFileSync(calls, 'utf8').trim().split('\n') }
}

describe('the image CI job', () => {
  it('without a Docker daemon says SKIPPED and passes, building nothing', () => {
    const job = runWithDocker(false)
    expect(job.status).toBe(0)
    expect(job.out).toMatch(/^SKIPPED: no Docker daemon/m)
    expect(job.calls.some((call) => call.startsWith('build'))).toBe(false)
  })

  it('with a daemon builds the image, and fails when the build does', () => {
    const job = runWithDocker(true)
    expect(job.calls).toContainEqual(expect.stringMatching(/^build -t mindwire-image-check:\d+ \.$/))
    expect(job.status).not.toBe(0)
    expect(job.out).not.toContain('SKIPPED')
  })
})
