/** The synth app's id on the server (the synth domain also answers to its alias). */
export const SYNTH_APP = 'synth'
