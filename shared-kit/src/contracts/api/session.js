"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=session.js.map