import { readFileSync } from 'node:fs'
import { z } from 'zod'

const words = z.object({
  thd: z.string(),
  'frequency-response': z.string(),
  data: z.string(),
  image: z.string(),
})
const file = new URL('./vocabulary/report-asks.json', import.meta.url)
const REPORT_ASKS = z
  .object({ source: z.string(), zh: words, en: words })
  .parse(JSON.parse(readFileSync(file, 'utf8')))

/**
 * XiProbe's request for a report's numbers: plainly "I cannot read a picture" when one came (the offline
 * engine has no vision), otherwise "send the data"; never a verdict made up from the words around it.
 */
export function reportDataAsk(metric: string, image: boolean, zh: boolean): string {
  const said = REPORT_ASKS[zh ? 'zh' : 'en']
  const what = metric === 'frequency-response' ? said['frequency-response'] : said.thd
  return (image ? said.image : said.data).replace('{what}', what)
}
