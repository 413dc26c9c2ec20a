// Preloaded into a production instance by memory.test.ts (`node --expose-gc --import ./heapProbe.mjs server.mjs`,
// spawned with an IPC channel): on the parent's 'heap' message it collects the garbage fully and answers the
// process's memory. It adds no route and changes nothing the server does: the instance under test is server.mjs.
process.on('message', (message) => {
  if (message !== 'heap' || typeof globalThis.gc !== 'function') return;
  // Twice: objects kept alive only by a finalizer or a weak reference go on the second pass.
  globalThis.gc();
  globalThis.gc();
  const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage();
  process.send?.({ heapUsed, rss, external, arrayBuffers });
});
