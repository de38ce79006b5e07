/** The analysis core and knowledge base as the extension host loads them: dist/host-core.js, required on first use (loadCore.ts). */
export { analyzeDocuments, recognizedAnything } from '../core/analyze';
export { hoverMarkdown } from '../core/knowledge/hover';
export { lookup, WORD_PATTERN } from '../core/knowledge/lookup';
export { dashboardView } from '../core/report/dashboardView';
export { renderText } from '../core/report/text';
export { FORMATS_TRIED } from '../core/reading/segment';
export { linesRef } from '../core/reading/linesRef';
export { holdsTieringData, SNIFF_READ_CHARS } from '../core/reading/sniff';
export { OTHER_READINGS_CHARS_IN_WORKER, tooLongToTry } from '../core/otherReadings';
