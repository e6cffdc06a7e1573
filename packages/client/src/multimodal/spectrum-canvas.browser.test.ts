import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_PATH, launchChromium } from '@mindwire/testkit/chromium'
import { build } from 'esbuild'
import { decode } from 'fast-png'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SpectrumPart } from '../types.ts'
import { base64ToBytes } from './base64.ts'
import { layoutSpectrumPlot, xScale, yScale } from './spectrum-plot.ts'
import type { spectrumToPart } from './spectrum-to-part.ts'

// The OffscreenCanvas path in Debian's Chromium: spectrum-to-part.ts bundled for the browser platform
// (a Node built-in anywhere in its imports fails the bundle), run in a page, its PNG read back here.
let browser: Browser | undefined
let bundle: string

beforeAll(async () => {
  if (!existsSync(CHROMIUM_PATH)) return
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./spectrum-to-part.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    globalName: 'multimodal',
  })
  bundle = result.outputFiles[0]!.text
  browser = await launchChromium()
}, 60_000)
afterAll(() => browser?.close())

describe('spectrumToPart in Chromium', () => {
  it('renders the plot with OffscreenCanvas, the curve where the data says', async () => {
    expect(existsSync(CHROMIUM_PATH), `Chromium is missing at ${CHROMIUM_PATH}`).toBe(true)
    const page = await browser!.newPage()
    await page.setContent('<!doctype html><title>spectrum</title>')
    await page.addScriptTag({ content: bundle })
    const bins = 4097
    const magnitudes = Array.from({ length: bins }, (_, bin) => {
      const octaves = Math.log2(Math.max((bin * 24_000) / (bins - 1), 1) / 1000)
      return -60 + 50 * Math.exp(-(octaves * octaves) / (2 * 0.2 * 0.2))
    })
    // The bundle's global exists only in the page.
    type PageGlobal = { multimodal: { spectrumToPart: typeof spectrumToPart } }
    const part: SpectrumPart = await page.evaluate(
      (values) =>
        (globalThis as unknown as PageGlobal).multimodal.spectrumToPart(Float32Array.from(values), 48_000, {
          dbRange: [-70, 0],
        }),
      magnitudes,
    )
    await page.close()
    expect(part.metadata).toMatchObject({ renderer: 'canvas', bins })
    const png = decode(base64ToBytes(part.image!.data))
    expect([png.width, png.height]).toEqual([640, 360])
    const plot = layoutSpectrumPlot(part.magnitudesDb, 48_000, { dbRange: [-70, 0] })
    const x = xScale(plot.area)
    const y = yScale(plot.area, plot.dbRange)
    // Canvas lines are anti-aliased: the curve is where a column turns clearly blue.
    const blueRows = (column: number) => {
      const rows: number[] = []
      for (let row = 0; row < png.height; row++) {
        const offset = (row * png.width + column) * png.channels
        const [r, , b] = [png.data[offset]!, png.data[offset + 1]!, png.data[offset + 2]!]
        if (b - r > 80) rows.push(row)
      }
      return rows
    }
    for (const [hz, db] of [
      [1000, -10],
      [100, -60],
      [10_000, -60],
    ] as const) {
      const rows = blueRows(Math.round(x(hz)))
      expect(rows.length, `curve at ${hz} Hz`).toBeGreaterThan(0)
      expect(Math.abs(Math.min(...rows) - y(db)), `curve height at ${hz} Hz`).toBeLessThanOrEqual(3)
    }
  })
})
