// A stand-in for Intercom's widget library, served locally by chat-widgets.spec.ts: it takes over
// `window.Intercom`, replays the calls the installation snippet queued (`Intercom.q`) and records every call.
(() => {
  window.__chatCalls = window.__chatCalls || [];
  const calls = window.__chatCalls;
  const queued = window.Intercom?.q || [];
  window.Intercom = (...args) => calls.push({ vendor: "intercom", args });
  for (const args of queued) window.Intercom(...args);
})();
