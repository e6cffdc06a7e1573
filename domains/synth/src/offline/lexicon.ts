import building from './vocabulary/building.json' with { type: 'json' }
import keeping from './vocabulary/deletion-keeps.json' with { type: 'json' }
import speechActs from './vocabulary/questions-and-negations.json' with { type: 'json' }

/** What a word in a canvas command means; the scanner turns matches into tokens. */
export type Verb =
  | 'add'
  | 'delete'
  | 'connect'
  | 'disconnect'
  | 'set'
  | 'enable'
  | 'disable'
  | 'inspect'
  | 'ask'
  | 'modulate'
  | 'undo'
  | 'replace'

/** Small words with a grammatical role. */
export type Role =
  | 'them'
  | 'it'
  | 'all'
  | 'subject'
  | 'to'
  | 'modules'
  | 'canvas'
  | 'link'
  | 'break'
  | 'greeting'
  | 'between'
  | 'after'
  | 'before'
  | 'up'
  | 'down'
  | 'not'
  | 'keep'
  | 'rest'
  | 'bridge'

/** Expands `[meaning, 'word|word|…']` rows into `[word, meaning]` pairs. */
function expand<T>(rows: ReadonlyArray<readonly [T, string]>): Array<readonly [string, T]> {
  return rows.flatMap(([meaning, words]) => words.split('|').map((word) => [word, meaning] as const))
}

/**
 * Module words → catalogue types, most likely first. A word naming a family (振荡器) lists the related
 * types: a new module takes the first, a reference to an existing one takes the first type on the canvas.
 * The catalogue has no filter: the 3-band EQ is the filter.
 */
export const MODULE_WORDS: ReadonlyArray<readonly [string, readonly string[]]> = expand<readonly string[]>([
  [['simpleoscillator'], '简单振荡器|simple oscillator|sine wave generator'],
  [['simpleoscillator', 'advancedoscillator'], '振荡器|震荡器|oscillator|osc|vco'],
  [
    ['advancedoscillator'],
    '高级振荡器|复音振荡器|多音振荡器|复音合成器|advanced oscillator|polyphonic oscillator|poly oscillator|poly synth|polysynth',
  ],
  [['advancedoscillator', 'trumpet'], '合成器|synth'],
  [['trumpet'], '小号|小号合成器|铜管|trumpet|brass'],
  [['lfo'], '低频振荡器|lfo|low frequency oscillator'],
  [['midiinput'], 'midi输入器|midi输入|midi 输入|midi input|midi'],
  [['keyboardinput'], '键盘输入器|键盘输入|虚拟键盘|键盘|keyboard|piano keyboard'],
  [['sequencer'], '音序器|序列器|步进音序器|sequencer|step sequencer'],
  [['reverb'], '混响效果器|混响效果|混响器|混响|reverb'],
  [['delay'], '回声延迟|延迟效果|延迟器|延迟|延时|回声|delay|echo'],
  [['eq'], '均衡器|均衡|滤波器|滤波|低通滤波器|高通滤波器|eq|equalizer|equaliser|filter'],
  [['bitcrusher'], '复古破碎|比特破碎|破碎|降采样|bitcrusher|bit crusher|crusher'],
  [['speaker'], '扬声器|喇叭|音箱|输出|输出模块|speaker|speakers|output|audio output'],
  [['numberinput'], '数字输入|常数|number input'],
  [['calculator'], '计算器|calculator'],
  [['oscilloscope'], '示波器|oscilloscope|scope'],
])

/** Module words that may name a port of the module just mentioned ("the oscillator output"). */
export const GENERIC_MODULE_WORDS: ReadonlySet<string> = new Set(['output', '输出', 'audio output'])

