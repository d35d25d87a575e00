import { useSyncExternalStore } from 'react';

/** How long the «added to the cart» notice stays, unless the pointer or focus is on it. */
export const ADDED_NOTICE_MS = 5000;

/** What the notice shows: the product just added, and which add-to-cart control added it. */
export interface AddedProduct {
  /** The control that added it: only that control shows the notice, so one add shows one notice. */
  owner: string;
  productId: number;
  title: string | null;
  picture: string | null;
}

type Listener = () => void;

let current: AddedProduct | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let held = false;
const listeners = new Set<Listener>();

function set(next: AddedProduct | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

function startTimer() {
  clearTimeout(timer);
  timer = setTimeout(() => set(null), ADDED_NOTICE_MS);
}

/** Shows the notice for a product just added; a newer add replaces it and starts the 5 s again. */
export function announceAdded(added: AddedProduct): void {
  held = false;
  set(added);
  startTimer();
}

/** Closes the notice now (its close button, Escape, the link to the cart). */
export function dismissAdded(): void {
  clearTimeout(timer);
  held = false;
  set(null);
}

/**
 * Keeps the notice while the customer points at it or tabs into it, and gives it the full 5 s again after
 * (WCAG 2.2.1: a message with a link must not vanish under the hand that reaches for it).
 */
export function holdAdded(hold: boolean): void {
  if (!current || hold === held) return;
  held = hold;
  if (hold) clearTimeout(timer);
  else startTimer();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The notice now shown, or null. */
export function useAddedNotice(): AddedProduct | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
