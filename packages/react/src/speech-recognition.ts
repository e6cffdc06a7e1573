/** The part of the Web Speech API's SpeechRecognition that VoiceInput uses. */
export interface SpeechRecognitionLike {
  lang: string
  interimResults: boolean
  continuous: boolean
  onresult:
    | ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void)
    | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike

/** The browser's SpeechRecognition (prefixed in Chromium and Safari), or undefined where there is none. */
export function speechRecognitionConstructor(
  scope: object = globalThis,
): SpeechRecognitionConstructor | undefined {
  const candidates = scope as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown }
  const found = candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition
  return typeof found === 'function' ? (found as SpeechRecognitionConstructor) : undefined
}
