// Short messages at the top of the screen, for the admin and the public site alike. A plain store
// (no UI library): success toasts carry the server's message and last 2000 ms (TOAST_MS).
import { TOAST_MS } from '#shared/constants';

export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'error';
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const subscribeToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const currentToasts = () => toasts;
const noToasts: Toast[] = [];
export const serverToasts = () => noToasts;

export const dismissToast = (id: number) => {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
};

const show = (message: string, tone: Toast['tone']) => {
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_MS);
};

export const toastSuccess = (message: string) => show(message, 'success');
export const toastError = (message: string) => show(message, 'error');
