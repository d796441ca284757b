// Every text of the content area exists in both languages, none of them empty.
import { productMessages } from '.';

it('has the same keys in English and Chinese, none of them empty', () => {
  expect(Object.keys(productMessages['zh-CN']).sort()).toEqual(Object.keys(productMessages['en-US']).sort());
  for (const bundle of Object.values(productMessages))
    expect(Object.entries(bundle).filter(([, text]) => !text.trim())).toEqual([]);
});
