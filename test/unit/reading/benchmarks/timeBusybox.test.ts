/** busybox's `time`: a space after the minutes (`real    0m 1.02s`). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../../src/core/analyze';

describe("busybox's time", () => {
  it('two quoted `time md5sum` outputs under their captions: two runs, each clock in seconds (md5sum on ppc)', () => {
    const a = analyze(
      readFileSync('test/wild/time-crypto-md5sum-ppc-with-without-config-busybox-time-quoted-2025.txt', 'utf8'),
    );
    const real = a.measurements.filter((m) => m.metric === 'real time (s)');
    expect(real.map((m) => [m.config, m.value])).toEqual([
      ['With CONFIG_CRYPTO_MD5_PPC', 1.02],
      ['Without CONFIG_CRYPTO_MD5_PPC', 1.35],
    ]);
  });
});
