import { describe, expect, it } from 'vitest';
import { cleanLines } from '../../src/core/text/clean';
import { segment } from '../../src/core/reading/segment';
import { analyze, fixture, labels, m } from './helpers';

describe('cleaning a paste', () => {
  it('strips e-mail quoting at any depth, prompts, fences and common indentation, keeping line numbers', () => {
    const lines = cleanLines(
      [
        '>> pgpromote_success 6',
        '> $ cat /proc/vmstat',
        '```',
        '    a  b',
        '      c',
        '```',
        '# numastat -m',
        '## not a command',
      ].join('\n'),
    );
    expect(lines.slice(0, lines.count).map((t, k) => [k + 1, t, lines.command[k] === 1])).toEqual([
      [1, 'pgpromote_success 6', false],
      [2, 'cat /proc/vmstat', true],
      [3, '', false],
      [4, 'a  b', false],
      [5, '  c', false],
      [6, '', false],
      [7, 'numastat -m', true],
      [8, '## not a command', false],
    ]);
  });

  it('handles CRLF line ends and user@host prompts', () => {
    const lines = cleanLines('root@cxl-box:~# numactl -H\r\navailable: 1 nodes (0)\r\n');
    expect([lines.at(0), lines.command[0]]).toEqual(['numactl -H', 1]);
    expect(lines.at(1)).toBe('available: 1 nodes (0)');
  });

  it("Red Hat's bracketed prompt is a command; the prompt alone is a break, no command", () => {
    const lines = cleanLines(
      '> [root@localhost ~]# time fstrim /mnt\n> [root@llmp24l02 ~]#\n[root@vm ~]# [  214.348068] Offlined\n',
    );
    expect([lines.at(0), lines.command[0]]).toEqual(['time fstrim /mnt', 1]);
    expect([lines.at(1), lines.command[1]]).toEqual(['', 0]);
    // `#` before no command word: the kernel's log line echoed after the prompt is no command
    expect(lines.command[2]).toBe(0);
  });

  it("busybox's root prompt `/ # ` and a directory's `~ # ` before a program: commands, whatever the program", () => {
    const lines = cleanLines('/ # dd if=/mnt/cifs/1G.img of=/dev/null bs=4M\n~ # strace -p 23934\n# Results\n');
    expect([lines.at(0), lines.command[0]]).toEqual(['dd if=/mnt/cifs/1G.img of=/dev/null bs=4M', 1]);
    expect(lines.command[1]).toBe(1);
    expect(lines.command[2]).toBe(0);
  });

  it("zsh's and fish's prompt glyphs after a directory (`~/w/r/sdk-java ❯❯❯ wrk ...`) before a program: commands; an arrow in prose is none", () => {
    const lines = cleanLines(
      '~/w/r/sdk-java ❯❯❯ wrk -t 15 -c 25 http://localhost:8080/get\n~/src ➜ make -j8\n❯ is this faster\n',
    );
    expect([lines.at(0), lines.command[0]]).toEqual(['wrk -t 15 -c 25 http://localhost:8080/get', 1]);
    expect([lines.at(1), lines.command[1]]).toEqual(['make -j8', 1]);
    expect(lines.command[2]).toBe(0);
  });

  it('a caption over a bracketed prompt and its output names the run, past the command', () => {
    const run = (name: string, real: string) => [
      `> ${name}`,
      '>',
      '> [root@localhost ~]# time fstrim /mnt',
      '>',
      `> real    ${real}`,
      '> user    0m0.002s',
      '> sys     0m5.202s',
      '>',
    ];
    const a = analyze(
      [...run('1. without the patch', '0m13.496s'), ...run('2. with the patch', '0m15.956s')].join('\n'),
    );
    expect(a.configs.map((c) => c.label)).toEqual(['without the patch', 'with the patch']);
  });
});