/** Verb words; longer words win, so 断开连接 is a disconnect and never a connect. */
export const VERB_WORDS: ReadonlyArray<readonly [string, Verb]> = expand<Verb>([
  [
    'add',
    '添加|加上|加入|加个|加一个|加|新建|新增|创建|放一个|放置|来一个|再来一个|搭建|搭一个|插入|插一个|插个|插到|插|串一个|串个',
  ],
  ['add', 'add|create|insert|place|new|build|make a|put a|put an|spawn|slot|squeeze'],
  ['add', building.buildVerbs.join('|')],
  // Modulation names a source and the parameter it moves (用LFO调制振荡器的音量, modulate the osc pitch).
  ['modulate', '调制|modulate|modulates|modulating|modulation|wobble|wobbles'],
  ['undo', '撤销|撤消|撤回|还原|undo|take that back|revert'],
  ['replace', '换成|替换成|替换为|换为|替换|replace|swap out'],
  [
    'delete',
    '删除|删掉|删了|删|移除|去掉|拿掉|去除|清除|清空|干掉|delete|remove|drop|get rid of|erase|clear',
  ],
  [
    'connect',
    '连接到|连接至|连接|连到|连至|连上|连起来|接到|接至|接上|接入|接起来|连|输出到|送到|送入|串联|串起来|相连|->|→',
  ],
  ['connect', 'connect|connected|wire|wire up|patch|route|link|hook up|plug|feed|chain'],
  ['disconnect', '断开连接|断开|断掉|拔掉|取消连接|解除连接|断|disconnect|unplug|unpatch|detach|unlink'],
  [
    'set',
    '调到|调成|调为|调整为|调整到|调整成|设置为|设置成|设置到|设置|设为|设成|设到|设定|改成|改为|改到|变成|调|设|改|=',
  ],
  ['set', 'set|change|adjust|tune|switch|raise|lower|increase|decrease'],
  // Verbs of moving a control; the amount or the value after them says which ("bring the level to -6 dB").
  ['set', 'bring|push|pull|move|nudge|crank|dial|bump'],
  // Relative changes read as "set" and then ask for a value; they must never read as 加 (add).
  ['set', '增加|加大|加快|加强|加深|提高|降低|减小|减少|调高|调低|调大|调小|升高'],
  ['enable', '启用|打开|开启|激活|启动|enable|turn on|switch on|unmute|activate'],
  // "off" alone: "turn the reverb off" splits the phrase around the module.
  ['disable', '禁用|关闭|关掉|停用|静音|disable|turn off|switch off|mute|bypass|off'],
  ['inspect', "查看|看看|看一下|显示|列出|有哪些|有什么|show|list|describe|inspect|what's on|what is on"],
  ['ask', '什么是|是什么|为什么|怎么|如何|怎样|原理|解释|介绍|区别|有什么用'],
  ['ask', "what is|what's|what are|why|how|explain|tell me about|difference"],
])

