import { loginPathFor, targetAfterLogin } from './loginRedirect';

describe('login redirect', () => {
  it('carries the target route and its original query to login and back', () => {
    const login = loginPathFor('/deal/topup-record', '?status=1&page=2');
    expect(login).toBe('/login?redirect=deal%2Ftopup-record&status=1&page=2');
    expect(targetAfterLogin(login.slice('/login'.length))).toBe('/deal/topup-record?status=1&page=2');
  });

  it('sends a plain visit to login without a redirect, and back home after', () => {
    expect(loginPathFor('/', '')).toBe('/login');
    expect(targetAfterLogin('')).toBe('/');
  });

  it('never leaves the origin', () => {
    expect(targetAfterLogin('?redirect=%2F%2Fevil.example')).toBe('/');
  });
});
