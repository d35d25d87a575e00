"use strict";
/**
 * Shapes shared by every API response.
 *
 * Money is always a number of rubles (with kopecks as the fraction, e.g. `1290.5`); the
 * database keeps integer kopecks and the API converts in one place.
 */
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=common.js.map