// jsdom lacks a few globals that the browser has and react-router uses.
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
require('@testing-library/jest-dom');
