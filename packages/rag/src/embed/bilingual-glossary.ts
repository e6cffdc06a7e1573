/**
 * English and Chinese names of the same thing, for the vocabulary of the platform's applications: audio
 * and signal processing, synthesis, in-car functions, and the copilot itself. Each line is one concept;
 * `|` separates its names. The local embedder gives every name of a concept one shared feature, so an
 * English question can reach a Chinese passage (and back) — the one thing a hashed bag of words cannot
 * do on its own. Written from general domain vocabulary, not from any evaluation question.
 */
export const BILINGUAL_GLOSSARY = `
audio|音频|声音 · sound|声音|音 · signal|信号 · noise|噪声|噪音 · white noise|白噪声 · pink noise|粉红噪声
frequency|频率 · frequency response|频响|频率响应 · spectrum|频谱 · bandwidth|带宽 · band|频段|频带
amplitude|振幅|幅度 · level|电平 · gain|增益 · volume|音量 · loudness|响度 · decibel|db|分贝
phase|相位 · polarity|极性 · invert|反相|反转 · delay|延迟|延时 · latency|延迟|时延 · echo|回声
reverb|混响 · reverberation|混响 · room|房间|空间 · distortion|失真 · clipping|削波|限幅 · harmonic distortion|谐波失真
harmonic|谐波|泛音 · overtone|泛音 · fundamental|基频|基音 · harmonic series|泛音列|谐波序列 · octave|八度
semitone|半音 · cent|音分 · interval|音程 · pitch|音高 · tune|调音|音调 · tuning|调音 · detune|失谐
waveform|波形 · sine|正弦|正弦波 · square|方波 · sawtooth|锯齿波|锯齿 · triangle|三角波 · pulse|脉冲|脉冲波
oscillator|振荡器 · lfo|低频振荡器 · envelope|包络 · attack|起音 · decay|衰减 · sustain|保持|延音 · release|释放
filter|滤波器|滤波 · cutoff|截止|截止频率 · resonance|共振|谐振 · low pass|lowpass|低通 · high pass|highpass|高通
band pass|bandpass|带通 · notch|陷波 · shelf|搁架 · low shelf|低频搁架 · high shelf|高频搁架 · slope|斜率
equalizer|均衡器|均衡 · eq|均衡 · parametric|参量|参数均衡 · q factor|品质因数 · peak|峰值|峰 · dip|凹陷|坑
compressor|压缩器|压缩 · limiter|限幅器|限制器 · threshold|阈值|门限 · ratio|比率|压缩比 · knee|拐点 · makeup|补偿
gate|噪声门|门 · expander|扩展器 · ducking|闪避|避让 · sidechain|侧链 · dynamics|动态 · dynamic range|动态范围
mix|混音|混合 · mixer|混音器|调音台 · channel|声道|通道 · stereo|立体声 · mono|单声道 · pan|声像 · balance|平衡
left|左|左边|左声道 · right|右|右边|右声道 · center|中置|中间 · surround|环绕 · width|宽度 · upmix|上混
speaker|扬声器|喇叭|音箱 · tweeter|高音单元|高音喇叭 · woofer|低音单元|低音喇叭 · subwoofer|低音炮|超低音
crossover|分频器|分频 · driver|单元|驱动 · cabin|车厢|座舱 · microphone|mic|麦克风|话筒 · array|阵列
bass|低音|低频 · treble|高音|高频 · midrange|中音|中频 · boomy|轰|发闷 · muddy|浑浊|闷 · harsh|刺耳
sample|采样|样本 · sample rate|采样率 · sampling|采样 · resample|重采样 · bit depth|位深 · quantization|量化
aliasing|混叠 · nyquist|奈奎斯特 · dither|抖动 · bitcrusher|比特破碎|降采样 · buffer|缓冲|缓冲区
fft|快速傅里叶变换 · fir|有限冲激响应 · iir|无限冲激响应 · biquad|双二阶 · convolution|卷积 · impulse response|冲激响应
measurement|测量 · measure|测量 · analyzer|分析仪|分析器 · meter|表|仪表 · sweep|扫频 · rta|实时频谱分析
coefficient|系数 · adaptive|自适应 · step size|步长 · convergence|收敛 · stability|稳定性|稳定 · stable|稳定
suppression|抑制 · cancellation|消除 · noise cancellation|降噪 · active noise|主动降噪 · road noise|路噪 · engine|发动机|引擎
smoothing|平滑 · smooth|平滑 · ramp|斜坡|渐变 · click|咔哒|爆音 · pop|爆音 · mute|静音 · fade|淡入|淡出
synthesizer|synth|合成器 · synthesis|合成 · subtractive|减法 · additive|加法 · fm|调频 · modulation|调制
modulate|调制 · depth|深度 · rate|速率|速度 · speed|速度|车速 · tempo|速度|节奏 · bpm|每分钟节拍 · beat|拍|节拍
note|音符 · key|琴键|按键|键 · keyboard|键盘 · velocity|力度 · midi|迈迪 · sequencer|音序器 · step|步
polyphony|复音|复音数 · polyphonic|复音 · voice|复音|声部|语音 · voice stealing|抢占|偷取 · monophonic|单音
module|模块 · patch|音色|连线 · preset|预设 · parameter|参数 · default|默认|默认值 · range|范围
port|端口 · input|输入 · output|输出 · connect|连接|连 · connection|连接 · cable|连线|线 · canvas|画布
trumpet|小号 · brass|铜管 · pad|铺底|垫音 · pluck|拨弦 · lead|主音 · drone|持续音 · bass line|贝斯
oscilloscope|示波器 · scope|示波器 · trigger|触发 · quiet|安静|小声 · loud|响|大声 · silent|无声|没声音
no sound|没有声音|没声音 · browser|浏览器 · play|播放|演奏 · stop|停止|停 · start|开始|启动
air conditioning|ac|空调 · temperature|温度 · degree|度 · heat|加热|暖 · cool|制冷|凉 · fan|风量|风扇
defrost|除霜 · demist|除雾 · window|车窗|窗户|窗 · sunroof|天窗 · seat|座椅|座位 · heating|加热
ventilation|通风 · massage|按摩 · door|车门|门 · lock|锁|上锁 · unlock|解锁 · trunk|后备箱|尾门
light|灯|灯光 · headlight|大灯|前照灯 · hazard|双闪|危险警示灯 · reading light|阅读灯 · ambient light|氛围灯
wiper|雨刮|雨刷 · rain|雨 · tire|轮胎|胎 · tire pressure|胎压 · battery|电池 · charge|充电 · charging|充电
range|续航|里程 · mileage|里程 · energy|能耗|能量 · winter|冬天|冬季 · cold|冷|低温 · highway|高速|高速公路
navigation|导航 · route|路线 · destination|目的地 · traffic|路况|交通 · congestion|拥堵|堵车 · parking|停车
restaurant|餐厅|饭店 · nearby|附近|周边 · search|搜索|查找 · music|音乐 · song|歌曲|歌 · playlist|歌单
shuffle|随机播放 · repeat|循环 · next|下一首|下一个 · previous|上一首 · radio|收音机|电台
driver|驾驶员|司机 · passenger|乘客 · driving|驾驶|开车 · vehicle|车辆|车 · car|汽车|车 · safety|安全
confirm|确认 · confirmation|确认 · cancel|取消 · offline|离线 · network|网络 · voice assistant|语音助手
assistant|助手 · command|指令|命令 · privacy|隐私 · history|历史|记录 · delete|删除 · clear|清除
pedestrian|行人 · warning|警告|提醒 · alert|提示|警报 · distraction|分心 · screen|屏幕 · pinch|防夹
copilot|副驾|助手 · tool|工具 · error|错误 · validation|校验|验证 · undo|撤销 · checkpoint|检查点
algorithm|算法 · latency budget|延迟预算 · cpu|处理器 · certification|认证 · production|量产|生产
`

/** The concepts: each a list of names (English lowercase, possibly several words; Chinese words). */
export function glossaryConcepts(): string[][] {
  return BILINGUAL_GLOSSARY.split(/[·\n]/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) =>
      line
        .split('|')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    )
}
