/**
 * The words authors state a ratio or a percentage with, in one place: what it is over (`over`, `vs`,
 * `compared to`), how loosely (`~`, `about`), and the words that make it a bound or a range, not a value.
 */

/** Words that name the run a stated change is against: `+264% over default interleave`, `1.8x vs base`. */
export const AGAINST_WORDS = [
  'over',
  'vs\\.?',
  'versus',
  'compared\\s+(?:to|with)',
  'relative\\s+to',
  'against',
  'than',
  'from',
];
/** Words that make a stated number approximate: `~40%`, `about 2x`. */
export const APPROXIMATE_WORDS = [
  '~',
  'about',
  'around',
  'roughly',
  'approximately',
  'approx\\.?',
  'nearly',
  'almost',
  'some',
];
/** Words that make a stated number a bound, not the value: `up to 119%`, `more than 2x`. */
export const BOUND_WORDS = [
  'up\\s+to',
  'upto',
  'at\\s+least',
  'at\\s+most',
  'more\\s+than',
  'less\\s+than',
  'over',
  'under',
  'above',
  'below',
  'within',
  'exceeds?',
  'beyond',
  '>=?',
  '<=?',
];
