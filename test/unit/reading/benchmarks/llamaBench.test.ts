/** llama-bench's token-rate tables (reading/benchmarks/llamaBench.ts). */
import { describe, expect, it } from 'vitest';
import { analyze, m } from '../../helpers';

describe('tables and timings of real posts', () => {
  it('the best rate in bold is read like the others in a `| Config | t/s |` table', () => {
    const a = analyze(
      ['| Config | t/s |', '|---|---|', '| 96t membind | 22.29 |', '| 96t interleave | **25.35** |', ''].join('\n'),
    );
    expect(m(a, '96t interleave', 't/s').value).toBe(25.35);
  });
});
