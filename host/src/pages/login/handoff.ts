// How the login island (island.tsx, a bundle of its own) and the host's app meet on one page: the
// island starts the host's scripts once its form works, and the host, finding the island there,
// opens this door instead of drawing the app; a sign-in then hands the session over through it.
import type { Locale } from '@backoffice/shared/firstPaint';
import type { SignInAnswer } from './postLogin';

export interface HostDoor {
  /** The app takes over #root (the island has let go of it) at `target`, signed in, in `locale`. */
  takeOver(answer: SignInAnswer, target: string, locale: Locale): void;
  /**
   * A refused sign-in's answer (SignInRefused.answer: the api's envelope, or null) in the visitor's
   * words: the api's refusals are worded by the app. The answer, not the error, crosses: each bundle
   * has its own SignInRefused class.
   */
  wordRefusal(answer: unknown, locale: Locale): string;
}

export interface LoginIsland {
  hostReady(door: HostDoor): void;
  /** What the island runs on and the app takes as its own (federation/islandShares.ts): share name → module. */
  shares: Record<string, { version: string; module: unknown }>;
}

declare global {
  interface Window {
    backofficeLoginIsland?: LoginIsland;
  }
}
