import { readFile } from 'node:fs/promises'
import type { DecodedAudio } from '@mindwire/analyst/contract'
import { createExecutor, decodeAudio, encodeWav, pipelineOf } from '@mindwire/analyst/executor'
import { musicLike, speechLike } from '@mindwire/analyst/synthetic-signals'
import type { BenchCase, BenchRow } from '../bench-row.ts'
import { meanRunMs, round } from '../measure.ts'

const sampleRate = 48_000
const SECONDS = 30

const fixture = (name: string) =>
  readFile(new URL(`../../../../domains/analyst/test-data/${name}`, import.meta.url)).then(
    (b) => new Uint8Array(b),
  )

/** × real time: seconds of audio handled per second of wall time. */
const realTime = (audioMs: number, wallMs: number) => round(audioMs / wallMs, 1)

/**
 * The analyst's executor: decoding WAV (30 s, 48 kHz, stereo, 16 bit), FLAC and MP3 (the 1 s, 44.1 kHz
 * test fixtures, decoded again and again), and the quick-probe and full-defect-scan chains on 30 s of
 * 48 kHz stereo audio (speech-like left, music-like right), all as × real time. No peer runs these.
 */
export const analystExecutor: BenchCase = {
  name: 'analyst/executor',
  description: 'decode WAV/FLAC/MP3 and run the probe and the full defect scan, × real time',
  async run(progress) {
    const rows: BenchRow[] = []
    const left = speechLike(sampleRate, SECONDS, 1)
    const right = musicLike(sampleRate, SECONDS, 2)
    const wav = encodeWav({ sampleRate, channels: [left, right] }, 'pcm16')
    const decodeCases: [string, Uint8Array, string][] = [
      ['wav', wav, '30 s 48 kHz stereo 16-bit'],
      ['flac', await fixture('tone-440-stereo.flac'), '1 s 44.1 kHz stereo'],
      ['mp3', await fixture('tone-440-mono.mp3'), '1 s 44.1 kHz 128 kb/s'],
    ]
    for (const [i, [format, bytes, what]] of decodeCases.entries()) {
      let audio: DecodedAudio | undefined
      const ms = await meanRunMs(
        async () => {
          audio = await decodeAudio(bytes)
        },
        { warmup: 2, minRuns: 5, minMs: 1500 },
      )
      rows.push({
        name: `analyst/decode-${format}`,
        value: realTime(audio!.durationMs, ms),
        unit: `× real time (${what})`,
        target: '≥ 50×; peer: none',
      })
      progress(i + 1, 5)
    }
    const audio: DecodedAudio = {
      sampleRate,
      channels: [left, right],
      durationMs: SECONDS * 1000,
      format: 'wav',
    }
    const executor = createExecutor()
    for (const [i, chain] of ['quick-probe', 'full-defect-scan'].entries()) {
      const planned = { goal: chain, pipeline: pipelineOf(chain), expectedEvidence: [], stopIf: [] }
      const ms = await meanRunMs(
        async () => {
          const outcome = await executor.run(planned, audio, { id: 'bench' })
          if (outcome.experiment.failureReasons.length)
            throw new Error(outcome.experiment.failureReasons.join('; '))
        },
        { warmup: 1, minRuns: 3, minMs: 2000 },
      )
      rows.push({
        name: `analyst/${chain}`,
        value: realTime(SECONDS * 1000, ms),
        unit: `× real time (30 s 48 kHz stereo; ${round(ms, 0)} ms)`,
        target: chain === 'quick-probe' ? '≥ 20×; peer: none' : '≥ 5×; peer: none',
      })
      progress(4 + i, 5)
    }
    return rows
  },
}
