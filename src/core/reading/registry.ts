/** The readers in the order they are tried: precedence is this order and nothing else. */
import type { Parsed, Reader } from './kit/types';
import type { Reading } from '../model';
import { arrowResultsReader } from './lists/arrowResults';
import { assignedResultsReader } from './lists/assignedResults';
import { changePairsReader } from './lists/changePairs';
import { bpftraceReader } from './system/bpftrace';
import { cgroupNumaStatReader } from './system/cgroupNumaStat';
import { colonPipeReader } from './tables/colonPipe';
import { keyedRowsReader } from './tables/keyedRows';
import { cpuinfoReader } from './system/cpuinfo';
import { criterionReader } from './benchmarks/criterion';
import { jmhReader } from './benchmarks/jmh';
import { fishTimeReader } from './benchmarks/fishTime';
import { h2loadReader } from './benchmarks/h2load';
import { benchstatReader } from './benchmarks/benchstat';
import { ddReader } from './benchmarks/dd';
import { schbenchReader } from './benchmarks/schbench';
import { fioJobsReader } from './benchmarks/fioJobs';
import { critcmpReader } from './benchmarks/critcmp';
import { damoReader } from './system/damo';
import { fioReader } from './benchmarks/fio';
import { freeReader } from './system/free';
import { vmstatSummaryReader } from './system/vmstatSummary';
import { gapbsReader } from './benchmarks/gapbs';
import { goBenchReader } from './benchmarks/goBench';
import { graph500Reader } from './benchmarks/graph500';
import { googleBenchmarkReader } from './benchmarks/googleBenchmark';
import { hyperfineReader } from './benchmarks/hyperfine';
import { jsBenchReader } from './benchmarks/jsBench';
import { kernbenchReader } from './benchmarks/kernbench';
import { labeledValuesReader } from './lists/labeledValues';
import { logLinesReader } from './lists/logLines';
import { ministatReader } from './benchmarks/ministat';
import { lkpReader } from './benchmarks/lkp';
import { llamaBenchReader } from './benchmarks/llamaBench';
import { llamaTimingsReader } from './benchmarks/llamaTimings';
import { lsmemReader } from './system/lsmem';
import { meminfoReader } from './system/meminfo';
import { memoryMicrobenchReader } from './benchmarks/memoryMicrobench';
import { memtierReader } from './benchmarks/memtier';
import { minMaxAvgReader } from './tables/minMaxAvg';
import { mlcReader } from './benchmarks/mlc';
import { mmtestsReader } from './benchmarks/mmtests';
import { multichaseReader } from './benchmarks/multichase';
import { namedValuesReader } from './lists/namedValues';
import { namesOverValuesReader } from './tables/namesOverValues';
import { npbReader } from './benchmarks/npb';
import { numaMapsReader } from './system/numaMaps';
import { numactlReader } from './system/numactl';
import { numademoReader } from './benchmarks/numademo';
import { numastatReader } from './system/numastat';
import { ollamaStatsReader } from './benchmarks/ollamaStats';
import { parameterListReader } from './tables/parameterList';
import { pcmReader } from './system/pcm';
import { perfIntervalReader } from './system/perfInterval';
import { perfBenchReader } from './benchmarks/perfBench';
import { pctImpTableReader } from './benchmarks/pctImpTable';
import { htmlTableReader } from './tables/htmlTable';
import { perfStatReader } from './benchmarks/perfStat';
import { pipeGroupsReader } from './tables/pipeGroups';
import { procpsVmstatReader } from './system/procpsVmstat';
import { psiReader } from './system/psi';
import { slabinfoReader } from './system/slabinfo';
import { buddyinfoReader } from './system/buddyinfo';
import { redisInfoReader } from './system/redisInfo';
import { dockerStatsReader } from './system/dockerStats';
import { redisBenchmarkReader } from './benchmarks/redisBenchmark';
import { runLinesReader } from './lists/runLines';
import { runsTableReader } from './tables/runsTable';
import { runsUnderMetricReader } from './tables/runsUnderMetric';
import { sarReader } from './system/sar';
import { spreadRowsReader } from './tables/spreadRows';
import { streamReader } from './benchmarks/stream';
import { stressNgReader } from './benchmarks/stressNg';
import { sysbenchReader } from './benchmarks/sysbench';
import { sysctlReader } from './system/sysctl';
import { tableReader } from './tables/table';
import { lineTemplatesReader } from './lists/lineTemplates';
import { testColumnsReader } from './tables/testColumns';
import { timeReader } from './benchmarks/time';
import { unixbenchReader } from './benchmarks/unixbench';
import { bpfBenchReader } from './benchmarks/bpfBench';
import { valueListReader } from './tables/valueList';
import { vllmBenchReader } from './benchmarks/vllmBench';
import { vmstatDiffReader } from './system/vmstatDiff';
import { vmstatReader } from './system/vmstat';
import { wrkReader } from './benchmarks/wrk';
import { loadSummaryReader } from './benchmarks/loadSummary';
import { iperfReader } from './benchmarks/iperf';
import { dbBenchReader } from './benchmarks/dbBench';
import { osuReader } from './benchmarks/osu';
import { xsbenchReader } from './benchmarks/xsbench';
import { ycsbReader } from './benchmarks/ycsb';

