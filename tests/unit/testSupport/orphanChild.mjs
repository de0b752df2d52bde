// A server that never ends by itself, for orphanGuard.test.ts.
console.log('pronto');
setInterval(() => {}, 1000);
