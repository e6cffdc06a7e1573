import type { UiLanguage } from './browser-language.ts'
import { copilotWords } from './chat/copilot-words.ts'

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

/**
 * The voice buttons' microphone (and stop square) as SVG path data on a 24×24 grid: drawn, not an emoji,
 * so it shows on systems without a colour-emoji font (a car's head unit, Debian's Chromium).
 */
export const MICROPHONE_ICON_PATH =
  'M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2z'
export const STOP_ICON_PATH = 'M7 7h10v10H7z'

/**
 * Why a voice button is disabled where `speechRecognitionConstructor()` finds nothing, in Chinese: the words
 * files' `speechUnsupported` (the components use those, per language). A literal, so a page that imports only
 * the chat composable does not carry the words files (a test holds the two equal).
 */
export const SPEECH_UNSUPPORTED_REASON = '此浏览器不支持语音输入'

export interface ListenOptions {
  lang: string
  /** The language the reasons given to `onUnavailable` are written in (the host app's); Chinese if unset. */
  language?: UiLanguage
  /** The final transcript of the utterance. */
  onResult: (text: string) => void
  /** The partial transcript while the person speaks. */
  onInterim?: (text: string) => void
  /** Recognition stopped (after a result, an error, or `stop()`). */
  onEnd: () => void
  /**
   * Recognition cannot work here (no permission, no microphone, no service), with a reason to show:
   * browsers such as headless Chromium have the constructor but refuse to start it.
   */
  onUnavailable?: (reason: string) => void
}

/**
 * Starts one utterance's recognition; returns the running instance (call `stop()` to end early), or
 * undefined where the browser has no speech recognition. Shared by the React and Vue VoiceInput.
 */
export function listen(options: ListenOptions, scope?: object): SpeechRecognitionLike | undefined {
  const Recognition = speechRecognitionConstructor(scope)
  if (!Recognition) return undefined
  const instance = new Recognition()
  instance.lang = options.lang
  instance.interimResults = true
  instance.continuous = false
  instance.onresult = (event) => {
    const results = Array.from(event.results)
    const text = results.map((result) => result[0]?.transcript ?? '').join('')
    if (results.at(-1)?.isFinal) options.onResult(text)
    else options.onInterim?.(text)
  }
  instance.onerror = (event) => {
    // Errors that will recur on every attempt; `no-speech` and `aborted` are one utterance's bad luck.
    const lasting = copilotWords(options.language ?? 'zh').speechUnavailable as Record<string, string>
    const reason = lasting[event.error]
    if (reason) options.onUnavailable?.(reason)
    options.onEnd()
  }
  instance.onend = () => options.onEnd()
  instance.start()
  return instance
}