describe('segmenting', () => {
  it('quoted vmstat and a fenced numactl -H in one e-mail reply', () => {
    const a = analyze(fixture('email-quoted.txt'));
    expect(
      a.blocks.filter((b) => b.kind !== 'prose' && b.kind !== 'setup').map((b) => [b.kind, b.startLine, b.endLine]),
    ).toEqual([
      ['vmstat', 4, 11],
      ['numactl-hardware', 19, 29],
    ]);
    expect(m(a, 'run', 'pgmigrate_fail').value).toBe(1187349);
  });

  it('a title between runs of one mark (`=== with THP ===`) is a heading: it names the runs under it', () => {
    const text = [
      'Some prose about the test.',
      '',
      '=== with THP ===',
      '# time make -j8',
      'real\t0m12.500s',
      'user\t0m10.100s',
      'sys\t0m2.300s',
      '',
      '=== no THP ===',
      '# time make -j8',
      'real\t0m9.800s',
      'user\t0m8.000s',
      'sys\t0m1.700s',
    ].join('\n');
    expect(analyze(text).configs.map((c) => c.label)).toEqual(['with THP', 'no THP']);
  });

  it('keeps prose as prose, not as an error', () => {
    const s = segment('Hello,\n\nThis is just a note about the next revision.\nThanks.\n');
    expect(s.blocks.map((b) => b.kind)).toEqual(['prose']);
    expect(s.blocks[0]!.problems).toBeUndefined();
  });

  it('reports a part that looks like data but matches no format, with its lines, and analyzes the rest', () => {
    const text = [
      'pgpromote_success 10',
      'pgpromote_candidate 40',
      '',
      'weird 1 2 3 x',
      'zzz 4 5 6 y z',
      '',
      'numa_hint_faults 100',
    ].join('\n');
    const a = analyze(text);
    const problem = a.blocks.flatMap((b) => b.problems ?? [])[0]!;
    expect([problem.startLine, problem.endLine]).toEqual([4, 5]);
    expect(problem.reason).toMatch(/matched no format/);
    expect(m(a, 'run', 'pgpromote_candidate').value).toBe(40);
  });

  it('does not modify the input text', () => {
    const text = fixture('email-quoted.txt');
    const copy = String(text);
    analyze(text);
    expect(text).toBe(copy);
  });

  it('never produces NaN or Infinity values', () => {
    const a = analyze(
      [
        '| a | b |',
        '|---|---|',
        '| x | 0 |',
        '| y | 0 |',
        '',
        'pgpromote_success 0',
        'pgpromote_candidate 0',
        'numa_hint_faults 0',
      ].join('\n'),
    );
    const values = [...a.measurements, ...a.derived].map((x) => x.value).concat(a.comparisons.map((c) => c.ratio));
    expect(values.every((v) => Number.isFinite(v))).toBe(true);
  });

  it('several files: the file name labels each single-config dump', async () => {
    const { analyzeDocuments } = await import('../../src/core/analyze');
    const a = analyzeDocuments([
      { name: 'runs/numab0.txt', text: 'pgpromote_success 0\npgpromote_candidate 0\npgdemote_kswapd 5000\n' },
      { name: 'runs/numab2.txt', text: 'pgpromote_success 9000\npgpromote_candidate 50000\npgdemote_kswapd 7000\n' },
    ]);
    expect(a.configs.map((c) => c.label)).toEqual(['numab0', 'numab2']);
    expect(a.blocks.map((b) => b.source)).toEqual(['runs/numab0.txt', 'runs/numab2.txt']);
    expect(m(a, 'numab2', 'promotion yield').value).toBeCloseTo(0.18, 6);
  });
});

describe('numactl -H CPU lists', () => {
  it('reads ranges and commas as sysfs writes them, and an empty list as no CPUs', () => {
    const text =
      'available: 2 nodes (0-1)\nnode 0 cpus: 0-3,8-9\nnode 0 size: 257000 MB\nnode 0 free: 1000 MB\nnode 1 cpus:\nnode 1 size: 128000 MB\nnode 1 free: 127000 MB\nnode distances:\nnode   0   1\n  0:  10  20\n  1:  20  10\n';
    const b = segment(text).blocks[0]!;
    if (b.data.type !== 'topology') throw new Error(b.kind);
    expect(b.data.nodes[0]!.cpus).toEqual([0, 1, 2, 3, 8, 9]);
    expect(b.data.cpuless).toEqual([1]);
  });
});

