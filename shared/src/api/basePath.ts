/** Where the staff's api answers: every call of the base query, the live channel and the login page's sign-in. */
export const API_BASE_URL = '/admin-api';
