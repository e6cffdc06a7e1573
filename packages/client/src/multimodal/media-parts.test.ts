import { describe, expect, it } from 'vitest'
import { audioToPart } from './audio-to-part.ts'
import { base64ToBytes, bytesToBase64 } from './base64.ts'
import { imageToPart } from './image-to-part.ts'
import { MediaPartError } from './media-part-error.ts'

const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 31) % 256)

describe('base64 without Buffer', () => {
  it('matches Node’s encoding both ways, also past the chunk size', () => {
    const encoded = bytesToBase64(bytes)
    expect(encoded).toBe(Buffer.from(bytes).toString('base64'))
    expect(base64ToBytes(encoded)).toEqual(bytes)
    expect(bytesToBase64(new Uint8Array())).toBe('')
  })
})

describe('image and audio parts', () => {
  it('reads a screenshot Blob with its own type, or bytes with a given type', async () => {
    const blob = new Blob([bytes], { type: 'image/PNG' })
    expect(await imageToPart(blob)).toEqual({
      type: 'image',
      data: bytesToBase64(bytes),
      mimeType: 'image/png',
    })
    expect(await imageToPart(bytes.buffer, 'image/jpeg')).toMatchObject({ mimeType: 'image/jpeg' })
  })

  it('refuses a file over the limit before reading it, with the sizes in the error', async () => {
    const blob = new Blob([bytes], { type: 'image/png' })
    blob.arrayBuffer = () => Promise.reject(new Error('must not be read'))
    const error = await imageToPart(blob, undefined, { maxBytes: 1000 }).catch((caught) => caught)
    expect(error).toBeInstanceOf(MediaPartError)
    expect(error).toMatchObject({
      code: 'media_too_large',
      retryable: false,
      details: { bytes: 100_000, maxBytes: 1000 },
    })
    await expect(audioToPart(bytes, 'audio/wav', { maxBytes: 99_999 })).rejects.toMatchObject({
      code: 'media_too_large',
    })
  })

  it('refuses types the models cannot read', async () => {
    await expect(imageToPart(bytes, 'image/tiff')).rejects.toMatchObject({ code: 'unsupported_media_type' })
    await expect(imageToPart(bytes)).rejects.toMatchObject({ code: 'unsupported_media_type' })
    await expect(audioToPart(new Blob([bytes], { type: 'video/mp4' }))).rejects.toMatchObject({
      code: 'unsupported_media_type',
    })
  })

  it('takes any audio type, dropping codec parameters, and keeps the duration', async () => {
    const part = await audioToPart(new Blob([bytes], { type: 'audio/webm;codecs=opus' }), undefined, {
      durationMs: 1500,
    })
    expect(part).toMatchObject({ type: 'audio', mimeType: 'audio/webm', durationMs: 1500 })
    expect(base64ToBytes(part.data)).toEqual(bytes)
  })
})
