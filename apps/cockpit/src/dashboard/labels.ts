/** Chinese words for the state's enum values, as the dashboard shows them. */
export const WORDS: Record<string, string> = {
  cool: '制冷',
  heat: '制热',
  auto: '自动',
  ventilation: '通风',
  sequential: '顺序播放',
  shuffle: '随机播放',
  repeat_one: '单曲循环',
  repeat_all: '列表循环',
  fastest: '时间最短',
  shortest: '距离最短',
  no_highway: '不走高速',
  no_toll: '避开收费',
  avoid_congestion: '躲避拥堵',
  highway_first: '高速优先',
  low: '低速',
  medium: '中速',
  high: '高速',
  open: '打开',
  closed: '关闭',
  inner: '内循环',
  outer: '外循环',
}

export const word = (value: unknown): string => WORDS[String(value)] ?? String(value)

export const onOff = (on: unknown): string => (on ? '开' : '关')

/** A window or sunshade opening: closed, fully open, or a percentage. */
export const opening = (percent: unknown): string =>
  percent === 0 ? '关闭' : percent === 100 ? '全开' : `开 ${String(percent)}%`

/** A 0–3 level: off or the level. */
export const level = (value: unknown): string => (value ? `${String(value)} 档` : '关')
