import { useEffect, useState } from 'react'
import { useEngine, useStudio } from '../app/studio-context.tsx'
import { useStudioWords } from '../app/studio-words.ts'
import { isEditableTarget } from '../canvas/editable-target.ts'
import { isBlackKey, keyLabel, keyOffset, noteName } from './key-map.ts'

/**
 * The virtual MIDI keyboard: click the keys or play the computer keys (a w s e … ]). It shows the
 * range of the selected (or first) keyboard module and plays every keyboard module on the canvas.
 */
export function VirtualKeyboard() {
  const engine = useEngine()
  const keyboardNode = useStudio((state) => {
    const selected = state.nodes.find(
      (n) => n.type === 'keyboardinput' && state.selectedNodeIds.includes(n.id),
    )
    return selected ?? state.nodes.find((n) => n.type === 'keyboardinput')
  })
  const [pressed, setPressed] = useState<readonly number[]>([])
  const say = useStudioWords()
  const startNote = Number(keyboardNode?.params.startNote ?? 60)
  const noteCount = Number(keyboardNode?.params.noteCount ?? 24)

  useEffect(() => engine.keyboard.subscribe(setPressed), [engine])
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || isEditableTarget(event.target))
        return
      const offset = keyOffset(event.key)
      if (offset !== undefined) engine.keyboard.press(offset)
    }
    const up = (event: KeyboardEvent) => {
      const offset = keyOffset(event.key)
      if (offset !== undefined) engine.keyboard.release(offset)
    }
    const blur = () => engine.keyboard.releaseAll()
    window.addEventListener('keydown', down)
    window.addEventListener('keyup', up)
    window.addEventListener('blur', blur)
    return () => {
      window.removeEventListener('keydown', down)
      window.removeEventListener('keyup', up)
      window.removeEventListener('blur', blur)
    }
  }, [engine])

  return (
    <section className="keyboard" aria-label={say.keyboard} data-testid="keyboard">
      {!keyboardNode && <p className="keyboard__hint">{say.keyboardHint}</p>}
      <div className="keyboard__keys">
        {Array.from({ length: noteCount }, (_, offset) => {
          const note = startNote + offset
          return (
            <button
              key={note}
              type="button"
              className={`key${isBlackKey(note) ? ' key--black' : ''}${pressed.includes(offset) ? ' key--down' : ''}`}
              title={noteName(note)}
              onPointerDown={() => engine.keyboard.press(offset)}
              onPointerUp={() => engine.keyboard.release(offset)}
              onPointerLeave={() => engine.keyboard.release(offset)}
            >
              <span>{keyLabel(offset) ?? ''}</span>
            </button>
          )
        })}
      </div>
    </section>
  )
}
