import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { type SpeechRecognitionLike, speechRecognitionConstructor } from './speech-recognition.ts'

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
 * speech recognition, the button is rendered disabled and says why.
 */
export function VoiceInput({ onResult, onInterim, lang = 'zh-CN', disabled }: VoiceInputProps) {
  const supported = useSyncExternalStore(
    noSubscription,
    () => speechRecognitionConstructor() !== undefined,
    () => false,
  )
  const [listening, setListening] = useState(false)
  const recognition = useRef<SpeechRecognitionLike | null>(null)
  const handlers = useRef({ onResult, onInterim })
  useEffect(() => {
    handlers.current = { onResult, onInterim }
  })
  useEffect(() => () => recognition.current?.stop(), [])

  const toggle = () => {
    if (listening) return recognition.current?.stop()
    const Recognition = speechRecognitionConstructor()
    if (!Recognition) return
    const instance = new Recognition()
    instance.lang = lang
    instance.interimResults = true
    instance.continuous = false
    instance.onresult = (event) => {
      const results = Array.from(event.results)
      const text = results.map((result) => result[0]?.transcript ?? '').join('')
      if (results.at(-1)?.isFinal) handlers.current.onResult(text)
      else handlers.current.onInterim?.(text)
    }
    instance.onerror = () => setListening(false)
    instance.onend = () => setListening(false)
    recognition.current = instance
    instance.start()
    setListening(true)
  }

  return (
    <button
      type="button"
      className="mw-voice-input"
      onClick={toggle}
      disabled={!supported || disabled}
      aria-pressed={listening}
      title={supported ? (listening ? '停止语音输入' : '语音输入') : '此浏览器不支持语音输入'}
    >
      {listening ? '■' : '🎤'}
    </button>
  )
}
