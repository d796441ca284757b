import { detectInitialLocale } from './locales';

describe('the first language', () => {
  it('is the stored choice when it is one of ours', () => {
    expect(detectInitialLocale('zh-CN', 'en-US')).toBe('zh-CN');
    expect(detectInitialLocale('en-US', 'zh-CN')).toBe('en-US');
  });

  it('is Chinese for a zh-CN browser with nothing stored', () => {
    expect(detectInitialLocale(null, 'zh-CN')).toBe('zh-CN');
  });

  it('is English for any other browser, or a stored value we do not know', () => {
    expect(detectInitialLocale(null, 'fr-FR')).toBe('en-US');
    expect(detectInitialLocale(null, 'zh-TW')).toBe('en-US');
    expect(detectInitialLocale('klingon', 'de-DE')).toBe('en-US');
    expect(detectInitialLocale(null, undefined)).toBe('en-US');
  });

  it('reads arco-locale from local storage by default', () => {
    localStorage.setItem('arco-locale', 'zh-CN');
    expect(detectInitialLocale()).toBe('zh-CN');
    localStorage.removeItem('arco-locale');
    expect(detectInitialLocale()).toBe('en-US'); // jsdom's navigator.language is en-US
  });
});
