import { useState } from 'react'
import { useStudioStore } from '../app/studio-context.tsx'
import type { CheckpointApi, CheckpointSummary, Restored } from './checkpoint-api.ts'

const when = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', {
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
  const [open, setOpen] = useState(false)
  const [items, setItems] = useState<CheckpointSummary[]>([])
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState<string | null>(null)

  async function run(work: () => Promise<void>): Promise<void> {
    setBusy(true)
    try {
      await work()
    } catch (failure) {
      store.getState().notify(`作品库出错：${problemText(failure)}`, 'problem')
    } finally {
      setBusy(false)
    }
  }

  const refresh = () => run(async () => setItems(await api.list()))
  const save = () =>
    run(async () => {
      const saved = await api.save(store.getState().snapshot())
      store.getState().notify(`已保存作品「${saved.title}」`)
      if (open) setItems(await api.list())
    })
  const toggle = () => {
    if (!open) void refresh()
    setOpen(!open)
  }

  return (
    <div className="library">
      <button type="button" data-action="save-checkpoint" disabled={busy} onClick={() => void save()}>
        保存作品
      </button>
      <button type="button" data-action="open-library" aria-expanded={open} onClick={toggle}>
        作品库
      </button>
      {open && (
        <ul className="library__list" aria-label="作品库">
          {items.length === 0 && <li className="library__empty">{busy ? '读取中…' : '还没有保存的作品'}</li>}
          {items.map((item) => (
            <li key={item.id} className="library__item" data-checkpoint={item.id}>
              <span className="library__title">{item.title}</span>
              <span className="library__meta">
                {item.modules} 个模块 · {item.connections} 条连线 · {when(item.updatedAt)}
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
                  恢复
                </button>
                <button
                  type="button"
                  data-action="rename"
                  disabled={busy}
                  onClick={() => {
                    const title = window.prompt('新的名字（最多 12 个字）', item.title)?.trim().slice(0, 12)
                    if (title)
                      void run(async () => {
                        await api.rename(item.id, title)
                        setItems(await api.list())
                      })
                  }}
                >
                  重命名
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
                  {confirming === item.id ? '确认删除' : '删除'}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
