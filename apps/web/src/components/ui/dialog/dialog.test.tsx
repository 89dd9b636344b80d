import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { mockMatchMedia } from "../../../lib/media-testing";
import { Dialog } from "./dialog";
import { MODAL_EXIT_MS, SHEET_EXIT_MS } from "./dialog-rules";

function Harness({ outside = false }: { outside?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Two-factor"
        size="s"
        closeOnOutsideClick={outside}
      >
        <input aria-label="Code" />
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  beforeAll(() => initTestI18n());
  afterEach(() => vi.useRealTimers());

  it("is a centred modal on desktop, closed by its button after the exit animation", () => {
    mockMatchMedia(true);
    vi.useFakeTimers();
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    const modal = screen.getByTestId("modal");
    expect(modal.getAttribute("role")).toBe("dialog");
    expect(modal.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByRole("dialog", { name: "Two-factor" })).toBe(modal);
    expect(screen.queryByTestId("bottom-sheet")).toBeNull();
    expect(modal.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(modal.dataset.state).toBe("closing");
    act(() => vi.advanceTimersByTime(MODAL_EXIT_MS));
    expect(screen.queryByTestId("modal")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("is a bottom sheet below 1024 px", () => {
    mockMatchMedia(false);
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByTestId("bottom-sheet").getAttribute("role")).toBe("dialog");
    expect(screen.queryByTestId("modal")).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    act(() => vi.advanceTimersByTime(SHEET_EXIT_MS - 1));
    expect(screen.getByTestId("bottom-sheet").dataset.state).toBe("closing");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("bottom-sheet")).toBeNull();
  });

  it("closes on Escape", async () => {
    mockMatchMedia(true);
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="T">
        body
      </Dialog>,
    );
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes on an outside click only when allowed", async () => {
    mockMatchMedia(true);
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open onClose={onClose} title="T">
        body
      </Dialog>,
    );
    const overlay = screen.getByTestId("modal").parentElement as HTMLElement;
    await userEvent.click(overlay);
    await userEvent.click(screen.getByText("body"));
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <Dialog open onClose={onClose} title="T" closeOnOutsideClick>
        body
      </Dialog>,
    );
    await userEvent.click(screen.getByText("body"));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(overlay);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("on a phone, the sheet wraps Tab and Shift+Tab inside and Escape gives focus back to the opener", async () => {
    mockMatchMedia(false);
    render(
      <>
        <button type="button">Outside</button>
        <Harness />
      </>,
    );
    const opener = screen.getByRole("button", { name: "Open" });
    await userEvent.click(opener);
    const sheet = screen.getByRole("dialog", { name: "Two-factor" });
    const code = screen.getByRole("textbox", { name: "Code" });
    const handle = screen.getByRole("button", { name: "Drag down to close" });
    expect(document.activeElement).toBe(code);
    await userEvent.tab();
    expect(document.activeElement).toBe(handle);
    await userEvent.tab();
    expect(document.activeElement).toBe(code);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(handle);
    expect(sheet.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it("keeps Tab inside the dialog", async () => {
    mockMatchMedia(true);
    render(
      <>
        <button type="button">Outside</button>
        <Dialog open onClose={() => undefined} title="T">
          <input aria-label="Code" />
        </Dialog>
      </>,
    );
    const modal = screen.getByTestId("modal");
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(modal.contains(document.activeElement)).toBe(true);
    }
  });
});
