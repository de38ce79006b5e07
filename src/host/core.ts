/** The analysis core and knowledge base as the extension host loads them: a bundle of its own, required on first use. */
export { analyze } from '../core/analyze';
export { hoverMarkdown } from '../core/knowledge/hover';
export { lookup, WORD_PATTERN } from '../core/knowledge/lookup';
export { FORMATS_TRIED, segment } from '../core/segment';
