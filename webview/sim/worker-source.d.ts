/** The worker bundle's text, provided by scripts/build.mjs. */
declare module 'tierscope:sim-worker' {
  const source: string;
  export default source;
}
