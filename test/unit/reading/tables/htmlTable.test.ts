/** HTML tables as GitHub posts hold them: read as the drawn tables are. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

const runs = (text: string) => analyze(text).configs.map((c) => c.label);
const value = (text: string, run: string, metric: string) =>
  analyze(text).measurements.find((m) => m.config === run && m.metric === metric)?.value;

describe('HTML tables', () => {
  it('one row a line (`<tr><td>...`): the first row heads the columns, the runs', () => {
    const text = [
      '<table>',
      '<tr><th>Test</th><th>H2</th><th>SQLite</th></tr>',
      '<tr><td>Init (ms)</td><td>813</td><td>520</td></tr>',
      '<tr><td>Query (ms)</td><td>487</td><td>274</td></tr>',
      '</table>',
    ].join('\n');
    expect(runs(text)).toEqual(['H2', 'SQLite']);
    expect(value(text, 'SQLite', 'Query (s)')).toBeCloseTo(0.274, 6);
  });

  it('one cell a line, formatting tags around the text (`<td><font color=#F92663>40.15</font></td>`)', () => {
    const cell = (x: string) => `      <td><font color=#000000>${x}</font></td>`;
    const row = (...xs: string[]) => ['    <tr>', ...xs.map(cell), '    </tr>'];
    const text = [
      '<table border="1" cellpadding="0" cellspacing="0">',
      '  <tbody>',
      ...row('query', 'log/patched_time.csv', 'log/master_time.csv', 'difference'),
      ...row('q1', '40.15', '40.32', '0.172'),
      ...row('q2', '24.61', '24.36', '-0.247'),
      ...row('q3', '33.10', '34.00', '0.9'),
      '  </tbody>',
      '</table>',
    ].join('\n');
    expect(runs(text)).toEqual(['log/patched_time.csv', 'log/master_time.csv']);
    expect(value(text, 'log/master_time.csv', 'q2')).toBe(24.36);
  });

  it('a line that only mentions a table is none', () => {
    expect(() => analyze('<table> tags are not rendered here\nplain text 12 and 13')).not.toThrow();
    expect(analyze('<table>\n</table>').measurements).toEqual([]);
  });
});
