import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export of submissions', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example","Click")',
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    ],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    [' =1+1', "' =1+1"],
    ['\u3000 =1+1', "'\u3000 =1+1"],
    ['\n=1+1', `"'\n=1+1"`],
    ['＝HYPERLINK("http://evil.example")', `"'＝HYPERLINK(""http://evil.example"")"`],
    ['＋44', "'＋44"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
  ])('a cell a spreadsheet would run as a formula (%j) is made plain text', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves ordinary text alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Amina Yusuf')).toBe('Amina Yusuf');
    expect(csvCell('a@example.org')).toBe('a@example.org');
    expect(csvCell('Leeds, UK')).toBe('"Leeds, UK"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(['Healthcare', 'Education'])).toBe('Healthcare; Education');
    expect(csvCell(true)).toBe('true');
  });

  it('writes a header line and one CRLF line per row', () => {
    const rows = [
      { name: 'Amina', note: '=1+1' },
      { name: 'Tom, Jr', note: 'ok' },
    ];
    const csv = toCsv(rows, [
      { header: 'Name', value: (row) => row.name },
      { header: 'Note', value: (row) => row.note },
    ]);
    expect(csv).toBe(`Name,Note\r\nAmina,'=1+1\r\n"Tom, Jr",ok\r\n`);
  });
});
