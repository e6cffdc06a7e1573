import { onHandoff } from '@mindwire/client'
import { onScopeDispose } from 'vue'
import { useNotice } from '../app/notice.ts'
import type { TuneAppId } from '../app/tune-apps.ts'
import { useProjectStore } from '../project/project-store.ts'
import { handbackNotice } from './handback-notice.ts'

/**
 * The tab that handed its session off hears when another tab hands it back to this app (a
 * BroadcastChannel between the tabs of this origin): it says what came back and reads the project again,
 * which the other app changed.
 */
export function useHandbackListener(app: TuneAppId, sessionId: () => string | null | undefined): void {
  const store = useProjectStore()
  const notice = useNotice()
  const stop = onHandoff((handoff) => {
    if (handoff.to !== app || handoff.sessionId !== sessionId()) return
    notice.value = handbackNotice(handoff.intent, handoff.context) ?? notice.value
    void store.refresh()
  })
  onScopeDispose(stop)
}
