import { afterEach, describe, expect, it } from 'vitest'
import { type ConfigFolder, copyShippedConfig, FRAGRANCE_FUNCTION } from '../testing/config-folder.ts'
import { Catalogue, type ReloadResult } from './catalogue.ts'

let folder: ConfigFolder
let catalogue: Catalogue
afterEach(() => {
  catalogue?.close()
  folder?.remove()
})

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20))
  expect(check()).toBe(true)
}

describe('reloading the catalogue when its files change', () => {
  it('picks up a new function, refuses a broken change keeping the last good catalogue, and says why', async () => {
    folder = copyShippedConfig()
    catalogue = new Catalogue({ functionsDir: folder.functionsDir, promptsDir: folder.promptsDir })
    const held = catalogue.functions
    const results: ReloadResult[] = []
    catalogue.watch((result) => results.push(result), 20)

    folder.writeFunction('control_fragrance', FRAGRANCE_FUNCTION)
    await until(() => results.length === 1)
    expect(results[0]).toEqual({ ok: true, count: 14 })
    // The array engines hold is the one that changed.
    expect(held.map((fn) => fn.name)).toContain('control_fragrance')

    folder.writeFunction('control_fragrance', { ...FRAGRANCE_FUNCTION, domain: 'kitchen' })
    await until(() => results.length === 2)
    const refused = results[1]!
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.error.issues[0]).toMatchObject({ field: 'domain' })
    expect(catalogue.get('control_fragrance')?.domain).toBe('vehicle_control')
    expect(held).toHaveLength(14)
  })

  it('keeps polling for the servers still watching when one stops', async () => {
    folder = copyShippedConfig()
    catalogue = new Catalogue({ functionsDir: folder.functionsDir, promptsDir: folder.promptsDir })
    const first: ReloadResult[] = []
    const second: ReloadResult[] = []
    const stopFirst = catalogue.watch((result) => first.push(result), 20)
    catalogue.watch((result) => second.push(result), 20)
    stopFirst()
    folder.writeFunction('control_fragrance', FRAGRANCE_FUNCTION)
    await until(() => second.length === 1)
    expect(first).toEqual([])
  })

  it('tells subscribers after a good reload only', () => {
    folder = copyShippedConfig()
    catalogue = new Catalogue({ functionsDir: folder.functionsDir, promptsDir: folder.promptsDir })
    let told = 0
    catalogue.subscribe(() => told++)
    folder.writeFunction('control_fragrance', '{')
    expect(catalogue.reload().ok).toBe(false)
    folder.writeFunction('control_fragrance', FRAGRANCE_FUNCTION)
    expect(catalogue.reload().ok).toBe(true)
    expect(told).toBe(1)
  })
})
