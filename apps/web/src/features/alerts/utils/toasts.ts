import { ALERT_TOAST_MS } from '@gavel/contract';
import { notifications } from '@mantine/notifications';

/** The alert toasts with the durations of spec §9. */
export const alertToast = {
  success(message: string) {
    notifications.show({ color: 'green', message, autoClose: ALERT_TOAST_MS.other });
  },
  toggled(message: string) {
    notifications.show({ color: 'green', message, autoClose: ALERT_TOAST_MS.toggle });
  },
  duplicate(message: string) {
    notifications.show({ color: 'yellow', message, autoClose: ALERT_TOAST_MS.duplicate });
  },
  error(message: string) {
    notifications.show({ color: 'red', message, autoClose: ALERT_TOAST_MS.error });
  },
};
