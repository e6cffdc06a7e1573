import { spectrumToPart } from '@mindwire/client'
import { type AutoTuneResult, useAIAutoTune } from '@mindwire/vue'
import { computed, shallowRef, watch } from 'vue'
import type { MeasurementData } from '../api/studio-types.ts'
import { useRouteCopilot } from '../copilot/use-route-copilot.ts'
import { useIncomingHandoff } from '../handoff/use-incoming-handoff.ts'
import { useProjectStore } from '../project/project-store.ts'
import { words } from '../tune-words.ts'
import { toLinearSpectrum } from './linear-spectrum.ts'

/** Seed 000 §4.5's question that goes with a captured spectrum. */

const round1 = (db: number) => Math.round(db * 10) / 10

/**
 * XiTune's work on the current project (seed 000 §6.3): measure a seat, auto-tune it and measure again
 * (before and after), send the spectrum to the copilot. Opened by a handoff with intent `auto-tune`, it
 * runs the auto-tune by itself and hands the result back to the app that opened it.
 */
export function useTuneWorkflow() {
  const store = useProjectStore()
  const { copilot } = useRouteCopilot()
  const handoff = useIncomingHandoff()
  const tuner = useAIAutoTune({ projectId: () => store.projectId.value ?? '' })
  const seat = shallowRef('driver')
  const before = shallowRef<MeasurementData | null>(null)
  const after = shallowRef<MeasurementData | null>(null)
  const result = shallowRef<AutoTuneResult | null>(null)
  const sending = shallowRef(false)
  const busy = computed(() => tuner.measuring.value || tuner.tuning.value || sending.value)
  const error = computed(() => (tuner.error.value ?? tuner.measureError.value)?.message ?? null)

  async function measureSeat(): Promise<MeasurementData | undefined> {
    return (await tuner.measure({ position: seat.value }))?.data as MeasurementData | undefined
  }

  /** A new measurement of the seat: the curve the next auto-tune starts from. */
  async function measure(): Promise<void> {
    const measured = await measureSeat()
    if (!measured) return
    before.value = measured
    after.value = null
    result.value = null
  }

  /** Tunes the seat toward the target (one revision), then measures it again for the "after" curve. */
  async function autoTune(): Promise<AutoTuneResult | undefined> {
    if (before.value?.position !== seat.value || after.value) await measure()
    const tuned = await tuner.tune({ position: seat.value })
    if (!tuned) return undefined
    result.value = tuned
    await store.refresh()
    after.value = (await measureSeat()) ?? null
    return tuned
  }

  /** The shown response (after tuning when there is one) as a spectrum part, with the question, to the copilot. */
  async function sendSpectrum(): Promise<void> {
    const shown = after.value ?? before.value
    const sampleRate = store.project.value?.document.sampleRate ?? 48_000
    if (!shown) return
    sending.value = true
    try {
      const magnitudes = toLinearSpectrum(shown.frequencies, shown.magnitudeDb, sampleRate)
      const part = await spectrumToPart(magnitudes, sampleRate, {
        label: `${shown.position} r${shown.revision}`,
        metadata: { position: shown.position, revision: shown.revision },
      })
      await copilot.send({
        role: 'user',
        content: [{ type: 'text', text: words().tune.spectrumQuestion }, part],
      })
    } finally {
      sending.value = false
    }
  }

  // Opened by XiStudio's open-app(xi-tune, auto-tune): once the session is ours, tune and hand back.
  let handled = false
  watch(
    handoff.phase,
    async (phase) => {
      if (phase !== 'ready' || handoff.intent !== 'auto-tune' || handled) return
      handled = true
      const tuned = await autoTune()
      if (!tuned || !store.projectId.value) return
      await handoff.handBack('tuning-completed', {
        projectId: store.projectId.value,
        seat: seat.value,
        revision: tuned.revision,
        maxDeviationBeforeDb: round1(tuned.before.maxDeviationDb),
        maxDeviationAfterDb: round1(tuned.after.maxDeviationDb),
        converged: tuned.converged,
      })
    },
    { immediate: true },
  )

  return {
    seat,
    before,
    after,
    result,
    busy,
    error,
    measuring: tuner.measuring,
    tuning: tuner.tuning,
    measure,
    autoTune,
    sendSpectrum,
  }
}
