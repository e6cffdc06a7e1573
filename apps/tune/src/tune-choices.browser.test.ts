import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { startStudioServer } from '@mindwire/studio/testing'
import { browserAppForTests } from '@mindwire/testkit/browser-app'
import { CHROMIUM_PATH } from '@mindwire/testkit/chromium'
import { describe, expect, it } from 'vitest'
import { buildTuneApp, TUNE_APP_DIR } from './testing/build-tune-app.ts'

// Issue 43: the choices a person picks from on the tuning studio's module cards ("highpass", "lowShelf") and
// the signals of the bindings panel ("vehicle.speed") are shown in the page's language; the values sent stay
// the code's. Checked in Chinese, then after the header's switch in English.
const ARTIFACTS = join(TUNE_APP_DIR, 'test-artifacts')
const HAN = /\p{Script=Han}/u
// A code name: a lower-case word run into capitals or dotted words (lowShelf, vehicle.speed), or an all
// lower-case word (highpass); what people read starts with a capital or is Chinese.
const CODE_NAME = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/

const app = browserAppForTests({
  build: buildTuneApp,
  serve: (root) => startStudioServer({ webApps: [{ base: '/tune/', root }] }),
  viewport: { width: 1280, height: 900 },
  apiKey: (server) => server.key,
  locale: 'zh-CN',
})
const page = () => app.page

/** Every option of the module cards' choice fields and of the bindings panel's signal field. */
function choices() {
  return page().evaluate(() => {
    const options = (selector: string) =>
      [...document.querySelectorAll<HTMLOptionElement>(selector)]
        .filter((option) => option.value !== '')
        .map((option) => ({ value: option.value, text: option.textContent ?? '' }))
    return {
      params: options('.tune-chain select[data-param] option'),
      signals: options('.tune-bindings form select:nth-of-type(2) option'),
    }
  })
}

describe('the tuning studio’s choices in words for people', () => {
  it('names enum choices and signals in Chinese, and binds by the signal’s name', async () => {
    expect(existsSync(CHROMIUM_PATH), `install Chromium: apt-get install -y chromium`).toBe(true)
    await page().goto(`${app.server.url}/tune/`)
    await page().waitForSelector('.tune-chain select[data-param="type"]')
    await page().waitForSelector('.tune-bindings select option[value="vehicle.speed"]', { state: 'attached' })
    const { params, signals } = await choices()
    expect(params.length).toBeGreaterThan(3)
    expect(params.filter((option) => !HAN.test(option.text) && CODE_NAME.test(option.text))).toEqual([])
    expect(params).toContainEqual({ value: 'lowShelf', text: '低架' })
    expect(signals).toContainEqual({ value: 'vehicle.speed', text: '车速' })
    expect(signals.filter((option) => option.text.includes('.'))).toEqual([])

    // Binding a parameter to the vehicle's speed: the form sends the signal's name, the list shows its title.
    const target = await page().$eval(
      '.tune-bindings form select:nth-of-type(1)',
      (select) =>
        [...(select as HTMLSelectElement).options].find((option) => option.value.includes('.'))!.value,
    )
    const selects = page().locator('.tune-bindings form select')
    await selects.nth(0).selectOption(target)
    await selects.nth(1).selectOption('vehicle.speed')
    await page().click('.tune-bindings form button[type="submit"]')
    const bound = page().locator('.tune-bindings li[data-binding="vehicle.speed"]')
    await bound.waitFor()
    expect(await bound.textContent()).toContain('车速')
    expect(await bound.textContent()).not.toContain('vehicle.speed')
    await mkdir(ARTIFACTS, { recursive: true })
    await page().screenshot({ path: join(ARTIFACTS, 'tune-choices-zh.png'), fullPage: true })
  })

  it('says the same choices in English after the switch', async () => {
    await page().click('[data-action="switch-language"]')
    await page().waitForFunction(() =>
      [...document.querySelectorAll('.tune-chain select[data-param="type"] option')].some(
        (option) => option.textContent === 'Low shelf',
      ),
    )
    const { params, signals } = await choices()
    expect(params.filter((option) => HAN.test(option.text) || CODE_NAME.test(option.text))).toEqual([])
    expect(signals).toContainEqual({ value: 'vehicle.speed', text: 'Vehicle speed' })
    expect(signals.filter((option) => HAN.test(option.text) || option.text.includes('.'))).toEqual([])
    const bound = await page().locator('.tune-bindings li[data-binding="vehicle.speed"]').textContent()
    expect(bound).toContain('Vehicle speed')
    expect(bound).not.toContain('vehicle.speed')
    await page().screenshot({ path: join(ARTIFACTS, 'tune-choices-en.png'), fullPage: true })
    expect(app.problems).toEqual([])
  })
})
