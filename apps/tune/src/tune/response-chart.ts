import uPlot from 'uplot'
import { defineComponent, h, onBeforeUnmount, onMounted, type PropType, shallowRef, watch } from 'vue'
import { language } from '../tune-words.ts'
import { type ChartSeries, responseChartOptions } from './chart-options.ts'

const HEIGHT = 340

/**
 * Magnitude responses on a log-frequency axis, drawn by uPlot (canvas, ~50 KB, no dependencies).
 * Rebuilt when the set of curves or the page's language changes; the width follows the container.
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
      chart = new uPlot(
        responseChartOptions(props.series, { width, height: HEIGHT }, props.band),
        data,
        element,
      )
    }

    onMounted(() => {
      draw()
      resize = new ResizeObserver(() => {
        const width = Math.max(320, container.value?.clientWidth ?? 0)
        if (chart && Math.abs(chart.width - width) > 1) chart.setSize({ width, height: HEIGHT })
      })
      if (container.value) resize.observe(container.value)
    })
    // The axis labels are words of the page's language: a switch rebuilds the chart even when the curves
    // it is given stay the same (uPlot draws axes on its canvas, once, from the options).
    watch(() => [props.frequencies, props.series, props.band, language.value], draw)
    onBeforeUnmount(() => {
      resize?.disconnect()
      chart?.destroy()
    })

    return () => h('div', { ref: container, class: 'tune-chart', 'data-testid': 'response-chart' })
  },
})
