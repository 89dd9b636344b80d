// A stand-in for Carrot Quest's `api.min.js`, served locally by chat-widgets.spec.ts: it replaces the snippet's
// stub of `window.carrotquest`, replays `window.carrotquestasync` (method, arguments pairs) and records calls.
(() => {
  window.__chatCalls = window.__chatCalls || [];
  const calls = window.__chatCalls;
  const queued = window.carrotquestasync || [];
  const methods = ["connect", "track", "identify", "auth", "open", "onReady", "removeChat"];
  const api = { settings: {} };
  for (const method of methods)
    api[method] = (...args) => calls.push({ vendor: "carrot_quest", args: [method, ...args] });
  window.carrotquest = api;
  for (let i = 0; i < queued.length; i += 2) api[queued[i]](...Array.from(queued[i + 1]));
})();
