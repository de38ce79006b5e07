/** Shell prompts before commands, and lines that only look like them (text/clean.ts). */
import { describe, expect, it } from 'vitest';
import { cleanLines } from '../../../src/core/text/clean';

const read = (line: string) => {
  const lines = cleanLines(line);
  return { text: lines.at(0), command: lines.command[0] === 1 };
};

describe("a root prompt's `#`", () => {
  it('before a benchmark or disk tool with an option or a key=value is a prompt', () => {
    expect(read('# dd if=/dev/zero of=foo bs=2M count=512')).toEqual({
      text: 'dd if=/dev/zero of=foo bs=2M count=512',
      command: true,
    });
    expect(read('# fio --name=randread --bs=4k')).toEqual({ text: 'fio --name=randread --bs=4k', command: true });
  });

  it('before such a word alone, or a word and a noun, is a heading', () => {
    expect(read('# fio results').command).toBe(false);
    expect(read('# dd').command).toBe(false);
  });
});

describe("zsh's and fish's prompt glyph at a line's start", () => {
  it('before a command is a prompt; before prose it is left', () => {
    expect(read('❯ fio --bs=4096 --rw=randrw --iodepth=256')).toEqual({
      text: 'fio --bs=4096 --rw=randrw --iodepth=256',
      command: true,
    });
    expect(read('➜ sudo numactl -H').command).toBe(true);
    expect(read('❯ then the results').command).toBe(false);
  });
});
