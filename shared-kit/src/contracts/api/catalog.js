"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=catalog.js.map