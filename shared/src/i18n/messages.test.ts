import '../index'; // everything the package registers on load
import { ENABLED_STATUS } from '../enums/enabledStatus';
import { getRegisteredMessages } from './registry';

// A key present in one language and missing in the other shows a raw id to half the users.
it('has the same message keys in both languages', () => {
  const messages = getRegisteredMessages();
  const english = Object.keys(messages['en-US']).sort();
  const chinese = Object.keys(messages['zh-CN']).sort();
  expect(english.length).toBeGreaterThan(0);
  expect(english.filter((key) => !chinese.includes(key))).toEqual([]);
  expect(chinese.filter((key) => !english.includes(key))).toEqual([]);
});

it('has no empty text in either language', () => {
  for (const [locale, texts] of Object.entries(getRegisteredMessages())) {
    expect([locale, Object.keys(texts).filter((key) => !texts[key].trim())]).toEqual([locale, []]);
  }
});

it('has a label in both languages for every value of its own enum', () => {
  const messages = getRegisteredMessages();
  for (const productEnum of [ENABLED_STATUS]) {
    for (const option of productEnum.options) {
      expect(messages['en-US']).toHaveProperty([option.labelId]);
      expect(messages['zh-CN']).toHaveProperty([option.labelId]);
    }
  }
});
