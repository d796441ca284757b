// The menu of the back-office: its items as the api answers them. The one door.
export * from './menuItem';
