// A stylesheet imported by a component is nothing on the server: the browser build carries the styles.
module.exports = function emptyStyle() {
  return 'export {};';
};
