import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollRegion } from "./scroll-region";

function layout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(clientWidth);
}

function Table() {
  return (
    <ScrollRegion label="Rate history">
      <table>
        <tbody>
          <tr>
            <td>2026-11-01</td>
          </tr>
        </tbody>
      </table>
    </ScrollRegion>
  );
}

describe("ScrollRegion", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is a named region in the tab order while its table is wider than the screen", async () => {
    layout(634, 316);
    render(
      <>
        <button type="button">Before</button>
        <Table />
      </>,
    );
    const region = screen.getByRole("region", { name: "Rate history" });
    screen.getByRole("button", { name: "Before" }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });

  it("adds no tab stop and no region when the table fits", async () => {
    layout(300, 316);
    render(
      <>
        <button type="button">Before</button>
        <Table />
      </>,
    );
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.getByText("2026-11-01")).toBeTruthy();
    screen.getByRole("button", { name: "Before" }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });
});
