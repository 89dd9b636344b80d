import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DROPDOWN_TRANSITION_MS, Dropdown } from "./dropdown";

const items = (onSelect = vi.fn()) => [
  { id: "pool", label: "Pool", onSelect },
  { id: "miner", label: "Miner", onSelect, selected: true },
];

describe("Dropdown", () => {
  afterEach(() => vi.useRealTimers());

  it("opens a menu, selects an item and closes after the 200 ms transition", () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    render(<Dropdown trigger="Account" items={items(onSelect)} />);
    const trigger = screen.getByRole("button", { name: "Account" });
    fireEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByRole("menuitem", { name: "Pool" }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.getByRole("menu").dataset.state).toBe("closing");
    act(() => vi.advanceTimersByTime(DROPDOWN_TRANSITION_MS));
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opened with Enter, starts on the first item; Tab leaves and closes it", async () => {
    render(
      <>
        <Dropdown trigger="Account" items={items()} />
        <button type="button">After</button>
      </>,
    );
    const trigger = screen.getByRole("button", { name: "Account" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Pool" }));
    await userEvent.keyboard("{End}");
    expect(document.activeElement?.textContent).toBe("Miner");
    await userEvent.tab();
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });

  it("works from the keyboard and closes on Escape", async () => {
    render(<Dropdown trigger="Account" items={items()} />);
    const trigger = screen.getByRole("button", { name: "Account" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Pool" }));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Miner");
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement?.textContent).toBe("Pool");
    await userEvent.keyboard("{Escape}");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger);
  });

  it("closes on an outside click", async () => {
    render(
      <>
        <p>outside</p>
        <Dropdown trigger="More">
          {(close) => (
            <button onClick={close} type="button">
              Inner
            </button>
          )}
        </Dropdown>
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "More" }));
    expect(screen.getByRole("button", { name: "Inner" })).toBeDefined();
    await userEvent.click(screen.getByText("outside"));
    expect(screen.getByRole("button", { name: "More" }).getAttribute("aria-expanded")).toBe("false");
  });
});