/** Parameter words → parameter names, most likely first; the module decides which of them exists. */
export const PARAMETER_WORDS: ReadonlyArray<readonly [string, readonly string[]]> = expand<readonly string[]>(
  [
    [['freq', 'rate'], '频率|frequency|freq'],
    [['freq', 'detune'], 'pitch|音高'],
    [['gain', 'gainDb', 'level'], '增益|gain|音量|响度|volume|loudness'],
    [['level', 'gainDb', 'gain'], '电平|level'],
    [['waveform'], '波形|waveform|wave'],
    [['wet'], '湿度|湿声|干湿比|干湿|混合比|wet|mix|dry/wet'],
    [['decay'], '衰减时间|衰减|decay'],
    [['preDelay'], '预延迟|pre-delay|predelay|pre delay'],
    [['delayTime'], '延迟时间|延时时间|delay time'],
    [['delayTime', 'decay', 'sustainTime'], '时间|time'],
    [['feedback'], '反馈|feedback'],
    [['rate'], '速率'],
    [['rate', 'vibratoRate'], 'rate'],
    [['rate', 'bpm'], '速度|speed'],
    [['freqModDepth', 'depth'], '调制深度'],
    [['depth', 'freqModDepth', 'vibratoDepth'], '深度|depth'],
    [['bpm'], 'bpm|节拍|节奏|tempo'],
    // The band's gain first; a value outside its range (低频调到300) picks the crossover instead.
    [['low', 'lowFrequency'], '低音|低频增益|低频|lows|low end|low band|bass band|low'],
    [['mid'], '中音|中频|mids|mid band|mid|middle'],
    [['high', 'highFrequency'], '高音|高频|treble|highs|high band|high'],
    [['lowFrequency'], '低频分频点|低频分频|low frequency|low crossover'],
    [['highFrequency'], '高频分频点|高频分频|high frequency|high crossover'],
    [['bits'], '位深|比特|位数|bits|bit depth'],
    [['balance'], '平衡|声像|左右平衡|balance|pan'],
    [['attack'], '起音|attack'],
    [['release'], '释放|释音|release'],
    [['sustain'], '延音|sustain'],
    [['detune'], '失谐|detune'],
    [['octave'], '八度|octaves|octave'],
    [['semi'], '半音|semitones|semitone'],
    [['transpose'], '移调|变调|transpose'],
    [['voiceCount'], '复音数|发音数|声部数|voices|voice count|polyphony'],
    [['brightness'], '亮度|brightness'],
    [['vibratoRate'], '颤音速率|颤音速度|vibrato rate'],
    [['vibratoDepth'], '颤音深度|vibrato depth'],
    // Vibrato and tremolo name what moves: the pitch or the volume (of a trumpet, its own vibrato).
    [['vibratoDepth', 'freq', 'detune'], '颤音|vibrato'],
    [['gain', 'level'], '震音|tremolo'],
    [['expression'], '表情|expression'],
    [['portamento'], '滑音|portamento|glide'],
    [['value'], '数值|值|value'],
    [['operation'], '运算|operation'],
    [['channel'], '通道|channel'],
    [['velocitySensitivity', 'attackVelSens'], '力度灵敏度|力度|velocity sensitivity'],
    [['startNote'], '起始音|start note'],
    [['noteCount'], '键数|note count'],
  ],
)

/** Words that are a list value, with the parameter they imply when none is named (改成方波). */
export const VALUE_WORDS: ReadonlyArray<readonly [string, string, string]> = [
  ...expand<string>([
    ['sine', '正弦波|正弦|sine'],
    ['square', '方波|square'],
    ['sawtooth', '锯齿波|锯齿|sawtooth|saw'],
    ['triangle', '三角波|三角|triangle'],
  ]).map(([word, value]) => [word, value, 'waveform'] as const),
  ...expand<string>([
    ['+', '加法'],
    ['-', '减法'],
    ['*', '乘法'],
    ['/', '除法'],
  ]).map(([word, value]) => [word, value, 'operation'] as const),
]

/** Port words that name an input when connecting (连到扬声器左声道, LFO 连到振荡器的频率). */
export const PORT_WORDS: ReadonlyArray<readonly [string, string]> = expand<string>([
  ['audioInLeft', '左声道|左边|left channel|left|audioInLeft'],
  ['audioInRight', '右声道|右边|right channel|right|audioInRight'],
  ['freqMod', 'freqMod'],
  ['gainMod', 'gainMod'],
  ['detuneIn', 'detuneIn'],
  ['activeNotes', 'activeNotes'],
  ['activeVelocities', 'activeVelocities'],
  ['notes', 'notes'],
  ['velocities', 'velocities'],
  ['expression', 'expression'],
  ['audioout', 'audioout'],
])

/** Ordinal words: which of several modules of one type (the second oscillator, 最后一个振荡器). */
export const ORDINAL_WORDS: ReadonlyArray<readonly [string, number]> = expand<number>([
  // "the second one": the number word belongs to the ordinal, never a value.
  [1, 'first|first one|第一个|第一'],
  [2, 'second|second one|第二个|第二'],
  [3, 'third|third one|第三个|第三'],
  [4, 'fourth|第四个|第四'],
  [5, 'fifth|第五个|第五'],
  [-1, 'last|last one|最后一个|最后的|最后'],
])

/** Words read and dropped, so that their parts are not read (一下 is no number). */
export const SILENT_WORDS: readonly string[] = ['一下', ...building.framing]

