import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeMatchMedia } from './match-media';

// jsdom lacks a few browser APIs that Radix and the layout use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: fakeMatchMedia(() => false),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.setPointerCapture = () => {};
}

/**
 * Waits sized for a busy 2-core machine (several test workers and other work beside them). The
 * first visit of a lazy route in a test file makes Vitest transform that route's module graph on
 * the spot (feature barrels included: '@/features/account' alone costs ~1.7 s under load): idle
 * that takes well under a second, on a machine running 6+ CPU-bound jobs per core it took 5 to
 * 16 s (Testing Library's default wait is 1 s; the old per-test waits were 4 to 8 s). findBy and
 * waitFor return as soon as the element is there, so a long ceiling costs nothing when the machine
 * is idle. One value for every test: no test passes its own shorter wait. The test timeout
 * (vitest.config.ts) leaves room for a few such waits.
 */
export const BUSY_MACHINE_WAIT_MS = 30_000;
configure({ asyncUtilTimeout: BUSY_MACHINE_WAIT_MS });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
