/**
 * Setup blocks: the threads, pinning, hog, model, machine and knobs a paste states in prose and in the
 * commands it shows become `setup` blocks of the segmenter, with their lines; findings and the what-if
 * proposal read those blocks, not the raw text. The texts are the seeds (examples/) and real texts of
 * test/wild; every line below was read off the text by hand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/core/analyze';
import type { Block, SetupFact } from '../../src/core/model';
import { jsonChunks } from '../../src/core/report/json';
import { sourceLines } from '../../src/core/report/text';
import { segment } from '../../src/core/reading/segment';
import { proposeScenario } from '../../src/core/sim/propose';
import { example } from './helpers';

const wild = (slug: string) => readFileSync(join(__dirname, '..', 'wild', `${slug}.txt`), 'utf8');
const setupBlocks = (text: string): Block[] => segment(text).blocks.filter((b) => b.kind === 'setup');
const factsOf = (text: string): SetupFact[] =>
  setupBlocks(text).flatMap((b) => (b.data.type === 'setup' ? b.data.facts : []));
/** `key=value@line` of every fact, for the keys asked. */
const said = (text: string, ...keys: string[]) =>
  factsOf(text)
    .filter((f) => keys.includes(f.key))
    .map((f) => `${f.key}=${f.value}${f.unit ? ` ${f.unit}` : ''}@${f.line}`);

