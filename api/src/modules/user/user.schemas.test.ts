import { URL_PATTERN as URL_PATTERN_TEXT } from '../../domain/staff';

// as the api's validator and the browser's form rules compile it (no flags)
const URL_PATTERN = new RegExp(URL_PATTERN_TEXT);

describe('URL_PATTERN', () => {
  it.each([
    'http://example.com',
    'https://cdn.example.com/posters/a.png?size=2#top',
    'ftp://files.example.org/pub',
    'https://user:pass@example.com:8443/path',
    'http://127.0.0.1:8080',
    'http://localhost:3000/x',
  ])('accepts %s', (url) => expect(URL_PATTERN.test(url)).toBe(true));

  it.each([
    'example.com',
    'mailto:a@example.com',
    'javascript:alert(1)',
    'https://',
    'https://exa mple.com',
    'file:///etc/passwd',
  ])('rejects %s', (url) => expect(URL_PATTERN.test(url)).toBe(false));
});
