import type { ChartPeriod } from "@pithead/contract";
import en from "@pithead/contract/locales/en/dashboard.json";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../lib/i18n-testing";
import { PeriodSwitch } from "./period-switch";

function Harness({ onChange }: { onChange: (period: ChartPeriod) => void }) {
  const [value, setValue] = useState<ChartPeriod>("PT1H");
  return (
    <PeriodSwitch
      value={value}
      onChange={(period) => {
        setValue(period);
        onChange(period);
      }}
    />
  );
}

describe("PeriodSwitch", () => {
  beforeAll(() => initTestI18n("en", en));

  it("offers the four periods in order with the current one checked", () => {
    render(<Harness onChange={() => undefined} />);
    const group = screen.getByRole("group", { name: "Chart period" });
    const options = screen.getAllByRole("radio");
    expect(group).toBeTruthy();
    expect(options.map((option) => option.closest("label")?.textContent)).toEqual([
      "15 min",
      "1 hour",
      "1 day",
      "7 days",
    ]);
    expect(options.map((option) => (option as HTMLInputElement).value)).toEqual([
      "PT15M",
      "PT1H",
      "P1D",
      "P1W",
    ]);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "1 hour" }).checked).toBe(true);
  });

  it("switches on click to each ISO period", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    for (const name of ["15 min", "1 day", "7 days", "1 hour"])
      await user.click(screen.getByRole("radio", { name }));
    expect(onChange.mock.calls.map(([period]) => period)).toEqual(["PT15M", "P1D", "P1W", "PT1H"]);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "1 hour" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "7 days" }).checked).toBe(false);
  });

  it("is one native radio group, so the browser moves through it with the arrow keys", () => {
    render(<Harness onChange={() => undefined} />);
    const names = screen.getAllByRole<HTMLInputElement>("radio").map((option) => option.name);
    expect(new Set(names).size).toBe(1);
    expect(names[0]).not.toBe("");
  });
});
