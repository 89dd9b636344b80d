import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toast } from "../../../components/ui/toast/toast-store";
import { ConnectionCard } from "./connection-card";
import { failWith, fakeApi, initDashboardI18n, renderWithQueries } from "./dashboard-test-utils";

const miner = (addresses: string[]) => ({
  data: {
    id: "m1",
    account_name: "alice",
    title: "Alice's farm",
    pool_id: "p1",
    operator_id: null,
    created_at: "2026-01-01T00:00:00Z",
    stratum_addresses: addresses,
  },
});
const three = ["stratum+tcp://a.test:3333", "stratum+tcp://b.test:3333", "stratum+tcp://c.test:3333"];

describe("ASIC connection parameters", () => {
  beforeAll(() => initDashboardI18n());
  afterEach(() => act(() => toast.clear()));

  it("list the stratum addresses, each with a copy button", async () => {
    const user = userEvent.setup(); // before the stub: user-event installs a clipboard of its own
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    fakeApi({ "miners/m1": miner(three), "workers/random-name": { data: { name: "rig-07" } } });
    renderWithQueries(<ConnectionCard minerId="m1" />);
    const rows = await screen.findAllByTestId("stratum-address");
    expect(rows.map((row) => row.textContent)).toEqual(three.map((address, i) => `Pool ${i + 1}${address}`));
    await user.click(within(rows[1] as HTMLElement).getByRole("button", { name: "Copy the address" }));
    expect(writeText).toHaveBeenCalledWith("stratum+tcp://b.test:3333");
    expect(toast.getSnapshot().at(-1)?.title).toBe("Address copied");
  });

  it("explain the worker name with an example from workers/random-name, the password and the backup", async () => {
    const two = three.slice(0, 2);
    const fetch = fakeApi({ "miners/m1": miner(two), "workers/random-name": { data: { name: "rig-07" } } });
    renderWithQueries(<ConnectionCard minerId="m1" />);
    expect((await screen.findByTestId("worker-example")).textContent).toBe("For example:alice.rig-07");
    expect(screen.getByText("alice.<worker>")).toBeTruthy();
    expect(screen.getByText("Any: the pool does not check it")).toBeTruthy();
    expect(screen.getByText(/Add another pool as the 3rd address/)).toBeTruthy();
    const nameCall = fetch.mock.calls.find(([url]) => String(url).includes("random-name"));
    expect(nameCall?.[1]?.credentials).toBe("omit");
  });

  it("keep at most 3 addresses, say when there is none, and do without the example when it fails", async () => {
    fakeApi({ "miners/m1": miner([]), "workers/random-name": failWith(500) });
    renderWithQueries(<ConnectionCard minerId="m1" />);
    expect(await screen.findByText("The pool has not published its stratum addresses yet.")).toBeTruthy();
    expect(screen.queryByTestId("worker-example")).toBeNull();
    expect(screen.getByText("alice.<worker>")).toBeTruthy();
  });

  it("ask for no 3rd address for a backup when the pool's 3 addresses take every slot", async () => {
    fakeApi({ "miners/m1": miner(three), "workers/random-name": { data: { name: "rig-07" } } });
    renderWithQueries(<ConnectionCard minerId="m1" />);
    expect(await screen.findByTestId("worker-example")).toBeTruthy();
    expect(screen.getAllByTestId("stratum-address")).toHaveLength(3);
    expect(screen.queryByText(/Add another pool as the 3rd address/)).toBeNull();
    expect(screen.queryByTestId("backup-prompt")).toBeNull();
  });

  it("show no more than 3 addresses", async () => {
    fakeApi({
      "miners/m1": miner([...three, "stratum+tcp://d.test:3333"]),
      "workers/random-name": { data: { name: "x" } },
    });
    renderWithQueries(<ConnectionCard minerId="m1" />);
    expect(await screen.findAllByTestId("stratum-address")).toHaveLength(3);
  });
});
