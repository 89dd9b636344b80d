import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { ToastProvider } from "./toast-provider";
import { toast } from "./toast-store";

describe("ToastProvider", () => {
  beforeAll(() => initTestI18n());
  afterEach(() => act(() => toast.clear()));

  it("renders info as status and errors as alert", async () => {
    render(<ToastProvider />);
    act(() => {
      toast.show({ title: "Saved", description: "All good" });
      toast.show({ type: "error", title: "Broken" });
    });
    expect((await screen.findByRole("status")).textContent).toContain("SavedAll good");
    expect(screen.getByRole("alert").textContent).toContain("Broken");
    expect(screen.getByRole("region", { name: "Notifications" })).toBeDefined();
  });

  it("runs the action and dismisses with the close button", async () => {
    const onClick = vi.fn();
    render(<ToastProvider />);
    act(() => void toast.show({ title: "Removed", duration: 0, action: { label: "Undo", onClick } }));
    await userEvent.click(await screen.findByRole("button", { name: "Undo" }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(toast.getSnapshot()[0]?.leaving).toBe(true);
    act(() => void toast.show({ title: "Another", duration: 0 }));
    const [, second] = screen.getAllByRole("button", { name: "Dismiss notification" });
    await userEvent.click(second as HTMLElement);
    expect(toast.getSnapshot().every((t) => t.leaving)).toBe(true);
  });
});
