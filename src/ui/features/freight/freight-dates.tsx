/** The date field and calendars of the freight screens are the app's shared ones. */
export { DateField } from '../../components/date-field';
