import { useState } from 'react'
import { useStudioStore } from '../app/studio-context.tsx'
import { fill, studioWords, useStudioWords } from '../app/studio-words.ts'
import type { CheckpointApi, CheckpointSummary, Restored } from './checkpoint-api.ts'

const when = (iso: string) =>
  new Date(iso).toLocaleString(studioWords().locale, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })

const problemText = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure))

/**
 * Save the patch and its conversation, and the person's library of saved ones: restore (canvas and
 * conversation, into a new session), rename, delete — a delete asks once more.
 */
export function CheckpointLibrary({
  api,
  onRestore,
}: {
  api: CheckpointApi
  onRestore(restored: Restored): void
}) {
  const store = useStudioStore()
  const say = useStudioWords().library
  const [open, setOpen] = useState(false)
  const [items, setItems] = useState<CheckpointSummary[]>([])
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState<string | null>(null)

  async function run(work: () => Promise<void>): Promise<void> {
    setBusy(true)
    try {
      await work()
    } catch (failure) {
      store.getState().notify(fill(say.failed, { error: problemText(failure) }), 'problem')
    } finally {
      setBusy(false)
    }
  }

  const refresh = () => run(async () => setItems(await api.list()))
  const save = () =>
    run(async () => {
      const saved = await api.save(store.getState().snapshot())
      store.getState().notify(fill(say.saved, { title: saved.title }))
      if (open) setItems(await api.list())
    })
  const toggle = () => {
    if (!open) void refresh()
    setOpen(!open)
  }

  return (
    <div className="library">
      <button type="button" data-action="save-checkpoint" disabled={busy} onClick={() => void save()}>
        {say.save}
      </button>
      <button type="button" data-action="open-library" aria-expanded={open} onClick={toggle}>
        {say.open}
      </button>
      {open && (
        <ul className="library__list" aria-label={say.open}>
          {items.length === 0 && <li className="library__empty">{busy ? say.loading : say.empty}</li>}
          {items.map((item) => (
            <li key={item.id} className="library__item" data-checkpoint={item.id}>
              <span className="library__title">{item.title}</span>
              <span className="library__meta">
                {fill(say.summary, {
                  modules: item.modules,
                  connections: item.connections,
                  when: when(item.updatedAt),
                })}
              </span>
              <span className="library__actions">
                <button
                  type="button"
                  data-action="restore"
                  disabled={busy}
                  onClick={() =>
                    void run(async () => {
                      onRestore(await api.restore(item.id))
                      setOpen(false)
                    })
                  }
                >
                  {say.restore}
                </button>
                <button
                  type="button"
                  data-action="rename"
                  disabled={busy}
                  onClick={() => {
                    const title = window.prompt(say.renamePrompt, item.title)?.trim().slice(0, 12)
                    if (title)
                      void run(async () => {
                        await api.rename(item.id, title)
                        setItems(await api.list())
                      })
                  }}
                >
                  {say.rename}
                </button>
                <button
                  type="button"
                  data-action="delete"
                  disabled={busy}
                  onClick={() => {
                    if (confirming !== item.id) return setConfirming(item.id)
                    setConfirming(null)
                    void run(async () => {
                      await api.remove(item.id)
                      setItems(await api.list())
                    })
                  }}
                >
                  {confirming === item.id ? say.confirmDelete : say.delete}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
