/**
 * Keeps what the visitor does before the app has taken over the page and does it again once it has:
 * a served page shows its buttons and filters seconds before React answers them on a slow phone
 * (boot.ts waits for the first screen's image). React marks <html data-hydrated> once the page has
 * hydrated (app/hydration-mark.tsx).
 * - The last tap on a control that needs the app (a button, a checkbox) is held, then made again.
 *   It is not passed on: React would answer it only if it had already hydrated that part, and then
 *   the replay would answer it twice; a native default (a form's submit, a checkbox's toggle) would
 *   act without the app. Links are left alone: they navigate without it.
 * - A field changed meanwhile (a filter's select, a price) keeps what the visitor chose, but React
 *   read it as its own value when hydrating, so no change reached the app: the screen showed a
 *   filter the list did not follow. Each such field reports its value again.
 */
const CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';
const FIELDS = 'input:not([type="checkbox"]):not([type="radio"]), select, textarea';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Makes React see the field's value as new: its tracker learns a value no field holds (through the
 * field's own setter, which React watches), the field gets its value back through the prototype's. */
const reportAgain = (field: Field) => {
  const value = field.value;
  field.value = '\u0000';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
};

export const replayEarlyInput = () => {
  let held: HTMLElement | null = null;
  const changed = new Set<Field>();
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROLS);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  const note = (event: Event) => {
    const field = (event.target as Element | null)?.closest?.<Field>(FIELDS);
    if (field) changed.add(field);
  };
  const replay = () => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    observer.disconnect();
    removeEventListener('click', hold, true);
    removeEventListener('input', note, true);
    removeEventListener('change', note, true);
    for (const field of changed) if (field.isConnected) reportAgain(field);
    if (held?.isConnected) held.click();
    held = null;
  };
  const observer = new MutationObserver(replay);
  addEventListener('click', hold, true);
  addEventListener('input', note, true);
  addEventListener('change', note, true);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  replay();
};
