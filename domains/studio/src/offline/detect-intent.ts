/** What a request to the studio asks for, as the offline engine understands it. */
export type StudioIntent =
  | { kind: 'engine-sound-chain' }
  | { kind: 'add-module'; query: string }
  | { kind: 'remove-module'; query: string }
  | { kind: 'bass'; direction: 'less' | 'more' }
  | { kind: 'treble'; direction: 'less' | 'more' }
  | { kind: 'bind-signal'; signalName: string; target: string }
  | { kind: 'auto-tune'; position: Position; signalType: SignalType }
  | { kind: 'measure'; position: Position; signalType: SignalType }
  | { kind: 'diagnose'; position: Position }
  | { kind: 'generate-tests'; request: string }
  | { kind: 'generate-code'; request: string }
  | { kind: 'run-tests'; suiteId: string }
  | { kind: 'set-param'; request: string }
  | { kind: 'open-app'; app: string; intent: string }
  | { kind: 'search'; query: string }
  | { kind: 'unknown' }

export type Position = 'driver' | 'passenger' | 'rear'
export type SignalType = 'sweep' | 'pink'

const has = (text: string, pattern: RegExp) => pattern.test(text)

/** Reads the request; `hasSpectrum` when the person attached a spectrum to it. */
export function detectIntent(raw: string, hasSpectrum: boolean): StudioIntent {
  const text = raw.toLowerCase()
  const position = positionIn(text)
  const signalType: SignalType = has(text, /粉红?噪|pink/) ? 'pink' : 'sweep'
  if (
    hasSpectrum ||
    has(
      text,
      /(频响|频谱|曲线|response|spectrum|curve).*(问题|毛病|怎么样|怎样|诊断|wrong|problem|issue)|诊断|diagnos/,
    )
  )
    return { kind: 'diagnose', position }
  if (has(text, /声浪|引擎声|发动机声|engine[- ]?sound|\bese\b/)) return { kind: 'engine-sound-chain' }
  if (has(text, /单测|单元测试|测试用例|unit[- ]?tests?|test cases?/))
    return { kind: 'generate-tests', request: raw }
  if (
    has(
      text,
      /(生成|写|generate|write|create).*(代码|模块|限幅器|压缩器|均衡|滤波|延时|门限|削波|code|module|limiter|compressor|\beq\b|filter|delay|gate|clipper)/,
    )
  )
    return { kind: 'generate-code', request: raw }
  if (has(text, /(运行|跑|执行|run|start).*(测试|用例|套件|tests?|suite)|回归测试|regression/))
    return { kind: 'run-tests', suiteId: suiteIn(text) }
  if (
    has(
      text,
      /随.*(车速|速度|转速|噪|油门)|跟随|follow|bind|绑定|with (the )?(vehicle )?(speed|rpm)|(speed|rpm)[- ]dependent/,
    )
  )
    return { kind: 'bind-signal', signalName: signalIn(text), target: raw }
  if (has(text, /根据测量|自动调音|自动调|auto[- ]?tun|tune .*(measure|target)|调到目标|按目标/))
    return { kind: 'auto-tune', position, signalType }
  if (has(text, /^(测量|测一下|测一测)|测量|measure|measurement/))
    return { kind: 'measure', position, signalType }
  const bass = bassDirection(text)
  if (bass) return { kind: 'bass', direction: bass }
  const treble = trebleDirection(text)
  if (treble) return { kind: 'treble', direction: treble }
  const app = appIn(text)
  if (app && has(text, /打开|去|切到|跳到|open|go to|switch to/))
    return { kind: 'open-app', app, intent: appIntent(text) }
  if (has(text, /删除|删掉|去掉|移除|remove|delete/)) return { kind: 'remove-module', query: raw }
  if (has(text, /(调到|设为|设置为|改成|改为|调成|set .* to|change .* to)/))
    return { kind: 'set-param', request: raw }
  if (has(text, /(加|添加|增加|插入|add|insert|put)/)) return { kind: 'add-module', query: raw }
  if (has(text, /搜索|搜一下|查找|找一个|找找|有没有|推荐|search|find|look for|recommend/))
    return { kind: 'search', query: raw }
  return { kind: 'unknown' }
}

function positionIn(text: string): Position {
  if (has(text, /副驾|passenger/)) return 'passenger'
  if (has(text, /后排|后座|rear|back seat/)) return 'rear'
  return 'driver'
}

function bassDirection(text: string): 'less' | 'more' | undefined {
  if (!has(text, /低频|低音|低架|bass|low end|lows\b/)) return undefined
  if (has(text, /闷|浑|糊|轰|太重|太多|过多|多了|boomy|muddy|boom|too much|heavy|bloated/)) return 'less'
  if (has(text, /不够|太少|太弱|单薄|薄|少了|thin|weak|not enough|lacks|more/)) return 'more'
  return undefined
}

function trebleDirection(text: string): 'less' | 'more' | undefined {
  if (!has(text, /高频|高音|高架|treble|highs\b|top end/)) return undefined
  if (has(text, /刺|尖|太亮|太多|harsh|bright|sibilant|too much/)) return 'less'
  if (has(text, /不够|暗|闷|太少|dull|dark|not enough|more/)) return 'more'
  return undefined
}

function signalIn(text: string): string {
  if (has(text, /转速|rpm/)) return 'vehicle.rpm'
  if (has(text, /噪|noise/)) return 'cabin.noise.db'
  if (has(text, /油门|throttle/)) return 'vehicle.throttle'
  if (has(text, /平滑|smoothed/)) return 'vehicle.speed.smoothed'
  return 'vehicle.speed'
}

function suiteIn(text: string): string {
  if (has(text, /目标|曲线|target|tuning/)) return 'tuning-target'
  if (has(text, /削波|clip|headroom|安全|safety/)) return 'headroom'
  if (has(text, /分频|crossover/)) return 'crossover'
  return 'regression'
}

function appIn(text: string): string | undefined {
  const match = text.match(/xi[- ]?(studio|tune|test|forge|probe)/)
  if (match) return `xi-${match[1]}`
  if (has(text, /调音|tune app/)) return 'xi-tune'
  return undefined
}

function appIntent(text: string): string {
  if (has(text, /自动调音|auto[- ]?tun/)) return 'auto-tune'
  if (has(text, /测量|measure/)) return 'measure'
  return 'open'
}
