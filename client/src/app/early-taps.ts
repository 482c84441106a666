/**
 * Keeps the visitor's last tap on a control that needs the app (a button, a checkbox) until the app
 * has taken over the page, then taps it again: a served page shows its buttons seconds before React
 * answers them on a slow phone (boot.ts waits for the first screen's image), and such a tap was lost
 * without a trace. The tap is held, not passed on: React would answer it only if it had already
 * hydrated that part, and then the replay would answer it twice; a native default (a form's submit,
 * a checkbox's toggle) would act without the app. Links are left alone: they navigate without it.
 * React marks <html data-hydrated> once the page has hydrated (app/hydration-mark.tsx).
 */
const CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

export const holdEarlyTaps = () => {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROLS);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  const replay = () => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    observer.disconnect();
    removeEventListener('click', hold, true);
    if (held?.isConnected) held.click();
    held = null;
  };
  const observer = new MutationObserver(replay);
  addEventListener('click', hold, true);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  replay();
};
