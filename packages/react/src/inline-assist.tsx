import { useState } from 'react'
import { useCopilotWords } from './copilot-language.tsx'
import type { UseCopilotResult } from './use-copilot.ts'

export interface InlineAssistProps {
  copilot: UseCopilotResult
  /** What to ask, e.g. "解释这个模块的参数" with the context the app adds. */
  prompt: string | (() => string)
  label?: string
}

/**
 * An AI button next to a piece of UI (seed 000 §1.2): asks the copilot a prepared question and shows
 * the answer in place while it streams.
 */
export function InlineAssist({ copilot, prompt, label = 'AI' }: InlineAssistProps) {
  const words = useCopilotWords()
  const [asked, setAsked] = useState(false)
  const [answerIndex, setAnswerIndex] = useState(-1)
  const ask = () => {
    setAsked(true)
    setAnswerIndex(copilot.messages.length + 1)
    void copilot.send(typeof prompt === 'function' ? prompt() : prompt)
  }
  const answer = copilot.messages[answerIndex]
  const text = answer?.role === 'assistant' ? answer.content : copilot.sending ? copilot.streamingText : ''
  return (
    <span className="mw-inline-assist">
      <button type="button" onClick={ask} disabled={copilot.sending} title={words.assistTitle}>
        {label}
      </button>
      {asked && (
        <output className="mw-inline-assist__answer" style={{ display: 'block', whiteSpace: 'pre-wrap' }}>
          {text || (copilot.sending ? '…' : '')}
          {answer?.error && <span role="alert">{answer.error.message}</span>}
        </output>
      )}
    </span>
  )
}
