import { useEffect } from 'react'
import { useStudioStore } from '../app/studio-context.tsx'
import { isEditableTarget } from './editable-target.ts'

/**
 * Canvas shortcuts: Delete/Backspace delete the selection, Ctrl/Cmd+D duplicates it, Ctrl/Cmd+A
 * selects every module, Escape clears the selection, Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z or Ctrl+Y
 * redoes (the person's edits and the agent's turns alike).
 */
export function useShortcuts(): void {
  const store = useStudioStore()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isEditableTarget(event.target)) return
      const state = store.getState()
      const mod = event.ctrlKey || event.metaKey
      if (event.key === 'Delete' || event.key === 'Backspace') {
        if (state.selectedNodeIds.length === 0 && state.selectedEdgeIds.length === 0) return
        event.preventDefault()
        state.disconnect(state.selectedEdgeIds)
        state.deleteModules(state.selectedNodeIds)
      } else if (mod && event.key.toLowerCase() === 'z') {
        event.preventDefault()
        if (event.shiftKey) state.redo()
        else state.undo()
      } else if (mod && event.key.toLowerCase() === 'y') {
        event.preventDefault()
        state.redo()
      } else if (mod && event.key.toLowerCase() === 'd') {
        event.preventDefault()
        if (state.selectedNodeIds.length > 0) state.duplicateModules(state.selectedNodeIds)
      } else if (mod && event.key.toLowerCase() === 'a') {
        event.preventDefault()
        state.select(state.nodes.map((node) => node.id))
      } else if (event.key === 'Escape') state.select([])
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])
}
