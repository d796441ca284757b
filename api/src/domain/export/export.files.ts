// Writing an export file as the rows arrive, batch by batch, waiting for the disk
// (backpressure) so memory stays flat whatever the row count.
// CSV: RFC 4180, UTF-8 with a BOM (Excel reads Chinese correctly), CRLF lines, and a
// formula guard. XLSX: the smallest workbook Excel opens, one sheet streamed into the
// zip with inline strings.
import fs from 'node:fs';
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import yazl from 'yazl';
import type { ExportFormat } from '../../db/types';
import type { Cell, ExportColumn, Row } from './export.registry';
import { localTime } from './export.times';

/** Excel's last row is 1,048,576, one of which is the header. */
export const XLSX_MAX_ROWS = 1_048_575;

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportWriter {
  write(rows: Row[]): Promise<void>;
  /** completes the file; answers its size in bytes */
  finish(): Promise<number>;
  /** stops writing (the caller removes the file) */
  abort(): Promise<void>;
}

function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
}

/** A text cell Excel would run as a formula (=, +, -, @, or a tab/CR before one) is kept as text. */
export function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(cell: Cell): string {
  // Numbers are data, never formulas: -5 stays -5.
  const value = typeof cell === 'string' ? guardFormula(cell) : text(cell);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(cells: Cell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** Writes `chunk`, waiting while the stream's buffer is full. */
async function put(stream: Writable, chunk: string): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

async function closed(file: fs.WriteStream): Promise<void> {
  if (file.closed) return;
  await once(file, 'close');
}

/** The file's header line and each row's cells, as the list shows them. */
interface Sheet {
  headers: string[];
  cells(row: Row): Cell[];
}

/**
 * What the list shows: a value by its label (the list's, in the staff member's language), a
 * time as the list writes it in the requester's time zone, which the time's header names.
 */
export function sheetOf(columns: ExportColumn[], timeZone: string): Sheet {
  const shown = columns.map((column) => (value: Cell): Cell => {
    if (value === null || value === undefined) return value;
    if (value instanceof Date) return localTime(value, timeZone);
    const label = column.labels?.[String(value)];
    return label === undefined ? value : label;
  });
  return {
    headers: columns.map((column) => (column.time ? `${column.header} (${timeZone})` : column.header)),
    cells: (row) => columns.map((column, index) => shown[index](row[column.key])),
  };
}

function csvWriter(file: fs.WriteStream, sheet: Sheet): ExportWriter {
  let started = false;
  return {
    async write(rows) {
      let chunk = started ? '' : `\uFEFF${csvLine(sheet.headers)}`;
      started = true;
      for (const row of rows) chunk += csvLine(sheet.cells(row));
      await put(file, chunk);
    },
    async finish() {
      if (!started) await this.write([]);
      file.end();
      await closed(file);
      return file.bytesWritten;
    },
    async abort() {
      file.destroy();
      await closed(file);
    },
  };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escaped for XML; characters XML 1.0 forbids (most controls) are dropped. */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[&<>"]/g, (char) => XML_ESCAPES[char])
  );
}

/** A1-style column letters: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function xlsxCell(cell: Cell, ref: string, style = ''): string {
  if (cell === null || cell === undefined || cell === '') return '';
  if (typeof cell === 'number' && Number.isFinite(cell)) return `<c r="${ref}"${style} t="n"><v>${cell}</v></c>`;
  if (typeof cell === 'boolean') return `<c r="${ref}"${style} t="b"><v>${cell ? 1 : 0}</v></c>`;
  // Inline strings are never evaluated as formulas: no guard needed here.
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${xmlText(text(cell))}</t></is></c>`;
}

function xlsxRow(cells: Cell[], rowNumber: number, style = ''): string {
  return `<row r="${rowNumber}">${cells.map((cell, index) => xlsxCell(cell, `${columnName(index)}${rowNumber}`, style)).join('')}</row>`;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Every part of the workbook but the sheet itself. */
export const XLSX_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '</Types>',
  '_rels/.rels':
    `${XML}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Export" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels':
    `${XML}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
  // Style 1 is the bold header.
  'xl/styles.xml':
    `${XML}<styleSheet xmlns="${MAIN_NS}"><fonts count="2"><font/><font><b/></font></fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs>' +
    '<cellXfs count="2"><xf/><xf fontId="1" applyFont="1"/></cellXfs></styleSheet>',
};

function xlsxWriter(file: fs.WriteStream, { headers, cells }: Sheet): ExportWriter {
  const zip = new yazl.ZipFile();
  const sheet = new PassThrough();
  const mtime = new Date();
  for (const [name, content] of Object.entries(XLSX_PARTS)) zip.addBuffer(Buffer.from(content), name, { mtime });
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml', { mtime });
  zip.end();
  zip.outputStream.pipe(file);
  let rowNumber = 1;
  const ready = put(sheet, `${XML}<worksheet xmlns="${MAIN_NS}"><sheetData>${xlsxRow(headers, rowNumber++, ' s="1"')}`);
  return {
    async write(rows) {
      await ready;
      let chunk = '';
      for (const row of rows) chunk += xlsxRow(cells(row), rowNumber++);
      await put(sheet, chunk);
    },
    async finish() {
      await ready;
      sheet.end('</sheetData></worksheet>');
      await closed(file);
      return file.bytesWritten;
    },
    async abort() {
      sheet.destroy();
      zip.outputStream.unpipe(file);
      file.destroy();
      await closed(file);
    },
  };
}

/** Opens `filePath` for an export of `columns`, its times in `timeZone`. */
export function openExportFile(
  format: ExportFormat,
  filePath: string,
  columns: ExportColumn[],
  timeZone = 'UTC',
): ExportWriter {
  const file = fs.createWriteStream(filePath);
  // A disk error must fail the job, not the process (an 'error' without a listener throws).
  let failure: Error | null = null;
  file.on('error', (error) => (failure = error));
  const sheet = sheetOf(columns, timeZone);
  const writer = format === 'csv' ? csvWriter(file, sheet) : xlsxWriter(file, sheet);
  const check = () => {
    if (failure) throw failure;
  };
  return {
    async write(rows) {
      check();
      await writer.write(rows);
      check();
    },
    async finish() {
      check();
      const size = await writer.finish();
      check();
      return size;
    },
    abort: () => writer.abort(),
  };
}
