import { useStudio, useStudioStore } from '../app/studio-context.tsx'

const BUTTONS = [
  { action: 'undo', label: '撤销', keys: 'Ctrl/⌘+Z', glyph: '↶' },
  { action: 'redo', label: '重做', keys: 'Ctrl/⌘+Shift+Z', glyph: '↷' },
] as const

/** ↶ and ↷: undo and redo by hand (also by keyboard), for a person's edits and agent turns alike. */
export function HistoryButtons() {
  const store = useStudioStore()
  const possible = { undo: useStudio((state) => state.canUndo), redo: useStudio((state) => state.canRedo) }
  return (
    <fieldset className="history" aria-label="撤销与重做">
      {BUTTONS.map(({ action, label, keys, glyph }) => (
        <button
          key={action}
          type="button"
          data-testid={action}
          title={`${label} (${keys})`}
          aria-label={label}
          disabled={!possible[action]}
          onClick={() => store.getState()[action]()}
        >
          {glyph}
        </button>
      ))}
    </fieldset>
  )
}
