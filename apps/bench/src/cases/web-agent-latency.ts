import { rm } from 'node:fs/promises'
import { buildWebApp, launchChromium, StudioPage, startStudioServer } from '@mindwire/web/testing'
import type { BenchCase } from '../bench-row.ts'
import { percentile, round } from '../measure.ts'

const WARMUP = 2
const PATCHES = 12
const PROMPT = '添加一个振荡器、一个滤波器和一个扬声器，并把它们连起来'
// Three add_module results and three connect_modules results per patch.
const RESULTS_PER_PATCH = 6

interface Measure {
  duration: number
  operations: string[]
  complete: boolean
}

/**
 * The browser's own time from an agent tool result arriving (the SSE event with its client operations,
 * marked by the page) to the canvas showing what it added (the modules or connections visible), in
 * Debian's Chromium against a real server with the synth domain's offline model. Each patch runs in a
 * fresh page: one message, six tool results.
 */
export const webAgentLatency: BenchCase = {
  name: 'web/agent-to-canvas',
  description: `Chromium: SSE tool result with operations → modules rendered on the canvas, ${PATCHES} patches of 3 modules`,
  async run(progress) {
    const webRoot = await buildWebApp()
    const server = await startStudioServer(webRoot)
    const browser = await launchChromium()
    const modules: number[] = []
    const connections: number[] = []
    let incomplete = 0
    try {
      for (let run = 0; run < WARMUP + PATCHES; run++) {
        const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
        const studio = new StudioPage(page)
        await studio.open(server.url)
        await studio.ask(PROMPT)
        await page.waitForFunction(
          (count) =>
            performance.getEntriesByType('measure').filter((m) => m.name.startsWith('mw:agent-to-canvas'))
              .length >= count,
          RESULTS_PER_PATCH,
        )
        const measures: Measure[] = await page.evaluate(() =>
          performance
            .getEntriesByType('measure')
            .filter((m) => m.name.startsWith('mw:agent-to-canvas'))
            .map((m) => ({ duration: m.duration, ...(m as PerformanceMeasure).detail })),
        )
        await page.close()
        progress(run + 1, WARMUP + PATCHES)
        if (run < WARMUP) continue
        for (const measure of measures) {
          if (!measure.complete) incomplete++
          if (measure.operations.includes('ADD_MODULE')) modules.push(measure.duration)
          else if (measure.operations.includes('CONNECT_MODULES')) connections.push(measure.duration)
        }
      }
    } finally {
      await browser.close()
      await server.close()
      await rm(webRoot, { recursive: true, force: true })
    }
    return [
      {
        name: 'web/agent-to-module-p50',
        value: round(percentile(modules, 50), 2),
        unit: 'ms',
        target: '< 100 ms',
      },
      { name: 'web/agent-to-module-p95', value: round(percentile(modules, 95), 2), unit: 'ms' },
      { name: 'web/agent-to-connection-p50', value: round(percentile(connections, 50), 2), unit: 'ms' },
      { name: 'web/agent-to-connection-p95', value: round(percentile(connections, 95), 2), unit: 'ms' },
      { name: 'web/agent-to-canvas-timeouts', value: incomplete, unit: 'results', target: '0' },
    ]
  },
}
