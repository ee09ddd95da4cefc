import { afterEach, beforeEach } from 'vitest';

/** happy-dom's window control: its matchMedia answers from the window's size. */
interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

const happyDom = () => (window as unknown as HappyDomWindow).happyDOM;

/**
 * Called in a `describe`: its tests render at this window size, so antd's breakpoints
 * (Grid.useBreakpoint) see it; the others keep happy-dom's default window, 1024×768.
 */
export function atSize(width: number, height: number): void {
  beforeEach(() => happyDom().setViewport({ width, height }));
  afterEach(() => happyDom().setViewport({ width: 1024, height: 768 }));
}

/** A phone, 390×844. */
export const onAPhone = () => atSize(390, 844);

/** A media query's answer, fixed: for a window without matchMedia, or one a test decides. */
export const fixedMediaQuery = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
