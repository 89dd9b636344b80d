import errors from "@pithead/contract/locales/en/errors.json";
import platform from "@pithead/contract/locales/en/platform.json";
import ui from "@pithead/contract/locales/en/ui.json";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toast } from "../../../components/ui/toast";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { NotificationDelivery } from "./notification-delivery";

const url = "/api/backend/v0.1/platform/notifications/outbox";
const failedRow = {
  id: 41,
  event: "miner-payout",
  channel: "email",
  status: "failed",
  attempts: 8,
  last_error: "550 mailbox unavailable",
  next_attempt_at: null,
  created_at: "2026-11-24T08:15:00Z",
  email: "alice@example.com",
};
const retryingRow = {
  id: 42,
  event: "worker-status-changed",
  channel: "telegram",
  status: "pending",
  attempts: 2,
  last_error: "Telegram: 429 Too Many Requests",
  next_attempt_at: "2026-11-24T09:30:00Z",
  created_at: "2026-11-24T09:00:00Z",
  email: "bob@example.com",
};
const outbox = (rows: object[], counts = { pending: 3, retrying: 1, failed: 1, sent_24h: 1234 }) => ({
  data: { counts, rows },
});
const posts = (fetch: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) =>
  fetch.mock.calls.filter(([, init]) => init?.method === "POST");

describe("the platform's notification delivery", () => {
  beforeAll(() => initTestI18n("en", { ...platform, ...errors, ...ui }));
  afterEach(() => vi.restoreAllMocks());

  it("shows the queue's counts and the rows in trouble, and reloads every 30 seconds", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => json(200, outbox([retryingRow, failedRow])));
    const interval = vi.spyOn(globalThis, "setInterval");
    renderWithQueries(<NotificationDelivery />);
    const rows = await screen.findAllByTestId("outbox-row");
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${url}?status=all&limit=100`);
    expect(screen.getByTestId("outbox-count-pending").textContent).toBe("3");
    expect(screen.getByTestId("outbox-count-retrying").textContent).toBe("1");
    expect(screen.getByTestId("outbox-count-failed").textContent).toBe("1");
    expect(screen.getByTestId("outbox-count-sent_24h").textContent).toBe("1,234");
    expect(screen.getByText("Failed, last 30 days")).toBeTruthy();
    expect(screen.getByText("Sent, last 24 h")).toBeTruthy();

    const [retrying, failed] = rows as [HTMLElement, HTMLElement];
    expect(retrying.dataset.status).toBe("retrying");
    expect(within(retrying).getByTestId("outbox-event").textContent).toBe("Worker status");
    expect(within(retrying).getByText("Telegram")).toBeTruthy();
    expect(within(retrying).getByText("bob@example.com")).toBeTruthy();
    expect(within(retrying).getByText("Telegram: 429 Too Many Requests")).toBeTruthy();
    expect(within(retrying).getByTestId("outbox-next").textContent).toBe("Nov 24, 2026 09:30 UTC");
    expect(within(retrying).queryByRole("button")).toBeNull();

    expect(failed.dataset.status).toBe("failed");
    expect(within(failed).getByTestId("outbox-event").textContent).toBe("Payout sent");
    expect(within(failed).getByText("E-mail")).toBeTruthy();
    expect(within(failed).getByText("alice@example.com")).toBeTruthy();
    expect(within(failed).getByText("8")).toBeTruthy();
    expect(within(failed).getByText("550 mailbox unavailable")).toBeTruthy();
    expect(within(failed).getByTestId("outbox-created").textContent).toBe("Nov 24, 2026 08:15 UTC");
    expect(within(failed).getByTestId("outbox-next").textContent).toBe("");
    expect(within(failed).getByRole("button", { name: "Retry" })).toBeTruthy();

    expect(interval.mock.calls.some(([, ms]) => ms === 30_000)).toBe(true);
  });

  it("asks the server for the chosen status", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => json(200, outbox([failedRow])));
    renderWithQueries(<NotificationDelivery />);
    await screen.findByTestId("outbox-row");
    await userEvent.setup().selectOptions(screen.getByLabelText("Show"), "Failed");
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toBe(`${url}?status=failed&limit=100`));
  });

  it("retries a failed row, then loads the list again", async () => {
    let retried = false;
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "POST") {
        retried = true;
        return new Response(null, { status: 204 });
      }
      return json(
        200,
        retried ? outbox([], { pending: 4, retrying: 0, failed: 0, sent_24h: 1234 }) : outbox([failedRow]),
      );
    });
    const show = vi.spyOn(toast, "show");
    renderWithQueries(<NotificationDelivery />);
    const row = await screen.findByTestId("outbox-row");
    await userEvent.setup().click(within(row).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(String(posts(fetch)[0]?.[0])).toBe(`${url}/41/retry`);
    expect(await screen.findByText("Every notification was delivered")).toBeTruthy();
    expect(screen.getByTestId("outbox-count-pending").textContent).toBe("4");
    expect(screen.getByTestId("outbox-count-failed").textContent).toBe("0");
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ type: "success" }));
  });

  it("says clearly when the row is no longer failed, and refreshes the list", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "POST")
        return json(404, { code: "not_found", message: "No failed notification with this id" });
      return json(200, outbox([failedRow]));
    });
    const show = vi.spyOn(toast, "show");
    renderWithQueries(<NotificationDelivery />);
    const row = await screen.findByTestId("outbox-row");
    const gets = () => fetch.mock.calls.filter(([, init]) => init?.method !== "POST").length;
    const before = gets();
    await userEvent.setup().click(within(row).getByRole("button", { name: "Retry" }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({ type: "error", title: platform.platform.delivery.retry.gone }),
    );
    await waitFor(() => expect(gets()).toBeGreaterThan(before));
  });

  it("tells other failures of a retry with the server's reason", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "POST") return json(403, { code: "access_denied", message: "Access denied" });
      return json(200, outbox([failedRow]));
    });
    const show = vi.spyOn(toast, "show");
    renderWithQueries(<NotificationDelivery />);
    const row = await screen.findByTestId("outbox-row");
    await userEvent.setup().click(within(row).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ type: "error" })));
    const title = show.mock.calls[0]?.[0].title ?? "";
    expect(title.startsWith("The notification could not be retried: ")).toBe(true);
    expect(title).not.toContain("{{");
  });

  it("shows the empty state with the counts when nothing is in trouble", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      json(200, outbox([], { pending: 0, retrying: 0, failed: 0, sent_24h: 12 })),
    );
    renderWithQueries(<NotificationDelivery />);
    expect(await screen.findByText("Every notification was delivered")).toBeTruthy();
    expect(screen.getByTestId("outbox-count-sent_24h").textContent).toBe("12");
    expect(screen.queryByTestId("outbox-rows")).toBeNull();
  });

  it("says when the delivery could not be loaded, with a retry", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      json(403, { code: "access_denied", message: "Access denied" }),
    );
    renderWithQueries(<NotificationDelivery />);
    const alert = await screen.findByTestId("outbox-error");
    expect(alert.textContent).toContain("Notification delivery could not be loaded.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.queryByTestId("outbox-counts")).toBeNull();
  });
});
