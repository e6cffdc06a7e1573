import { useEffect, useState } from 'react'
import { useStudio } from './studio-context.tsx'
import { useStudioWords } from './studio-words.ts'

const SHOW_MS = 6000

/** Shows the newest notice (a problem such as a refused connection, or news such as a handback) for a few seconds. */
export function NoticeToast() {
  const notice = useStudio((state) => state.notice)
  const [hidden, setHidden] = useState<number | null>(null)
  const say = useStudioWords()
  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setHidden(notice.seq), SHOW_MS)
    return () => clearTimeout(timer)
  }, [notice])
  if (!notice || hidden === notice.seq) return null
  return (
    <div
      className={`notice notice--${notice.kind}`}
      role={notice.kind === 'problem' ? 'alert' : 'status'}
      data-testid="notice"
    >
      {notice.message}
      <button type="button" onClick={() => setHidden(notice.seq)} aria-label={say.close}>
        ×
      </button>
    </div>
  )
}
