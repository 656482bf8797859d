export { Alert, type AlertProps, type AlertTone, alertTones } from './Alert';
