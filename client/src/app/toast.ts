import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '#shared/constants';

// Success toasts carry the server's message and last 2000 ms (SPEC.md section 8).
export const toastSuccess = (message: string) => notifications.show({ message, color: 'teal', autoClose: TOAST_MS });
export const toastError = (message: string) => notifications.show({ message, color: 'red', autoClose: TOAST_MS });
