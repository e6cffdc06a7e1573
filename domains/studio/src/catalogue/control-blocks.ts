import type { ModuleDefinition } from './module-definition.ts'

/**
 * The blocks that shape vehicle signals before they drive a parameter (Signal Flow: signal → Mapping →
 * Smooth → parameter). They carry no audio, so the DSP treats them as flat.
 */
export const CONTROL_BLOCKS: readonly ModuleDefinition[] = [
  {
    id: 'mapping-curve-v1',
    docId: 'xialgo://mapping-curve-v1',
    title: 'Signal Mapping Curve (Mapping)',
    titleZh: '信号映射曲线',
    category: 'utility',
    certification: 'ISO 26262 QM',
    maturity: 'production',
    latencyMs: 0,
    signal: 'control',
    response: 'flat',
    params: [
      {
        key: 'breakpoints',
        type: 'curve',
        // The document's own example: 0–200 km/h → 0 … +8 dB.
        default: [
          { x: 0, y: 0 },
          { x: 200, y: 8 },
        ],
        maxPoints: 16,
        aliases: ['curve', 'points'],
        description: '(x, y) breakpoints sorted by x: signal value in, parameter value out.',
      },
      {
        key: 'interpolation',
        type: 'enum',
        values: ['linear', 'step', 'cubic', 'log'],
        default: 'linear',
        description: 'Between breakpoints: linear, step, monotone cubic (no overshoot) or log-scaled x.',
      },
      {
        key: 'clamp',
        type: 'boolean',
        default: true,
        description: 'Hold the end values outside the first and last breakpoints.',
      },
      {
        key: 'fallbackValue',
        type: 'number',
        min: -100000,
        max: 100000,
        default: 0,
        aliases: ['fallback'],
        description: 'Output while the input signal is timed out or invalid, in the target parameter unit.',
      },
      {
        key: 'bindingMode',
        type: 'enum',
        values: ['absolute', 'offset', 'multiplier'],
        default: 'absolute',
        aliases: ['mode'],
        description:
          'Output is the parameter value, is added to it, or multiplies it (as bind-param-to-signal).',
      },
    ],
    keywords: ['映射', '映射曲线', '断点', '信号绑定', 'mapping', 'curve', 'breakpoints', 'signal binding'],
    description:
      'Maps a control signal such as speed, RPM or throttle onto a parameter range through a breakpoint curve.',
  },
  {
    id: 'smooth-v1',
    docId: 'xialgo://smooth-v1',
    title: 'Control Signal Smoothing (Smooth)',
    titleZh: '控制信号平滑',
    category: 'utility',
    certification: 'ISO 26262 QM',
    maturity: 'production',
    latencyMs: 0,
    signal: 'control',
    response: 'flat',
    params: [
      {
        key: 'mode',
        type: 'enum',
        values: ['onePole', 'slew', 'onePoleSlew'],
        default: 'onePole',
        description: 'One-pole low-pass, slew-rate limiter, or both.',
      },
      {
        key: 'timeConstantMs',
        type: 'number',
        min: 1,
        max: 10000,
        default: 500,
        unit: 'ms',
        aliases: ['tau', 'timeConstant'],
        description: 'A step reaches 63% after one time constant (ESE 50–150 ms, GALA 1–3 s).',
      },
      {
        key: 'slewPerS',
        type: 'number',
        // The unit follows the target parameter; 6 (dB/s) is the document's example.
        min: 0.01,
        max: 10000,
        default: 6,
        unit: '/s',
        aliases: ['slewRate'],
        description: 'Largest change per second, in the target parameter unit.',
      },
      {
        key: 'deadband',
        type: 'number',
        min: 0,
        max: 100,
        default: 0,
        description: 'Changes smaller than this are ignored, so sensor jitter does not move the output.',
      },
    ],
    keywords: ['平滑', '平滑滤波', '防跳变', 'smoothing', 'smooth', 'one-pole', 'slew rate', 'zipper noise'],
    description:
      'Smooths a control signal (one-pole or slew-limited) so that parameter changes do not click or step.',
  },
]
