import { useEffect, useRef, useState } from 'react';

/** How often the chime repeats while an order waits to be accepted. */
const REPEAT_MS = 6000;

/**
 * A two-note chime made by the browser (Web Audio: no file to load). Browsers keep a page silent
 * until the user has touched it, so `enable` runs from a click; `ready` tells whether it may sound.
 */
class OrderChime {
  private context: AudioContext | undefined;

  get ready(): boolean {
    return this.context?.state === 'running';
  }

  async enable(): Promise<boolean> {
    this.context ??= new AudioContext();
    await this.context.resume().catch(() => undefined);
    return this.ready;
  }

  play(): void {
    const context = this.context;
    if (context?.state !== 'running') return;
    const now = context.currentTime;
    for (const [i, frequency] of [880, 1318.5].entries()) {
      const tone = context.createOscillator();
      const volume = context.createGain();
      const start = now + i * 0.2;
      tone.type = 'sine';
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, start);
      volume.gain.exponentialRampToValueAtTime(0.5, start + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + 0.6);
      tone.connect(volume).connect(context.destination);
      tone.start(start);
      tone.stop(start + 0.65);
    }
  }

  close(): void {
    void this.context?.close();
  }
}

/**
 * Sounds when a new order arrives and again every few seconds while `waiting` orders are not
 * accepted. A page opened by a click inside the console may sound at once; one loaded afresh asks
 * for a click first (`needsTouch`).
 */
export function useOrderChime(waiting: number, on: boolean) {
  const chime = useRef<OrderChime | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const before = useRef(waiting);
  const wasSounding = useRef(false);

  useEffect(() => {
    const made = new OrderChime();
    chime.current = made;
    void made.enable().then(setReady);
    return () => made.close();
  }, []);

  useEffect(() => {
    const arrived = waiting > before.current;
    before.current = waiting;
    const sounding = on && ready && waiting > 0;
    // A new order, or orders already waiting when the sound was turned on, sound at once.
    if (sounding && (arrived || !wasSounding.current)) chime.current?.play();
    wasSounding.current = sounding;
    if (!sounding) return;
    const repeat = setInterval(() => chime.current?.play(), REPEAT_MS);
    return () => clearInterval(repeat);
  }, [waiting, on, ready]);

  const enable = async () => setReady((await chime.current?.enable()) ?? false);
  return { needsTouch: on && !ready, enable };
}
