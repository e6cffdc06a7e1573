/**
 * Audio files written field by field, so a test can set each header field to what an attacker would
 * send: the probes of issue 39 (0 channels, 0 Hz, 44 bytes, unknown tags, hours in a small file) and the
 * fuzz suite's raw material. Test code only.
 */

/** The fields of a WAV header; each defaults to a valid 16 kHz mono 16-bit file of 100 frames. */
export interface WavFields {
  tag?: number
  channels?: number
  sampleRate?: number
  bits?: number
  blockAlign?: number
  /** Bytes of sample data actually present. */
  dataBytes?: number
  /** The data chunk's declared size (default: dataBytes). */
  declaredData?: number
  /** WAVE_FORMAT_EXTENSIBLE with this subformat tag (and a GUID tail, broken when asked). */
  subformat?: number
  brokenGuid?: boolean
}

const GUID_TAIL = [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71]

/** A WAV file with exactly these header fields; the samples are a quiet sine. */
export function wavFile(h: WavFields = {}): Uint8Array {
  const channels = h.channels ?? 1
  const bits = h.bits ?? 16
  const blockAlign = h.blockAlign ?? channels * (bits / 8)
  const dataBytes = h.dataBytes ?? blockAlign * 100
  const fmtSize = h.subformat === undefined ? 16 : 40
  const out = new Uint8Array(12 + 8 + fmtSize + 8 + dataBytes)
  const view = new DataView(out.buffer)
  const text = (at: number, s: string) => {
    for (const [i, c] of [...s].entries()) view.setUint8(at + i, c.charCodeAt(0))
  }
  text(0, 'RIFF')
  view.setUint32(4, out.length - 8, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, fmtSize, true)
  view.setUint16(20, h.subformat === undefined ? (h.tag ?? 1) : 0xfffe, true)
  view.setUint16(22, channels, true)
  view.setUint32(24, h.sampleRate ?? 16_000, true)
  view.setUint32(28, ((h.sampleRate ?? 16_000) * blockAlign) >>> 0, true)
  view.setUint16(32, blockAlign, true)
  view.setUint16(34, bits, true)
  if (h.subformat !== undefined) {
    view.setUint16(36, 22, true)
    view.setUint16(38, bits, true)
    view.setUint16(44, h.subformat, true)
    for (const [i, b] of GUID_TAIL.entries()) view.setUint8(46 + i, h.brokenGuid && i === 5 ? 0x42 : b)
  }
  const data = 20 + fmtSize
  text(data, 'data')
  view.setUint32(data + 4, h.declaredData ?? dataBytes, true)
  for (let i = 0; i < Math.floor(dataBytes / 2); i++)
    view.setInt16(data + 8 + 2 * i, 1000 * Math.sin(i / 3), true)
  return out
}

/** `count` MPEG-2.5 layer III frames at 8 kbit/s, 8 kHz (72 bytes, 576 samples each) of silence. */
export function mpegFrames(count: number, mode: 'mono' | 'stereo' = 'mono'): Uint8Array {
  const frame = new Uint8Array(72)
  frame.set([0xff, 0xe2, 0x18, mode === 'mono' ? 0xc4 : 0x04])
  const out = new Uint8Array(72 * count)
  for (let i = 0; i < count; i++) out.set(frame, i * 72)
  return out
}

/** STREAMINFO fields of a FLAC file to overwrite. */
export interface StreamInfoFields {
  sampleRate?: number
  channels?: number
  bits?: number
  totalSamples?: number
  minBlock?: number
  maxBlock?: number
}

/** A copy of a FLAC file with STREAMINFO's fields rewritten (the frames are left as they were). */
export function withStreamInfo(flac: Uint8Array, fields: StreamInfoFields): Uint8Array {
  const bytes = Uint8Array.from(flac)
  const view = new DataView(bytes.buffer)
  const packed = view.getUint32(18)
  const rate = fields.sampleRate ?? packed >>> 12
  const channels = (fields.channels ?? ((packed >>> 9) & 7) + 1) - 1
  const bits = (fields.bits ?? ((packed >>> 4) & 0x1f) + 1) - 1
  const total = fields.totalSamples ?? (packed & 0xf) * 2 ** 32 + view.getUint32(22)
  view.setUint32(
    18,
    ((rate << 12) | ((channels & 7) << 9) | ((bits & 0x1f) << 4) | Math.floor(total / 2 ** 32)) >>> 0,
  )
  view.setUint32(22, total % 2 ** 32)
  if (fields.minBlock !== undefined) view.setUint16(8, fields.minBlock)
  if (fields.maxBlock !== undefined) view.setUint16(10, fields.maxBlock)
  return bytes
}