describe('setup facts with their lines', () => {
  it('000 (llama-bench, pghot): model, threads, reps, pinning, hog, demotion and pghot/IBS knobs from the setup prose', () => {
    const t = example('pghot-llama-bench.txt');
    expect(said(t, 'model.params', 'model.size', 'model.experts', 'threads', 'reps')).toEqual([
      'model.experts=8@10',
      'model.params=140.6 B@10',
      'model.size=79.7 GiB@10',
      'threads=64@11',
      'reps=5@11',
      'reps=5@30',
    ]);
    expect(said(t, 'cpuNode', 'hog', 'hog.node', 'demoted', 'cxl.node')).toEqual([
      'cxl.node=2@14',
      'cpuNode=1@15',
      'hog=200 GiB@15',
      'hog.node=1@15',
      'demoted=0.333333@16',
    ]);
    expect(
      said(
        t,
        'vm.pghot_target_nid',
        'vm.pghot_promote_freq_window_ms',
        'pghot.kmigrated_sleep_ms',
        'pghot.kmigrated_batch_nr',
        'ibs.l3miss_only',
        'ibs.period',
      ),
    ).toEqual([
      'vm.pghot_target_nid=1@17',
      'vm.pghot_promote_freq_window_ms=3000 ms@18',
      'pghot.kmigrated_batch_nr=512@18',
      'pghot.kmigrated_sleep_ms=100 ms@18',
      'ibs.l3miss_only=1@19',
      'ibs.period=10000@19',
    ]);
    // the legend's note `(nb = kernel.numa_balancing; ...)` names the shorthand, it sets nothing
    expect(factsOf(t).some((f) => f.line === 28)).toBe(false);
    // the setup paragraph (lines 14-19) is one block, the lines around it stay prose
    const blocks = segment(t).blocks;
    expect(blocks.filter((b) => b.kind === 'setup').map((b) => [b.startLine, b.endLine])).toContainEqual([14, 19]);
    expect(blocks.find((b) => b.startLine <= 12 && 12 <= b.endLine)?.kind).toBe('prose');
  });

  it('001 (microbenchmark): threads, footprint, CPU node and the start on CXL', () => {
    const t = example('pghot-microbenchmark.txt');
    expect(said(t, 'threads', 'footprint', 'cpuNode', 'placement', 'cxl.node')).toEqual([
      'threads=64@7',
      'footprint=8 G@7',
      'cpuNode=0@12',
      'placement=lower-tier@12',
      'cxl.node=2@13',
      'threads=64@21',
      'footprint=8 G@21',
      'placement=lower-tier@21',
      'cxl.node=2@21',
    ]);
  });

  it('004 (ik_llama.cpp thread): numactl -N/-m, --threads and --numa on a command wrapped with backslashes, sysctl -w in a comment', () => {
    const t = example('ik-llama-thp-thread.md');
    expect(said(t, 'cpunodebind', 'membind', 'threads', 'llama.numa').slice(0, 4)).toEqual([
      'cpunodebind=0@92',
      'membind=0@92',
      'threads=128@103',
      'llama.numa=numactl@104',
    ]);
    expect(said(t, 'vm.nr_hugepages')).toEqual(['vm.nr_hugepages=400000@361']);
    expect(said(t, 'model.params', 'model.size').slice(0, 3)).toEqual([
      'model.params=671 B@324',
      'model.size=376.65 GB@324',
      'model.size=85 GB@673',
    ]);
  });

  it('llama.cpp issue: -t 32 on both runs, echo 3 > drop_caches between them', () => {
    const t = wild('gh-llamacpp-1556-numa-before-after');
    expect(said(t, 'threads', 'vm.drop_caches')).toEqual(['threads=32@6', 'vm.drop_caches=3@12', 'threads=32@15']);
  });

  it('GNU time under numactl --membind=0 and =1 (the two runs of a CXL test)', () => {
    expect(said(wild('time-cxl-numactl-membind-dd'), 'membind')).toEqual(['membind=0@128', 'membind=1@136']);
  });

  it('LKML mail: NUMA_BALANCING_MEMORY_TIERING in words and an echo to /proc/sys', () => {
    expect(said(wild('dump-vmstat-kswapd-cache-trim-before-after'), 'kernel.numa_balancing', 'vm.drop_caches')).toEqual(
      ['kernel.numa_balancing=2@130', 'vm.drop_caches=3@136'],
    );
  });

  it('LKML mail: `numab mode = 2` and `numab mode = 0` as prose knobs, one line each', () => {
    expect(said(wild('lkml-kmmscand-rfc-v0-abench'), 'kernel.numa_balancing')).toEqual([
      'kernel.numa_balancing=2@186',
      'kernel.numa_balancing=0@187',
      'kernel.numa_balancing=2@240',
    ]);
  });

  it('prose tunables of a GitHub issue: echo, numa_balancing, demotion_enabled and scan knobs in their registry keys', () => {
    expect(
      said(
        wild('gh-gapbs-tiering-onoff-factor-columns'),
        'vm.drop_caches',
        'kernel.numa_balancing',
        'mm.numa.demotion_enabled',
        'numa_balancing.scan_size_mb',
        'numa_balancing.scan_period_min_ms',
      ),
    ).toEqual([
      'vm.drop_caches=3@13',
      'kernel.numa_balancing=0@14',
      'mm.numa.demotion_enabled=false@14',
      'kernel.numa_balancing=2@15',
      'mm.numa.demotion_enabled=true@15',
      'numa_balancing.scan_size_mb=256@16',
      'numa_balancing.scan_period_min_ms=1000@16',
    ]);
  });

  it('a kernel command line `numa_balancing=disable` is mode 0; `taskset -c 3` pins', () => {
    expect(said(wild('mlc-gh-sut-calibration-loaded-latency-jitter'), 'kernel.numa_balancing', 'taskset')).toEqual([
      'kernel.numa_balancing=0@5',
      'taskset=3@13',
    ]);
  });

  it('machine facts: memory tiers from sysfs nodelists, a CXL node, node memory', () => {
    expect(said(wild('dump-numastat-damon-hot-cold-tiers'), 'memory_tier4.nodelist', 'memory_tier22.nodelist')).toEqual(
      ['memory_tier4.nodelist=0-1@158', 'memory_tier22.nodelist=2@161'],
    );
    expect(said(wild('lkml-numab-hint-fault-count-promotion'), 'cxl.node')).toEqual(['cxl.node=2@185']);
    expect(said(wild('lkml-weighted-interleave-v4-mlc-stream-xsbench'), 'node2.memory', 'membind')).toEqual([
      'membind=1@207',
      'membind=2@215',
      'membind=1@240',
      'node2.memory=96 GB@253',
      'membind=0@261',
    ]);
  });

  it('numactl options: attached values, `-w` with no nodes of its own, trailing punctuation; a hog under numactl', () => {
    const t = [
      'Setup:',
      'numactl -i 2,3 ./qemu',
      'then `numactl -w --interleave=0,1 ./mlc` and numactl --interleave=all).',
      'The hog: numactl -m1 stress-ng --vm 4 --vm-bytes 50G --vm-keep',
    ].join('\n');
    expect(said(t, 'interleave', 'membind', 'hog')).toEqual([
      'interleave=2,3@2',
      'interleave=0,1@3',
      'interleave=all@3',
      'membind=1@4',
      'hog=200 G@4',
    ]);
  });

  it('facts lie inside their setup block, setup blocks overlap no other block, and the blocks keep the document order', () => {
    for (const t of [
      example('pghot-llama-bench.txt'),
      example('ik-llama-thp-thread.md'),
      wild('gh-gapbs-tiering-onoff-factor-columns'),
      wild('lkml-weighted-interleave-v4-mlc-stream-xsbench'),
    ]) {
      const blocks = segment(t).blocks;
      for (const b of blocks)
        if (b.data.type === 'setup')
          for (const f of b.data.facts) expect(b.startLine <= f.line && f.line <= b.endLine).toBe(true);
      for (let i = 1; i < blocks.length; i++) expect(blocks[i]!.startLine).toBeGreaterThan(blocks[i - 1]!.endLine);
    }
  });

  it('prose alone with setup facts is no data: nothing recognized, as before', () => {
    const a = analyze('I ran it with numactl -N 0 -m 0 and -t 32 on a CXL box.\nIt was slow.');
    expect(a.blocks.map((b) => b.kind)).toContain('setup');
    expect(a.measurements).toEqual([]);
  });
});

