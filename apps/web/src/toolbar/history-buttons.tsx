import { useStudio, useStudioStore } from '../app/studio-context.tsx'
import { useStudioWords } from '../app/studio-words.ts'

const BUTTONS = [
  { action: 'undo', keys: 'Ctrl/⌘+Z', glyph: '↶' },
  { action: 'redo', keys: 'Ctrl/⌘+Shift+Z', glyph: '↷' },
] as const

/** ↶ and ↷: undo and redo by hand (also by keyboard), for a person's edits and agent turns alike. */
export function HistoryButtons() {
  const store = useStudioStore()
  const say = useStudioWords()
  const possible = { undo: useStudio((state) => state.canUndo), redo: useStudio((state) => state.canRedo) }
  return (
    <fieldset className="history" aria-label={say.history}>
      {BUTTONS.map(({ action, keys, glyph }) => (
        <button
          key={action}
          type="button"
          data-testid={action}
          title={`${say[action]} (${keys})`}
          aria-label={say[action]}
          disabled={!possible[action]}
          onClick={() => store.getState()[action]()}
        >
          {glyph}
        </button>
      ))}
    </fieldset>
  )
}
