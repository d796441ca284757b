// Staff accounts: who a signed-in staff member is, the sign-in limits, and what an account's
// password and fields take. The one door: screen modules import this file, never the ones beside it.
export * from './accountRules';
export * from './signInLimit';
export * from './userInfo';
