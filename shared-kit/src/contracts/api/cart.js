"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=cart.js.map