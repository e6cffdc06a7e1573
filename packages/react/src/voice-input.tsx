import {
  copilotWords,
  listen,
  MICROPHONE_ICON_PATH,
  type SpeechRecognitionLike,
  STOP_ICON_PATH,
  speechRecognitionConstructor,
} from '@mindwire/client'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useCopilotLanguage } from './copilot-language.tsx'

export interface VoiceInputProps {
  /** Called with the final transcript of an utterance. */
  onResult: (text: string) => void
  /** Called with the partial transcript while the person speaks. */
  onInterim?: (text: string) => void
  lang?: string
  disabled?: boolean
}

const noSubscription = () => () => undefined

/**
 * A microphone button over the Web Speech API (seed 000 §4.5 voice input). Where the browser has no
 * speech recognition, or has it but refuses it (no permission, no microphone, no service), the button is
 * disabled and says why, in its title and to screen readers — as the Vue binding does.
 */
export function VoiceInput({ onResult, onInterim, lang = 'zh-CN', disabled }: VoiceInputProps) {
  const supported = useSyncExternalStore(
    noSubscription,
    () => speechRecognitionConstructor() !== undefined,
    () => false,
  )
  const language = useCopilotLanguage()
  const say = copilotWords(language)
  const [listening, setListening] = useState(false)
  const [unavailable, setUnavailable] = useState<string | null>(null)
  const recognition = useRef<SpeechRecognitionLike | null>(null)
  const handlers = useRef({ onResult, onInterim })
  useEffect(() => {
    handlers.current = { onResult, onInterim }
  })
  useEffect(() => () => recognition.current?.stop(), [])

  const toggle = () => {
    if (listening) return recognition.current?.stop()
    recognition.current =
      listen({
        lang,
        language,
        onResult: (text) => handlers.current.onResult(text),
        onInterim: (text) => handlers.current.onInterim?.(text),
        onEnd: () => setListening(false),
        onUnavailable: (reason) => setUnavailable(reason),
      }) ?? null
    setListening(recognition.current !== null)
  }

  const reason = supported ? unavailable : say.speechUnsupported
  return (
    <button
      type="button"
      className="mw-voice-input"
      onClick={toggle}
      disabled={reason !== null || disabled}
      aria-pressed={listening}
      title={reason ?? (listening ? say.voiceStop : say.voiceInput)}
      aria-label={reason ?? say.voiceInput}
    >
      <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
        <path d={listening ? STOP_ICON_PATH : MICROPHONE_ICON_PATH} fill="currentColor" />
      </svg>
    </button>
  )
}
