/** The two parameters an XY pad moves, per module type (SYNTH_MODULES.md "XYPads"). */
export const XY_AXES: Record<string, { x: string; y: string }> = {
  simpleoscillator: { x: 'freq', y: 'gain' },
  delay: { x: 'delayTime', y: 'feedback' },
  reverb: { x: 'decay', y: 'wet' },
  // The original's bitcrusher pad ran x over 1..8 while bits only allows 1.8..5; here x spans the
  // parameter's own range.
  bitcrusher: { x: 'bits', y: 'wet' },
}
