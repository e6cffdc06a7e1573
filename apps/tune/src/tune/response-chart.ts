import uPlot from 'uplot'
import { defineComponent, h, onBeforeUnmount, onMounted, type PropType, shallowRef, watch } from 'vue'
import { language } from '../tune-words.ts'
import { type ChartSeries, responseChartOptions } from './chart-options.ts'

const HEIGHT = 340

/**
 * Magnitude responses on a log-frequency axis, drawn by uPlot (canvas, ~50 KB, no dependencies).
 * Rebuilt when the set of curves or the page's language changes (uPlot draws its axis labels once, so a
 * language switch needs a new chart); the width follows the container.
 */
export const ResponseChart = defineComponent({
  name: 'ResponseChart',
  props: {
    frequencies: { type: Array as PropType<readonly number[]>, required: true },
    series: { type: Array as PropType<readonly ChartSeries[]>, required: true },
    /** Indices into `series` of the tolerance band's upper and lower edges. */
    band: { type: Array as unknown as PropType<[number, number]>, default: undefined },
  },
  setup(props) {
    const container = shallowRef<HTMLElement | null>(null)
    let chart: uPlot | undefined
    let resize: ResizeObserver | undefined

    function draw() {
      const element = container.value
      if (!element) return
      chart?.destroy()
      const width = Math.max(320, element.clientWidth)
      const data = [props.frequencies, ...props.series.map((s) => s.values)] as unknown as uPlot.AlignedData
      const options = responseChartOptions(props.series, { width, height: HEIGHT }, props.band)
      chart = new uPlot(options, data, element)
      // uPlot paints its axes on the canvas; the drawn chart's axis names, for screen readers.
      element.setAttribute('aria-label', (options.axes ?? []).map((axis) => axis.label).join(' · '))
    }

    onMounted(() => {
      draw()
      resize = new ResizeObserver(() => {
        const width = Math.max(320, container.value?.clientWidth ?? 0)
        if (chart && Math.abs(chart.width - width) > 1) chart.setSize({ width, height: HEIGHT })
      })
      if (container.value) resize.observe(container.value)
    })
    watch(() => [props.frequencies, props.series, props.band, language.value], draw)
    onBeforeUnmount(() => {
      resize?.disconnect()
      chart?.destroy()
    })

    return () =>
      h('div', { ref: container, class: 'tune-chart', role: 'img', 'data-testid': 'response-chart' })
  },
})
