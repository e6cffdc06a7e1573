import type { Page } from 'playwright-core'

const FINISHED_REPLY = '.mw-message--assistant:not(.mw-message--streaming)'

/** Sends a message from the page's copilot drawer and waits until its reply has finished. */
export async function ask(page: Page, text: string, timeout = 15_000): Promise<void> {
  const replies = await page.locator(FINISHED_REPLY).count()
  await page.fill('textarea.mw-copilot-input', text)
  await page.click('button.mw-copilot-send')
  await waitForReplies(page, replies + 1, timeout)
}

/** Waits until the drawer shows `count` finished replies and none streaming. */
export async function waitForReplies(page: Page, count: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    ([selector, expected]) =>
      document.querySelectorAll(selector as string).length >= (expected as number) &&
      !document.querySelector('.mw-message--streaming'),
    [FINISHED_REPLY, count] as const,
    { timeout },
  )
}

/** The drawer's messages as `role: text`. */
export function drawerMessages(page: Page): Promise<string[]> {
  return page.$$eval('.mw-message', (items) =>
    items.map((item) => `${item.getAttribute('data-role')}: ${item.querySelector('p')?.textContent ?? ''}`),
  )
}

/** The modules the chain view shows, as `id:type`, in order. */
export function chainModules(page: Page): Promise<string[]> {
  return page.$$eval('.tune-chain > [data-module]', (items) =>
    items.map((item) => `${item.getAttribute('data-module')}:${item.getAttribute('data-type')}`),
  )
}

/** A maximum deviation the XiTune view shows (`before` or `after`), in dB. */
export async function shownDeviation(page: Page, which: 'before' | 'after'): Promise<number> {
  const value = await page.getAttribute(`[data-testid="deviation-${which}"]`, 'data-value')
  return Number(value)
}
