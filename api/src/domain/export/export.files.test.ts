import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { columnName, csvLine, openExportFile, XLSX_PARTS, xmlText } from './export.files';
import { parseCsv, readZip, sheetRows } from '../../testing/exportFiles';

let dir: string;
beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-files-'))));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const columns = [
  { key: 'name', header: 'Name' },
  { key: 'amount', header: 'Amount' },
  { key: 'when', header: 'When' },
];

describe('CSV', () => {
  it('quotes per RFC 4180 and keeps numbers, times and empties plain', () => {
    expect(
      csvLine([
        'plain',
        'a,b',
        'say "hi"',
        'two\nlines',
        12.5,
        -3,
        null,
        undefined,
        true,
        new Date('2026-11-21T08:00:00Z'),
      ]),
    ).toBe('plain,"a,b","say ""hi""","two\nlines",12.5,-3,,,true,2026-11-21T08:00:00.000Z\r\n');
  });

  it('keeps text Excel would run as a formula as text', () => {
    expect(csvLine(['=1+2', '+1', '-1', '@SUM(A1)', '\t=x', 'a=b'])).toBe("'=1+2,'+1,'-1,'@SUM(A1),'\t=x,a=b\r\n");
    expect(csvLine(['=HYPERLINK("http://x","y")'])).toBe('"\'=HYPERLINK(""http://x"",""y"")"\r\n');
  });

  it('writes a BOM, the header and the rows, in batches', async () => {
    const file = path.join(dir, 'a.csv');
    const writer = openExportFile('csv', file, columns);
    await writer.write([{ name: '张三', amount: 1, when: new Date('2026-01-02T03:04:05Z') }]);
    await writer.write([{ name: 'O\'Brien, "Bob"', amount: -2 }]);
    const size = await writer.finish();
    const bytes = fs.readFileSync(file);
    expect(size).toBe(bytes.length);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(bytes.toString('utf8'))).toEqual([
      ['Name', 'Amount', 'When'],
      ['张三', '1', '2026-01-02 03:04'],
      ['O\'Brien, "Bob"', '-2', ''],
    ]);
  });

  it('writes just the header when there is no row', async () => {
    const file = path.join(dir, 'empty.csv');
    const writer = openExportFile('csv', file, columns);
    await writer.finish();
    expect(fs.readFileSync(file, 'utf8')).toBe('\uFEFFName,Amount,When\r\n');
  });
});

describe('what the list shows', () => {
  it("writes labels for values, times in the requester's zone named in their header, and the rest as they are", async () => {
    const file = path.join(dir, 'shown.csv');
    const writer = openExportFile(
      'csv',
      file,
      [
        { key: 'name', header: '名称' },
        { key: 'status', header: '状态', labels: { '0': '已上线', '2': '草稿' } },
        { key: 'when', header: '创建时间', time: true },
      ],
      'Asia/Shanghai',
    );
    await writer.write([
      { name: 'A', status: 0, when: new Date('2026-01-01T20:30:00Z') },
      { name: 'B', status: 7, when: null },
    ]);
    await writer.finish();
    expect(parseCsv(fs.readFileSync(file, 'utf8'))).toEqual([
      ['名称', '状态', '创建时间 (Asia/Shanghai)'],
      ['A', '已上线', '2026-01-02 04:30'],
      ['B', '7', ''],
    ]);
  });
});

describe('XLSX', () => {
  it('names columns A..Z, AA.. and escapes XML, dropping forbidden characters', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(xmlText('a<b>&"c"\u0001\u0008 d')).toBe('a&lt;b&gt;&amp;&quot;c&quot; d');
  });

  it('streams a workbook with every part, a bold header, numbers as numbers', async () => {
    const file = path.join(dir, 'a.xlsx');
    const writer = openExportFile('xlsx', file, columns);
    for (let batch = 0; batch < 3; batch++) {
      await writer.write(
        Array.from({ length: 1000 }, (_, index) => ({ name: `row <${batch}-${index}>`, amount: batch * 1000 + index })),
      );
    }
    await writer.write([{ name: '=1+2 张三', amount: 1.5, when: new Date('2026-01-02T03:04:05Z') }]);
    const size = await writer.finish();
    const zip = fs.readFileSync(file);
    expect(size).toBe(zip.length);
    const parts = readZip(zip);
    expect([...parts.keys()].sort()).toEqual([...Object.keys(XLSX_PARTS), 'xl/worksheets/sheet1.xml'].sort());
    for (const [name, content] of Object.entries(XLSX_PARTS)) expect(parts.get(name)!.toString()).toBe(content);
    const sheet = parts.get('xl/worksheets/sheet1.xml')!.toString('utf8');
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Name</t></is></c>');
    expect(sheet).toContain('<c r="B2" t="n"><v>0</v></c>');
    const rows = sheetRows(sheet);
    expect(rows).toHaveLength(3002);
    expect(rows[0]).toEqual(['Name', 'Amount', 'When']);
    expect(rows[1001]).toEqual(['row <1-0>', '1000']);
    expect(rows[3001]).toEqual(['=1+2 张三', '1.5', '2026-01-02 03:04']);
  });
});
