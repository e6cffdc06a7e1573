import { readFileSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { decodeWav } from '../../audio/wav-codec.ts'

/** Where scripts/real-corpus.ts puts the prepared recordings unless MINDWIRE_ANALYST_CORPUS says otherwise. */
export function corpusDir(): string {
  const fromEnv = process.env.MINDWIRE_ANALYST_CORPUS
  if (fromEnv) return isAbsolute(fromEnv) ? fromEnv : resolve(fromEnv)
  return join(dirname(fileURLToPath(import.meta.url)), '../../../../../.cache/analyst-real')
}

/**
 * The channels of a prepared recording, cut to `seconds` and checked against the rate the case states:
 * a corpus prepared differently from its description fails loudly instead of measuring another take.
 */
export function loadRecording(file: string, seconds: number, sampleRate: number): Float32Array[] {
  const path = join(corpusDir(), file)
  let bytes: Uint8Array
  try {
    bytes = readFileSync(path)
  } catch {
    throw new Error(`recording ${file} is not in ${corpusDir()}: run domains/analyst/scripts/real-corpus.ts`)
  }
  const audio = decodeWav(bytes)
  if (audio.sampleRate !== sampleRate)
    throw new Error(`recording ${file} is at ${audio.sampleRate} Hz, its case says ${sampleRate}`)
  const length = Math.min(audio.channels[0]!.length, Math.round(seconds * sampleRate))
  return audio.channels.map((channel) => channel.slice(0, length))
}
