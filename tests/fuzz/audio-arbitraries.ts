import { readFileSync } from 'node:fs'
import { mpegFrames, wavFile, withStreamInfo } from '@mindwire/analyst/hostile-audio'
import fc from 'fast-check'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../domains/analyst/test-data/${name}`, import.meta.url)))
const FLAC = fixture('tone-440-stereo.flac')
const MP3 = fixture('tone-440-mono.mp3')

/** A 16-bit field: mostly the edges an attacker tries first, sometimes anything. */
const u16 = (...edges: number[]) =>
  fc.oneof(fc.constantFrom(0, 1, 2, 8, 9, 0xffff, ...edges), fc.integer({ min: 0, max: 0xffff }))
const u32 = (...edges: number[]) =>
  fc.oneof(
    fc.constantFrom(0, 1, 7999, 8000, 44_100, 192_000, 192_001, 0xffffffff, ...edges),
    fc.nat({ max: 0xffffffff }),
  )

/** Cuts a file short and/or flips bytes in it: truncations and corruptions of any container. */
function damaged(file: fc.Arbitrary<Uint8Array>): fc.Arbitrary<Uint8Array> {
  return fc
    .record({
      file,
      cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      flips: fc.array(
        fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), value: fc.nat(255) }),
        {
          maxLength: 8,
        },
      ),
    })
    .map(({ file, cut, flips }) => {
      const bytes = Uint8Array.from(
        cut === undefined ? file : file.subarray(0, Math.floor(file.length * cut)),
      )
      for (const flip of flips) if (bytes.length) bytes[Math.floor(flip.at * bytes.length)] = flip.value
      return bytes
    })
}

/** WAV files with every header field drawn from edges and random values, then perhaps truncated or corrupted. */
export const wavUploads = damaged(
  fc
    .record({
      tag: fc.oneof(fc.constantFrom(1, 3, 0x11, 0xfffe), u16()),
      channels: u16(),
      sampleRate: u32(),
      bits: fc.oneof(fc.constantFrom(8, 16, 24, 32, 64), u16()),
      blockAlign: fc.option(u16(), { nil: undefined }),
      dataBytes: fc.nat({ max: 48_000 }),
      declaredData: fc.option(u32(), { nil: undefined }),
      subformat: fc.option(fc.oneof(fc.constantFrom(1, 3), u16()), { nil: undefined }),
      brokenGuid: fc.boolean(),
    })
    // A consistent block align (the fuzzer otherwise almost never passes that check and reaches the data).
    .map((h) => wavFile({ ...h, blockAlign: h.blockAlign ?? ((h.channels * h.bits) / 8) & 0xffff })),
)

/** The FLAC fixture truncated and corrupted, or with STREAMINFO rewritten first. */
export const flacUploads = fc.oneof(
  damaged(fc.constant(FLAC)),
  damaged(
    fc
      .record({
        sampleRate: fc.option(fc.oneof(fc.constantFrom(0, 1, 44_100, 655_350, 0xfffff), fc.nat(0xfffff)), {
          nil: undefined,
        }),
        channels: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
        bits: fc.option(fc.integer({ min: 1, max: 32 }), { nil: undefined }),
        totalSamples: fc.option(fc.oneof(fc.constantFrom(0, 1, 3600 * 44_100, 2 ** 36 - 1), fc.nat()), {
          nil: undefined,
        }),
        minBlock: fc.option(u16(16, 4096), { nil: undefined }),
        maxBlock: fc.option(u16(16, 4096), { nil: undefined }),
      })
      .map((fields) => withStreamInfo(FLAC, fields)),
  ),
)

/** The MP3 fixture damaged, and streams of frames whose header bytes are drawn at random. */
export const mp3Uploads = fc.oneof(
  damaged(fc.constant(MP3)),
  damaged(
    fc
      .record({
        count: fc.oneof(fc.integer({ min: 0, max: 400 }), fc.constantFrom(4_000, 30_000)),
        b1: fc.nat(255),
        b2: fc.nat(255),
        b3: fc.nat(255),
        randomHeader: fc.boolean(),
      })
      .map(({ count, b1, b2, b3, randomHeader }) => {
        const frames = mpegFrames(count)
        if (randomHeader)
          for (let at = 0; at < frames.length; at += 72) frames.set([0xff, 0xe0 | b1, b2, b3], at)
        return frames
      }),
  ),
)
