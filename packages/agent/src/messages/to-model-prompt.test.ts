import { describe, expect, it } from 'vitest'
import { audioPart, imagePart, spectrumPart } from './content-part.ts'
import { describeSpectrum } from './describe-spectrum.ts'
import type { Message } from './message.ts'
import { toModelPrompt } from './to-model-prompt.ts'

describe('prompt conversion', () => {
  it('maps history to the provider prompt, merging consecutive tool results into one tool message', () => {
    const history: Message[] = [
      { role: 'user', content: 'open the windows and play music' },
      {
        role: 'assistant',
        content: 'Sure.',
        toolCalls: [
          { id: 'a', name: 'control_window', args: { position: 'all', action: 'open' } },
          { id: 'b', name: 'control_music', args: { action: 'play' } },
        ],
      },
      { role: 'tool', toolCallId: 'a', toolName: 'control_window', output: { ok: true } },
      {
        role: 'tool',
        toolCallId: 'b',
        toolName: 'control_music',
        output: { error: 'offline' },
        isError: true,
      },
      { role: 'assistant', content: 'Windows open; music is offline.' },
    ]
    const prompt = toModelPrompt('You are a cockpit assistant.', history)
    expect(prompt.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant'])
    expect(prompt[2]).toEqual({
      role: 'assistant',
      content: [
        { type: 'text', text: 'Sure.' },
        {
          type: 'tool-call',
          toolCallId: 'a',
          toolName: 'control_window',
          input: { position: 'all', action: 'open' },
        },
        { type: 'tool-call', toolCallId: 'b', toolName: 'control_music', input: { action: 'play' } },
      ],
    })
    expect(prompt[3]!.content).toEqual([
      {
        type: 'tool-result',
        toolCallId: 'a',
        toolName: 'control_window',
        output: { type: 'json', value: { ok: true } },
      },
      {
        type: 'tool-result',
        toolCallId: 'b',
        toolName: 'control_music',
        output: { type: 'error-json', value: { error: 'offline' } },
      },
    ])
    expect(toModelPrompt(undefined, history)[0]!.role).toBe('user')
  })

  it('sends images and audio as file parts and spectra as a text description', () => {
    const bytes = new Uint8Array([137, 80, 78, 71])
    const magnitudes = Array.from({ length: 1025 }, (_, bin) => (bin === 4 ? -6 : -60))
    const prompt = toModelPrompt(undefined, [
      {
        role: 'user',
        content: [
          { type: 'text', text: 'what is wrong with this response?' },
          imagePart(bytes, 'image/png'),
          audioPart(bytes, 'audio/wav', 1200),
          spectrumPart(Float32Array.from(magnitudes), 48000, 'driver seat'),
        ],
      },
    ])
    const parts = prompt[0]!.content as unknown as Array<Record<string, unknown>>
    expect(parts[1]).toEqual({
      type: 'file',
      data: { type: 'data', data: 'iVBORw==' },
      mediaType: 'image/png',
    })
    expect(parts[2]).toMatchObject({ type: 'file', mediaType: 'audio/wav' })
    expect(parts[3]).toMatchObject({ type: 'text' })
    expect(String(parts[3]!.text)).toContain('driver seat')
  })
  it('sends a spectrum with a rendered plot as its description, then the PNG as an image file part', () => {
    const magnitudes = Array.from({ length: 64 }, () => -40)
    const part = {
      ...spectrumPart(magnitudes, 48000, 'rear left'),
      image: { data: 'iVBORw==', mimeType: 'image/png' as const },
      metadata: { bins: 64 },
    }
    const prompt = toModelPrompt(undefined, [{ role: 'user', content: [part] }])
    const parts = prompt[0]!.content as unknown as Array<{
      text?: string
      providerOptions?: { mindwire: Record<string, Record<string, unknown>> }
    }>
    expect(parts).toHaveLength(2)
    expect(String(parts[0]!.text)).toContain('rear left')
    expect(parts[1]).toEqual({
      type: 'file',
      data: { type: 'data', data: 'iVBORw==' },
      mediaType: 'image/png',
    })
    // The numbers still reach rule engines, without a second copy of the picture.
    const numbers = parts[0]!.providerOptions!.mindwire.mindwireSpectrum!
    expect(numbers).toMatchObject({ magnitudesDb: magnitudes, sampleRate: 48000, metadata: { bins: 64 } })
    expect(numbers.image).toBeUndefined()
  })
})

describe('spectrum description', () => {
  it('names the octave band levels and the strongest peak', () => {
    // 48 kHz, 1025 bins → 23.4 Hz per bin; a peak at bin 4 ≈ 93.75 Hz.
    const magnitudes = Array.from({ length: 1025 }, (_, bin) => (bin === 4 ? -6 : -60))
    const text = describeSpectrum(spectrumPart(magnitudes, 48000))
    expect(text).toContain('Peaks: 93.8 Hz -6.0 dB')
    expect(text).toMatch(/1 kHz -60\.0 dB/)
    expect(text).toContain('48000 Hz sample rate')
  })
})
