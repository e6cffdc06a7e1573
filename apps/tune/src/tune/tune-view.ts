import { computed, defineComponent, h } from 'vue'
import type { MeasurementData } from '../api/studio-types.ts'
import { useProjectStore } from '../project/project-store.ts'
import { fill, words } from '../tune-words.ts'
import type { ChartSeries } from './chart-options.ts'
import { ResponseChart } from './response-chart.ts'
import { useTuneWorkflow } from './use-tune-workflow.ts'

/** Where XiTune assesses a seat (the studio's default band, domains/studio/src/measurement/analyze.ts). */
const ASSESSMENT_HZ: [number, number] = [100, 10_000]

const COLORS = { target: '#6b7280', tolerance: '#2ea043', before: '#d97706', after: '#2563eb' }

/** The chart's curves: the target with its tolerance band, the measured curve and, after tuning, the new one. */
function curvesOf(before: MeasurementData, after: MeasurementData | null, curve: string): ChartSeries[] {
  const say = words().tune
  const tolerance = before.summary.toleranceDb
  // The band only where the deviation is assessed: outside it a peak is not out of tolerance.
  const edge = (sign: number) =>
    before.targetDb.map((db, i) => {
      const hz = before.frequencies[i]!
      return hz >= ASSESSMENT_HZ[0] && hz <= ASSESSMENT_HZ[1] ? db + sign * tolerance : null
    })
  return [
    {
      label: fill(say.tolerance, { db: tolerance }),
      values: edge(1),
      color: COLORS.tolerance,
      width: 1,
      dash: [4, 4],
    },
    { label: `−${tolerance} dB`, values: edge(-1), color: COLORS.tolerance, width: 1, dash: [4, 4] },
    {
      label: fill(say.target, { curve }),
      values: before.targetDb,
      color: COLORS.target,
      width: 1.5,
      dash: [8, 4],
    },
    { label: after ? say.before : say.measured, values: before.magnitudeDb, color: COLORS.before },
    ...(after ? [{ label: say.after, values: after.magnitudeDb, color: COLORS.after, width: 2.5 }] : []),
  ]
}

function deviation(testId: string, label: string, db: number | undefined, toleranceDb: number) {
  if (db === undefined) return null
  const within = db <= toleranceDb
  return h(
    'div',
    {
      class: ['tune-stat', within ? 'tune-stat--ok' : 'tune-stat--bad'],
      'data-testid': testId,
      'data-value': db.toFixed(2),
    },
    [
      h('span', label),
      h('strong', `${db.toFixed(1)} dB`),
      h('small', within ? words().tune.within : words().tune.outside),
    ],
  )
}

/** XiTune: pick a seat, measure it against the target, auto-tune it, and ask the copilot about the spectrum. */
export const TuneView = defineComponent({
  name: 'TuneView',
  setup() {
    const store = useProjectStore()
    const work = useTuneWorkflow()
    const environment = store.environment
    const curves = computed(() =>
      work.before.value
        ? curvesOf(
            work.before.value,
            work.after.value,
            store.names.value.curve(work.before.value.targetCurve),
          )
        : [],
    )

    return () => {
      const before = work.before.value
      const after = work.after.value
      const result = work.result.value
      const busy = work.busy.value
      const tolerance = before?.summary.toleranceDb ?? 3
      const seats = environment.value?.seats ?? [{ id: 'driver', nameZh: '主驾', name: 'Driver' }]
      const say = words().tune
      const english = words().locale === 'en'
      return h('div', { class: 'tune-view tune-xitune' }, [
        h('section', { class: 'tune-panel tune-toolbar' }, [
          h('fieldset', { class: 'tune-seats' }, [
            h('legend', say.position),
            ...seats.map((seat) =>
              h(
                'label',
                { key: seat.id, class: ['tune-seat', work.seat.value === seat.id && 'tune-seat--on'] },
                [
                  h('input', {
                    type: 'radio',
                    name: 'seat',
                    value: seat.id,
                    checked: work.seat.value === seat.id,
                    disabled: busy,
                    onChange: () => {
                      work.seat.value = seat.id
                    },
                  }),
                  english ? seat.name : seat.nameZh,
                ],
              ),
            ),
          ]),
          h('div', { class: 'tune-actions' }, [
            h(
              'button',
              { type: 'button', 'data-action': 'measure', disabled: busy, onClick: work.measure },
              work.measuring.value ? say.measuring : say.measure,
            ),
            h(
              'button',
              {
                type: 'button',
                class: 'tune-primary',
                'data-action': 'auto-tune',
                disabled: busy,
                onClick: work.autoTune,
              },
              work.tuning.value ? say.tuning : say.autoTune,
            ),
            h(
              'button',
              {
                type: 'button',
                'data-action': 'send-spectrum',
                disabled: busy || !before,
                onClick: work.sendSpectrum,
              },
              say.sendSpectrum,
            ),
          ]),
        ]),
        work.error.value &&
          h('p', { class: 'tune-notice tune-notice--error', role: 'alert' }, work.error.value),
        before
          ? h('section', { class: 'tune-panel' }, [
              h('div', { class: 'tune-stats' }, [
                deviation(
                  'deviation-before',
                  result ? say.maxBefore : say.max,
                  result?.before.maxDeviationDb ?? before.summary.maxDeviationDb,
                  tolerance,
                ),
                result && h('span', { class: 'tune-arrow', 'aria-hidden': 'true' }, '→'),
                result && deviation('deviation-after', say.maxAfter, result.after.maxDeviationDb, tolerance),
                h('div', { class: 'tune-stat tune-stat--plain' }, [
                  h('span', say.toleranceLabel),
                  h('strong', `±${tolerance} dB`),
                  h(
                    'small',
                    `100 Hz–10 kHz · ${result ? `r${result.revision} · ${fill(say.rounds, { count: result.iterations.length })}` : `r${before.revision}`}`,
                  ),
                ]),
              ]),
              h(ResponseChart, { frequencies: before.frequencies, series: curves.value, band: [0, 1] }),
              h('h3', after ? say.stillToWatch : say.problems),
              h(
                'ul',
                { class: 'tune-findings' },
                (after ?? before).findings.length === 0
                  ? [h('li', { class: 'tune-muted' }, say.noProblems)]
                  : (after ?? before).findings.map((finding) =>
                      h('li', { key: finding.text }, [
                        finding.text,
                        (finding.frequencyHz < ASSESSMENT_HZ[0] || finding.frequencyHz > ASSESSMENT_HZ[1]) &&
                          h('small', { class: 'tune-muted' }, say.outOfRange),
                      ]),
                    ),
              ),
            ])
          : h('p', { class: 'tune-muted tune-panel' }, say.start),
      ])
    }
  },
})
