import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { toast } from "../toast/toast-store";
import { CopyButton } from "./copy-button";
import { useCopyToClipboard } from "./use-copy-to-clipboard";

function stubClipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: writeText ? { writeText: vi.fn(writeText) } : undefined,
  });
  return navigator.clipboard;
}
const last = () => toast.getSnapshot().at(-1);

describe("useCopyToClipboard", () => {
  beforeAll(() => initTestI18n());
  afterEach(() => act(() => toast.clear()));

  it("copies and confirms with the translated Copied toast", async () => {
    const clipboard = stubClipboard(async () => undefined);
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => expect(await result.current.copy("bc1qaddress")).toBe(true));
    expect(clipboard.writeText).toHaveBeenCalledWith("bc1qaddress");
    expect(last()).toMatchObject({ type: "success", title: "Copied" });
  });

  it("uses a custom title", async () => {
    stubClipboard(async () => undefined);
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy("x", { title: "Address copied" }));
    expect(last()?.title).toBe("Address copied");
  });

  it("shows an error toast when writing is rejected", async () => {
    stubClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => expect(await result.current.copy("x")).toBe(false));
    expect(last()).toMatchObject({ type: "error", title: "Could not copy to the clipboard" });
  });

  it("shows an error toast when the Clipboard API is missing", async () => {
    stubClipboard(undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { result } = renderHook(() => useCopyToClipboard());
    await act(() => result.current.copy("x"));
    expect(last()?.type).toBe("error");
  });

  it("CopyButton copies its value", async () => {
    const user = userEvent.setup();
    const clipboard = stubClipboard(async () => undefined);
    render(<CopyButton value="stratum+tcp://pool:3333" title="Address copied" />);
    await user.click(screen.getByRole("button", { name: "Copy to clipboard" }));
    expect(clipboard.writeText).toHaveBeenCalledWith("stratum+tcp://pool:3333");
    expect(last()?.title).toBe("Address copied");
  });
});
