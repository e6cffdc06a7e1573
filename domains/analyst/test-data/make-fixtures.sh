#!/usr/bin/env bash
# Makes the tiny FLAC and MP3 fixtures the decoder tests read: a 440 Hz sine at −6 dBFS, 1 s, 44.1 kHz,
# stereo (FLAC, 16 bit) and mono (MP3, 128 kb/s CBR). Needs sox, flac and lame (Debian: apt-get install
# -y sox flac lame). The outputs are committed; rerun only to change them.
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sox -n -r 44100 -b 16 -c 2 "$tmp/tone-stereo.wav" synth 1 sine 440 gain -6
sox -n -r 44100 -b 16 -c 1 "$tmp/tone-mono.wav" synth 1 sine 440 gain -6
flac --silent --force --best -o tone-440-stereo.flac "$tmp/tone-stereo.wav"
lame --quiet -b 128 --cbr "$tmp/tone-mono.wav" tone-440-mono.mp3
ls -l tone-440-stereo.flac tone-440-mono.mp3