/** Tried in this order at every line that no block has taken yet (among those whose start pattern takes the line). */
export const READERS: readonly Reader[] = [
  pipeGroupsReader,
  llamaTimingsReader,
  ollamaStatsReader,
  llamaBenchReader,
  numastatReader,
  numaMapsReader,
  cgroupNumaStatReader,
  numactlReader,
  vmstatReader,
  vmstatDiffReader,
  procpsVmstatReader,
  sarReader,
  cpuinfoReader,
  meminfoReader,
  freeReader,
  vmstatSummaryReader,
  psiReader,
  slabinfoReader,
  buddyinfoReader,
  redisInfoReader,
  dockerStatsReader,
  multichaseReader,
  memoryMicrobenchReader,
  npbReader,
  graph500Reader,
  xsbenchReader,
  sysctlReader,
  ministatReader,
  lkpReader,
  pctImpTableReader,
  mlcReader,
  streamReader,
  memtierReader,
  stressNgReader,
  schbenchReader,
  unixbenchReader,
  bpfBenchReader,
  gapbsReader,
  ycsbReader,
  fioReader,
  fioJobsReader,
  sysbenchReader,
  spreadRowsReader,
  redisBenchmarkReader,
  vllmBenchReader,
  goBenchReader,
  benchstatReader,
  bpftraceReader,
  damoReader,
  logLinesReader,
  changePairsReader,
  assignedResultsReader,
  runLinesReader,
  arrowResultsReader,
  hyperfineReader,
  jsBenchReader,
  criterionReader,
  jmhReader,
  critcmpReader,
  wrkReader,
  loadSummaryReader,
  h2loadReader,
  iperfReader,
  dbBenchReader,
  osuReader,
  googleBenchmarkReader,
  labeledValuesReader,
  namedValuesReader,
  namesOverValuesReader,
  pcmReader,
  mmtestsReader,
  perfIntervalReader,
  perfStatReader,
  perfBenchReader,
  timeReader,
  fishTimeReader,
  ddReader,
  minMaxAvgReader,
  kernbenchReader,
  numademoReader,
  runsTableReader,
  lsmemReader,
  parameterListReader,
  runsUnderMetricReader,
  keyedRowsReader,
  colonPipeReader,
  testColumnsReader,
  valueListReader,
  htmlTableReader,
  tableReader,
  lineTemplatesReader,
];

/**
 * Readers of a layout anyone may write (aligned and pipe tables, `name: value` lists, runs one per line): they
 * infer the structure, so their reading is less sure than that of a tool's own output, which its signature
 * lines (`%stddev`, `Performance counter stats`, `| model |`, a counter name) identify.
 */
const GENERIC_READERS = new Set([
  'table',
  'pipeGroups',
  'colon-pipe table',
  'spread rows',
  'runsTable',
  'Test: columns',
  'names over values',
  'runs under a metric heading',
  'parameter list',
  'value list',
  'minMaxAvg',
  'named-values',
  'labeled-values',
  'assigned results',
  'arrow results',
  'run lines',
  'line templates',
]);
const TOOL_SURE = 0.9;
const GENERIC_SURE = 0.7;

/** How a block was read: its reader, what the reader's structure decisions rest on, and the least sure of them. */
export function readingOf(r: Reader, p: Parsed): Reading {
  const sure = GENERIC_READERS.has(r.name) ? GENERIC_SURE : TOOL_SURE;
  const shape = GENERIC_READERS.has(r.name) ? 'a layout the reader infers' : "a tool's own layout";
  return {
    reader: r.name,
    confidence: Math.min(sure, p.confidence ?? 1),
    evidence: [
      { decision: 'reader', rule: `${shape}, from the line its start pattern took`, says: r.name, weight: sure },
      ...(p.evidence ?? []),
    ],
  };
}

/** Results stated in sentences (`went from 12.3 s to 9.8 s`): the least sure reading there is. */
export const PROSE_READING: Reading = {
  reader: 'results in prose',
  confidence: 0.5,
  evidence: [
    { decision: 'reader', rule: 'numbers in sentences, no table around them', says: 'results in prose', weight: 0.5 },
  ],
};
