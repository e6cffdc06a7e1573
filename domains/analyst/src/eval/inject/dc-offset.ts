/** A constant offset added over the span, as a faulty converter or preamp leaves on every sample. */
export function injectDcOffset(channels: Float32Array[], offset: number, start: number, end: number): void {
  for (const channel of channels) for (let i = start; i < end; i++) channel[i]! += offset
}
