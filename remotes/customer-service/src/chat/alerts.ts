// How a new user message reaches an agent looking elsewhere: a short beep (WebAudio, no file),
// which they can mute (remembered in this browser), and the unread count in the tab's title.
import { useCallback, useEffect, useRef, useState } from 'react';

const MUTE_KEY = 'backoffice.chat.muted';

export function useMuted(): [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(() => {
    try {
      return localStorage.getItem(MUTE_KEY) === '1';
    } catch {
      return false;
    }
  });
  const change = useCallback((next: boolean) => {
    setMuted(next);
    try {
      localStorage.setItem(MUTE_KEY, next ? '1' : '0');
    } catch {
      // private mode: muted for this visit only
    }
  }, []);
  return [muted, change];
}

let audio: AudioContext | null = null;

/** Two short tones; silently nothing where the browser has no WebAudio or has not allowed it yet. */
export function beep(): void {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Context) return;
  try {
    audio ??= new Context();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1175],
    ]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.12, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.14);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.15);
    }
  } catch {
    // a sound is a courtesy: the badge and the title still tell
  }
}

/** "(3) <title>" while there are unread messages; the page's own title back when it goes. */
export function useTitleCount(count: number): void {
  const original = useRef<string | null>(null);
  useEffect(() => {
    original.current ??= document.title.replace(/^\(\d+\) /, '');
    document.title = count > 0 ? `(${count}) ${original.current}` : original.current;
  }, [count]);
  useEffect(
    () => () => {
      if (original.current !== null) document.title = original.current;
    },
    [],
  );
}

/** Whether the tab is in front (a message shown to a hidden tab was not seen). */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}
