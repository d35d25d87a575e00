"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=search.js.map