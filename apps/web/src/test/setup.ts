import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// The suite runs beside the server's on a loaded 2-core CI machine: a screen that renders in 50 ms alone can
// take over a second there. `findBy*` and `waitFor` wait up to 5 s (the default 1 s is within reach there).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
