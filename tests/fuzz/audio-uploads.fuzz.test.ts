import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flacUploads, mp3Uploads, wavUploads } from './audio-arbitraries.ts'
import { boundedShrink, fuzzParameters, fuzzTimeout } from './fuzz-settings.ts'
import { describeRequest, type FuzzResponse, responseProblem } from './response-checks.ts'

/** An upload must be answered, body and all, within this: a refusal takes milliseconds, a 10-minute file a few seconds. */
const ANSWER_WITHIN_MS = 15_000
/**
 * How far the server process's peak resident memory may rise over the suite above what it held once
 * listening (~0.6–0.8 GB with in-memory PGlite). Measured: ~0.6 GB (a second V8 isolate for the analysis
 * thread, the stored uploads, the largest admitted fuzz file's spectra); the worst file the default
 * limits admit (5 min of 48 kHz stereo MP3) rose it ~0.5 GB. Before issue 39 one 482 KB FLAC took the
 * process past 5.7 GB.
 */
const PEAK_GROWTH_MB = 1000
const AUDIO_CODES = ['invalid_audio', 'audio_too_long', 'analysis_overrun']

let child: ChildProcess
let url: string
let key: string
let slowest = 0
let baselineMb = 0

beforeAll(async () => {
  child = spawn(process.execPath, [new URL('./analyst-server-process.ts', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`the analyst server exited (${code}) before listening`)))
  })
  ;({ url, key } = JSON.parse(first) as { url: string; key: string })
  baselineMb = statusKb('VmRSS') / 1024
}, 60_000)

afterAll(() => {
  child?.kill('SIGTERM')
})

/** Kilobytes of a /proc/<pid>/status line (VmRSS, VmHWM) of the server process. */
function statusKb(field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1])
}

/** Uploads the bytes over real HTTP as JSON and checks the answer: on time, no 5xx, a clean typed refusal. */
async function upload(bytes: Uint8Array, mimeType: string): Promise<void> {
  const body = JSON.stringify({
    audio: {
      data: Buffer.from(bytes).toString('base64'),
      mimeType,
      fileName: `fuzz.${mimeType.split('/')[1]}`,
    },
    stream: false,
    budget: { maxExperiments: 1, maxDepth: 1 },
  })
  const request = {
    method: 'POST',
    path: '/api/analyst/runs',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body,
  }
  const started = performance.now()
  let response: FuzzResponse
  try {
    const answer = await fetch(`${url}${request.path}`, {
      ...request,
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    })
    response = {
      status: answer.status,
      contentType: answer.headers.get('content-type') ?? '',
      text: await answer.text(),
    }
  } catch (error) {
    throw new Error(
      `no answer within ${ANSWER_WITHIN_MS} ms (${(error as Error).message})\n  request: ${describeRequest(request)}`,
    )
  }
  slowest = Math.max(slowest, performance.now() - started)
  const problem =
    responseProblem(request, response) ??
    (response.status === 200 || AUDIO_CODES.includes(JSON.parse(response.text).error?.code)
      ? undefined
      : `answered ${response.status} ${response.text.slice(0, 200)}`)
  if (problem) throw new Error(`${problem}\n  request: ${describeRequest(request)}`)
}

describe('hostile audio through the real upload route: an answer in time, never a 5xx, bounded memory', () => {
  for (const [name, uploads, mimeType] of [
    ['WAV headers, truncations and corruptions', wavUploads, 'audio/wav'],
    ['FLAC STREAMINFO, truncations and corruptions', flacUploads, 'audio/flac'],
    ['MP3 frame headers, truncations and corruptions', mp3Uploads, 'audio/mpeg'],
  ] as const) {
    it(
      name,
      async () => {
        await fc.assert(
          fc.asyncProperty(boundedShrink(uploads), (bytes) => upload(bytes, mimeType)),
          fuzzParameters(),
        )
      },
      fuzzTimeout() + ANSWER_WITHIN_MS,
    )
  }

  it('kept the server process under its memory bound, and /healthz answering', async () => {
    const peakMb = statusKb('VmHWM') / 1024
    console.info(
      `analyst fuzz: server RSS ${baselineMb.toFixed(0)} MB listening, peak ${peakMb.toFixed(0)} MB; slowest answer ${slowest.toFixed(0)} ms`,
    )
    expect(peakMb - baselineMb).toBeLessThan(PEAK_GROWTH_MB)
    expect((await fetch(`${url}/healthz`)).status).toBe(200)
  })
})
