// The sound of the third protein scoop (spec §2, volume 0.8 from §9), made with the Web Audio API
// so nothing is downloaded: a short rising arpeggio with a bright tail, about 1.6 s long.
import { ADDED_PROTEIN } from "@nutrisnap/shared/constants";

const NOTES_HZ = [392, 523.25, 659.25, 783.99, 1046.5];
const NOTE_S = 0.12;
const TAIL_S = 1;

export interface PlayingSound {
  stop(): void;
  /** Resolves when the sound has ended by itself or been stopped. */
  ended: Promise<void>;
}

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as typeof globalThis & { webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Plays the sound at the spec's volume; answers null where the browser has no Web Audio. */
export function playScoopSound(volume: number = ADDED_PROTEIN.soundVolume): PlayingSound | null {
  const Context = audioContextClass();
  if (!Context) return null;
  const audio = new Context();
  const master = audio.createGain();
  master.gain.value = volume;
  master.connect(audio.destination);
  const start = audio.currentTime + 0.02;
  const oscillators: OscillatorNode[] = [];
  NOTES_HZ.forEach((frequency, index) => {
    const oscillator = audio.createOscillator();
    const envelope = audio.createGain();
    oscillator.type = index === NOTES_HZ.length - 1 ? "triangle" : "square";
    oscillator.frequency.value = frequency;
    const at = start + index * NOTE_S;
    const length = index === NOTES_HZ.length - 1 ? TAIL_S : NOTE_S;
    envelope.gain.setValueAtTime(0, at);
    envelope.gain.linearRampToValueAtTime(0.35, at + 0.01);
    envelope.gain.exponentialRampToValueAtTime(0.001, at + length);
    oscillator.connect(envelope).connect(master);
    oscillator.start(at);
    oscillator.stop(at + length + 0.02);
    oscillators.push(oscillator);
  });
  let finish: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  let done = false;
  const close = () => {
    if (done) return;
    done = true;
    void audio.close().catch(() => undefined);
    finish();
  };
  oscillators.at(-1)!.onended = close;
  return {
    stop: () => {
      for (const oscillator of oscillators) {
        try {
          oscillator.stop();
        } catch {
          // already stopped
        }
      }
      close();
    },
    ended,
  };
}
