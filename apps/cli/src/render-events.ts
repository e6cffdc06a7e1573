import { styleText } from 'node:util'
import type { WireEvent } from '@mindwire/agent'

const dim = (text: string) => styleText('dim', text)

/** Writes a run's events for a person at a terminal: streamed text, then one line per tool event. */
export function renderEvent(event: WireEvent, out: NodeJS.WritableStream): void {
  switch (event.type) {
    case 'text_delta':
      out.write(event.delta)
      break
    case 'tool_call':
      out.write(
        `\n${dim(`⚙ ${event.name}(${JSON.stringify(event.args)})${event.kind === 'client' ? ' [client]' : ''}`)}\n`,
      )
      break
    case 'tool_result':
      out.write(
        `${dim(`  → ${event.status}${event.decision !== 'allow' ? ` (${event.decision})` : ''}: ${truncate(JSON.stringify(event.output), 300)}`)}\n`,
      )
      break
    case 'confirm_required':
      out.write(`${styleText('yellow', `? ${event.message}`)} ${dim(`[${event.name} ${event.callId}]`)}\n`)
      break
    case 'warning':
      out.write(`${styleText('yellow', `! ${event.message}`)}\n`)
      break
    case 'compacted':
      out.write(`${dim(`(history compacted: ${event.tokensBefore} → ${event.tokensAfter} tokens)`)}\n`)
      break
    case 'interrupted':
      out.write(`\n${styleText('yellow', `interrupted: ${event.reason}`)}\n`)
      break
    case 'error':
      out.write(`\n${styleText('red', `error [${event.error.code}]: ${event.error.message}`)}\n`)
      break
    case 'done':
      out.write(
        `\n${dim(`(${event.finishReason}; ${event.usage.inputTokens} in / ${event.usage.outputTokens} out tokens)`)}\n`,
      )
      break
  }
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}
