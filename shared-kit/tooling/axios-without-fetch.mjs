// What the browser build puts where axios's fetch transport (`axios/lib/adapters/fetch.js`) was
// (webpack.cjs, ADR 0037). In a browser axios takes its first transport, XMLHttpRequest, which every
// browser has; the fetch transport after it is never reached, and it is about 4 KB of a first load.
// A call that asks for `adapter: 'fetch'` by name is told the environment has none.

/** axios asks this for the fetch transport of a call's environment: there is none in this build. */
export const getFetch = () => false;

export default false;
