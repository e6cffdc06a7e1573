import {
  listen,
  MICROPHONE_ICON_PATH,
  type SpeechRecognitionLike,
  STOP_ICON_PATH,
  speechRecognitionConstructor,
} from '@mindwire/client'
import { defineComponent, h, onMounted, onScopeDispose, shallowRef } from 'vue'
import { injectCopilotLanguage, useCopilotWords } from './copilot-language.ts'

/**
 * A microphone button over the Web Speech API (seed 000 §4.5 voice input). Where the browser has no
 * speech recognition the button is disabled and says why, in its title and to screen readers.
 */
export const VoiceInput = /* @__PURE__ */ defineComponent({
  name: 'VoiceInput',
  props: {
    lang: { type: String, default: 'zh-CN' },
    disabled: Boolean,
  },
  emits: {
    /** The final transcript of an utterance. */
    result: (text: string) => typeof text === 'string',
    /** The partial transcript while the person speaks. */
    interim: (text: string) => typeof text === 'string',
  },
  setup(props, { emit }) {
    // Decided after mount: server rendering has no window, and hydration must match the server's HTML.
    const supported = shallowRef(false)
    const listening = shallowRef(false)
    // Set when the browser has the API but refuses it (no permission, no microphone, no service).
    const unavailable = shallowRef<string | null>(null)
    let recognition: SpeechRecognitionLike | undefined
    const language = injectCopilotLanguage()
    const words = useCopilotWords()
    onMounted(() => {
      supported.value = speechRecognitionConstructor() !== undefined
    })
    onScopeDispose(() => recognition?.stop())

    function toggle() {
      if (listening.value) return recognition?.stop()
      recognition = listen({
        lang: props.lang,
        language: language.value,
        onResult: (text) => emit('result', text),
        onInterim: (text) => emit('interim', text),
        onEnd: () => {
          listening.value = false
        },
        onUnavailable: (reason) => {
          unavailable.value = reason
        },
      })
      listening.value = recognition !== undefined
    }

    return () => {
      const say = words.value
      const reason = supported.value ? unavailable.value : say.speechUnsupported
      return h(
        'button',
        {
          type: 'button',
          class: 'mw-voice-input',
          onClick: toggle,
          disabled: reason !== null || props.disabled,
          'aria-pressed': listening.value,
          title: reason ?? (listening.value ? say.voiceStop : say.voiceInput),
          'aria-label': reason ?? say.voiceInput,
        },
        h('svg', { viewBox: '0 0 24 24', width: 16, height: 16, 'aria-hidden': 'true' }, [
          h('path', { d: listening.value ? STOP_ICON_PATH : MICROPHONE_ICON_PATH, fill: 'currentColor' }),
        ]),
      )
    }
  },
})