describe('setup blocks in the outputs', () => {
  it('the JSON lists the setup block with its facts (all analysis keys kept); the text report lists it under Recognized blocks', () => {
    const a = analyze(example('pghot-llama-bench.txt'));
    const json = JSON.parse([...jsonChunks(a)].join('')) as {
      format: string;
      blocks: { kind: string; startLine: number; facts?: SetupFact[] }[];
    };
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining(['format', 'blocks', 'configs', 'measurements', 'comparisons', 'findings']),
    );
    const setup = json.blocks.find((b) => b.kind === 'setup' && b.startLine === 14)!;
    expect(setup.facts!.find((f) => f.key === 'hog')).toMatchObject({
      value: '200',
      unit: 'GiB',
      line: 15,
      text: '200 GiB hot hog on N1',
    });
    const text = sourceLines(a);
    expect(text[0]).toBe('Recognized blocks');
    expect(text.find((l) => /^\s+14-19\s+setup\s/.test(l))).toMatch(/hog=200 GiB/);
  });
});

describe('findings read the setup blocks', () => {
  const run = (label: string, cmd: string, tps: string) =>
    [
      `## ${label}`,
      '',
      cmd,
      '',
      '| model | size | params | backend | threads | test | t/s |',
      '| --- | ---: | ---: | --- | ---: | ---: | ---: |',
      `| llama 8B Q8_0 | 7.95 GiB | 8.03 B | CPU | 32 | pp512 | ${tps} ± 1.20 |`,
      '',
    ].join('\n');

  it('a pinned run with NUMA balancing on cites the line that pins it', () => {
    const text = [
      run('numa_balancing=0', './llama-bench -m m.gguf -t 32', '210.35'),
      run('numa_balancing=1', 'numactl --cpunodebind=0 --membind=0 ./llama-bench -m m.gguf -t 32', '201.11'),
    ].join('\n');
    const a = analyze(text);
    const f = a.findings.find((x) => x.code === 'numa-balancing-on-pinned-workload')!;
    expect(f.message).toMatch(/^numa_balancing=1: .*\(numactl --cpunodebind=0\)/);
    expect(f.lines).toEqual([11]);
    expect(a.blocks[f.refs[0]!.block]!.kind).toBe('setup');
  });

  it('the lower tier from memory_tierN/nodelist makes memory on node 2 the placement tiering makes, not a split', () => {
    const a = analyze(wild('dump-numastat-damon-hot-cold-tiers'));
    expect(a.findings.map((x) => x.code)).toContain('memory-across-tiers');
  });
});