describe('elision marks', () => {
  it('a `[...]` line where the author cut text is neither a label nor a title; the label above it still is', () => {
    const table = '| bench | base | patched |\n| --- | --- | --- |\n| ops/s | 100 | 110 |\n';
    const cut = analyze(`[... snip ...]\n\`\`\`\n${table}\`\`\`\n`);
    expect(cut.blocks.find((b) => b.kind === 'results-table')?.title).toBeUndefined();
    const vm = analyze(
      'Without patch:\n[...]\npgpromote_success 10\npgdemote_kswapd 5\n\nWith patch:\n<snip>\npgpromote_success 20\npgdemote_kswapd 7\n',
    );
    expect(vm.configs.map((c) => c.label)).toEqual(['Without patch', 'With patch']);
  });
});

describe('runs in a shell session', () => {
  const time = (real: string, sys: string) => `real    ${real}\nuser    0m0.012s\nsys     ${sys}\n`;

  it('unnamed runs under different settings are different runs, named by the setting', () => {
    const a = analyze(
      `echo 1 > /proc/sys/kernel/numa_balancing\n${time('0m1.134s', '0m0.090s')}\necho 2 > /proc/sys/kernel/numa_balancing\n${time('0m2.241s', '0m2.228s')}`,
    );
    expect(a.configs.map((c) => [c.label, c.tunables['kernel.numa_balancing']])).toEqual([
      ['kernel.numa_balancing=1', '1'],
      ['kernel.numa_balancing=2', '2'],
    ]);
    expect(m(a, 'kernel.numa_balancing=2', 'real time (s)').value).toBe(2.241);
  });

  it('the same metric measured again with nothing to tell the blocks apart is kept, numbered', () => {
    const a = analyze(`${time('0m1.134s', '0m0.090s')}\n${time('0m2.241s', '0m2.228s')}`);
    expect(a.configs).toHaveLength(1);
    expect(m(a, 'run', 'real time (s)').value).toBe(1.134);
    expect(m(a, 'run', 'real time (s) #2').value).toBe(2.241);
  });
});

describe('markdown headings', () => {
  it('a heading holding a code span (`### `Bench` + IMC`) begins a section, in a markdown text', () => {
    const text = [
      'Per-repeat STW p99 (ms):',
      '',
      '| rep | baseline | numa |',
      '|-----|----------|------|',
      '| 1 | 1.058 | 0.681 |',
      '',
      '### `BenchmarkNUMASchedulingAccess` + IMC (`-benchtime=5s`)',
      '',
      '| | ns/op | local_dram |',
      '|--|-------|------------|',
      '| baseline | 1,264,277 | 1.580e9 |',
      '| numa | 1,253,661 | 1.885e9 |',
      '',
      '```',
      'go test -bench .',
      '```',
    ].join('\n');
    const seg = segment(text);
    const table = seg.blocks.findIndex((b) => b.startLine === 9);
    expect(seg.sections[table]).toBe('`BenchmarkNUMASchedulingAccess` + IMC (`-benchtime=5s`)');
  });

  it('a `## comment` over its command in a shell session stays no heading, in markdown too', () => {
    const a = analyze('```\nx\n```\n## confirm THP settings\n$ cat /sys/kernel/mm/transparent_hugepage/enabled\n');
    expect(labels(a)).not.toContain('confirm THP settings');
  });
});

describe('lines that look like headings in a mail', () => {
  it('`Hi,` and a `Signed-off-by:` over the `---` name no run; `result (weights 5:1):` names its run', () => {
    const a = analyze(
      [
        'Signed-off-by: A Developer <dev@example.org>',
        '---',
        'Hi,',
        '',
        'result (weights 1:1):',
        '0176a000 weighted interleave:0-1 heap anon=65793 dirty=65793 active=0 N0=32897 N1=32896 kernelpagesize_kB=4',
        '',
        'result (weights 5:1):',
        '01b14000 weighted interleave:0-1 heap anon=65793 dirty=65793 active=0 N0=54828 N1=10965 kernelpagesize_kB=4',
      ].join('\n') + '\n',
    );
    expect(labels(a)).toEqual(['weights 1:1', 'weights 5:1']);
    expect(m(a, 'weights 5:1', 'process Heap on node1').value).toBe(10965 * 4096);
  });
});