/** Small words with a grammatical role. */
export const ROLE_WORDS: ReadonlyArray<readonly [string, Role]> = expand<Role>([
  ['them', '它们|他们|这些|them|all of them|these|those'],
  ['it', '它|他|it|this|that'],
  ['all', '所有|全部|全都|all|every|each|both'],
  ['subject', '把|将|让|给'],
  ['to', 'to|into|onto|through'],
  ['to', building.feeds.join('|')],
  ['modules', '模块|modules|module'],
  // 连接 as a noun (断开A和B的连接, remove the connection): never a connect verb; with 删除 it means disconnect.
  ['link', '的连接|之间的连接|的连线|连接线|连线|connection|connections|cable|cables|wire between'],
  ['canvas', '画布|canvas|workspace|everything|所有东西|全部模块'],
  ['break', '然后|接着|之后|再|then|after that|afterwards|next'],
  ['greeting', '你好|您好|hello|hi|hey|帮助|help'],
  ['between', '之间|中间|in between|in-between|between'],
  // 后面/前面 follow their module (振荡器后面), after/before precede it (after the EQ).
  ['after', '后面|后边|之后的位置|后|after'],
  ['before', '前面|前边|之前|前|before'],
  // Directions of a pitch shift (up an octave, 降八度); drop/lower/raise/升高/降低 are verbs read the same way.
  ['up', 'up|higher|升'],
  ['down', 'down|降'],
  // "Don't delete the reverb", 别动混响: the clause's verb is not to be done.
  ['not', speechActs.negations.join('|')],
  // A deletion's exceptions and its chain: "…except the speaker", "…but keep the rest connected", 只留下….
  ['keep', keeping.keep.join('|')],
  ['rest', keeping.rest.join('|')],
  ['bridge', keeping.bridge.join('|')],
])

/** A sound people ask for by name, answered from the knowledge base's patch page (patch-<name>.md). */
export type Patch = 'bass' | 'lead' | 'pad' | 'pluck'

/**
 * Timbre words → the patch they ask for. "bass" alone is also the EQ's low band: with a value said (set the
 * bass to -6) it reads as that parameter instead.
 */
export const TIMBRE_WORDS: ReadonlyArray<readonly [string, Patch]> = expand<Patch>([
  // "… patch" is the sound's name, not the connect verb patch.
  ['bass', '贝斯|低音贝斯|bass|bassline|bass line|bass sound|bass patch|bass synth patch'],
  ['lead', '主音|主旋律音色|领奏|lead|lead synth|lead sound|solo synth|lead patch|lead synth patch'],
  ['pad', '铺底|铺垫|长音铺底|pad|pads|pad sound|pad patch|pad synth patch'],
  ['pluck', '拨弦|拨奏|pluck|plucks|plucky|plucked|pluck patch|pluck synth patch'],
])

/**
 * Parameter words whose candidates are equals, not a preference: the value must fit exactly one of the
 * module's parameters (the EQ's cutoff is one of its two crossovers), else the engine asks.
 */
export const EITHER_PARAMETER_WORDS: ReadonlyArray<readonly [string, readonly string[]]> = expand<
  readonly string[]
>([
  [
    ['lowFrequency', 'highFrequency', 'freq'],
    '截止频率|截止|cutoff frequency|cutoff|cut-off|cut off frequency',
  ],
])

/**
 * What people ask for that the catalogue does not have; naming one makes the engine explain and ask
 * instead of acting on the rest of the sentence (a compressor is not an oscillator).
 */
export const UNSUPPORTED_WORDS: readonly string[] = [
  // Filter slope, poles and resonance: the catalogue's filter is a 3-band EQ without them.
  ...'/oct|/octave|per octave|每倍频程|斜率|slope|pole|poles|四极|两极|resonance|共振|谐振|q factor'.split(
    '|',
  ),
  ...'压缩器|压缩|合唱|镶边|移相|失真|过载|包络|侧链|波表|噪声|采样器|鼓机|限制器|门限'.split('|'),
  ...'compressor|chorus|flanger|phaser|distortion|overdrive|envelope|sidechain|side-chain|wavetable|noise|sampler|drum machine|limiter|kick'.split(
    '|',
  ),
]