describe('the proposal takes only what the paste says', () => {
  it('000: every value from the paste cites its line; every other value is assumed, with why', () => {
    const p = proposeScenario(analyze(example('pghot-llama-bench.txt')))!;
    const paste = Object.fromEntries(p.assumptions.filter((x) => x.source === 'paste').map((x) => [x.key, x.line]));
    expect(paste).toMatchObject({
      'workload.threads': 11,
      'workload.cpuNodes': 15,
      hog: 15,
      placement: 16,
      'tunables.vm.pghot_target_nid': 17,
      'tunables.pghot.kmigrated_batch_nr': 18,
      'tunables.ibs.period': 19,
    });
    expect(p.scenario.hog).toEqual({ GiB: 200, node: 1 });
    for (const x of p.assumptions.filter((y) => y.source !== 'paste')) expect(x.why, x.key).toMatch(/\w/);
    // the preset's shape that the paste does not give is each listed
    expect(p.assumptions.filter((x) => x.source === 'preset').map((x) => x.key)).toEqual(
      expect.arrayContaining(['machine', 'workload.mlp', 'workload.contextGiB', 'workload.model.activeParamsB']),
    );
  });

  it('a paste that names CXL and tiering but no hog gets no hog, no placement and no preset knobs', () => {
    const text = [
      'Mixtral on a DRAM + CXL box (node 2 is CXL), NUMAB2, hot pages promoted from CXL.',
      '',
      '| model | size | params | backend | threads | test | t/s |',
      '| --- | ---: | ---: | --- | ---: | ---: | ---: |',
      '| llama 8x7B Q4_K_M | 24.62 GiB | 46.70 B | CPU | 48 | pp512 | 80.11 ± 0.20 |',
      '| llama 8x7B Q4_K_M | 24.62 GiB | 46.70 B | CPU | 48 | tg128 | 9.02 ± 0.01 |',
    ].join('\n');
    const a = analyze(text);
    expect(factsOf(text).map((f) => f.key)).toEqual(expect.arrayContaining(['cxl', 'cxl.node']));
    const p = proposeScenario(a)!;
    expect(p.preset).toBe('llama-mixtral-tiered');
    expect(p.scenario.hog).toBeUndefined();
    expect(p.scenario.placement).toEqual({ kind: 'first-touch' });
    expect(p.assumptions.find((x) => x.key === 'hog')).toMatchObject({ source: 'default' });
    expect(Object.keys(p.scenario.tunables).filter((k) => /pghot|ibs/.test(k))).toEqual([]);
    // threads from llama-bench's own column, the model from its row
    expect(p.assumptions.find((x) => x.key === 'workload.threads')).toMatchObject({
      value: '48',
      source: 'paste',
      line: 5,
    });
    expect(p.scenario.workload.model).toMatchObject({ sizeGiB: 24.62, paramsB: 46.7, experts: 8 });
  });

  it('a hog the paste sizes but puts on no node is not guessed', () => {
    const text = ['We ran a 64 GiB hog next to the benchmark.', '', 'metric  base  tier', 'Runtime (s)  100  80'].join(
      '\n',
    );
    const p = proposeScenario(analyze(text))!;
    expect(factsOf(text).map((f) => `${f.key}=${f.value}`)).toContain('hog=64');
    expect(p.scenario.hog).toBeUndefined();
    expect(p.assumptions.find((x) => x.key === 'hog')!.value).toMatch(/not its node/);
  });

  it("a size that is not the footprint (a machine's DRAM) is not taken as one", () => {
    const text = ['Machine: 2 sockets, 256 GiB DRAM per node.', '', 'metric  base  tier', 'Runtime (s)  100  80'].join(
      '\n',
    );
    const p = proposeScenario(analyze(text))!;
    expect(p.assumptions.find((x) => x.key === 'workload.footprintGiB')).toMatchObject({ source: 'preset' });
  });

  it('XSBench: threads from its own banner, not a count of MPI ranks on the line above', () => {
    const p = proposeScenario(analyze(readFileSync(join(__dirname, '..', 'fixtures', 'xsbench-mpi.txt'), 'utf8')))!;
    expect(p.family).toBe('xsbench');
    expect(p.assumptions.find((x) => x.key === 'workload.threads')).toMatchObject({
      value: '32',
      source: 'paste',
      line: 20,
    });
  });
});

describe('llama.cpp `--numa numactl`', () => {
  it('is a mode of llama, not the numactl command: its `-p` prompt sets no preferred node', () => {
    const a = analyze(
      '$ numactl -N0 -m0 ./main -m model.gguf -t 16 --numa numactl -p "I believe the meaning of life is" --no-mmap\n\nllama_print_timings:        eval time =   10813.02 ms /    99 runs   (  109.22 ms per token,     9.16 tokens per second)\n',
    );
    const facts = a.blocks.flatMap((b) => (b.data.type === 'setup' ? b.data.facts : []));
    expect(facts.some((f) => f.key === 'preferred')).toBe(false);
    expect(facts.some((f) => f.key === 'membind' && f.value === '0')).toBe(true);
  });
});
