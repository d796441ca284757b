// Every text of the users area exists in both languages, none of them empty.
import { userMessages } from '.';

it('has the same keys in English and Chinese, none of them empty', () => {
  expect(Object.keys(userMessages['zh-CN']).sort()).toEqual(Object.keys(userMessages['en-US']).sort());
  for (const bundle of Object.values(userMessages))
    expect(Object.entries(bundle).filter(([, text]) => !text.trim())).toEqual([]);
});
